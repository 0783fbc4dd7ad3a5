import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { handle } from '../lib/db';
import { readOutbox } from '../plugins/mail';
import { createTestApp, type TestApp } from './app';
import { startSmtp } from './smtp';
import { otps } from './tables';

export const PASSWORD = 'Sturdy-pass-9';
let counter = 0;

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;
type Answer = Awaited<ReturnType<TestApp['call']>>;

/** The test app sending its mail to a real SMTP server; `close` stops both. */
export async function createMailingApp() {
  const smtp = await startSmtp();
  const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  return {
    smtp,
    t,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/** A sign-up body for a new member, with `overrides`. */
export function newMember(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `member${counter}-${Date.now()}@example.test`,
    full_name: `Member ${counter}`,
    password1: PASSWORD,
    password2: PASSWORD,
    is_terms_agreed: true,
    ...overrides,
  };
}

/** Signs up a fresh account through the API; answers its input and login shape. */
export async function registerUser(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const input = newMember(overrides);
  const res = await t.call('POST', '/api/auth/registration/', { payload: input, headers });
  expect(res.status).toBe(201);
  return {
    input,
    ...(res.body as {
      access: string;
      refresh: string;
      firebase_custom_token: string | null;
      user: Record<string, unknown> & { id: string; email: string };
    }),
  };
}

/** The newest text message to `phone` in the outbox (the default SMS sender writes there). */
export async function lastSms(dataDir: string, phone: string) {
  let found: Awaited<ReturnType<typeof readOutbox>>[number] | undefined;
  await expect
    .poll(async () => {
      found = (await readOutbox(dataDir)).find((m) => m.kind === 'sms' && m.to === phone);
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** Every text message to `phone`, oldest first. */
export async function smsCount(dataDir: string, phone: string) {
  return (await readOutbox(dataDir)).filter((m) => m.kind === 'sms' && m.to === phone).length;
}

export const smsCode = (text: string) => Number(text.match(/\b(\d{6})\b/)![1]);

/** Makes the account's codes look two minutes old, so the resend countdown has run out. */
export async function ageCodes(t: TestApp, userId: string) {
  await handle(t.db)
    .update(otps)
    .set({ createdAt: new Date(Date.now() - 120_000).toISOString() })
    .where(eq(otps.userId, userId));
}

/** The newest mail to `to` with this subject, waiting for it (mail may be sent after the answer). */
export async function mailWith(smtp: Smtp, to: string, subject: string) {
  let found: Smtp['messages'][number] | undefined;
  await expect
    .poll(() => {
      found = smtp.messages.filter((m) => JSON.stringify(m.to).includes(to) && m.subject === subject).at(-1);
      return found;
    })
    .toBeTruthy();
  return found!;
}

/**
 * Makes `allowed` attempts, each refused with 400, then one more, which must meet the limit (429);
 * answers that last answer.
 */
export async function exhaustLimit(allowed: number, attempt: (i: number) => Promise<Answer>) {
  const statuses: number[] = [];
  let last: Answer | undefined;
  for (let i = 0; i <= allowed; i++) {
    last = await attempt(i);
    statuses.push(last.status);
  }
  expect(statuses.slice(0, allowed).every((s) => s === 400)).toBe(true);
  expect(last!.status).toBe(429);
  return last!;
}
