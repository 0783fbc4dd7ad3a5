import type { LoginSession } from '../../contracts/auth';
import { signIn } from '../lib/session';

/**
 * Where a sign-in lands: onboarding first for a first social or OpenID login (spec §4), the
 * verification page for an unverified e-mail, otherwise `next`.
 */
export function landingAfterSignIn(session: LoginSession, next: string): string {
  if (session.user.is_first_social_login) return `/market/onboarding/?next=${encodeURIComponent(next)}`;
  if (!session.user.is_email_verified) return '/market/verify/';
  return next;
}

/** Stores the session and goes where landingAfterSignIn says. */
export function completeSignIn(session: LoginSession, next: string): void {
  signIn(session);
  window.location.assign(landingAfterSignIn(session, next));
}
