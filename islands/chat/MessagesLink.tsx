import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatNumber, useI18n } from '../lib/i18n';
import { ChatIcon } from '../lib/ui/ChatIcon';
import { $unreadMessages, watchUnread } from './unread';

/** The header's way to the messages, with the unread count kept live by the websocket. */
export default function MessagesLink() {
  const { t, lang } = useI18n();
  const unread = useStore($unreadMessages);
  useEffect(() => watchUnread(), []);
  return (
    <div className="bell">
      <a
        className="icon-button bell-button"
        href="/market/messages/"
        aria-label={t('nav.messagesLabel', { count: formatNumber(lang, unread) })}
        data-testid="messages-link"
      >
        <ChatIcon />
        {unread > 0 && (
          <span className="bell-badge" data-testid="messages-unread" aria-hidden="true">
            {unread > 99 ? '99+' : formatNumber(lang, unread)}
          </span>
        )}
      </a>
    </div>
  );
}
