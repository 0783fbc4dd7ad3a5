import { useStore } from '@nanostores/react';
import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CHAT_LIMITS } from '../../contracts/chat-limits';
import { formatNumber, useI18n } from '../lib/i18n';
import { $connection } from '../lib/realtime';
import { useSession } from '../lib/session';
import { Avatar } from '../lib/ui/Avatar';
import { ErrorState } from '../lib/ui/ErrorState';
import { MessageBubble } from './MessageBubble';
import { $thread, loadOlder, openThread, send, typing } from './store';

/** The box at the bottom: Enter sends, Shift+Enter breaks the line; the partner sees "typing…". */
function Composer({ partnerId, partnerName }: { partnerId: string; partnerName: string }) {
  const { t, lang } = useI18n();
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const left = CHAT_LIMITS.content.max - text.length;

  useEffect(() => {
    area.current?.focus();
  }, []);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!text.trim()) return;
    void send(text);
    setText('');
    area.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="chat-input">
        {t('chat.composerLabel', { name: partnerName })}
      </label>
      <textarea
        id="chat-input"
        ref={area}
        dir="auto"
        rows={Math.min(5, text.split('\n').length)}
        placeholder={t('chat.placeholder')}
        value={text}
        maxLength={CHAT_LIMITS.content.max}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim()) typing(partnerId);
        }}
        onKeyDown={onKeyDown}
        data-testid="chat-input"
      />
      {left < 500 && (
        <span className="chat-left muted" aria-live="polite">
          {t('chat.charsLeft', { count: formatNumber(lang, left) })}
        </span>
      )}
      <button type="submit" className="button button-primary" disabled={!text.trim()} data-testid="chat-send">
        {t('chat.send')}
      </button>
    </form>
  );
}

/** My conversation with one user: older pages load on scroll, newest at the bottom. */
export function ThreadView({ partnerId, onBack }: { partnerId: string; onBack: () => void }) {
  const { t } = useI18n();
  const thread = useStore($thread);
  const session = useSession();
  const connection = useStore($connection);
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number; oldestId: string | undefined } | null>(null);
  const stick = useRef(true);
  const [, setTick] = useState(0);

  useEffect(() => {
    stick.current = true;
    void openThread(partnerId);
  }, [partnerId]);

  const messages = thread?.partnerId === partnerId ? thread.messages : [];
  const oldestId = messages[0]?.id;
  const newestId = messages.at(-1)?.id;

  // Older messages added above keep the view where it was; new ones at the bottom follow when the
  // reader is already there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever messages join at either end.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = anchor.current;
    if (before && before.oldestId !== oldestId) {
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
    anchor.current = null;
  }, [oldestId, newestId, messages.length]);

  // The sentinel at the top loads the next older page as it scrolls into view.
  useEffect(() => {
    const el = top.current;
    const root = scroller.current;
    if (!el || !root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        const current = $thread.get();
        if (!current?.hasOlder || current.loadingOlder || current.loading) return;
        anchor.current = {
          height: root.scrollHeight,
          top: root.scrollTop,
          oldestId: current.messages[0]?.id,
        };
        void loadOlder();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // "typing…" goes away by itself.
  const typingUntil = thread?.typingUntil ?? 0;
  useEffect(() => {
    const wait = typingUntil - Date.now();
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setTick((n) => n + 1), wait + 50);
    return () => window.clearTimeout(timer);
  }, [typingUntil]);

  const partner = thread?.partnerId === partnerId ? thread.partner : null;
  const name = partner?.full_name ?? '';
  const isTyping = typingUntil > Date.now();
  const myId = session.user?.id;

  return (
    <section className="chat-thread" aria-label={t('chat.threadLabel', { name })}>
      <header className="chat-thread-head">
        <button type="button" className="icon-button chat-back" onClick={onBack} aria-label={t('chat.back')}>
          <span aria-hidden="true" className="chat-back-arrow">
            ←
          </span>
        </button>
        {partner && (
          <a className="chat-thread-who" href={`/market/experts/${encodeURIComponent(partner.id)}/`}>
            <Avatar name={partner.full_name} src={partner.avatar} size={36} />
            <span>
              <bdi className="chat-thread-name" data-testid="thread-name">
                {partner.full_name}
              </bdi>
              <span className="chat-typing muted" aria-live="polite" data-testid="typing">
                {isTyping ? t('chat.typing', { name: partner.full_name }) : ''}
              </span>
            </span>
          </a>
        )}
      </header>
      {connection === 'reconnecting' && (
        <p className="chat-offline" role="status" data-testid="chat-offline">
          {t('chat.offline')}
        </p>
      )}
      <div
        className="chat-scroll"
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        <div ref={top} className="chat-top">
          {thread?.hasOlder ? (
            <button
              type="button"
              className="button button-small button-ghost"
              disabled={thread.loadingOlder}
              onClick={() => {
                const root = scroller.current;
                if (root) anchor.current = { height: root.scrollHeight, top: root.scrollTop, oldestId };
                void loadOlder();
              }}
            >
              {t('chat.loadOlder')}
            </button>
          ) : (
            thread &&
            !thread.loading &&
            messages.length > 0 && <p className="muted chat-beginning">{t('chat.beginning')}</p>
          )}
        </div>
        {thread?.failure && <ErrorState failure={thread.failure} onRetry={() => openThread(partnerId)} />}
        {thread && !thread.loading && !thread.failure && messages.length === 0 && (
          <p className="muted chat-empty">{t('chat.empty')}</p>
        )}
        <ol className="chat-messages" data-testid="chat-messages">
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} mine={m.sender === myId} />
          ))}
        </ol>
      </div>
      <Composer key={partnerId} partnerId={partnerId} partnerName={name} />
    </section>
  );
}
