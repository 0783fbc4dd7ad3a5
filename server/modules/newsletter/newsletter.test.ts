import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../lib/db';
import { loadSecrets } from '../../lib/secrets';
import { createMailer } from '../../plugins/mail';
import { createTestApp, type TestApp } from '../../test/app';
import { startSmtp } from '../../test/smtp';
import { newsletterSubscribers } from '../../test/tables';
import { createNewsletterRepo } from './repo';
import { createNewsletterService } from './service';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
const newEmail = () => `reader${++counter}@example.test`;
const subscribe = (payload: unknown, remoteAddress?: string) =>
  t.call('POST', '/api/newsletter/subscribe/', {
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const subscriber = async (email: string) =>
  (
    await handle(t.db)
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .limit(1)
  )[0];
const mailsTo = (email: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));

/** The link in a mail's text that starts with `prefix`. */
function linkIn(mail: ParsedMail, prefix: string): string {
  const found = mail.text?.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
  if (!found) throw new Error(`no ${prefix} link in the mail`);
  return found;
}
const pathOf = (url: string) => url.replace('http://guild.test', '');
/** A header exactly as it was sent. */
const header = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '');

/** Subscribes `email` and follows the activation link; answers the unsubscribe URL of its mail. */
async function confirmedReader(email: string, locale = 'en') {
  expect((await subscribe({ email, locale })).status).toBe(202);
  const mail = await smtp.lastTo(email);
  const res = await t.call('GET', pathOf(linkIn(mail, 'http://guild.test/api/newsletter/confirm/')));
  expect(res.status).toBe(303);
  return linkIn(mail, 'http://guild.test/api/newsletter/unsubscribe/');
}

