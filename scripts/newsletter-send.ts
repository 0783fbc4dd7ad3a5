// `npm run newsletter:send -- <issue>`: mails issue <issue> of The Source to every confirmed subscriber
// in their language, through the app's mailer (SMTP_URL, or the file outbox). Each delivery is recorded
// before its message leaves, so running it again never mails anyone twice.
import { join } from 'node:path';
import { closeDb, migrateDb, openDb } from '../db/client';
import { EnvError, loadEnv } from '../server/env';
import { loadSecrets } from '../server/lib/secrets';
import { contentDir } from '../server/modules/newsletter/issues';
import { createNewsletterRepo } from '../server/modules/newsletter/repo';
import { createNewsletterService, type SendProgress } from '../server/modules/newsletter/service';
import { createMailer } from '../server/plugins/mail';

const BAR_WIDTH = 30;

/** `[#########---------]  12/40  sent 10 · skipped 2 · failed 0` */
export function progressLine(p: SendProgress): string {
  const share = p.total === 0 ? 1 : p.done / p.total;
  const filled = Math.round(share * BAR_WIDTH);
  const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
  const count = `${String(p.done).padStart(String(p.total).length)}/${p.total}`;
  return `[${bar}] ${count}  sent ${p.sent} · already had it ${p.skipped} · failed ${p.failed}`;
}

async function main(argv: string[]): Promise<number> {
  const number = Number(argv[0]);
  if (!Number.isInteger(number) || number < 1) {
    console.error('Usage: npm run newsletter:send -- <issue number>');
    return 2;
  }
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (e) {
    if (e instanceof EnvError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
  const db = openDb(env.databaseUrl ?? join(env.dataDir, 'guild.db'));
  await migrateDb(db);
  const service = createNewsletterService({
    repo: createNewsletterRepo(db),
    mailer: createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, dataDir: env.dataDir }),
    publicUrl: env.publicUrl,
    signingKey: loadSecrets(env).urlSigningKey,
    log: { error: (obj: unknown, msg?: string) => console.error(msg ?? '', obj) },
  });

  const tty = process.stdout.isTTY;
  let lastLogged = -1;
  const show = (p: SendProgress) => {
    if (tty) {
      process.stdout.write(`\r${progressLine(p)}`);
    } else if (p.done === p.total || Math.floor((p.done / Math.max(p.total, 1)) * 10) > lastLogged) {
      // Not a terminal (CI, a log file): a line per tenth instead of redrawing one line.
      lastLogged = Math.floor((p.done / Math.max(p.total, 1)) * 10);
      process.stdout.write(`${progressLine(p)}\n`);
    }
  };
  try {
    console.log(`Sending The Source #${number} to confirmed subscribers…`);
    const result = await service.sendIssue(contentDir(), number, show);
    if (tty) process.stdout.write('\n');
    console.log(
      `Done: ${result.sent} sent, ${result.skipped} already had issue ${number}, ${result.failed} failed (${result.total} confirmed subscribers).`,
    );
    if (result.failed) console.log('Run the same command again to retry the failed ones.');
    return result.failed ? 1 : 0;
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 1;
  } finally {
    await closeDb(db);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
