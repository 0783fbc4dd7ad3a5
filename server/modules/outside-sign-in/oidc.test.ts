import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle } from '../../lib/db';
import { registerUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { startOidcProvider } from '../../test/oidc-provider';
import { userIdentities, users } from '../../test/tables';

const REDIRECT = 'http://guild.test/api/auth/oidc/callback/';
let op: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;

beforeAll(async () => {
  op = await startOidcProvider({
    redirectUri: REDIRECT,
    identities: {
      ada: { email: 'ada@example.test', email_verified: true, name: 'Ada Lovelace' },
      unverified: { email: 'taken@example.test', email_verified: false, name: 'Not Verified' },
    },
  });
  t = await createTestApp({
    env: {
      OIDC_ISSUER: op.issuer,
      OIDC_CLIENT_ID: op.clientId,
      OIDC_CLIENT_SECRET: op.clientSecret,
      OIDC_NAME: 'Test ID',
    },
  });
});
afterAll(async () => {
  await t.close();
  await op.close();
});

/** A browser for the provider side: follows redirects by hand and keeps cookies. */
function providerBrowser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
}

/** Signs in at the provider as `login` and answers the URL it sends the browser back to. */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const browse = providerBrowser();
  let res = await browse(authorizationUrl);
  let location = new URL(res.headers.get('location')!, op.issuer);
  res = await browse(location.href);
  const action = (await res.text()).match(/<form[^>]*action="([^"]+)"/)![1]!;
  res = await browse(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
  });
  for (let hops = 0; hops < 10; hops++) {
    location = new URL(res.headers.get('location')!, op.issuer);
    if (location.href.startsWith(REDIRECT)) return location;
    res = await browse(location.href);
  }
  throw new Error('the provider did not send the browser back');
}

async function start(next = '/market/gigs/') {
  const res = await t.call('GET', `/api/auth/oidc/start/?next=${encodeURIComponent(next)}`);
  expect(res.status).toBe(302);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { location: String(res.headers.location), cookie };
}

async function callback(back: URL, cookie: string) {
  return t.call('GET', `${back.pathname}${back.search}`, { headers: { cookie } });
}

describe('OpenID Connect sign-in', () => {
  it('says it is on, with its name', async () => {
    const res = await t.call('GET', '/api/auth/providers/');
    expect(res.body.oidc).toEqual({ enabled: true, name: 'Test ID' });
    expect(res.body.google.enabled).toBe(false);
  });

  it('sends the browser to the provider with PKCE S256, state, nonce and the three scopes', async () => {
    const { location, cookie } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(cookie).toMatch(/^guild_oidc=.+/);
  });

  it('signs a new user in through the provider, hands tokens over by a one-time code, and flags onboarding', async () => {
    const { location, cookie } = await start('/market/gigs/');
    const back = await signInAtProvider(location, 'ada');
    const landed = await callback(back, cookie);
    expect(landed.status).toBe(302);
    const target = new URL(String(landed.headers.location), 'http://guild.test');
    expect(target.pathname).toBe('/market/auth/oidc/');
    expect(target.search).toBe('');
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('next')).toBe('/market/gigs/');
    expect(String(landed.headers.location)).not.toMatch(/access|refresh/);

    const exchange = await t.call('POST', '/api/auth/oidc/exchange/', {
      payload: { code: fragment.get('code') },
    });
    expect(exchange.status).toBe(200);
    expect(exchange.body.user).toMatchObject({
      email: 'ada@example.test',
      full_name: 'Ada Lovelace',
      is_email_verified: true,
      is_first_social_login: true,
      has_password: false,
    });
    const me = await t.call('GET', '/api/auth/user/', { token: exchange.body.access });
    expect(me.body.email).toBe('ada@example.test');
    const identity = (
      await handle(t.db).select().from(userIdentities).where(eq(userIdentities.userId, me.body.id)).limit(1)
    )[0]!;
    expect(identity).toMatchObject({ issuer: op.issuer, subject: 'ada' });

    const again = await t.call('POST', '/api/auth/oidc/exchange/', {
      payload: { code: fragment.get('code') },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: [MESSAGES.signInLinkInvalid] });
  });

  it('signs the same person into the same account next time, keyed by issuer and subject', async () => {
    const first = await start();
    const a = new URLSearchParams(
      new URL(
        String(
          (await callback(await signInAtProvider(first.location, 'grace'), first.cookie)).headers.location,
        ),
        'http://x',
      ).hash.slice(1),
    );
    const idA = (await t.call('POST', '/api/auth/oidc/exchange/', { payload: { code: a.get('code') } })).body
      .user.id;
    const second = await start();
    const b = new URLSearchParams(
      new URL(
        String(
          (await callback(await signInAtProvider(second.location, 'grace'), second.cookie)).headers.location,
        ),
        'http://x',
      ).hash.slice(1),
    );
    const idB = (await t.call('POST', '/api/auth/oidc/exchange/', { payload: { code: b.get('code') } })).body
      .user.id;
    expect(idB).toBe(idA);
    expect(await handle(t.db).select().from(users).where(eq(users.email, 'grace@oidc.test'))).toHaveLength(1);
  });

  it('refuses a callback from another browser (no flow cookie) and a replayed callback', async () => {
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, 'mallory');
    const stranger = await callback(back, 'guild_oidc=someone-else');
    expect(stranger.status).toBe(302);
    expect(stranger.headers.location).toBe('/market/login/?sso=failed');
    // The flow was spent by the failed attempt: the right browser cannot reuse it either.
    const replay = await callback(back, cookie);
    expect(replay.headers.location).toBe('/market/login/?sso=failed');
  });

  it('does not link an unverified provider e-mail to an existing account', async () => {
    await registerUser(t, { email: 'taken@example.test', full_name: 'Owner' });
    const { location, cookie } = await start();
    const landed = await callback(await signInAtProvider(location, 'unverified'), cookie);
    expect(landed.headers.location).toBe('/market/login/?sso=failed');
    expect(
      await handle(t.db).select().from(userIdentities).where(eq(userIdentities.subject, 'unverified')),
    ).toEqual([]);
  });

  it('answers a denied sign-in with the login page', async () => {
    const { cookie } = await start();
    const res = await t.call('GET', '/api/auth/oidc/callback/?error=access_denied&state=x', {
      headers: { cookie },
    });
    expect(res.headers.location).toBe('/market/login/?sso=cancelled');
  });
});

describe('OpenID Connect when not configured', () => {
  it('is off, and its calls answer 404', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.call('GET', '/api/auth/providers/')).body.oidc.enabled).toBe(false);
      const res = await plain.call('GET', '/api/auth/oidc/start/');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: MESSAGES.providerNotConfigured });
    } finally {
      await plain.close();
    }
  });
});
