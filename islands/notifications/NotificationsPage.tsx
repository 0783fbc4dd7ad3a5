import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatNumber, useI18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { LoadMoreButton } from '../lib/ui/PagedList';
import { SignInCard } from '../lib/ui/SignInCard';
import { createNotificationList } from './lists';
import { NotificationItem } from './NotificationItem';
import { MarkAllReadButton } from './parts';
import { $unread } from './store';

const all = createNotificationList(10);

/** Every notification, page by page (spec §4), with mark one read and mark all read. */
export default function NotificationsPage() {
  const { t, lang } = useI18n();
  const session = useSession();
  const list = useStore(all.$list);
  const unread = useStore($unread);

  useEffect(() => {
    if (session.isLoggedIn) void all.load(1);
  }, [session.isLoggedIn]);

  if (!session.isLoggedIn) {
    return (
      <SignInCard
        title={t('notifications.title')}
        body={t('notifications.signIn')}
        action={t('common.signIn')}
      />
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
        <MarkAllReadButton unread={unread} className="button" />
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
        {list.hasMore && <LoadMoreButton busy={list.loading} onClick={() => all.load(list.page + 1)} />}
      </div>
    </div>
  );
}
