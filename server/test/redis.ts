import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { spawnOnFreePort, stopChild } from './processes';

/** Debian's redis-server (`.ci/run` installs it). */
export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

export interface TestRedis {
  /** A URL on a logical database of its own, emptied at start. */
  url: string;
  stop(): Promise<void>;
}

/** Why Redis tests cannot run here, or null when they can (TEST_REDIS_URL, or the binary). */
export function redisMissing(): string | null {
  if (process.env.TEST_REDIS_URL || existsSync(REDIS_SERVER)) return null;
  return `Redis tests skipped: neither TEST_REDIS_URL nor ${REDIS_SERVER} (apt-get install redis-server; .ci/run does)`;
}

/**
 * A real Redis for one test file: the server at TEST_REDIS_URL when set, else a redis-server started
 * here on the first free port of 6380-6389 (no persistence). `db` picks the file's own logical
 * database (0-15), so files running side by side on one server never count each other's keys.
 */
export async function startRedis(db: number): Promise<TestRedis> {
  if (process.env.TEST_REDIS_URL) {
    const base = new URL(process.env.TEST_REDIS_URL);
    base.pathname = `/${db}`;
    const url = base.toString();
    await flush(url);
    return { url, stop: async () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'guild-redis-'));
  const { child, port } = await spawnOnFreePort(
    REDIS_SERVER,
    (p) => ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    'Ready to accept connections',
    [6380, 6389],
  ).catch((err) => {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  const url = `redis://127.0.0.1:${port}/${db}`;
  await flush(url);
  return {
    url,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function flush(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  await client.flushdb();
  await client.quit();
}
