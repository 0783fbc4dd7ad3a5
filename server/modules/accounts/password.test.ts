import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle } from '../../lib/db';
import {
  ageCodes,
  createMailingApp,
  exhaustLimit,
  lastSms,
  mailWith,
  PASSWORD,
  registerUser,
  type Smtp,
  smsCode,
} from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { codeIn } from '../../test/smtp';
import { users } from '../../test/tables';

let smtp: Smtp;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ smtp, t, close } = await createMailingApp());
});
afterAll(() => close());

const NEW_PASSWORD = 'Brand-new-pass-7';
const login = (email: string, password: string) =>
  t.call('POST', '/api/auth/login/', { payload: { email, password } });
const isLive = async (access: string) =>
  (await t.call('GET', '/api/auth/user/', { token: access })).status === 200;

/** Asks for a reset by e-mail and answers the link's uid and token and the mailed code. */
async function resetMail(email: string) {
  const before = smtp.messages.length;
  const res = await t.call('POST', '/api/auth/password/reset/', { payload: { email } });
  expect(res.status).toBe(200);
  await expect.poll(() => smtp.messages.length).toBeGreaterThan(before);
  const mail = await mailWith(smtp, email, 'Reset your Guild password');
  const link = new URL(mail.text!.match(/https?:\/\/\S+reset-password\S+/)![0]);
  return {
    mail,
    link,
    uid: link.searchParams.get('uid')!,
    token: link.searchParams.get('token')!,
    code: codeIn(mail),
  };
}

