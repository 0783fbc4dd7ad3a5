import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useContext } from 'react';
import type { LoginSession, User } from '../../contracts/auth';
import { api, clearSession } from './api';
import { LINKS } from './links';
import { Rendered } from './rendered';
import { KEYS, store } from './storage';

/** "The sign-in page of the main site" (spec §2, conventions.md). */
export const SIGN_IN_PATH = LINKS.login;

/**
 * The sign-in page, coming back to `next` afterwards (default: this page). Every "sign in first"
 * link, button and redirect uses it.
 */
export function signInHref(next = window.location.pathname + window.location.search): string {
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}

/**
 * `signInHref` for a link drawn by a screen: on a page the server renders, the page's address is
 * known from what it was rendered with (there is no `window` on the server).
 */
export function useSignInHref(): (next?: string) => string {
  const path = useContext(Rendered)?.path;
  return (next) => signInHref(next ?? path);
}

export interface SessionState {
  isLoggedIn: boolean;
  user: User | null;
}

const SIGNED_OUT: SessionState = { isLoggedIn: false, user: null };

function read(): SessionState {
  if (!store.get(KEYS.access)) return SIGNED_OUT;
  try {
    const saved = JSON.parse(store.get(KEYS.root) ?? 'null') as SessionState | null;
    return saved?.isLoggedIn ? saved : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

/** Who is signed in, persisted under the root key so every page knows at once (spec §4, §9). */
export const $session = atom<SessionState>(read());

const signedOut = () => SIGNED_OUT;

/**
 * Who is signed in, for a screen. Pages rendered on the server are rendered for a visitor (the
 * session lives in localStorage), so while React hydrates one it sees a visitor too, then the
 * stored session; a screen mounted in the browser sees the stored session at once.
 */
export function useSession(): SessionState {
  return useStore($session, { ssr: signedOut });
}

function save(state: SessionState) {
  store.set(KEYS.root, JSON.stringify(state));
  $session.set(state);
}

/** Login, sign-up, social login and reset confirm all end here (spec §4). */
export function signIn(session: LoginSession): void {
  store.set(KEYS.access, session.access);
  store.set(KEYS.refresh, session.refresh);
  save({ isLoggedIn: true, user: session.user });
}

export function setUser(user: User): void {
  save({ isLoggedIn: true, user });
}

/** Refreshes the stored user from the server; a 405 clears the session (spec §4). */
export async function loadUser(): Promise<User | null> {
  if (!store.get(KEYS.access)) return null;
  try {
    const user = await api.get<User>('auth/user');
    setUser(user);
    return user;
  } catch (error) {
    if ((error as { response?: Response }).response?.status === 405) signOutLocally();
    return null;
  }
}

export function signOutLocally(): void {
  clearSession();
  $session.set(SIGNED_OUT);
}

/** Ends the session on the server too; storage is cleared whatever the server answers. */
export async function logout(): Promise<void> {
  const refresh = store.get(KEYS.refresh);
  try {
    await api.post('auth/logout', refresh ? { refresh } : {});
  } catch {
    /* already signed out on the server */
  }
  signOutLocally();
}

/** Where to go after signing in: the `next` parameter when it is a local path. */
export function nextPath(fallback = '/market/'): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next?.startsWith('/') && !next.startsWith('//') ? next : fallback;
}
