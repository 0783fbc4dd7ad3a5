import MessagesLink from './chat/MessagesLink';
import NotificationBell from './notifications/NotificationBell';

/**
 * A member's part of the header: the Messages link and the notifications bell, with their stores
 * and the websocket. One module, so a member's page fetches them together (`header.tsx` loads it
 * once someone is signed in); like the header, it composes areas from the top of `islands/`.
 */
export default function MemberHeader() {
  return (
    <>
      <MessagesLink />
      <NotificationBell />
    </>
  );
}