describe('password change', () => {
  it('changes the password, keeps this session, signs out every other and mails the owner', async () => {
    const { input, access } = await registerUser(t);
    const other = (await login(input.email, PASSWORD)).body.access;
    const res = await t.call('POST', '/api/auth/password/change/', {
      token: access,
      payload: { old_password: PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: MESSAGES.passwordChanged });
    expect(await isLive(access)).toBe(true);
    expect(await isLive(other)).toBe(false);
    expect((await login(input.email, PASSWORD)).status).toBe(400);
    expect((await login(input.email, NEW_PASSWORD)).status).toBe(200);
    await mailWith(smtp, input.email, 'Your Guild password was changed');
  });

  it('puts a wrong old password on old_password', async () => {
    const { access } = await registerUser(t);
    const res = await t.call('POST', '/api/auth/password/change/', {
      token: access,
      payload: { old_password: 'Not-my-pass-1', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ old_password: [MESSAGES.wrongOldPassword] });
  });

  it('checks the new password with the sign-up rules', async () => {
    const { access } = await registerUser(t);
    const res = await t.call('POST', '/api/auth/password/change/', {
      token: access,
      payload: { old_password: PASSWORD, new_password1: 'weak', new_password2: 'other' },
    });
    expect(res.status).toBe(400);
    expect(res.body.new_password1).toContain(MESSAGES.passwordTooShort);
    expect(res.body.new_password2).toEqual([MESSAGES.passwordsDoNotMatch]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('POST', '/api/auth/password/change/', {
      payload: { old_password: PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
  });

  it('limits changes per account, whatever the address, with Retry-After', async () => {
    const { access } = await registerUser(t);
    const last = await exhaustLimit(10, () =>
      t.call('POST', '/api/auth/password/change/', {
        token: access,
        payload: { old_password: 'Wrong-pass-1!', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      }),
    );
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body).toEqual({ detail: MESSAGES.tooManyRequests });
  });
});

describe('create password', () => {
  it('adds a password to an account that has none, once', async () => {
    const { input, access, user } = await registerUser(t);
    await handle(t.db).update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect((await t.call('GET', '/api/auth/user/', { token: access })).body.has_password).toBe(false);
    const change = await t.call('POST', '/api/auth/password/change/', {
      token: access,
      payload: { old_password: 'x', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(change.body).toEqual({ old_password: [MESSAGES.noPasswordYet] });
    const res = await t.call('POST', '/api/auth/create-password/', {
      token: access,
      payload: { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: MESSAGES.passwordCreated });
    expect((await login(input.email, NEW_PASSWORD)).status).toBe(200);
    const twice = await t.call('POST', '/api/auth/create-password/', {
      token: access,
      payload: { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ non_field_errors: [MESSAGES.passwordAlreadySet] });
  });
});

describe('password reset by e-mail', () => {
  it('answers unknown addresses exactly like known ones, and mails only real accounts', async () => {
    const { input } = await registerUser(t);
    const before = smtp.messages.length;
    const known = await t.call('POST', '/api/auth/password/reset/', { payload: { email: input.email } });
    const unknown = await t.call('POST', '/api/auth/password/reset/', {
      payload: { email: 'nobody-here@example.test' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ detail: MESSAGES.resetEmailSent });
    expect(JSON.stringify(known.body)).not.toContain('can’t be found');
    await smtp.lastTo(input.email);
    expect(smtp.messages.slice(before).some((m) => JSON.stringify(m.to).includes('nobody-here'))).toBe(false);
  });

  it('mails a link to the reset page whose token sets a new password once, signing out every session', async () => {
    const { input, access } = await registerUser(t);
    const { link, uid, token, mail } = await resetMail(input.email);
    expect(mail.subject).toBe('Reset your Guild password');
    expect(link.origin + link.pathname).toBe('http://guild.test/market/reset-password/');
    const res = await t.call('POST', '/api/auth/password/reset/confirm/', {
      payload: { uid, token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'firebase_custom_token', 'refresh', 'user']);
    expect(res.body.user.email).toBe(input.email);
    expect(await isLive(access)).toBe(false);
    expect(await isLive(res.body.access)).toBe(true);
    expect((await login(input.email, NEW_PASSWORD)).status).toBe(200);
    await mailWith(smtp, input.email, 'Your Guild password was changed');

    const again = await t.call('POST', '/api/auth/password/reset/confirm/', {
      payload: { uid, token, new_password1: 'Another-pass-8', new_password2: 'Another-pass-8' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ token: [MESSAGES.resetLinkInvalid] });
  });

  it('trades the mailed code for uid and token (reset by e-mail OTP)', async () => {
    const { input, user } = await registerUser(t);
    const { code } = await resetMail(input.email);
    const wrong = await t.call('POST', '/api/auth/password/reset/email-otp/verify/', {
      payload: { otp: code === 999999 ? 100000 : code + 1, email: input.email },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ otp: [MESSAGES.otpInvalid] });
    const res = await t.call('POST', '/api/auth/password/reset/email-otp/verify/', {
      payload: { otp: code, email: input.email },
    });
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe(user.id);
    expect(typeof res.body.token).toBe('string');
    const done = await t.call('POST', '/api/auth/password/reset/confirm/', {
      payload: { ...res.body, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    const reuse = await t.call('POST', '/api/auth/password/reset/email-otp/verify/', {
      payload: { otp: code, email: input.email },
    });
    expect(reuse.status).toBe(400);
  });

  it('answers a code for an unknown address like a known address without a code', async () => {
    const { input } = await registerUser(t);
    const known = await t.call('POST', '/api/auth/password/reset/email-otp/verify/', {
      payload: { otp: 123456, email: input.email },
    });
    const unknown = await t.call('POST', '/api/auth/password/reset/email-otp/verify/', {
      payload: { otp: 123456, email: 'ghost-reset@example.test' },
    });
    expect(known.status).toBe(400);
    expect(unknown.body).toEqual(known.body);
  });

  it('refuses a forged or tampered token', async () => {
    const { input, user } = await registerUser(t);
    const { token } = await resetMail(input.email);
    for (const bad of [`${token}x`, token.replace(/^[^.]+/, 'zzzzzz'), 'abc.def', 'nonsense']) {
      const res = await t.call('POST', '/api/auth/password/reset/confirm/', {
        payload: { uid: user.id, token: bad, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ token: [MESSAGES.resetLinkInvalid] });
    }
  });

  it('paces reset mail: a second request within the countdown sends nothing', async () => {
    const { input, user } = await registerUser(t);
    await resetMail(input.email);
    const count = () => smtp.messages.filter((m) => JSON.stringify(m.to).includes(input.email)).length;
    const sent = count();
    const res = await t.call('POST', '/api/auth/password/reset/', { payload: { email: input.email } });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(count()).toBe(sent);
    await ageCodes(t, user.id);
    await resetMail(input.email);
    expect(count()).toBe(sent + 1);
  });

  it('limits reset requests per address and per e-mail, with Retry-After', async () => {
    const email = 'limited-reset@example.test';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestApp['call']>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await t.call('POST', '/api/auth/password/reset/', { payload: { email } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    const perAddress: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call('POST', '/api/auth/password/reset/', {
        remoteAddress: '192.0.2.90',
        payload: { email: `addr${i}@example.test` },
      });
      perAddress.push(res.status);
    }
    expect(perAddress).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits code guesses per e-mail across addresses', async () => {
    const { input } = await registerUser(t);
    await exhaustLimit(10, (i) =>
      t.call('POST', '/api/auth/password/reset/email-otp/verify/', {
        payload: { otp: 100000 + i, email: input.email },
      }),
    );
  });
});

describe('password reset by text message', () => {
  async function withVerifiedPhone(phone: string) {
    const account = await registerUser(t, { phone });
    const sms = await lastSms(t.dataDir, phone);
    const res = await t.call('POST', '/api/auth/registration/verify-phone-number/', {
      token: account.access,
      payload: { otp: smsCode(sms.text) },
    });
    expect(res.status).toBe(200);
    await ageCodes(t, account.user.id);
    return account;
  }

  it('texts a code to a verified phone; unknown numbers get the same answer', async () => {
    const phone = '+962791110001';
    const { input } = await withVerifiedPhone(phone);
    const known = await t.call('POST', '/api/auth/sms-password-reset', {
      payload: { phone: '+962 79 111 0001' },
    });
    const unknown = await t.call('POST', '/api/auth/sms-password-reset/', {
      payload: { phone: '+962791119999' },
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ detail: MESSAGES.resetSmsSent });
    await expect.poll(async () => (await lastSms(t.dataDir, phone)).text).toContain('password reset code');
    const sms = await lastSms(t.dataDir, phone);
    const verified = await t.call('POST', '/api/auth/password/reset/email-otp/verify/', {
      payload: { otp: smsCode(sms.text), phone },
    });
    expect(verified.status).toBe(200);
    const done = await t.call('POST', '/api/auth/password/reset/confirm/', {
      payload: { ...verified.body, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect((await login(input.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('never texts an unverified number', async () => {
    const phone = '+962791110002';
    const { user } = await registerUser(t, { phone });
    await ageCodes(t, user.id);
    const before = (await lastSms(t.dataDir, phone)).id;
    await t.call('POST', '/api/auth/sms-password-reset/', { payload: { phone } });
    await new Promise((r) => setTimeout(r, 200));
    expect((await lastSms(t.dataDir, phone)).id).toBe(before);
  });

  it('refuses a number that is not in international form', async () => {
    const res = await t.call('POST', '/api/auth/sms-password-reset/', { payload: { phone: '0791234567' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ phone: [MESSAGES.invalidPhone] });
  });
});
