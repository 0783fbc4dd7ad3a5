import { useI18n } from '../i18n';
import { useSession } from '../session';
import { ChatIcon } from './ChatIcon';

export const messagesHref = (userId: string) => `/market/messages/?user=${encodeURIComponent(userId)}`;

/**
 * "Message" on a profile, a gig or a team: opens my conversation with that user. Visitors sign in
 * first and come back to it; nobody messages themselves, so it is absent on my own pages.
 */
export function MessageButton({
  userId,
  name,
  className = 'button',
}: {
  userId: string;
  name: string;
  className?: string;
}) {
  const { t } = useI18n();
  const session = useSession();
  if (session.user?.id === userId) return null;
  const target = messagesHref(userId);
  const href = session.isLoggedIn ? target : `/market/login/?next=${encodeURIComponent(target)}`;
  return (
    <a
      className={`${className} message-button`}
      href={href}
      aria-label={t('chat.button.messageUser', { name })}
      data-testid="message-button"
    >
      <ChatIcon size={18} />
      <span>{t('chat.button.message')}</span>
    </a>
  );
}
