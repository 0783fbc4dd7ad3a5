import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HandoffSchema,
  type SignInProviders,
  SocialLoginSchema,
  type SocialProvider,
} from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import { fieldError, HttpError } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/language';
import { LIMITS } from '../../lib/rate-limits';
import { parse } from '../../lib/validate';
import type { AccountsContext } from './context';
import { createExternalSignIn, ExternalSignInError } from './external';
import { createOidc, OIDC_COOKIE, OIDC_FLOW_MINUTES, safeNext } from './oidc';
import { createSocialVerifier } from './social';
import { hashSecret, randomSecret } from './tokens';

const HANDOFF_SECONDS = 120;
const LANDING = '/market/auth/oidc/';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Outside sign-in: social login with a provider access token (Google, Facebook), OpenID Connect
 * (authorization code + PKCE), and the list of what is configured so islands show only those buttons.
 */
export async function signInRoutes(app: FastifyInstance, { deps, core, env }: AccountsContext) {
  const { repo } = deps;
  const signInExternal = createExternalSignIn(deps);
  const verifySocial = createSocialVerifier(env);
  const oidc = env.oidc ? createOidc(env.oidc, env.publicUrl, repo) : null;
  const secure = env.publicUrl.startsWith('https:');

  app.get(
    '/auth/providers/',
    async (): Promise<SignInProviders> => ({
      oidc: { enabled: oidc !== null, name: env.oidc?.name ?? 'OpenID' },
      google: { enabled: Boolean(env.google.clientId), client_id: env.google.clientId ?? null },
      facebook: { enabled: Boolean(env.facebook.appId), app_id: env.facebook.appId ?? null },
    }),
  );

  for (const provider of ['google', 'facebook'] as SocialProvider[]) {
    app.post(`/social-auth/${provider}/`, { config: { rateLimit: LIMITS.social } }, async (request) => {
      const { access_token } = parse(SocialLoginSchema, request.body);
      try {
        const profile = await verifySocial(provider, access_token);
        return core.loginSession(signInExternal(profile, requestLanguage(request)));
      } catch (error) {
        if (error instanceof ExternalSignInError) throw fieldError('access_token', error.message);
        throw error;
      }
    });
  }

  const cookie = (value: string, maxAge: number) =>
    `${OIDC_COOKIE}=${value}; Path=/api/auth/oidc/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const failed = (reply: FastifyReply, reason: 'cancelled' | 'failed') =>
    reply.header('set-cookie', cookie('', 0)).redirect(`/market/login/?sso=${reason}`, 302);

  app.get<{ Querystring: { next?: string } }>(
    '/auth/oidc/start/',
    { config: { rateLimit: LIMITS.social } },
    async (request, reply) => {
      if (!oidc) throw new HttpError(404, MESSAGES.providerNotConfigured);
      let started: Awaited<ReturnType<typeof oidc.start>>;
      try {
        started = await oidc.start(safeNext(request.query.next));
      } catch (err) {
        request.log.warn({ err }, 'OpenID Connect discovery failed');
        return failed(reply, 'failed');
      }
      return reply
        .header('set-cookie', cookie(started.browserSecret, OIDC_FLOW_MINUTES * 60))
        .header('cache-control', 'no-store')
        .redirect(started.url, 302);
    },
  );

  // The provider sends the browser back here. Tokens never travel in a URL: the landing page gets
  // a one-time code in the fragment and trades it for the login shape with a POST.
  app.get<{ Querystring: Record<string, string> }>(
    '/auth/oidc/callback/',
    { config: { rateLimit: LIMITS.social } },
    async (request, reply) => {
      if (!oidc) throw new HttpError(404, MESSAGES.providerNotConfigured);
      const url = new URL(request.url, env.publicUrl);
      if (url.searchParams.get('error')) {
        return failed(reply, url.searchParams.get('error') === 'access_denied' ? 'cancelled' : 'failed');
      }
      try {
        const { profile, next } = await oidc.finish(url, readCookie(request, OIDC_COOKIE));
        const row = signInExternal(profile, requestLanguage(request));
        const code = randomSecret();
        repo.insertHandoff({
          codeHash: hashSecret(code),
          userId: row.id,
          expiresAt: new Date(Date.now() + HANDOFF_SECONDS * 1000).toISOString(),
        });
        const fragment = new URLSearchParams({ code, next });
        return reply
          .header('set-cookie', cookie('', 0))
          .header('cache-control', 'no-store')
          .redirect(`${LANDING}#${fragment}`, 302);
      } catch (err) {
        request.log.warn({ err }, 'OpenID Connect sign-in failed');
        return failed(reply, 'failed');
      }
    },
  );

  app.post('/auth/oidc/exchange/', { config: { rateLimit: LIMITS.otp } }, async (request) => {
    const { code } = parse(HandoffSchema, request.body);
    const userId = repo.takeHandoff(hashSecret(code));
    const row = userId ? repo.byId(userId) : undefined;
    if (!row) throw fieldError('code', MESSAGES.signInLinkInvalid);
    return core.loginSession(row);
  });
}
