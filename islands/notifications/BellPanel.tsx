import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { ErrorState } from '../lib/ui/ErrorState';
import { LoadMoreButton } from '../lib/ui/PagedList';
import { createNotificationList } from './lists';
import { NotificationItem } from './NotificationItem';
import { MarkAllReadButton } from './parts';

const panel = createNotificationList(5);

/**
 * The bell's panel: the newest notifications, five at a time, loading more on demand (spec §4:
 * page 1 replaces, later pages append). Its own module, loaded the first time the bell opens: a
 * member's every page carries the bell, few open it.
 */
export default function BellPanel({ id, unread }: { id: string; unread: number }) {
  const { t } = useI18n();
  const list = useStore(panel.$list);

  useEffect(() => {
    void panel.load(1);
  }, []);

  return (
    <section className="bell-panel" id={id} aria-label={t('notifications.title')}>
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
  );
}
