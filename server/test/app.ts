import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { InjectOptions } from 'fastify';
import type { Db } from '../../db/client';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import type { Mailer } from '../plugins/mail';
import { freshDatabase } from './databases';
import { testDialect } from './tables';

/** PostgreSQL runs: the database each DATA_DIR's first app made, for the apps that share it. */
const shared = new Map<string, string>();

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a fresh database (a SQLite file in a temporary DATA_DIR, or with GUILD_TEST_DB=pg a
 * new PostgreSQL database) driven through `inject`.
 * Pass `env` to set variables (e.g. SMTP_URL of a test SMTP server), and `shareWith` to build a
 * second instance on the same DATA_DIR (database, secrets, uploads), as several instances share them.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    mailer?: Mailer;
    shareWith?: { dataDir: string };
    /** How long visitors' answers are kept (server/lib/public-answers.ts); the app's own time unless given. */
    publicAnswerTtlMs?: number;
  } = {},
) {
  const dataDir = opts.shareWith?.dataDir ?? mkdtempSync(join(tmpdir(), 'guild-test-'));
  const env = loadEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'http://guild.test', SEED: 'none', ...opts.env });
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  const first = opts.shareWith ? shared.get(dataDir) : undefined;
  if (testDialect === 'pg' && first) {
    // Another instance on the same database: its own pool, as a second process would have.
    ({ db } = await freshDatabase(dataDir, { reuse: first }));
  } else {
    let target: string;
    ({ db, drop, target } = await freshDatabase(dataDir));
    if (testDialect === 'pg') shared.set(dataDir, target);
  }
  const app = await buildApp({
    env,
    db,
    distDir: join(dataDir, 'no-dist'),
    mailer: opts.mailer,
    answerCheck: matchesSchema,
    publicAnswerTtlMs: opts.publicAnswerTtlMs,
  });
  await app.ready();
  let address = 0;
  return {
    app,
    db,
    env,
    dataDir,
    /** inject with JSON helpers; each call may come from its own address so rate limits do not mix. */
    async call(
      method: InjectOptions['method'],
      url: string,
      options: Omit<InjectOptions, 'method' | 'url'> & { token?: string } = {},
    ) {
      const { token, headers, ...rest } = options;
      const response = await app.inject({
        method,
        url,
        remoteAddress: rest.remoteAddress ?? `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...rest,
      });
      const { body, code, codes } = splitCodes(response.body ? safeJson(response.body) : undefined);
      return { status: response.statusCode, body, code, codes, headers: response.headers };
    },
    async close() {
      await app.close();
      if (!opts.shareWith) {
        await drop?.();
        shared.delete(dataDir);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Every answer of a test app is also written by fast-json-stringify from its response schema, which
 * keeps only the fields the schema names, in their types: the two must read the same, or the
 * request fails (500) and so does its test. The app itself writes answers with JSON.stringify.
 */
function matchesSchema(schema: unknown) {
  const shaped = fastJson(schema as Parameters<typeof fastJson>[0]);
  return (answer: unknown, written: string) => {
    const expected = shaped(answer);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `the answer does not match its response schema:\n  sent: ${written.slice(0, 500)}\n  schema: ${expected.slice(0, 500)}`,
      );
    }
  };
}

/**
 * Error answers carry the message key beside the spec's shape (`code` on `{detail}`, `codes` beside
 * field errors); tests read the shape as `body` and the keys as `code`/`codes`.
 */
function splitCodes(body: any): { body: any; code?: string; codes?: Record<string, string[]> } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { body };
  if (typeof body.detail === 'string' && typeof body.code === 'string') {
    const { code, ...rest } = body;
    return { body: rest, code };
  }
  if (body.codes && typeof body.codes === 'object' && !('detail' in body)) {
    const { codes, ...rest } = body;
    return { body: rest, codes };
  }
  return { body };
}

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
