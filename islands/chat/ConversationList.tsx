import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { formatNumber, useI18n } from '../lib/i18n';
import { Avatar } from '../lib/ui/Avatar';
import { ErrorState } from '../lib/ui/ErrorState';
import { fullTime, shortTime } from './parts';
import { $conversations, filterConversations, loadConversations } from './store';

/** My conversations, latest first: search, unread badges, the last message and its time. */
export function ConversationList({
  activeId,
  onOpen,
}: {
  activeId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t, lang } = useI18n();
  const list = useStore($conversations);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterConversations(list.items, query);

  return (
    <div className="chat-list">
      <div className="chat-list-head">
        <h1>{t('chat.title')}</h1>
        <label className="visually-hidden" htmlFor={searchId}>
          {t('chat.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="chat-search"
          placeholder={t('chat.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          dir="auto"
        />
      </div>
      {list.failure && <ErrorState failure={list.failure} onRetry={() => loadConversations()} />}
      {list.loaded && list.items.length === 0 && (
        <p className="muted chat-list-empty">{t('chat.noConversations')}</p>
      )}
      {list.loaded && list.items.length > 0 && shown.length === 0 && (
        <p className="muted chat-list-empty">{t('chat.noMatches', { query: query.trim() })}</p>
      )}
      {!list.loaded && list.loading && <div className="skeleton chat-list-skeleton" aria-hidden="true" />}
      <ul className="chat-conversations" aria-label={t('chat.conversations')}>
        {shown.map((c) => (
          <li key={c.id}>
            <a
              href={`/market/messages/?user=${encodeURIComponent(c.id)}`}
              className="chat-conversation"
              aria-current={c.id === activeId ? 'true' : undefined}
              data-testid="conversation"
              data-user={c.id}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                onOpen(c.id);
              }}
            >
              <Avatar name={c.full_name} src={c.avatar} size={44} />
              <span className="chat-conversation-text">
                <span className="chat-conversation-top">
                  <bdi className="chat-conversation-name">{c.full_name}</bdi>
                  {c.last_message_timestamp && (
                    <time
                      dateTime={c.last_message_timestamp}
                      title={fullTime(lang, c.last_message_timestamp)}
                      className="muted"
                    >
                      {shortTime(lang, c.last_message_timestamp)}
                    </time>
                  )}
                </span>
                <span className="chat-conversation-bottom">
                  <span className="chat-conversation-last" dir="auto">
                    {c.last_message ?? ''}
                  </span>
                  {c.unread_messages_count > 0 && (
                    <span className="chat-unread" data-testid="conversation-unread">
                      <span aria-hidden="true">{formatNumber(lang, c.unread_messages_count)}</span>
                      <span className="visually-hidden">
                        {t('chat.unreadBadge', { count: formatNumber(lang, c.unread_messages_count) })}
                      </span>
                    </span>
                  )}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
