import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { notifyFailure } from '../lib/errors';
import { formatNumber, useI18n } from '../lib/i18n';
import { $session } from '../lib/session';
import { showToast } from '../lib/toast';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { signInUrl } from '../profile/profile-api';
import { NotificationItem } from './NotificationItem';
import { $unread, createNotificationList, markAllRead } from './store';

const all = createNotificationList(10);

/** Every notification, page by page (spec §4), with mark one read and mark all read. */
export default function NotificationsPage() {
  const { t, lang } = useI18n();
  const session = useStore($session);
  const list = useStore(all.$list);
  const unread = useStore($unread);

  useEffect(() => {
    if (session.isLoggedIn) void all.load(1);
  }, [session.isLoggedIn]);

  if (!session.isLoggedIn) {
    return (
      <div className="card auth-card">
        <h1>{t('notifications.title')}</h1>
        <p>{t('notifications.signIn')}</p>
        <a className="button button-primary" href={signInUrl()}>
          {t('profile.signIn')}
        </a>
      </div>
    );
  }
  return (
    <div className="notifications-page">
      <div className="page-head">
        <div>
          <h1>{t('notifications.title')}</h1>
          <p className="muted" aria-live="polite">
            {t('notifications.unreadCount', { count: formatNumber(lang, unread) })}
          </p>
        </div>
        <button
          type="button"
          className="button"
          disabled={unread === 0}
          onClick={async () => {
            try {
              showToast({ tone: 'success', text: await markAllRead() });
            } catch (error) {
              await notifyFailure(error);
            }
          }}
        >
          {t('notifications.markAll')}
        </button>
      </div>
      <div className="card">
        {list.failure && <ErrorState failure={list.failure} onRetry={() => all.load(1)} />}
        {list.page > 0 && !list.loading && list.items.length === 0 && (
          <EmptyState title={t('notifications.none')} />
        )}
        {list.loading && list.page === 0 && <p className="muted">{t('common.loading')}</p>}
        <ul className="notification-list notification-list-page">
          {list.items.map((n) => (
            <NotificationItem key={n.id} note={n} />
          ))}
        </ul>
        {list.hasMore && (
          <button
            type="button"
            className="button load-more"
            disabled={list.loading}
            onClick={() => all.load(list.page + 1)}
          >
            {list.loading ? t('common.loading') : t('profile.common.loadMore')}
          </button>
        )}
      </div>
    </div>
  );
}
