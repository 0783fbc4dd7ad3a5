import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle } from '../../lib/db';
import { PASSWORD, registerUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { users } from '../../test/tables';
import { FIREBASE_AUDIENCE } from '../outside-sign-in/firebase';
import { DEFAULT_REFERRAL_SOURCES } from './onboarding-content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('onboarding look-ups', () => {
  it('lists referral sources paginated, in the reader language', async () => {
    const en = await t.call('GET', '/api/auth/onboarding/referral-source/?page_size=3');
    expect(en.status).toBe(200);
    expect(en.body.count).toBe(DEFAULT_REFERRAL_SOURCES.length);
    expect(en.body.results).toHaveLength(3);
    expect(en.body.results[0]).toEqual({
      id: 'search',
      name: 'Search engine',
      description: 'Google, Bing, DuckDuckGo…',
    });
    expect(en.body.next).toBe('http://guild.test/api/auth/onboarding/referral-source/?page_size=3&page=2');
    const ar = await t.call('GET', '/api/auth/onboarding/referral-source/', {
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.body.results[0].name).toBe('محرك بحث');
  });

  it('answers the terms of use with its three texts, in en and ar', async () => {
    const en = await t.call('GET', '/api/auth/onboarding/terms-of-use/');
    expect(Object.keys(en.body).sort()).toEqual(['agree_conditions', 'privacy_policy', 'terms_of_use']);
    expect(en.body.terms_of_use).toContain('By creating an account you accept them.');
    const ar = await t.call('GET', '/api/auth/onboarding/terms-of-use/', {
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.body.privacy_policy).toContain('لا نبيع بياناتك');
  });

  it('points the terms video at the file shipped in public/ with captions', async () => {
    const res = await t.call('GET', '/api/auth/onboarding/terms_video/');
    expect(res.body.video_url).toBe('http://guild.test/market/onboarding/terms-video.webm');
    expect(res.body.captions.map((c: { language: string }) => c.language)).toEqual(['en', 'ar']);
  });
});

describe('saving onboarding answers', () => {
  it('clears the first-social-login flag once a referral source and the terms are saved', async () => {
    const { access, user } = await registerUser(t);
    await handle(t.db)
      .update(users)
      .set({ isFirstSocialLogin: true, isTermsAgreed: false })
      .where(eq(users.id, user.id));
    const partial = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      payload: { referral_source: 'friend' },
    });
    expect(partial.body).toMatchObject({ referral_source: 'friend', is_first_social_login: true });
    const done = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      payload: { is_terms_agreed: true },
    });
    expect(done.body).toMatchObject({ is_terms_agreed: true, is_first_social_login: false });
  });

  it('refuses an unknown referral source and un-agreeing the terms', async () => {
    const { access } = await registerUser(t);
    const res = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      payload: { referral_source: 'nowhere', is_terms_agreed: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.is_terms_agreed).toEqual([MESSAGES.termsRequired]);
    const unknown = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      payload: { referral_source: 'nowhere' },
    });
    expect(unknown.body).toEqual({ referral_source: [MESSAGES.referralSourceInvalid] });
  });
});

describe('the members directory', () => {
  it('lists members with public fields only, never their e-mail or phone', async () => {
    const { access } = await registerUser(t, { full_name: 'Zainab Directory', phone: '+962793330001' });
    const res = await t.call('GET', '/api/auth/all-users/?search=zainab', { token: access });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    const [card] = res.body.results;
    expect(card.full_name).toBe('Zainab Directory');
    expect(card).not.toHaveProperty('email');
    expect(card).not.toHaveProperty('phone');
    expect(JSON.stringify(res.body)).not.toContain('@example.test');
  });

  it('finds a member by the whole e-mail address, never by part of it', async () => {
    const { input, access } = await registerUser(t, { full_name: 'Hidden Address' });
    const whole = await t.call(
      'GET',
      `/api/auth/all-users/?search=${encodeURIComponent(input.email.toUpperCase())}`,
      {
        token: access,
      },
    );
    expect(whole.body.results.map((u: { full_name: string }) => u.full_name)).toEqual(['Hidden Address']);
    const part = await t.call(
      'GET',
      `/api/auth/all-users/?search=${encodeURIComponent(input.email.slice(0, 8))}`,
      {
        token: access,
      },
    );
    expect(part.body.count).toBe(0);
  });

  it('takes % and _ in a search literally', async () => {
    const { access } = await registerUser(t);
    const res = await t.call('GET', '/api/auth/all-users/?search=%25', { token: access });
    expect(res.body.count).toBe(0);
  });

  it('pages and orders the list', async () => {
    const { access } = await registerUser(t, { full_name: 'Aaron Pager' });
    await registerUser(t, { full_name: 'Aaron Pagerson' });
    const res = await t.call(
      'GET',
      '/api/auth/all-users/?search=aaron%20pager&page_size=1&ordering=-full_name',
      {
        token: access,
      },
    );
    expect(res.body.count).toBe(2);
    expect(res.body.results[0].full_name).toBe('Aaron Pagerson');
    expect(res.body.next).toContain('page=2');
    const bad = await t.call('GET', '/api/auth/all-users/?ordering=email', { token: access });
    expect(bad.status).toBe(400);
  });

  it('answers one member by id, and 404 for an unknown id', async () => {
    const { access, user } = await registerUser(t, { full_name: 'Single Member' });
    const one = await t.call('GET', `/api/auth/all-users/${user.id}/`, { token: access });
    expect(one.body).toMatchObject({ id: user.id, full_name: 'Single Member' });
    const none = await t.call('GET', '/api/auth/all-users/nobody/', { token: access });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ detail: MESSAGES.userNotFound });
  });

  it('is for signed-in users only', async () => {
    expect((await t.call('GET', '/api/auth/all-users/')).status).toBe(401);
  });
});

describe('Firebase custom tokens', () => {
  it('answers 404 with a detail when Firebase is not configured, and logins carry null', async () => {
    const { access, firebase_custom_token } = await registerUser(t);
    expect(firebase_custom_token).toBeNull();
    const res = await t.call('GET', '/api/auth/user-firebase-token/', { token: access });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: MESSAGES.firebaseNotConfigured });
  });

  it('signs a real custom token with the service account key when configured', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const file = join(t.dataDir, 'service-account.json');
    writeFileSync(
      file,
      JSON.stringify({
        type: 'service_account',
        project_id: 'guild-test',
        private_key_id: 'key-1',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
        client_email: 'firebase-adminsdk@guild-test.iam.gserviceaccount.com',
      }),
    );
    const fb = await createTestApp({ env: { FIREBASE_SERVICE_ACCOUNT: file } });
    try {
      const session = await registerUser(fb);
      const key = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }) as string, 'RS256');
      const res = await fb.call('GET', '/api/auth/user-firebase-token/', { token: session.access });
      expect(res.status).toBe(200);
      const { payload } = await jwtVerify(res.body.firebase_token, key, {
        algorithms: ['RS256'],
        audience: FIREBASE_AUDIENCE,
        issuer: 'firebase-adminsdk@guild-test.iam.gserviceaccount.com',
        subject: 'firebase-adminsdk@guild-test.iam.gserviceaccount.com',
      });
      expect(payload.uid).toBe(session.user.id);
      expect(payload.exp! - payload.iat!).toBe(3600);
      expect(decodeProtectedHeader(res.body.firebase_token).kid).toBe('key-1');
      const login = await fb.call('POST', '/api/auth/login/', {
        payload: { email: session.input.email, password: PASSWORD },
      });
      expect(typeof login.body.firebase_custom_token).toBe('string');
    } finally {
      await fb.close();
    }
  });
});
