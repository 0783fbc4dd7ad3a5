import type { Language } from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import { HttpError } from '../../lib/http-errors';
import type { SignInAccounts } from '../../ports';
import type { OutsideSignInRepo } from './repo';

/** Who an outside provider says signed in. */
export interface ExternalProfile {
  /** The provider's issuer (an OpenID issuer URL, or Google's and Facebook's own). */
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** A refusal of an outside sign-in: the social routes answer it as a 400, the OpenID callback redirects. */
export class ExternalSignInError extends Error {}

/**
 * The one rule for every outside sign-in: a linked identity signs in its account; otherwise an
 * account with the same, provider-verified e-mail address is linked; otherwise a new account is
 * made without a password and flagged for onboarding. Answers the account's id.
 */
export function createExternalSignIn(repo: OutsideSignInRepo, accounts: SignInAccounts) {
  return (profile: ExternalProfile, language: Language): Promise<string> =>
    repo.transaction(async () => {
      const linked = await repo.userOfIdentity(profile.issuer, profile.subject);
      if (linked) return linked;
      const email = profile.email?.trim().toLowerCase() || null;
      if (!email) throw new ExternalSignInError(MESSAGES.socialNoEmail);
      const existing = await accounts.byEmail(email);
      if (existing) {
        if (!profile.emailVerified) throw new ExternalSignInError(MESSAGES.socialEmailUnverified);
        await repo.linkIdentity(existing.id, profile.issuer, profile.subject, email);
        if (!existing.isEmailVerified) await accounts.markEmailVerified(existing.id);
        return existing.id;
      }
      const { id } = await accounts.create({
        email,
        fullName: profile.name?.trim().slice(0, 150) || email.split('@')[0]!,
        emailVerified: profile.emailVerified,
        language,
      });
      await repo.linkIdentity(id, profile.issuer, profile.subject, email);
      return id;
    });
}

/** Fetches JSON from a provider; unreachable or broken answers are a 502, never a 500. */
export async function fetchProviderJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000), redirect: 'error' });
  } catch {
    throw new HttpError(502, MESSAGES.providerUnavailable);
  }
  if (response.status >= 500) throw new HttpError(502, MESSAGES.providerUnavailable);
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body: body && typeof body === 'object' ? body : null };
}
