import { createHmac } from 'node:crypto';
import type { SocialProvider } from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import type { Env } from '../../env';
import { HttpError } from '../../lib/http-errors';
import { type ExternalProfile, ExternalSignInError, fetchProviderJson } from './external';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const FACEBOOK_ISSUER = 'https://www.facebook.com';

const invalid = () => new ExternalSignInError(MESSAGES.socialTokenInvalid);
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * Checks a provider access token at the provider (POST /social-auth/<provider>/) and answers who it belongs
 * to. Google: the token-info endpoint must name our client id as audience (a token issued to any
 * other app is refused), then the user-info endpoint gives the profile. Facebook: the Graph `me`
 * call, with `appsecret_proof` when the app secret is set so tokens of other apps fail.
 */
export function createSocialVerifier(env: Pick<Env, 'google' | 'facebook'>) {
  async function google(token: string): Promise<ExternalProfile> {
    const clientId = env.google.clientId;
    if (!clientId) throw new HttpError(404, MESSAGES.providerNotConfigured);
    const info = await fetchProviderJson(
      `${env.google.tokeninfoUrl}?${new URLSearchParams({ access_token: token })}`,
    );
    if (info.status !== 200 || !info.body) throw invalid();
    if (info.body.aud !== clientId && info.body.azp !== clientId) throw invalid();
    const me = await fetchProviderJson(env.google.userinfoUrl, {
      headers: { authorization: `Bearer ${token}` },
    });
    const subject = str(me.body?.sub);
    if (me.status !== 200 || !subject) throw invalid();
    if (info.body.sub !== undefined && info.body.sub !== subject) throw invalid();
    return {
      issuer: GOOGLE_ISSUER,
      subject,
      email: str(me.body?.email),
      emailVerified: me.body?.email_verified === true || me.body?.email_verified === 'true',
      name: str(me.body?.name),
    };
  }

  async function facebook(token: string): Promise<ExternalProfile> {
    if (!env.facebook.appId) throw new HttpError(404, MESSAGES.providerNotConfigured);
    const params = new URLSearchParams({ fields: 'id,name,email', access_token: token });
    if (env.facebook.appSecret) {
      params.set('appsecret_proof', createHmac('sha256', env.facebook.appSecret).update(token).digest('hex'));
    }
    const me = await fetchProviderJson(`${env.facebook.userinfoUrl}?${params}`);
    const subject = str(me.body?.id);
    if (me.status !== 200 || !subject) throw invalid();
    // The Graph API gives an e-mail address only once the person has confirmed it with Facebook.
    const email = str(me.body?.email);
    return {
      issuer: FACEBOOK_ISSUER,
      subject,
      email,
      emailVerified: email !== null,
      name: str(me.body?.name),
    };
  }

  return (provider: SocialProvider, token: string) =>
    provider === 'google' ? google(token) : facebook(token);
}
