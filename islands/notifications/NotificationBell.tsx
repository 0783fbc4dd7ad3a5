import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatNumber, useI18n } from '../lib/i18n';
import { BellIcon } from './BellIcon';
import { $unread, watchNotifications } from './store';

const BellPanel = lazy(() => import('./BellPanel'));

/**
 * The header bell: the unread count, kept live, and a panel with the newest notifications
 * (BellPanel, loaded the first time the bell opens).
 */
export default function NotificationBell() {
  const { t, lang } = useI18n();
  const unread = useStore($unread);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => watchNotifications(), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const badge = unread > 99 ? '99+' : formatNumber(lang, unread);
  return (
    <div className="bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('nav.bellLabel', { count: formatNumber(lang, unread) })}
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <BellIcon size={22} />
        {unread > 0 && (
          <span className="bell-badge" data-testid="unread-count" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BellPanel id={panelId} unread={unread} />
        </Suspense>
      )}
    </div>
  );
}
