import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle } from '../../lib/db';
import { loadSecrets } from '../../lib/secrets';
import { createMailingApp, registerUser } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { sessions } from '../../test/tables';

let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await createMailingApp());
});
afterAll(() => close());

const register = () => registerUser(t);

describe('refresh and logout', () => {
  it('trades a refresh token once; reusing it ends the whole session', async () => {
    const { refresh, access } = await register();
    const first = await t.call('POST', '/api/auth/token/refresh/', { payload: { refresh } });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['access', 'refresh']);
    const reuse = await t.call('POST', '/api/auth/token/refresh/', { payload: { refresh } });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ detail: MESSAGES.tokenInvalid });
    // The family is revoked: the newer refresh token and both access tokens stop working.
    const newer = await t.call('POST', '/api/auth/token/refresh/', {
      payload: { refresh: first.body.refresh },
    });
    expect(newer.status).toBe(401);
    for (const token of [access, first.body.access]) {
      expect((await t.call('GET', '/api/auth/user/', { token })).status).toBe(401);
    }
  });

  it('logs out the session of the access token', async () => {
    const { access } = await register();
    expect((await t.call('GET', '/api/auth/user/', { token: access })).status).toBe(200);
    const out = await t.call('POST', '/api/auth/logout/', { token: access });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ detail: MESSAGES.loggedOut });
    const after = await t.call('GET', '/api/auth/user/', { token: access });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: MESSAGES.tokenInvalid });
  });

  it('refuses a token it has seen as soon as its session row ends, whatever ended it', async () => {
    const { access } = await register();
    expect((await t.call('GET', '/api/auth/user/', { token: access })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/user/', { token: access })).status).toBe(200);
    const sid = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).sid as string;
    // Not through the sessions module: straight in the database, as a cascade or an operator would.
    await handle(t.db)
      .update(sessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(sessions.id, sid));
    expect((await t.call('GET', '/api/auth/user/', { token: access })).status).toBe(401);
  });

  it('refuses tokens that are not HS256 signed with the server key', async () => {
    const { access } = await register();
    const [, payload] = access.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await t.call('GET', '/api/auth/user/', { token: unsigned })).status).toBe(401);
    const tampered = `${access.slice(0, -4)}AAAA`;
    expect((await t.call('GET', '/api/auth/user/', { token: tampered })).status).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes of the same token succeed', async () => {
    const { refresh } = await register();
    const answers = await Promise.all([
      t.call('POST', '/api/auth/token/refresh/', { payload: { refresh } }),
      t.call('POST', '/api/auth/token/refresh/', { payload: { refresh } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('logs out the session of a refresh token of the same user too', async () => {
    const first = await register();
    const login = await t.call('POST', '/api/auth/login/', {
      payload: { email: first.input.email, password: first.input.password1 },
    });
    expect(login.status).toBe(200);
    const out = await t.call('POST', '/api/auth/logout/', {
      token: first.access,
      payload: { refresh: login.body.refresh },
    });
    expect(out.status).toBe(200);
    expect((await t.call('GET', '/api/auth/user/', { token: login.body.access })).status).toBe(401);
  });
});

describe('access tokens', () => {
  const sign = (claims: { sub: string; sid: string }, expires: boolean) => {
    const jwt = new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(t.env.publicUrl)
      .setAudience('guild-api')
      .setIssuedAt();
    if (expires) jwt.setExpirationTime('10m');
    return jwt.sign(loadSecrets(t.env).jwtKey);
  };

  it('refuses a token without an expiry, even signed with the server key for a live session', async () => {
    const { user } = await register();
    const { sessionId } = await t.app.sessions.start(user.id);
    // The same claims with an expiry are accepted: only the missing `exp` is refused.
    const good = await sign({ sub: user.id, sid: sessionId }, true);
    expect((await t.call('GET', '/api/auth/user/', { token: good })).status).toBe(200);
    const forever = await sign({ sub: user.id, sid: sessionId }, false);
    const res = await t.call('GET', '/api/auth/user/', { token: forever });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: MESSAGES.tokenInvalid });
  });
});
