import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../i18n';
import { CloseButton } from './CloseButton';
import type { ModalProps } from './Modal';

/** Spec §9: modals open and close with a 200 ms transition. */
export const MODAL_TRANSITION_MS = 200;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> (the page behind is inert): focus stays inside, Escape
 * closes, focus returns to what opened it, and it fades in and out in MODAL_TRANSITION_MS.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  footer,
  initialFocus,
  role = 'dialog',
  describedBy,
  size = 'medium',
  hideClose = false,
}: ModalProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // Mounted from opening until the closing transition has ended.
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const isOpen = useRef(open);
  isOpen.current = open;

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !mounted) return;
    if (open) {
      if (!dialog.open) {
        opener.current = document.activeElement as HTMLElement | null;
        dialog.showModal();
        const target = initialFocus?.current ?? dialog.querySelector<HTMLElement>(`.modal-body ${FOCUSABLE}`);
        (target ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
      }
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = window.setTimeout(() => {
      if (dialog.open) dialog.close();
      setMounted(false);
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    }, MODAL_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted, initialFocus]);

  // Closing the dialog when the component goes away, so the page is never left inert.
  useEffect(
    () => () => {
      if (ref.current?.open) ref.current.close();
    },
    [],
  );

  if (!mounted) return null;

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={`modal modal-${size}`}
      data-shown={shown}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The browser may close a dialog by itself (a second Escape); keep the parent in step.
        if (isOpen.current) onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="modal-panel">
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {!hideClose && (
            <CloseButton className="modal-close" label={t('shell.modal.close')} size={20} onClick={onClose} />
          )}
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </dialog>
  );
}
