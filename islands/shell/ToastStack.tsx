import { useStore } from '@nanostores/react';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { $toasts, dismissToast, type Toast } from '../lib/toast';
import { CloseButton } from '../lib/ui/CloseButton';

// The toasts on screen (Toaster.tsx loads this module with the first toast of a page).

/** One toast: closes itself after its duration; hovering or focusing it pauses the count. */
function ToastItem({ toast }: { toast: Toast }) {
  const { t, m } = useI18n();
  const remaining = useRef(toast.duration);
  const started = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  function start() {
    window.clearTimeout(timer.current);
    started.current = Date.now();
    timer.current = window.setTimeout(() => dismissToast(toast.id), remaining.current);
  }
  function pause() {
    window.clearTimeout(timer.current);
    remaining.current = Math.max(0, remaining.current - (Date.now() - started.current));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts once, when the toast appears.
  useEffect(() => {
    start();
    return () => window.clearTimeout(timer.current);
  }, []);

  const text = toast.key ? t(toast.key as Parameters<typeof t>[0], toast.vars) : m(toast.text ?? '');
  return (
    <li
      className={`toast toast-${toast.tone}`}
      data-testid="toast"
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <svg className="toast-icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        {toast.tone === 'success' ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        ) : toast.tone === 'error' ? (
          <path d="M12 6.5v7M12 17v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        ) : (
          <path d="M12 7v.5M12 11v6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        )}
      </svg>
      <p className="toast-text" role={toast.tone === 'error' ? 'alert' : 'status'}>
        {text}
      </p>
      <CloseButton
        className="toast-close"
        label={t('shell.toast.dismiss')}
        size={16}
        onClick={() => dismissToast(toast.id)}
      />
    </li>
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The stack of toasts, in the bottom corner on the reading side (inline end): at most five, the rest
 * wait their turn. They never cover the control just used (`lastUsed`): when the stack would lie
 * over it, the stack moves to the top corner until it empties.
 */
export default function ToastStack({ lastUsed }: { lastUsed: RefObject<Element | null> }) {
  const { t } = useI18n();
  const { visible } = useStore($toasts);
  const list = useRef<HTMLOListElement>(null);
  const [place, setPlace] = useState<'bottom' | 'top'>('bottom');

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the stack changes.
  useLayoutEffect(() => {
    if (visible.length === 0) return setPlace('bottom');
    const used = lastUsed.current;
    if (place !== 'bottom' || !used?.isConnected || !list.current) return;
    const control = (
      used.closest('button, a, input, select, textarea, label') ?? used
    ).getBoundingClientRect();
    if (overlaps(list.current.getBoundingClientRect(), control)) setPlace('top');
  }, [visible]);

  return (
    <section className="toaster" data-place={place} aria-label={t('shell.toast.region')}>
      <ol className="toast-list" ref={list}>
        {visible.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
