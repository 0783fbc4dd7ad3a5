import { lazy } from 'react';
import { useMounted } from './lib/use-mounted';
import HeaderActions from './shell/HeaderActions';

// A visitor's header is the language toggle and two links: the Messages link, the bell (their
// stores, the websocket) and the account menu load only once someone is signed in, as one script.
const MemberHeader = lazy(() => import('./member-header'));

/**
 * The header island: the shell's actions with a member's part (the Messages link, the notifications
 * bell, the account menu) in their slot. Areas never
 * import each other; an island made of several areas is composed here, at the top of `islands/`,
 * the way `server/app.ts` composes the server's modules.
 */
export default function Header() {
  // Drawn in the browser only (the session lives there): the server's HTML keeps its place.
  if (!useMounted()) return <div className="header-actions" aria-hidden="true" />;
  return <HeaderActions member={<MemberHeader />} />;
}
