import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadEnv } from './env';
import { freshDatabase } from './test/databases';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'guild-log-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function appLogging(accessLog: 'on' | 'off') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const { db, drop } = await freshDatabase(mkdtempSync(join(dir, 'db-')));
  const env = loadEnv({
    DATA_DIR: dir,
    PUBLIC_URL: 'http://guild.test',
    SEED: 'none',
    ACCESS_LOG: accessLog,
  });
  const app = await buildApp({ env, db, distDir: join(dir, 'no-dist'), logger: { level: 'info', stream } });
  await app.ready();
  // Closing the app closes its database; on PostgreSQL the test database is dropped after.
  const done = async () => {
    await app.close();
    await drop();
  };
  return { app: Object.assign(app, { done }), lines };
}

// request.log becomes pino's child logger only when something is logged (server/app.ts RequestLog).
describe('request logs', () => {
  it('with ACCESS_LOG=on, write one line per answered request, with its request id, method, URL and status', async () => {
    const { app, lines } = await appLogging('on');
    const first = await app.inject('/api/health/');
    await app.inject('/api/gig/gigs/nothing-here/');
    await app.done();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.url, l.status])).toEqual([
      ['GET', '/api/health/', first.statusCode],
      ['GET', '/api/gig/gigs/nothing-here/', 404],
    ]);
    expect(requests[0]!.reqId).toBeTruthy();
    expect(requests[0]!.reqId).not.toBe(requests[1]!.reqId);
  });

  it('by default, write nothing for requests that went well', async () => {
    const { app, lines } = await appLogging('off');
    await app.inject('/api/health/');
    await app.done();
    expect(lines.filter((l) => 'reqId' in l)).toEqual([]);
  });
});
