import { lazy } from 'react';
import { useMounted } from './lib/use-mounted';
import HeaderActions from './shell/HeaderActions';
import memberStyles from './shell/member.css?url';

// A visitor's header is the language toggle and two links: the Messages link, the bell (their
// stores, the websocket) and the account menu load only once someone is signed in, as one script
// and one stylesheet (not inlined in every page's head), drawn once both are in.
const MemberHeader = lazy(() =>
  Promise.all([import('./member-header'), stylesheet(memberStyles)]).then(([module]) => module),
);

/**
 * Links the stylesheet at `href` (once: `lazy` calls its loader once) and settles when it has
 * loaded, or failed (then the member's part is drawn unstyled).
 */
function stylesheet(href: string): Promise<void> {
  return new Promise((done) => {
    const link = document.createElement('link');
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  });
}

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
