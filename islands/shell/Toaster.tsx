import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useI18n } from '../lib/i18n';
import { $toasts, showFlashedToasts, showToast, TOAST_EVENT, type ToastInput } from '../lib/toast';
import { useMounted } from '../lib/use-mounted';

/** The stack and its toasts: loaded with a page's first toast, so a page that shows none never downloads it. */
const ToastStack = lazy(() => import('./ToastStack'));

/**
 * The toasts of spec §9, mounted once by the marketplace layout: it listens for toasts (flashed
 * by the page before, raised by scripts outside React) and remembers the control the reader used
 * last, so the stack (ToastStack.tsx) never covers it. Until a toast shows, the region is empty.
 */
export default function Toaster() {
  const { t } = useI18n();
  const { visible } = useStore($toasts);
  const lastUsed = useRef<Element | null>(null);
  const mounted = useMounted();

  useEffect(() => {
    const remember = (e: Event) => {
      if (e.target instanceof Element && !e.target.closest('.toaster')) lastUsed.current = e.target;
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('focusin', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('focusin', remember, true);
    };
  }, []);

  useEffect(() => {
    showFlashedToasts();
    const onEvent = (e: Event) => {
      const detail = (e as CustomEvent<ToastInput>).detail;
      if (detail && (detail.text || detail.key)) showToast(detail);
    };
    window.addEventListener(TOAST_EVENT, onEvent);
    return () => window.removeEventListener(TOAST_EVENT, onEvent);
  }, []);

  // The server draws no region: toasts come from the browser (its flashed ones, its scripts).
  if (!mounted) return null;
  const empty = (
    <section className="toaster" data-place="bottom" aria-label={t('shell.toast.region')}>
      <ol className="toast-list" />
    </section>
  );
  if (visible.length === 0) return empty;
  return (
    <Suspense fallback={empty}>
      <ToastStack lastUsed={lastUsed} />
    </Suspense>
  );
}
