import MessagesLink from './chat/MessagesLink';
import { useSession } from './lib/session';
import NotificationBell from './notifications/NotificationBell';
import { AccountMenu } from './shell/AccountMenu';

/**
 * A member's part of the header: the Messages link and the notifications bell, with their stores
 * and the websocket, and the account menu. One module, so a member's page fetches them together
 * (`header.tsx` loads it once someone is signed in, and HeaderActions draws it only then); like the
 * header, it composes areas from the top of `islands/`.
 */
export default function MemberHeader() {
  const { user } = useSession();
  return (
    <>
      <MessagesLink />
      <NotificationBell />
      {user && <AccountMenu user={user} />}
    </>
  );
}
