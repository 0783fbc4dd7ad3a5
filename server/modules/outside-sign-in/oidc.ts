import * as client from 'openid-client';
import type { Env } from '../../env';
import type { ExternalProfile } from './external';
import type { OutsideSignInRepo } from './repo';
import { hashSecret, randomSecret } from './secrets';

export const OIDC_SCOPES = 'openid profile email';
export const OIDC_FLOW_MINUTES = 10;
/** The cookie that ties a sign-in to the browser that started it (login CSRF). */
export const OIDC_COOKIE = 'guild_oidc';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A local path to return to after signing in; anything else goes to the marketplace home. */
export function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/(?![/\\])/.test(next) && next.length <= 500 ? next : '/market/';
}

/**
 * OpenID Connect sign-in with `openid-client`: discovery from OIDC_ISSUER, authorization code with
 * PKCE (S256), `state` and `nonce`. Plain-http issuers are accepted only on loopback, for tests and
 * local providers.
 */
export function createOidc(config: NonNullable<Env['oidc']>, publicUrl: string, repo: OutsideSignInRepo) {
  const redirectUri = `${publicUrl}/api/auth/oidc/callback/`;
  const issuerUrl = new URL(config.issuer);
  const insecure = issuerUrl.protocol === 'http:' && LOOPBACK.has(issuerUrl.hostname);
  let discovered: Promise<client.Configuration> | null = null;

  /** Discovery once, retried on the next sign-in if it failed. */
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        issuerUrl,
        config.clientId,
        undefined,
        config.clientSecret ? client.ClientSecretBasic(config.clientSecret) : client.None(),
        { execute: insecure ? [client.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  return {
    redirectUri,

    /** Starts a sign-in: answers the provider URL to send the browser to and the browser-binding secret. */
    async start(next: string): Promise<{ url: string; browserSecret: string }> {
      const cfg = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const browserSecret = randomSecret();
      await repo.insertOidcFlow({
        stateHash: hashSecret(state),
        browserHash: hashSecret(browserSecret),
        codeVerifier,
        nonce,
        nextPath: safeNext(next),
        expiresAt: new Date(Date.now() + OIDC_FLOW_MINUTES * 60_000).toISOString(),
      });
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: OIDC_SCOPES,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, browserSecret };
    },

    /**
     * Finishes a sign-in from the callback URL: the flow must exist, be live and belong to this
     * browser; openid-client checks state, PKCE, the ID token and its nonce. Throws on any failure.
     */
    async finish(
      callbackUrl: URL,
      browserSecret: string | undefined,
    ): Promise<{ profile: ExternalProfile; next: string }> {
      const state = callbackUrl.searchParams.get('state');
      if (!state) throw new Error('no state in the callback');
      const flow = await repo.takeOidcFlow(hashSecret(state));
      if (!flow) throw new Error('unknown or expired sign-in');
      if (!browserSecret || hashSecret(browserSecret) !== flow.browserHash)
        throw new Error('sign-in started in another browser');
      const cfg = await configuration();
      const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      let info: Record<string, unknown> = { ...claims };
      // Many providers put e-mail and name in the user-info answer rather than the ID token.
      if (typeof claims.email !== 'string' && cfg.serverMetadata().userinfo_endpoint) {
        info = { ...info, ...(await client.fetchUserInfo(cfg, tokens.access_token, claims.sub)) };
      }
      return {
        next: flow.nextPath,
        profile: {
          issuer: cfg.serverMetadata().issuer,
          subject: claims.sub,
          email: typeof info.email === 'string' ? info.email : null,
          emailVerified: info.email_verified === true,
          name: typeof info.name === 'string' ? info.name : null,
        },
      };
    },
  };
}

export type Oidc = ReturnType<typeof createOidc>;
