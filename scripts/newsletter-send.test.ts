import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, migrateDb, openDb } from '../db/client';
import { newsletterSubscribers } from '../db/schema';
import { handle } from '../server/lib/db';
import { startSmtp } from '../server/test/smtp';

const run = promisify(execFile);
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dir: string;

beforeAll(async () => {
  smtp = await startSmtp();
  dir = mkdtempSync(join(tmpdir(), 'guild-send-'));
  mkdirSync(join(dir, 'content', 'newsletter', 'en'), { recursive: true });
  writeFileSync(
    join(dir, 'content', 'newsletter', 'en', '7.md'),
    '---\nnumber: 7\ntitle: "Seven"\ndate: 2026-06-01\nsummary: The seventh.\n---\n\nHello from issue seven.\n',
  );
  const db = openDb(join(dir, 'data', 'guild.db'));
  await migrateDb(db);
  await handle(db)
    .insert(newsletterSubscribers)
    .values([
      { email: 'one@example.test', status: 'confirmed', confirmedAt: '2026-01-01T00:00:00.000Z' },
      {
        email: 'two@example.test',
        status: 'confirmed',
        locale: 'es',
        confirmedAt: '2026-01-02T00:00:00.000Z',
      },
      { email: 'left@example.test', status: 'unsubscribed' },
      { email: 'waiting@example.test', status: 'pending' },
    ]);
  await closeDb(db);
});
afterAll(async () => {
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = (issue: string) =>
  run('npx', ['tsx', 'scripts/newsletter-send.ts', issue], {
    env: {
      ...process.env,
      DATA_DIR: join(dir, 'data'),
      CONTENT_DIR: join(dir, 'content'),
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://journal.test',
    },
  });

describe('npm run newsletter:send', () => {
  it('mails confirmed subscribers with a progress bar, and a re-run mails no one twice', async () => {
    const first = await send('7');
    expect(first.stdout).toContain('[##############################] 2/2');
    expect(first.stdout).toContain('Done: 2 sent, 0 already had issue 7, 0 failed');
    const second = await send('7');
    expect(second.stdout).toContain('Done: 0 sent, 2 already had issue 7, 0 failed');

    const to = smtp.messages.map((m) => JSON.stringify(m.to));
    expect(to.filter((t) => t.includes('one@example.test'))).toHaveLength(1);
    expect(to.filter((t) => t.includes('two@example.test'))).toHaveLength(1);
    expect(to.some((t) => t.includes('left@') || t.includes('waiting@'))).toBe(false);
    const mail = await smtp.lastTo('one@example.test');
    expect(mail.subject).toBe('The Source #7: Seven');
    expect(mail.text).toContain('http://journal.test/api/newsletter/unsubscribe/?token=');
  }, 90_000);

  it('explains itself when the issue is missing', async () => {
    await expect(send('404')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no issue 404'),
    });
    await expect(send('x')).rejects.toMatchObject({ code: 2 });
  }, 90_000);
});
