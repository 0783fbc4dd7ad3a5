import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import {
  ageCodes,
  createMailingApp,
  lastSms,
  mailWith,
  PASSWORD,
  registerUser,
  type Smtp,
  smsCode,
} from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { codeIn } from '../../test/smtp';

let smtp: Smtp;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ smtp, t, close } = await createMailingApp());
});
afterAll(() => close());

let phones = 0;
const newPhone = () => `+96279200${String(++phones).padStart(4, '0')}`;
const me = async (token: string) => (await t.call('GET', '/api/auth/user/', { token })).body;

describe('phone verification', () => {
  it('texts a code at sign-up with a phone and verifies it', async () => {
    const phone = newPhone();
    const { access } = await registerUser(t, { phone: phone.replace(/(\d{3})(\d{2})/, '$1 $2-') });
    expect((await me(access)).phone).toBe(phone);
    const sms = await lastSms(t.dataDir, phone);
    expect(sms.text).toContain('phone verification code');
    const res = await t.call('POST', '/api/auth/registration/verify-phone-number/', {
      token: access,
      payload: { otp: smsCode(sms.text) },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.is_phone_verified).toBe(true);
    expect(res.body.detail).toBe(MESSAGES.phoneVerified);
  });

  it('says a wrong code is wrong in the words of a text message', async () => {
    const phone = newPhone();
    const { access } = await registerUser(t, { phone });
    const code = smsCode((await lastSms(t.dataDir, phone)).text);
    const res = await t.call('POST', '/api/auth/registration/verify-phone-number/', {
      token: access,
      payload: { otp: code === 999999 ? 100000 : code + 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ otp: [MESSAGES.otpInvalidSms] });
  });

  it('resends the code after the countdown, with Retry-After before it', async () => {
    const phone = newPhone();
    const { access, user } = await registerUser(t, { phone });
    const early = await t.call('GET', '/api/auth/change-phone-number/verify-phone-number/resend/', {
      token: access,
    });
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    const first = (await lastSms(t.dataDir, phone)).id;
    await ageCodes(t, user.id);
    const res = await t.call('GET', '/api/auth/change-phone-number/verify-phone-number/resend/', {
      token: access,
    });
    expect(res.status).toBe(200);
    expect((await lastSms(t.dataDir, phone)).id).not.toBe(first);
  });

  it('has nothing to verify without a phone: the message field says so', async () => {
    const { access } = await registerUser(t);
    const res = await t.call('GET', '/api/auth/change-phone-number/verify-phone-number/resend/', {
      token: access,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([MESSAGES.phoneMissing]);
  });

  it('does not let PATCH change a verified phone', async () => {
    const phone = newPhone();
    const { access } = await registerUser(t, { phone });
    await t.call('POST', '/api/auth/registration/verify-phone-number/', {
      token: access,
      payload: { otp: smsCode((await lastSms(t.dataDir, phone)).text) },
    });
    const res = await t.call('PATCH', '/api/auth/user/', { token: access, payload: { phone: newPhone() } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ phone: [MESSAGES.phoneChangeNeedsCode] });
    const bad = await t.call('PATCH', '/api/auth/user/', { token: access, payload: { phone: 'call me' } });
    expect(bad.body).toEqual({ phone: [MESSAGES.invalidPhone] });
  });
});

describe('phone change', () => {
  it('changes the number only once the code sent to the new number comes back', async () => {
    const { access } = await registerUser(t);
    const phone = newPhone();
    const start = await t.call('POST', '/api/auth/change-phone-number/', {
      token: access,
      payload: { phone },
    });
    expect(start.status).toBe(200);
    expect(start.body).toEqual({ detail: MESSAGES.phoneCodeSent });
    expect((await me(access)).phone).toBeNull();
    const sms = await lastSms(t.dataDir, phone);
    const res = await t.call('POST', '/api/auth/change-phone-number/verify-change-phone-number/', {
      token: access,
      payload: { otp: smsCode(sms.text) },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ phone, is_phone_verified: true });
  });

  it('shows the phone field on a bad number and on a number another account verified', async () => {
    const taken = newPhone();
    const owner = await registerUser(t, { phone: taken });
    await t.call('POST', '/api/auth/registration/verify-phone-number/', {
      token: owner.access,
      payload: { otp: smsCode((await lastSms(t.dataDir, taken)).text) },
    });
    const { access } = await registerUser(t);
    const bad = await t.call('POST', '/api/auth/change-phone-number/', {
      token: access,
      payload: { phone: '12' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ phone: [MESSAGES.invalidPhone] });
    const clash = await t.call('POST', '/api/auth/change-phone-number/', {
      token: access,
      payload: { phone: taken },
    });
    expect(clash.body).toEqual({ phone: [MESSAGES.phoneTaken] });
  });

  it('shows the message field on a wrong code', async () => {
    const { access } = await registerUser(t);
    const phone = newPhone();
    await t.call('POST', '/api/auth/change-phone-number/', { token: access, payload: { phone } });
    const code = smsCode((await lastSms(t.dataDir, phone)).text);
    const res = await t.call('POST', '/api/auth/change-phone-number/verify-change-phone-number/', {
      token: access,
      payload: { otp: code === 999999 ? 100000 : code + 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([MESSAGES.otpInvalidSms]);
    const none = await registerUser(t);
    const nothing = await t.call('POST', '/api/auth/change-phone-number/verify-change-phone-number/', {
      token: none.access,
      payload: { otp: 123456 },
    });
    expect(nothing.body.message).toEqual([MESSAGES.noPhoneChange]);
  });

  it('resends the change code to the new number after the countdown', async () => {
    const { access, user } = await registerUser(t);
    const phone = newPhone();
    await t.call('POST', '/api/auth/change-phone-number/', { token: access, payload: { phone } });
    const first = await lastSms(t.dataDir, phone);
    const early = await t.call('GET', '/api/auth/change-phone-number/resend-change-phone-number/', {
      token: access,
    });
    expect(early.status).toBe(429);
    await ageCodes(t, user.id);
    const res = await t.call('GET', '/api/auth/change-phone-number/resend-change-phone-number/', {
      token: access,
    });
    expect(res.status).toBe(200);
    const second = await lastSms(t.dataDir, phone);
    expect(second.id).not.toBe(first.id);
    const ok = await t.call('POST', '/api/auth/change-phone-number/verify-change-phone-number/', {
      token: access,
      payload: { otp: smsCode(second.text) },
    });
    expect(ok.status).toBe(200);
  });
});

describe('e-mail change', () => {
  it('mails the code to the new address, changes only after it, then tells the old address', async () => {
    const { input, access } = await registerUser(t);
    const newEmail = `moved-${Date.now()}@example.test`;
    const start = await t.call('POST', '/api/auth/email-change/', {
      token: access,
      payload: { email: newEmail },
    });
    expect(start.status).toBe(200);
    expect(start.body).toEqual({ detail: MESSAGES.emailCodeSent });
    const mail = await mailWith(smtp, newEmail, 'Confirm your new Guild e-mail address');
    expect((await me(access)).email).toBe(input.email);
    expect(
      (await t.call('POST', '/api/auth/login/', { payload: { email: newEmail, password: PASSWORD } })).status,
    ).toBe(400);

    const res = await t.call('POST', '/api/auth/email-change/verify-change-email/', {
      token: access,
      payload: { otp: codeIn(mail) },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: newEmail, is_email_verified: true });
    const notice = await mailWith(smtp, input.email, 'Your Guild e-mail address was changed');
    expect(notice.text).toContain(newEmail);
    expect(
      (await t.call('POST', '/api/auth/login/', { payload: { email: newEmail, password: PASSWORD } })).status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/auth/login/', { payload: { email: input.email, password: PASSWORD } }))
        .status,
    ).toBe(400);
  });

  it('refuses the same address and a taken one on the email field', async () => {
    const other = await registerUser(t);
    const { input, access } = await registerUser(t);
    const same = await t.call('POST', '/api/auth/email-change/', {
      token: access,
      payload: { email: input.email },
    });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({ email: [MESSAGES.emailSame] });
    const taken = await t.call('POST', '/api/auth/email-change/', {
      token: access,
      payload: { email: other.input.email.toUpperCase() },
    });
    expect(taken.body).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it('shows the message field on a wrong code and on a resend with nothing waiting', async () => {
    const { access } = await registerUser(t);
    const nothing = await t.call('GET', '/api/auth/email-change/verify-change-email/resend/', {
      token: access,
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toEqual({ message: [MESSAGES.noEmailChange] });
    const newEmail = `twice-${Date.now()}@example.test`;
    await t.call('POST', '/api/auth/email-change/', { token: access, payload: { email: newEmail } });
    const code = codeIn(await mailWith(smtp, newEmail, 'Confirm your new Guild e-mail address'));
    const wrong = await t.call('POST', '/api/auth/email-change/verify-change-email/', {
      token: access,
      payload: { otp: code === 999999 ? 100000 : code + 1 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ otp: [MESSAGES.otpInvalid], message: [MESSAGES.otpInvalid] });
    const format = await t.call('POST', '/api/auth/email-change/verify-change-email/', {
      token: access,
      payload: { otp: 'abc' },
    });
    expect(format.body.message).toEqual([MESSAGES.otpFormat]);
  });

  it('resends the code to the pending address after the countdown', async () => {
    const { access, user } = await registerUser(t);
    const newEmail = `again-${Date.now()}@example.test`;
    await t.call('POST', '/api/auth/email-change/', { token: access, payload: { email: newEmail } });
    await mailWith(smtp, newEmail, 'Confirm your new Guild e-mail address');
    const early = await t.call('GET', '/api/auth/email-change/verify-change-email/resend/', {
      token: access,
    });
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    await ageCodes(t, user.id);
    const before = smtp.messages.length;
    const res = await t.call('GET', '/api/auth/email-change/verify-change-email/resend/', { token: access });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.messages.length).toBe(before + 1);
    const code = codeIn(smtp.messages.at(-1)!);
    const ok = await t.call('POST', '/api/auth/email-change/verify-change-email/', {
      token: access,
      payload: { otp: code },
    });
    expect(ok.status).toBe(200);
  });
});
