import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle } from '../../lib/db';
import { PASSWORD, registerUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { userIdentities } from '../../test/tables';

/** A stand-in for Google's and Facebook's token and user-info endpoints, on loopback. */
interface FakeUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  aud?: string;
}
const googleTokens = new Map<string, FakeUser>();
const facebookTokens = new Map<string, FakeUser>();
const seen: string[] = [];
let fake: Server;
let base = '';

beforeAll(async () => {
  fake = createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    seen.push(url.pathname + url.search);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/google/tokeninfo') {
      const u = googleTokens.get(url.searchParams.get('access_token') ?? '');
      return u
        ? send(200, { aud: u.aud ?? 'guild-google', sub: u.sub, scope: 'openid email profile' })
        : send(400, { error: 'invalid_token' });
    }
    if (url.pathname === '/google/userinfo') {
      const u = googleTokens.get((req.headers.authorization ?? '').replace('Bearer ', ''));
      return u ? send(200, u) : send(401, { error: 'invalid_token' });
    }
    if (url.pathname === '/facebook/me') {
      const u = facebookTokens.get(url.searchParams.get('access_token') ?? '');
      if (!u) return send(400, { error: { message: 'Invalid OAuth access token.' } });
      return send(200, { id: u.sub, name: u.name, ...(u.email && { email: u.email }) });
    }
    if (url.pathname === '/down') return send(503, {});
    return send(404, {});
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'guild-google',
      GOOGLE_TOKENINFO_URL: `${base}/google/tokeninfo`,
      GOOGLE_USERINFO_URL: `${base}/google/userinfo`,
      FACEBOOK_APP_ID: 'guild-facebook',
      FACEBOOK_APP_SECRET: 'facebook-secret',
      FACEBOOK_USERINFO_URL: `${base}/facebook/me`,
    },
  });
});
let t: TestApp;
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const social = (provider: string, access_token: string) =>
  t.call('POST', `/api/social-auth/${provider}/`, { payload: { access_token } });

describe('social login', () => {
  it('says which providers are on, with their public ids', async () => {
    const res = await t.call('GET', '/api/auth/providers/');
    expect(res.body.google).toEqual({ enabled: true, client_id: 'guild-google' });
    expect(res.body.facebook).toEqual({ enabled: true, app_id: 'guild-facebook' });
  });

  it('creates an account without a password on a first Google login, flagged for onboarding', async () => {
    googleTokens.set('g-new', {
      sub: 'g-100',
      email: 'New.Person@Example.test',
      email_verified: true,
      name: 'New Person',
    });
    const res = await social('google', 'g-new');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'firebase_custom_token', 'refresh', 'user']);
    expect(res.body.user).toMatchObject({
      email: 'new.person@example.test',
      full_name: 'New Person',
      is_first_social_login: true,
      is_email_verified: true,
      is_terms_agreed: false,
      has_password: false,
    });
    const again = await social('google', 'g-new');
    expect(again.body.user.id).toBe(res.body.user.id);
  });

  it('links an existing account by its provider-verified e-mail', async () => {
    const { input, user } = await registerUser(t);
    googleTokens.set('g-link', { sub: 'g-200', email: input.email, email_verified: true, name: 'Whatever' });
    const res = await social('google', 'g-link');
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(res.body.user.is_first_social_login).toBe(false);
    const links = await handle(t.db).select().from(userIdentities).where(eq(userIdentities.userId, user.id));
    expect(links.map((l) => [l.issuer, l.subject])).toEqual([['https://accounts.google.com', 'g-200']]);
    // The password still works too.
    const login = await t.call('POST', '/api/auth/login/', {
      payload: { email: input.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('does not link an existing account by an unverified e-mail', async () => {
    const { input } = await registerUser(t);
    googleTokens.set('g-unverified', { sub: 'g-300', email: input.email, email_verified: false });
    const res = await social('google', 'g-unverified');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ access_token: [MESSAGES.socialEmailUnverified] });
  });

  it('refuses an invalid token and a token issued to another app', async () => {
    const bad = await social('google', 'not-a-token');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ access_token: [MESSAGES.socialTokenInvalid] });
    googleTokens.set('g-other-app', {
      sub: 'g-400',
      email: 'x@example.test',
      email_verified: true,
      aud: 'someone-else',
    });
    const other = await social('google', 'g-other-app');
    expect(other.body).toEqual({ access_token: [MESSAGES.socialTokenInvalid] });
    const empty = await social('google', '');
    expect(empty.body).toEqual({ access_token: [MESSAGES.required] });
  });

  it('signs in with Facebook, sending appsecret_proof', async () => {
    facebookTokens.set('f-new', { sub: 'f-100', email: 'fb.person@example.test', name: 'Fb Person' });
    const res = await social('facebook', 'f-new');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'fb.person@example.test', is_first_social_login: true });
    expect(seen.some((s) => s.startsWith('/facebook/me') && s.includes('appsecret_proof='))).toBe(true);
    const bad = await social('facebook', 'f-bad');
    expect(bad.status).toBe(400);
  });

  it('refuses a provider login without an e-mail address', async () => {
    facebookTokens.set('f-noemail', { sub: 'f-200', name: 'No Mail' });
    const res = await social('facebook', 'f-noemail');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ access_token: [MESSAGES.socialNoEmail] });
  });

  it('answers a provider that is down with a 502, never a 500', async () => {
    const down = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'guild-google',
        GOOGLE_TOKENINFO_URL: `${base}/down`,
        GOOGLE_USERINFO_URL: `${base}/down`,
      },
    });
    try {
      const res = await down.call('POST', '/api/social-auth/google/', { payload: { access_token: 'x' } });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ detail: MESSAGES.providerUnavailable });
      const off = await down.call('POST', '/api/social-auth/facebook/', { payload: { access_token: 'x' } });
      expect(off.status).toBe(404);
      expect(off.body).toEqual({ detail: MESSAGES.providerNotConfigured });
    } finally {
      await down.close();
    }
  });

  it('clears the onboarding flag once the referral source and terms are saved', async () => {
    googleTokens.set('g-onboard', {
      sub: 'g-500',
      email: 'onboard@example.test',
      email_verified: true,
      name: 'On Board',
    });
    const { access } = (await social('google', 'g-onboard')).body;
    const res = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      payload: { referral_source: 'journal', is_terms_agreed: true },
    });
    expect(res.body.is_first_social_login).toBe(false);
    expect((await social('google', 'g-onboard')).body.user.is_first_social_login).toBe(false);
  });
});
