import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface TestIdentity {
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * A real OpenID provider (`oidc-provider`) on loopback for tests: one confidential client, PKCE
 * required, its built-in login form (any login name is accepted; `identities` gives their claims,
 * others get `<login>@oidc.test`), and consent granted on first sign-in.
 */
export async function startOidcProvider(opts: {
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
  identities?: Record<string, TestIdentity>;
}) {
  const clientId = opts.clientId ?? 'guild-test';
  const clientSecret = opts.clientSecret ?? 'guild-test-secret-guild-test-secret';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' };

  const claimsOf = (login: string): TestIdentity =>
    opts.identities?.[login] ?? { email: `${login}@oidc.test`, email_verified: true, name: login };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['guild-test-cookie-key-guild-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...claimsOf(sub) }) }),
    async loadExistingGrant(ctx) {
      const clientIdOf = ctx.oidc.client!.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(clientIdOf);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: clientIdOf,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid profile email');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
