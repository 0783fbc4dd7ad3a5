// `npm run bench`: starts the real app on a loopback port with a fresh demo database and measures
// read endpoints with a bounded number of requests. Prints one JSON line per benchmark.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateDb, openDb } from '../db/client';
import { buildApp } from '../server/app';
import { loadEnv } from '../server/env';
import { benchChat } from './bench-chat';
import { benchCluster } from './bench-cluster';
import { seedDemo } from './seed';
import { DEMO_PASSWORD } from './seed/accounts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** `BENCH_ONLY=http` or `BENCH_ONLY=chat` runs one part. */
const ONLY = process.env.BENCH_ONLY;

interface Case {
  name: string;
  path: string;
  auth?: boolean;
}

/** Each module adds the reads its users wait on. */
const CASES: Case[] = [
  { name: 'page /market/login/', path: '/market/login/' },
  { name: 'GET /api/auth/user/', path: '/api/auth/user/', auth: true },
  { name: 'page /post/<slug>/', path: '/post/design-tokens-that-survive-a-rebrand/' },
  { name: 'GET /api/gig/gigs/', path: '/api/gig/gigs/?page_size=20' },
  { name: 'GET /api/gig/gigs/?search=', path: '/api/gig/gigs/?search=kit' },
  { name: 'GET /api/gig/gig/user-profile/', path: '/api/gig/gig/user-profile/?page_size=20', auth: true },
  { name: 'GET /api/team/', path: '/api/team/' },
  {
    name: 'GET /api/notification/notification/',
    path: '/api/notification/notification/?system_type=guild',
    auth: true,
  },
];

async function run(base: string, c: Case, token: string) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const headers = c.auth ? { authorization: `Bearer ${token}` } : undefined;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(base + c.path, { headers });
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(2));
  return {
    bench: c.name,
    requests: latencies.length,
    failures,
    concurrency: CONCURRENCY,
    requests_per_second: Math.round(latencies.length / seconds),
    p50_ms: pct(0.5),
    p99_ms: pct(0.99),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'guild-bench-'));
const env = loadEnv({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const db = openDb(join(dataDir, 'guild.db'));
migrateDb(db);
await seedDemo(db);
const app = await buildApp({ env, db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
try {
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@guild.test', password: DEMO_PASSWORD }),
  });
  const { access } = (await login.json()) as { access: string };
  if (ONLY !== 'chat') for (const c of CASES) console.log(JSON.stringify(await run(base, c, access)));
  if (ONLY !== 'http') for (const line of await benchChat(app, db, base)) console.log(JSON.stringify(line));
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (!ONLY || ONLY === 'cluster') for (const line of await benchCluster()) console.log(JSON.stringify(line));
