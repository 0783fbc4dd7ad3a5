import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newId } from '../../db/ids';
import { escapeHtml } from '../lib/html';
import { type OutboxEntry, outboxDir } from './mail';

export interface Sms {
  /** E.164 number, e.g. +962791234567. */
  to: string;
  text: string;
}

/** Sends text messages. A gateway (Twilio, Vonage…) implements this; the default writes to the outbox. */
export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/**
 * Writes each text message to $DATA_DIR/outbox beside the mail, marked `kind: "sms"` and with an
 * "[SMS]" subject, so /dev/outbox lists both and tests read codes the same way.
 */
export function createOutboxSms(dataDir: string): SmsSender {
  const dir = outboxDir(dataDir);
  return {
    async send(sms) {
      await mkdir(dir, { recursive: true });
      const date = new Date().toISOString();
      const id = `${date.replace(/[:.]/g, '-')}-sms-${newId()}`;
      const entry: OutboxEntry = {
        id,
        date,
        from: 'Guild SMS',
        to: sms.to,
        subject: `[SMS] ${sms.text.length > 60 ? `${sms.text.slice(0, 57)}…` : sms.text}`,
        text: sms.text,
        html: `<pre style="font:16px system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(sms.text)}</pre>`,
        headers: {},
        kind: 'sms',
      };
      await writeFile(join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
  };
}

export default fp(
  async (app: FastifyInstance, opts: { sender: SmsSender }) => {
    app.decorate('sms', opts.sender);
  },
  { name: 'sms' },
);
