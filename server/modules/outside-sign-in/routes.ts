import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type * as v from 'valibot';
import {
  FirebaseTokenSchema,
  HandoffSchema,
  LoginAnswerSchema,
  OidcCallbackQuerySchema,
  OidcStartQuerySchema,
  type SignInProviders,
  SignInProvidersSchema,
  SocialLoginSchema,
  type SocialProvider,
} from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import type { Env } from '../../env';
import { fieldError, HttpError } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/language';
import { LIMITS } from '../../lib/rate-limits';
import { routeSchema } from '../../lib/route-schema';
import type { FirebaseTokens, SignInAccounts } from '../../ports';
import { createExternalSignIn, ExternalSignInError } from './external';
import { createOidc, OIDC_COOKIE, OIDC_FLOW_MINUTES, safeNext } from './oidc';
import { createOutsideSignInRepo } from './repo';
import { hashSecret, randomSecret } from './secrets';
import { createSocialVerifier } from './social';

const HANDOFF_SECONDS = 120;
const LANDING = '/market/auth/oidc/';
const tags = ['outside sign-in'];

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export interface OutsideSignInOptions {
  env: Env;
  /** The accounts module's port: find or make the account, and sign it in. */
  accounts: SignInAccounts;
  firebase: FirebaseTokens;
}

/**
 * Outside sign-in: social login with a provider access token (Google, Facebook), OpenID Connect
 * (authorization code + PKCE), the list of what is configured so islands show only those buttons,
 * and Firebase custom tokens.
 */
async function outsideSignInRoutes(app: FastifyInstance, { env, accounts, firebase }: OutsideSignInOptions) {
  const repo = createOutsideSignInRepo(app.db);
  const signInExternal = createExternalSignIn(repo, accounts);
  const verifySocial = createSocialVerifier(env);
  const oidc = env.oidc ? createOidc(env.oidc, env.publicUrl, repo) : null;
  const secure = env.publicUrl.startsWith('https:');

  /** The login answer for an account just found or made (it exists: it was found a moment ago). */
  const signIn = async (userId: string) => {
    const answer = await accounts.signIn(userId);
    if (!answer) throw new HttpError(401, MESSAGES.tokenInvalid);
    return answer;
  };

  app.get(
    '/auth/providers/',
    {
      schema: routeSchema({
        summary: 'Which outside sign-ins this server offers',
        tags,
        response: { 200: SignInProvidersSchema },
      }),
    },
    async (): Promise<SignInProviders> => ({
      oidc: { enabled: oidc !== null, name: env.oidc?.name ?? 'OpenID' },
      google: { enabled: Boolean(env.google.clientId), client_id: env.google.clientId ?? null },
      facebook: { enabled: Boolean(env.facebook.appId), app_id: env.facebook.appId ?? null },
    }),
  );

  for (const provider of ['google', 'facebook'] as SocialProvider[]) {
    app.post<{ Body: v.InferOutput<typeof SocialLoginSchema> }>(
      `/social-auth/${provider}/`,
      {
        config: { rateLimit: LIMITS.social },
        schema: routeSchema({
          summary: `Sign in with a ${provider === 'google' ? 'Google' : 'Facebook'} access token`,
          tags,
          body: SocialLoginSchema,
          response: { 200: LoginAnswerSchema },
        }),
      },
      async (request) => {
        let userId: string;
        try {
          const profile = await verifySocial(provider, request.body.access_token);
          userId = await signInExternal(profile, requestLanguage(request));
        } catch (error) {
          if (error instanceof ExternalSignInError) throw fieldError('access_token', error.message);
          throw error;
        }
        return signIn(userId);
      },
    );
  }

  const cookie = (value: string, maxAge: number) =>
    `${OIDC_COOKIE}=${value}; Path=/api/auth/oidc/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const failed = (reply: FastifyReply, reason: 'cancelled' | 'failed') =>
    reply.header('set-cookie', cookie('', 0)).redirect(`/market/login/?sso=${reason}`, 302);

  app.get<{ Querystring: v.InferOutput<typeof OidcStartQuerySchema> }>(
    '/auth/oidc/start/',
    {
      config: { rateLimit: LIMITS.social },
      schema: routeSchema({
        summary: 'Start an OpenID Connect sign-in: redirects the browser to the provider',
        tags,
        query: OidcStartQuerySchema,
      }),
    },
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
  // a one-time code in the fragment and trades it for the login answer with a POST.
  app.get(
    '/auth/oidc/callback/',
    {
      config: { rateLimit: LIMITS.social },
      schema: routeSchema({
        summary: 'Where the OpenID provider returns: redirects to the landing page with a one-time code',
        tags,
        query: OidcCallbackQuerySchema,
      }),
    },
    async (request, reply) => {
      if (!oidc) throw new HttpError(404, MESSAGES.providerNotConfigured);
      const url = new URL(request.url, env.publicUrl);
      if (url.searchParams.get('error')) {
        return failed(reply, url.searchParams.get('error') === 'access_denied' ? 'cancelled' : 'failed');
      }
      try {
        const { profile, next } = await oidc.finish(url, readCookie(request, OIDC_COOKIE));
        const userId = await signInExternal(profile, requestLanguage(request));
        const code = randomSecret();
        await repo.insertHandoff({
          codeHash: hashSecret(code),
          userId,
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

  app.post<{ Body: v.InferOutput<typeof HandoffSchema> }>(
    '/auth/oidc/exchange/',
    {
      config: { rateLimit: LIMITS.otp },
      schema: routeSchema({
        summary: 'Trade the one-time code of the OpenID landing page for the login answer',
        tags,
        body: HandoffSchema,
        response: { 200: LoginAnswerSchema },
      }),
    },
    async (request) => {
      const userId = await repo.takeHandoff(hashSecret(request.body.code));
      const answer = userId ? await accounts.signIn(userId) : null;
      if (!answer) throw fieldError('code', MESSAGES.signInLinkInvalid);
      return answer;
    },
  );

  app.get(
    '/auth/user-firebase-token/',
    {
      onRequest: app.requireAuth,
      schema: routeSchema({
        summary: 'A Firebase custom token for the signed-in user',
        tags,
        response: { 200: FirebaseTokenSchema },
        auth: true,
      }),
    },
    async (request) => {
      const token = await firebase.customToken(request.auth!.userId);
      if (!token) throw new HttpError(404, MESSAGES.firebaseNotConfigured);
      return { firebase_token: token };
    },
  );
}

export default fp(outsideSignInRoutes, {
  name: 'outside-sign-in',
  dependencies: ['db', 'auth'],
  encapsulate: true,
});
