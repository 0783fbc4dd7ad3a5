import type { Notification } from '../../contracts/notifications';
import { notifyFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { Avatar } from '../lib/ui/Avatar';
import { RelativeTime } from '../lib/ui/RelativeTime';
import { BellIcon } from './BellIcon';
import { markRead, notificationHref } from './lists';

/** One notification: who, what, when; opening it marks it read. */
export function NotificationItem({ note }: { note: Notification }) {
  const { t } = useI18n();
  async function open(e: React.MouseEvent<HTMLAnchorElement>) {
    if (note.is_read) return;
    e.preventDefault();
    const href = e.currentTarget.href;
    try {
      await markRead(note);
    } catch (error) {
      await notifyFailure(error);
    }
    window.location.assign(href);
  }
  return (
    <li className="notification" data-read={note.is_read} data-testid="notification">
      {note.image ? (
        <Avatar name={note.title} src={note.image} size={40} />
      ) : (
        <span className="avatar avatar-initials notification-icon" aria-hidden="true">
          <BellIcon size={20} />
        </span>
      )}
      <div className="notification-text">
        <a href={notificationHref(note)} onClick={open}>
          <strong dir="auto">{note.title}</strong>
          <span className="notification-message" dir="auto">
            {note.message}
          </span>
        </a>
        <span className="muted notification-time">
          <RelativeTime iso={note.created_on} />
          {!note.is_read && <span className="unread-dot">{t('notifications.unread')}</span>}
          {!note.is_read && (
            <button
              type="button"
              className="link-button notification-mark"
              onClick={() => markRead(note).catch(notifyFailure)}
            >
              {t('notifications.markRead')}
              <span className="visually-hidden"> {note.message}</span>
            </button>
          )}
        </span>
      </div>
    </li>
  );
}