describe('subscribing to The Source', () => {
  it('keeps one subscriber for the same address sent several times at once', async () => {
    const email = newEmail();
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email, locale: 'en' })));
    for (const r of answers) expect(r.status).toBe(202);
    const rows = await handle(t.db)
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending' });
  });

  it('stores a pending subscriber and mails an activation link in English', async () => {
    const email = newEmail();
    const res = await subscribe({ email: `  ${email.toUpperCase()} `, locale: 'en-US' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'pending' });
    expect(await subscriber(email)).toMatchObject({ status: 'pending', locale: 'en' });
    const mail = await smtp.lastTo(email);
    expect(mail.subject).toBe('Confirm your subscription to The Source');
    expect(mail.text).toContain('Please confirm you want to join the newsletter.');
    expect(mail.html).toContain('lang="en"');
    expect(linkIn(mail, 'http://guild.test/api/newsletter/confirm/?token=')).toMatch(
      /token=[\w-]{43}&lang=en$/,
    );
  });

  it('writes to es-* readers in Spanish and to every other locale in English', async () => {
    const es = newEmail();
    await subscribe({ email: es, locale: 'es-MX' });
    const mail = await smtp.lastTo(es);
    expect(mail.subject).toBe('Confirma tu suscripción a The Source');
    expect(mail.html).toContain('lang="es"');
    expect((await subscriber(es))?.locale).toBe('es');

    const fr = newEmail();
    await subscribe({ email: fr, locale: 'fr-FR' });
    expect((await smtp.lastTo(fr)).subject).toBe('Confirm your subscription to The Source');
  });

  it('gives the activation mail a one-click unsubscribe', async () => {
    const email = newEmail();
    await subscribe({ email, locale: 'en' });
    const mail = await smtp.lastTo(email);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail, 'list-unsubscribe')).toMatch(
      /^<http:\/\/guild\.test\/api\/newsletter\/unsubscribe\/\?token=\S+>$/,
    );
  });

  it('answers a missing, empty or invalid address with "address required" on email, in the reader’s language', async () => {
    expect((await subscribe({ locale: 'en' })).body).toEqual({ email: ['Email address required.'] });
    expect((await subscribe({ email: ' ', locale: 'es' })).body).toEqual({
      email: ['La dirección de email es necesaria.'],
    });
    const wrong = await subscribe({ email: 'not-an-address', locale: 'es-ES' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ email: ['La dirección de email es necesaria.'] });
    expect((await subscribe({ email: 'nope@', locale: 'en' })).body).toEqual({
      email: ['Email address required.'],
    });
    expect((await subscribe({ email: 42, locale: 'en' })).body).toEqual({
      email: ['Email address required.'],
    });
  });

  it('takes the language from Accept-Language when the body has no locale', async () => {
    const res = await t.call('POST', '/api/newsletter/subscribe/', {
      payload: { email: 'nope' },
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['La dirección de email es necesaria.'] });
  });

  it('answers a filled honeypot like any other request but stores and sends nothing', async () => {
    const email = newEmail();
    const res = await subscribe({ email, locale: 'en', website: 'https://spam.example' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'pending' });
    expect(await subscriber(email)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('limits how often one address may ask', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await subscribe({ email: newEmail() }, '10.77.0.1')).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the activation link', () => {
  it('confirms once and lands on the confirmed page in the reader’s language', async () => {
    const email = newEmail();
    await subscribe({ email, locale: 'es' });
    const link = pathOf(linkIn(await smtp.lastTo(email), 'http://guild.test/api/newsletter/confirm/'));
    const res = await t.call('GET', link);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/es/newsletter/confirmed/');
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    const again = await t.call('GET', link);
    expect(again.headers.location).toBe('/es/newsletter/link-expired/');
  });

  it('does not confirm with an expired or unknown token', async () => {
    const email = newEmail();
    await subscribe({ email, locale: 'en' });
    const link = pathOf(linkIn(await smtp.lastTo(email), 'http://guild.test/api/newsletter/confirm/'));
    await handle(t.db)
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: '2000-01-01T00:00:00.000Z' })
      .where(eq(newsletterSubscribers.email, email));
    expect((await t.call('GET', link)).headers.location).toBe('/newsletter/link-expired/');
    expect((await subscriber(email))?.status).toBe('pending');
    const forged = await t.call(
      'GET',
      '/api/newsletter/confirm/?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(forged.headers.location).toBe('/newsletter/link-expired/');
  });

  it('sends a confirmed reader who subscribes again nothing new', async () => {
    const email = newEmail();
    await confirmedReader(email);
    const before = mailsTo(email).length;
    expect((await subscribe({ email, locale: 'es' })).status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(before);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', locale: 'en' });
  });
});

describe('unsubscribing', () => {
  it('takes the reader off the list with an RFC 8058 one-click POST', async () => {
    const email = newEmail();
    const url = await confirmedReader(email);
    const res = await t.call('POST', pathOf(url), {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'unsubscribed' });
    expect((await subscriber(email))?.status).toBe('unsubscribed');
  });

  it('asks before unsubscribing when the link is opened, then unsubscribes from the page’s form', async () => {
    const email = newEmail();
    const url = await confirmedReader(email, 'es');
    const token = new URL(url).searchParams.get('token')!;
    const opened = await t.call('GET', pathOf(url));
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(`/es/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`);
    expect((await subscriber(email))?.status).toBe('confirmed');

    const posted = await t.call('POST', '/api/newsletter/unsubscribe/', {
      payload: new URLSearchParams({ token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/es/newsletter/unsubscribed/');
    expect((await subscriber(email))?.status).toBe('unsubscribed');
  });

  it('refuses a forged token', async () => {
    const email = newEmail();
    const url = await confirmedReader(email);
    const id = (await subscriber(email))!.id;
    const forged = url.replace(/token=[^&]+/, `token=${id}.${'x'.repeat(43)}`);
    const res = await t.call('POST', pathOf(forged), {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(404);
    expect((await subscriber(email))?.status).toBe('confirmed');
  });
});

describe('sending an issue', () => {
  let contentDir: string;
  beforeAll(() => {
    contentDir = mkdtempSync(join(tmpdir(), 'guild-issues-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(contentDir, path, '..'), { recursive: true });
      writeFileSync(join(contentDir, path), text);
    };
    write(
      'newsletter/en/41.md',
      '---\nnumber: 41\ntitle: "Forms, again"\ndate: 2026-05-01\nsummary: Forms people finish.\narticles:\n  - forms-people-finish\n---\n\nHello **readers**.\n\n## Tool tip\n\nTry a pencil.\n',
    );
    write(
      'newsletter/es/41.md',
      '---\nnumber: 41\ntitle: "Formularios, otra vez"\ndate: 2026-05-01\nsummary: Formularios.\narticles:\n  - forms-people-finish\n---\n\nHola, **lectores**.\n',
    );
    write(
      'newsletter/en/42.md',
      '---\nnumber: 42\ntitle: "English only"\ndate: 2026-05-08\nsummary: x\n---\n\nOnly English.\n',
    );
    write('articles/en/forms-people-finish.mdx', '---\ntitle: Forms people finish\n---\n\nBody.\n');
  });
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

  it('mails confirmed readers in their language once, however often it runs', async () => {
    // A list of its own: earlier tests' readers are unsubscribed so only these four count.
    await handle(t.db).update(newsletterSubscribers).set({ status: 'unsubscribed' });
    const en = newEmail();
    const es = newEmail();
    const gone = newEmail();
    const pending = newEmail();
    await confirmedReader(en, 'en');
    await confirmedReader(es, 'es');
    const goneUrl = await confirmedReader(gone, 'en');
    await t.call('POST', pathOf(goneUrl), {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await subscribe({ email: pending, locale: 'en' });

    const service = createNewsletterService({
      repo: createNewsletterRepo(t.db),
      mailer: createMailer({ smtpUrl: smtp.url, from: t.env.mailFrom, dataDir: t.dataDir }),
      publicUrl: t.env.publicUrl,
      signingKey: loadSecrets(t.env).urlSigningKey,
    });
    const seen: number[] = [];
    const first = await service.sendIssue(contentDir, 41, (p) => seen.push(p.done));
    expect(first).toEqual({ done: 2, total: 2, sent: 2, skipped: 0, failed: 0 });
    expect(seen).toEqual([0, 1, 2]);

    const enMail = await smtp.lastTo(en);
    expect(enMail.subject).toBe('The Source #41: Forms, again');
    expect(enMail.html).toContain('<strong>readers</strong>');
    expect(enMail.html).toContain('http://guild.test/post/forms-people-finish/');
    expect(header(enMail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(enMail, 'list-unsubscribe')).toContain('/api/newsletter/unsubscribe/?token=');
    const esMail = await smtp.lastTo(es);
    expect(esMail.subject).toBe('The Source n.º 41: Formularios, otra vez');
    expect(esMail.html).toContain('http://guild.test/es/post/forms-people-finish/');

    const again = await service.sendIssue(contentDir, 41);
    expect(again).toEqual({ done: 2, total: 2, sent: 0, skipped: 2, failed: 0 });
    await new Promise((r) => setTimeout(r, 300));
    const issueMails = (to: string) => mailsTo(to).filter((m) => m.subject?.startsWith('The Source'));
    expect(issueMails(en)).toHaveLength(1);
    expect(issueMails(es)).toHaveLength(1);
    expect(issueMails(gone)).toHaveLength(0);
    expect(issueMails(pending)).toHaveLength(0);

    // An issue without a Spanish text reaches Spanish readers in English.
    await service.sendIssue(contentDir, 42);
    expect((await smtp.lastTo(es)).subject).toBe('The Source #42: English only');
  });

  it('refuses an issue that does not exist', async () => {
    const service = createNewsletterService({
      repo: createNewsletterRepo(t.db),
      mailer: createMailer({ smtpUrl: smtp.url, from: t.env.mailFrom, dataDir: t.dataDir }),
      publicUrl: t.env.publicUrl,
      signingKey: loadSecrets(t.env).urlSigningKey,
    });
    await expect(service.sendIssue(contentDir, 99)).rejects.toThrow('no issue 99');
  });
});
