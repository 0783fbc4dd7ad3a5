import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle } from '../../lib/db';
import {
  createMailingApp,
  exhaustLimit,
  newMember,
  PASSWORD,
  registerUser,
  type Smtp,
} from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { codeIn } from '../../test/smtp';
import { otps, sessions, users } from '../../test/tables';

let smtp: Smtp;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ smtp, t, close } = await createMailingApp());
});
afterAll(() => close());

const register = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  registerUser(t, overrides, headers);

describe('registration', () => {
  it('creates the account, answers the login shape and mails a six-digit code', async () => {
    const { input, user, access, refresh, firebase_custom_token } = (await register()) as Awaited<
      ReturnType<typeof register>
    > & { firebase_custom_token: unknown };
    expect(user).toMatchObject({
      email: input.email,
      full_name: input.full_name,
      is_email_verified: false,
      is_terms_agreed: true,
    });
    expect(typeof user.id).toBe('string');
    expect(access.split('.')).toHaveLength(3);
    expect(refresh).toMatch(/^[a-z2-7]{40}$/);
    expect(firebase_custom_token).toBeNull();
    const mail = await smtp.lastTo(input.email);
    expect(mail.subject).toBe('Your Guild verification code');
    const code = codeIn(mail);
    expect(code).toBeGreaterThanOrEqual(100000);
    expect(mail.html).toContain(String(code));
  });

  it('writes the mail in Arabic for an Arabic interface', async () => {
    const { input } = await register({}, { 'accept-language': 'ar' });
    const mail = await smtp.lastTo(input.email);
    expect(mail.subject).toBe('رمز التحقق الخاص بك في Guild');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('stores only a hash of the code', async () => {
    const { input, user } = await register();
    const code = codeIn(await smtp.lastTo(input.email));
    const row = (await handle(t.db).select().from(otps).where(eq(otps.userId, user.id)).limit(1))[0]!;
    expect(row.codeHash).not.toContain(String(code));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers every broken rule as field errors in the spec words', async () => {
    const res = await t.call('POST', '/api/auth/registration/', {
      payload: {
        email: 'not-an-email',
        full_name: '  ',
        password1: 'short',
        password2: 'other',
        is_terms_agreed: false,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual([MESSAGES.invalidEmail]);
    expect(res.body.full_name).toEqual([MESSAGES.fullNameRequired]);
    expect(res.body.password1).toEqual([
      MESSAGES.passwordTooShort,
      MESSAGES.passwordNeedsUppercase,
      MESSAGES.passwordNeedsSpecial,
    ]);
    expect(res.body.is_terms_agreed).toEqual([MESSAGES.termsRequired]);
  });

  it('says the passwords do not match on password2', async () => {
    const res = await t.call('POST', '/api/auth/registration/', {
      payload: newMember({ password2: 'Sturdy-pass-8' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ password2: [MESSAGES.passwordsDoNotMatch] });
  });

  it('answers a missing field with Required Field', async () => {
    const res = await t.call('POST', '/api/auth/registration/', { payload: { email: 'a@b.test' } });
    expect(res.status).toBe(400);
    expect(res.body.password1).toEqual([MESSAGES.required]);
  });

  it('refuses a taken e-mail address, whatever its case', async () => {
    const { input } = await register();
    const res = await t.call('POST', '/api/auth/registration/', {
      payload: newMember({ email: input.email.toUpperCase() }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it('makes one account of the same address sent many times at once', async () => {
    const input = newMember();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', '/api/auth/registration/', { payload: input })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 201))
      expect(r).toMatchObject({ status: 400, body: { email: [MESSAGES.emailTaken] } });
    expect(await handle(t.db).select().from(users).where(eq(users.email, input.email))).toHaveLength(1);
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed code, once', async () => {
    const { input, access } = await register();
    const code = codeIn(await smtp.lastTo(input.email));
    const res = await t.call('POST', '/api/auth/registration/verify-email/', {
      token: access,
      payload: { otp: code },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.is_email_verified).toBe(true);
    const again = await t.call('POST', '/api/auth/registration/verify-email/', {
      token: access,
      payload: { otp: code },
    });
    expect(again.status).toBe(400);
    expect(again.body.otp).toEqual([MESSAGES.emailAlreadyVerified]);
  });

  it('needs the bearer token of the account', async () => {
    const res = await t.call('POST', '/api/auth/registration/verify-email/', { payload: { otp: 123456 } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: MESSAGES.notAuthenticated });
  });

  it('refuses a code that is not six digits', async () => {
    const { access } = await register();
    const res = await t.call('POST', '/api/auth/registration/verify-email/', {
      token: access,
      payload: { otp: 12345 },
    });
    expect(res.status).toBe(400);
    expect(res.body.otp).toEqual([MESSAGES.otpFormat]);
  });

  it('kills the code after five wrong tries, even for the right code', async () => {
    const { input, access } = await register();
    const code = codeIn(await smtp.lastTo(input.email));
    const wrong = code === 999999 ? 100000 : code + 1;
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/auth/registration/verify-email/', {
        token: access,
        payload: { otp: wrong },
      });
      answers.push(res.body.otp[0]);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(MESSAGES.otpInvalid));
    expect(answers[4]).toBe(MESSAGES.otpTooManyTries);
    const right = await t.call('POST', '/api/auth/registration/verify-email/', {
      token: access,
      payload: { otp: code },
    });
    expect(right.status).toBe(400);
    expect(right.body.otp).toEqual([MESSAGES.otpTooManyTries]);
  });

  it('refuses an expired code', async () => {
    const { input, access, user } = await register();
    const code = codeIn(await smtp.lastTo(input.email));
    await handle(t.db)
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(otps.userId, user.id));
    const res = await t.call('POST', '/api/auth/registration/verify-email/', {
      token: access,
      payload: { otp: String(code) },
    });
    expect(res.status).toBe(400);
    expect(res.body.otp).toEqual([MESSAGES.otpExpired]);
  });

  it('paces resends with Retry-After, then sends a new code that replaces the old one', async () => {
    const { input, access, user } = await register();
    const first = codeIn(await smtp.lastTo(input.email));
    const early = await t.call('GET', '/api/auth/registration/resend-email/', { token: access });
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    // Pretend the countdown has run out.
    await handle(t.db)
      .update(otps)
      .set({ createdAt: new Date(Date.now() - 120_000).toISOString() })
      .where(eq(otps.userId, user.id));
    const before = smtp.messages.length;
    const res = await t.call('GET', '/api/auth/registration/resend-email/', { token: access });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.messages.length).toBe(before + 1);
    const second = codeIn(await smtp.lastTo(input.email));
    if (second !== first) {
      const old = await t.call('POST', '/api/auth/registration/verify-email/', {
        token: access,
        payload: { otp: first },
      });
      expect(old.status).toBe(400);
    }
    const ok = await t.call('POST', '/api/auth/registration/verify-email/', {
      token: access,
      payload: { otp: second },
    });
    expect(ok.status).toBe(200);
  });

  it('answers a resend by e-mail the same for unknown addresses', async () => {
    const known = await register();
    await handle(t.db)
      .update(otps)
      .set({ createdAt: new Date(Date.now() - 120_000).toISOString() })
      .where(eq(otps.userId, known.user.id));
    const a = await t.call('POST', '/api/auth/registration/resend-email/', {
      payload: { email: known.input.email },
    });
    const b = await t.call('POST', '/api/auth/registration/resend-email/', {
      payload: { email: 'nobody@example.test' },
    });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
  });
});

describe('login', () => {
  it('signs in with the right password only, without telling which part was wrong', async () => {
    const { input } = await register();
    const ok = await t.call('POST', '/api/auth/login/', {
      payload: { email: input.email, password: PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body).sort()).toEqual(['access', 'firebase_custom_token', 'refresh', 'user']);
    const wrong = await t.call('POST', '/api/auth/login/', {
      payload: { email: input.email, password: 'Wrong-pass-1' },
    });
    const unknown = await t.call('POST', '/api/auth/login/', {
      payload: { email: 'ghost@example.test', password: PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ non_field_errors: [MESSAGES.wrongLogin] });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('limits login attempts per address with Retry-After', async () => {
    const last = await exhaustLimit(10, () =>
      t.call('POST', '/api/auth/login/', {
        remoteAddress: '192.0.2.77',
        payload: { email: 'ghost@example.test', password: 'Wrong-pass-1' },
      }),
    );
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body).toEqual({ detail: MESSAGES.tooManyRequests });
  });
});

describe('per-account login limit', () => {
  it('limits sign-in attempts on one e-mail across addresses, with Retry-After', async () => {
    const { input } = await register();
    // Each attempt from a new address: only the per-account limit can stop them.
    const last = await exhaustLimit(20, () =>
      t.call('POST', '/api/auth/login/', {
        payload: { email: input.email.toUpperCase(), password: 'Wrong-pass-1' },
      }),
    );
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await register();
    const ok = await t.call('POST', '/api/auth/login/', {
      payload: { email: other.input.email, password: PASSWORD },
    });
    expect(ok.status).toBe(200);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
) {
  const boundary = '----guildtest';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('the own account', () => {
  it('updates fields with JSON and validates them', async () => {
    const { access } = await register();
    const ok = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      payload: { full_name: 'New Name', city: 'Tunis', gender: 'Female', date_of_birth: '1990-04-02' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      full_name: 'New Name',
      city: 'Tunis',
      gender: 'Female',
      date_of_birth: '1990-04-02',
    });
    const bad = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      payload: { gender: 'Other', date_of_birth: '02/04/1990' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['date_of_birth', 'gender']);
  });

  it('takes an avatar by multipart, checked by its content, and serves it', async () => {
    const { access } = await register();
    const res = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      ...multipart(
        { city: 'Rabat' },
        { name: 'avatar', filename: '../../evil.php', type: 'image/png', data: PNG },
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.city).toBe('Rabat');
    expect(res.body.avatar).toMatch(/^http:\/\/guild\.test\/media\/avatars\/[a-z2-7]{16}\.png$/);
    const avatar = await t.call('GET', '/api/user/avatar/', { token: access });
    expect(avatar.body).toEqual({ avatar: res.body.avatar });
    const file = await t.app.inject({ url: new URL(res.body.avatar).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const fake = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      ...multipart(
        {},
        { name: 'avatar', filename: 'photo.png', type: 'image/png', data: Buffer.from('<?php echo 1;') },
      ),
    });
    expect(fake.status).toBe(400);
    expect(fake.body).toEqual({ avatar: [MESSAGES.avatarType] });
  });

  it('takes a profile banner by multipart, checked by its content, replacing the old one', async () => {
    const { access } = await register();
    const first = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      ...multipart({}, { name: 'banner_image', filename: 'wide.png', type: 'image/png', data: PNG }),
    });
    expect(first.status).toBe(200);
    expect(first.body.banner_image).toMatch(/^http:\/\/guild\.test\/media\/banners\/[a-z2-7]{16}\.png$/);
    expect(first.body.avatar).toBeNull();
    const served = await t.app.inject({ url: new URL(first.body.banner_image).pathname });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const second = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      ...multipart({}, { name: 'banner_image', filename: 'wide.png', type: 'image/png', data: PNG }),
    });
    expect(second.body.banner_image).not.toBe(first.body.banner_image);
    expect((await t.app.inject({ url: new URL(first.body.banner_image).pathname })).statusCode).toBe(404);
    const fake = await t.call('PATCH', '/api/auth/user/', {
      token: access,
      ...multipart(
        {},
        { name: 'banner_image', filename: 'x.png', type: 'image/png', data: Buffer.from('<svg/>') },
      ),
    });
    expect(fake).toMatchObject({ status: 400, body: { banner_image: [MESSAGES.avatarType] } });
  });

  it('deletes the account and everything of it', async () => {
    const { input, access, user } = await register();
    const res = await t.call('DELETE', '/api/auth/user/', { token: access });
    expect(res.status).toBe(204);
    expect(
      (await handle(t.db).select().from(users).where(eq(users.id, user.id)).limit(1))[0],
    ).toBeUndefined();
    expect(await handle(t.db).select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await handle(t.db).select().from(otps).where(eq(otps.userId, user.id))).toEqual([]);
    const login = await t.call('POST', '/api/auth/login/', {
      payload: { email: input.email, password: PASSWORD },
    });
    expect(login.status).toBe(400);
  });
});

describe('the API edges', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.call('GET', '/api/no/such/thing/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: MESSAGES.notFound });
  });

  it('accepts paths without the trailing slash', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      payload: { email: 'x@y.test', password: 'whatever' },
    });
    expect(res.status).toBe(400);
  });

  it('answers a malformed body with a 400, never a 5xx', async () => {
    const res = await t.call('POST', '/api/auth/login/', {
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [MESSAGES.invalidBody] });
    const wrongType = await t.call('POST', '/api/auth/registration/', { payload: ['a'] });
    expect(wrongType.status).toBe(400);
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await t.call('GET', '/api/auth/user/');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('expert mode on the own account', () => {
  const patch = (token: string, payload: Record<string, unknown>) =>
    t.call('PATCH', '/api/auth/user/', { token, payload });

  it('refuses is_expert without a skill and a GitHub link, on is_expert, and changes nothing else', async () => {
    const { access } = await register();
    const res = await patch(access, { is_expert: true, city: 'Amman' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      is_expert: [MESSAGES.expertFailed],
      skills: [MESSAGES.expertNeedsSkill],
      github: [MESSAGES.expertNeedsGithub],
    });
    const after = await t.call('GET', '/api/auth/user/', { token: access });
    expect(after.body).toMatchObject({ is_expert: false, city: null });
  });

  it('switches expert mode on once the rule is met, and off with false', async () => {
    const { access } = await register();
    const skill = await t.call('POST', '/api/base_user/user-skills/', {
      token: access,
      payload: { title: 'TypeScript', description: 'Servers and islands.' },
    });
    expect(skill.status).toBe(201);
    const stillMissing = await patch(access, { is_expert: true });
    expect(stillMissing.status).toBe(400);
    expect(stillMissing.body).toEqual({
      is_expert: [MESSAGES.expertFailed],
      github: [MESSAGES.expertNeedsGithub],
    });
    const link = await t.call('POST', '/api/base_user/social-links/', {
      token: access,
      payload: { name: 'github', url: 'https://github.com/octocat' },
    });
    expect(link.status).toBe(201);
    const on = await patch(access, { is_expert: true });
    expect(on.status).toBe(200);
    expect(on.body.is_expert).toBe(true);
    const off = await patch(access, { is_expert: false });
    expect(off.status).toBe(200);
    expect(off.body.is_expert).toBe(false);
  });

  it('refuses an is_expert that is not true or false', async () => {
    const { access } = await register();
    const res = await patch(access, { is_expert: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ is_expert: [MESSAGES.expertFailed] });
  });
});

describe('a multipart account change that cannot be read', () => {
  it('answers 400 with a field error when the multipart body has no boundary', async () => {
    const { access } = await register();
    for (const method of ['PATCH', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/auth/user/',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'multipart/form-data' },
        payload: 'city=Rabat',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ non_field_errors: [MESSAGES.invalidBody] });
    }
  });

  it('answers 400 with a field error for an interrupted upload, and keeps the account as it was', async () => {
    const { access } = await register();
    const whole = multipart(
      { city: 'Rabat' },
      { name: 'avatar', filename: 'me.png', type: 'image/png', data: PNG },
    );
    const cut = whole.payload.subarray(0, whole.payload.length - 30);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: { authorization: `Bearer ${access}`, ...whole.headers },
      payload: cut,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ non_field_errors: [MESSAGES.invalidBody] });
    const after = await t.call('GET', '/api/auth/user/', { token: access });
    expect(after.body).toMatchObject({ city: null, avatar: null });
  });
});
