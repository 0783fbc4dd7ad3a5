import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { newId } from '../../db/ids';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface OutboxEntry {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Text messages (server/plugins/sms.ts) share the outbox; absent means mail. */
  kind?: 'mail' | 'sms';
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** Messages in the file outbox, newest first. */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const dir = outboxDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
  const entries = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxEntry),
  );
  return entries.sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * Sends through SMTP_URL when set; otherwise writes each message to $DATA_DIR/outbox as the raw
 * .eml and a .json summary that /dev/outbox lists.
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; dataDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(opts.dataDir);
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(dir, { recursive: true });
      const date = new Date().toISOString();
      const id = `${date.replace(/[:.]/g, '-')}-${newId()}`;
      const entry: OutboxEntry = { id, date, from: opts.from, headers: {}, ...mail };
      await writeFile(join(dir, `${id}.eml`), info.message as Buffer);
      await writeFile(join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
  };
}

export default fp(
  async (app: FastifyInstance, opts: { mailer: Mailer }) => {
    app.decorate('mailer', opts.mailer);
  },
  { name: 'mail' },
);
