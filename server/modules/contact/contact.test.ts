import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle } from '../../lib/db';
import { createTestApp, type TestApp } from '../../test/app';
import { startSmtp } from '../../test/smtp';
import { contactMessages } from '../../test/tables';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, CONTACT_INBOX: 'team@guild.example' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
function message(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Salma Rahman',
    email: `salma${counter}@example.test`,
    subject: `Question about team pricing ${counter}`,
    message: 'Hello,\n\nCan a team quote a fixed price for a three-month project?\n\nThanks, Salma',
    ...overrides,
  };
}

const row = async (id: string) =>
  (await handle(t.db).select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1))[0];

describe('POST /api/contact/', () => {
  it('stores the message, mails it to the inbox with the sender as Reply-To, and answers 201', async () => {
    const input = message();
    const res = await t.call('POST', '/api/contact/', { payload: input });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: input.name,
      email: input.email,
      subject: input.subject,
      detail: MESSAGES.contactSent,
    });
    expect(typeof res.body.id).toBe('string');

    const mail = await smtp.lastTo('team@guild.example');
    expect(mail.subject).toBe(`[Guild contact] ${input.subject}`);
    expect(mail.replyTo?.value[0]?.address).toBe(input.email);
    expect(mail.text).toContain('Can a team quote a fixed price for a three-month project?');
    expect(mail.text).toContain(input.email);

    const stored = (await row(res.body.id))!;
    expect(stored).toMatchObject({ email: input.email, language: 'en', userId: null });
    expect(stored.mailedAt).not.toBeNull();
  });

  it('answers every broken rule with the spec words, field by field', async () => {
    const res = await t.call('POST', '/api/contact/', {
      payload: { name: 'S', email: 'not-an-email', subject: 'Hey', message: 'Too short' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: [MESSAGES.contactNameShort],
      email: [MESSAGES.invalidEmail],
      subject: [MESSAGES.contactSubjectShort],
      message: [MESSAGES.contactMessageShort],
    });
  });

  it('does not count surrounding spaces towards the minimums', async () => {
    const res = await t.call('POST', '/api/contact/', {
      payload: message({ name: '  A  ', subject: '   Hi    ', message: '   short    ' }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['message', 'name', 'subject']);
  });

  it('answers missing fields with Required Field and stores nothing', async () => {
    const before = (await handle(t.db).select().from(contactMessages)).length;
    const res = await t.call('POST', '/api/contact/', { payload: { email: 'a@b.test' } });
    expect(res.status).toBe(400);
    expect(res.body.name).toEqual([MESSAGES.required]);
    expect(res.body.message).toEqual([MESSAGES.required]);
    expect(await handle(t.db).select().from(contactMessages)).toHaveLength(before);
  });

  it('keeps a subject with line breaks to one line, so it cannot add mail headers', async () => {
    const input = message({ subject: 'Invoice question\r\nBcc: someone@evil.test' });
    const res = await t.call('POST', '/api/contact/', { payload: input });
    expect(res.status).toBe(201);
    expect(res.body.subject).toBe('Invoice question Bcc: someone@evil.test');
    const mail = await smtp.lastTo('team@guild.example');
    expect(mail.subject).toBe('[Guild contact] Invoice question Bcc: someone@evil.test');
    expect(mail.bcc).toBeUndefined();
  });

  it('records the Arabic interface and Arabic words as written', async () => {
    const input = message({
      name: 'سلمى الرحمن',
      subject: 'سؤال عن أسعار الفرق',
      message: 'مرحباً، هل يمكن للفريق تقديم سعر ثابت لمشروع مدته ثلاثة أشهر؟',
    });
    const res = await t.call('POST', '/api/contact/', {
      payload: input,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.status).toBe(201);
    expect(await row(res.body.id)).toMatchObject({ language: 'ar', name: 'سلمى الرحمن' });
    const mail = await smtp.lastTo('team@guild.example');
    expect(mail.subject).toBe('[Guild contact] سؤال عن أسعار الفرق');
    expect(mail.text).toContain('هل يمكن للفريق تقديم سعر ثابت');
  });

  it('links the message to the signed-in sender', async () => {
    const password = 'Sturdy-pass-9';
    const reg = await t.call('POST', '/api/auth/registration/', {
      payload: {
        email: 'member@example.test',
        full_name: 'Member One',
        password1: password,
        password2: password,
        is_terms_agreed: true,
      },
    });
    expect(reg.status).toBe(201);
    const res = await t.call('POST', '/api/contact/', {
      payload: message({ email: 'member@example.test' }),
      token: reg.body.access,
    });
    expect(res.status).toBe(201);
    expect((await row(res.body.id))!.userId).toBe(reg.body.user.id);
  });

  it('limits how often one address may write', async () => {
    const remoteAddress = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await t.call('POST', '/api/contact/', { payload: message(), remoteAddress })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const last = await t.call('POST', '/api/contact/', { payload: message(), remoteAddress });
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ detail: MESSAGES.tooManyRequests });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('when the inbox cannot be reached', () => {
  it('keeps the message, marks it unmailed and answers 503 so the visitor tries again', async () => {
    const dead = await startSmtp();
    await dead.close();
    const broken = await createTestApp({ env: { SMTP_URL: dead.url } });
    try {
      const input = message();
      const res = await broken.call('POST', '/api/contact/', { payload: input });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ detail: MESSAGES.unavailable });
      const stored = await handle(broken.db).select().from(contactMessages);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ email: input.email, mailedAt: null });
    } finally {
      await broken.close();
    }
  });

  it('mails the default inbox when CONTACT_INBOX is not set', async () => {
    const plain = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const res = await plain.call('POST', '/api/contact/', { payload: message() });
      expect(res.status).toBe(201);
      expect((await smtp.lastTo('hello@guild.test')).subject).toMatch(/^\[Guild contact\]/);
    } finally {
      await plain.close();
    }
  });
});
