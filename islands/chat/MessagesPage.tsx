import { useCallback, useEffect, useState } from 'react';
import { ID_PATTERN } from '../../contracts/ids';
import { useI18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { SignInCard } from '../lib/ui/SignInCard';
import { ConversationList } from './ConversationList';
import { $thread, closeThread, loadConversations, markRead, watchChat } from './store';
import { ThreadView } from './ThreadView';

const partnerFromUrl = (): string | null => {
  const id = new URLSearchParams(window.location.search).get('user');
  return id && ID_PATTERN.test(id) ? id : null;
};

/**
 * `/market/messages/`: my conversations beside the open one (`?user=<id>`). On a phone one pane
 * shows at a time: the list, or the conversation with a way back.
 */
export default function MessagesPage() {
  const { t } = useI18n();
  const session = useSession();
  const [partnerId, setPartnerId] = useState<string | null>(partnerFromUrl);

  useEffect(() => {
    if (!session.isLoggedIn) return;
    const stop = watchChat();
    void loadConversations();
    const onPop = () => setPartnerId(partnerFromUrl());
    // Back in the tab with a conversation open: what arrived meanwhile is read now.
    const onVisible = () => {
      const thread = $thread.get();
      if (
        document.visibilityState === 'visible' &&
        thread?.messages.some((m) => m.sender === thread.partnerId && !m.is_read)
      ) {
        void markRead(thread.partnerId);
      }
    };
    window.addEventListener('popstate', onPop);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [session.isLoggedIn]);

  const open = useCallback((id: string | null) => {
    const url = id ? `/market/messages/?user=${encodeURIComponent(id)}` : '/market/messages/';
    window.history.pushState(null, '', url);
    if (!id) closeThread();
    setPartnerId(id);
  }, []);

  if (!session.isLoggedIn) {
    return <SignInCard title={t('chat.title')} body={t('chat.signIn')} action={t('nav.login')} />;
  }

  const selfChat = partnerId !== null && partnerId === session.user?.id;
  const active = selfChat ? null : partnerId;
  return (
    <div className="chat" data-view={active ? 'thread' : 'list'} data-testid="messages-page">
      <aside className="chat-pane chat-pane-list">
        <ConversationList activeId={active} onOpen={(id) => open(id)} />
      </aside>
      <div className="chat-pane chat-pane-thread">
        {active ? (
          <ThreadView partnerId={active} onBack={() => open(null)} />
        ) : (
          <p className="muted chat-pick">{t('chat.pickOne')}</p>
        )}
      </div>
    </div>
  );
}
