import type { Language } from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import type { UserRow } from '../../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { AccountsDeps } from './service';

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
 * made without a password and flagged for onboarding (spec §4).
 */
export function createExternalSignIn({ repo }: AccountsDeps) {
  return (profile: ExternalProfile, language: Language): UserRow => {
    const linked = repo.byIdentity(profile.issuer, profile.subject);
    if (linked) return linked;
    const email = profile.email?.trim().toLowerCase() || null;
    if (!email) throw new ExternalSignInError(MESSAGES.socialNoEmail);
    const existing = repo.byEmail(email);
    if (existing) {
      if (!profile.emailVerified) throw new ExternalSignInError(MESSAGES.socialEmailUnverified);
      repo.linkIdentity(existing.id, profile.issuer, profile.subject, email);
      return existing.isEmailVerified ? existing : repo.update(existing.id, { isEmailVerified: true });
    }
    const row = repo.insert({
      email,
      fullName: profile.name?.trim().slice(0, 150) || email.split('@')[0]!,
      passwordHash: null,
      isEmailVerified: profile.emailVerified,
      isFirstSocialLogin: true,
      isTermsAgreed: false,
      language,
    });
    repo.linkIdentity(row.id, profile.issuer, profile.subject, email);
    return row;
  };
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
