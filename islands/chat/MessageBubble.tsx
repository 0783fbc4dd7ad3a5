import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { CHAT_LIMITS } from '../../contracts/chat-limits';
import { notifyFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { fullTime, shortTime } from './parts';
import { discard, edit, type LocalMessage, remove, retry } from './store';

/**
 * One message. Each bubble sets `dir="auto"` so Arabic and English in one thread each read in their
 * own direction; text keeps its line breaks and long words wrap. The sender may edit and delete.
 */
export function MessageBubble({ message, mine }: { message: LocalMessage; mine: boolean }) {
  const { t, m: translate, lang } = useI18n();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.content);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (editing) {
      area.current?.focus();
      area.current?.setSelectionRange(draft.length, draft.length);
    }
  }, [editing, draft.length]);

  async function save() {
    const text = draft.trim();
    if (!text || text === message.content) {
      setEditing(false);
      return;
    }
    setBusy(true);
    if (await edit(message, text)) setEditing(false);
    setBusy(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape') {
      setEditing(false);
      setDraft(message.content);
    }
  }

  const stored = !message.pending;
  return (
    <li
      className={`chat-message ${mine ? 'chat-message-mine' : 'chat-message-theirs'}${message.pending ? ` chat-message-${message.pending}` : ''}`}
      data-testid="chat-message"
      data-id={message.id}
    >
      {mine && stored && !editing && (
        <div className="chat-message-actions">
          <button
            type="button"
            className="chat-action"
            onClick={() => {
              setDraft(message.content);
              setEditing(true);
            }}
          >
            {t('chat.edit')}
          </button>
          <button type="button" className="chat-action" onClick={() => setConfirming(true)}>
            {t('chat.delete')}
          </button>
        </div>
      )}
      <div className="chat-bubble" tabIndex={mine && stored ? 0 : undefined}>
        {editing ? (
          <div className="chat-edit">
            <label className="visually-hidden" htmlFor={`edit-${message.id}`}>
              {t('chat.editLabel')}
            </label>
            <textarea
              id={`edit-${message.id}`}
              ref={area}
              dir="auto"
              value={draft}
              maxLength={CHAT_LIMITS.content.max}
              rows={Math.min(6, draft.split('\n').length + 1)}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <div className="chat-edit-actions">
              <button
                type="button"
                className="button button-small button-ghost"
                onClick={() => setEditing(false)}
              >
                {t('chat.cancel')}
              </button>
              <button
                type="button"
                className="button button-small button-primary"
                onClick={save}
                disabled={busy}
              >
                {t('chat.save')}
              </button>
            </div>
          </div>
        ) : (
          <p className="chat-content" dir="auto">
            {message.content}
          </p>
        )}
        <p className="chat-meta">
          <time dateTime={message.created_on} title={fullTime(lang, message.created_on)}>
            {shortTime(lang, message.created_on)}
          </time>
          {message.edited_on && <span> · {t('chat.edited')}</span>}
          {mine && stored && (
            <span className="chat-receipt" data-testid="receipt">
              {' '}
              · {message.is_read ? t('chat.seen') : t('chat.sent')}
            </span>
          )}
          {message.pending === 'sending' && <span> · {t('chat.sending')}</span>}
        </p>
      </div>
      {message.pending === 'failed' && (
        <div className="chat-failed" role="alert">
          <span>
            {t('chat.failed')} {message.failure ? translate(message.failure) : ''}
          </span>
          <button type="button" className="button button-small" onClick={() => retry(message.id)}>
            {t('chat.retry')}
          </button>
          <button
            type="button"
            className="button button-small button-ghost"
            onClick={() => discard(message.id)}
          >
            {t('chat.discard')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('chat.deleteConfirmTitle')}
        message={t('chat.deleteConfirmBody')}
        confirmLabel={t('chat.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await remove(message);
            setConfirming(false);
          } catch (error) {
            await notifyFailure(error);
            throw error;
          }
        }}
      />
    </li>
  );
}
