import MessagesLink from './chat/MessagesLink';
import NotificationBell from './notifications/NotificationBell';
import HeaderActions from './shell/HeaderActions';

/**
 * The header island: the shell's actions with the Messages link and the notifications bell in their slot. Areas never
 * import each other; an island made of several areas is composed here, at the top of `islands/`,
 * the way `server/app.ts` composes the server's modules.
 */
export default function Header() {
  return (
    <HeaderActions
      notifications={
        <>
          <MessagesLink />
          <NotificationBell />
        </>
      }
    />
  );
}
