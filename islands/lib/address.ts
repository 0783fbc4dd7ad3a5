/**
 * Moves the address to `href` as a new history entry, unless the page is there already. A choice
 * made while an island hydrates reaches it twice (React replays the change, and `useEarlyFields`
 * adopts the field's new value once hydrated): one entry, so Back undoes it in one step.
 */
export function pushAddress(href: string): void {
  const { location } = window;
  const next = new URL(href, location.href);
  if (next.pathname === location.pathname && next.search === location.search && next.hash === location.hash)
    return;
  window.history.pushState(null, '', next.pathname + next.search + next.hash);
}
