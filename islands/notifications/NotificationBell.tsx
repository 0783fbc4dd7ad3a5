import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber, useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { ErrorState } from '../lib/ui/ErrorState';
import { LoadMoreButton } from '../lib/ui/PagedList';
import { NotificationItem } from './NotificationItem';
import { BellIcon, MarkAllReadButton } from './parts';
import { $unread, createNotificationList, watchNotifications } from './store';

const panel = createNotificationList(5);

/**
 * The header bell: the unread count, and a panel with the newest notifications, five at a time,
 * loading more on demand (spec §4: page 1 replaces, later pages append).
 */
export default function NotificationBell() {
  const { t, lang } = useI18n();
  const unread = useStore($unread);
  const list = useStore(panel.$list);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => watchNotifications(), []);

  useEffect(() => {
    if (!open) return;
    void panel.load(1);
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
        aria-label={t('notifications.bellLabel', { count: formatNumber(lang, unread) })}
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
        <section className="bell-panel" id={panelId} aria-label={t('notifications.title')}>
          <div className="bell-panel-head">
            <h2>{t('notifications.title')}</h2>
            <MarkAllReadButton unread={unread} className="button button-small button-ghost" />
          </div>
          {list.failure && <ErrorState failure={list.failure} onRetry={() => panel.load(1)} />}
          {!list.loading && !list.failure && list.items.length === 0 && (
            <p className="muted bell-empty">{t('notifications.none')}</p>
          )}
          <ul className="notification-list">
            {list.items.map((n) => (
              <NotificationItem key={n.id} note={n} />
            ))}
          </ul>
          <div className="bell-panel-foot">
            {list.hasMore && (
              <LoadMoreButton
                busy={list.loading}
                onClick={() => panel.load(list.page + 1)}
                className="button button-small"
              />
            )}
            <a href={LINKS.notifications}>{t('notifications.seeAll')}</a>
          </div>
        </section>
      )}
    </div>
  );
}
