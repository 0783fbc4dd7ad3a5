// `npm run bench`: Guild against its lean baseline (scripts/bench/lean.ts), side by side, then the
// chat fan-out benchmark. Both servers run as child processes on loopback over one fresh demo
// database and the built dist/; autocannon loads one of them at a time (Guild, then lean, then
// again, BENCH_ROUNDS times) and every case prints one JSON line with both medians and their ratio.
// Before measuring, each case checks that both servers answer the same bytes.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { migrateDb, openDb, openSqlite } from '../db/client';
import { buildApp, DEFAULT_DIST } from '../server/app';
import { loadEnv } from '../server/env';
import { benchCores, type Cores } from './bench/cores';
import { lcpPages, measureLcp } from './bench/lcp';
import { measureLighthouse } from './bench/lighthouse';
import { median } from './bench/median';
import { type LoadResult, loadReaders } from './bench/readers-load';
import { benchChat } from './bench-chat';
import { benchCluster } from './bench-cluster';
import { benchPostgres } from './bench-pg';
import { seedDemo } from './seed';
import { DEMO_PASSWORD } from './seed/accounts';

const ROOT = join(import.meta.dirname, '..');
/** Seconds autocannon loads each server per round; rounds per case (the median is printed). */
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 3);
/**
 * Seconds each server is loaded with a case before its rounds, unmeasured: both are compared warm
 * (V8 has compiled the case's code, caches and prepared statements are made), not on their first
 * requests, which a long-running server answers once.
 */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Guild listens on BENCH_PORT, the lean server on the next port (default: any free ports). */
const PORT = Number(process.env.BENCH_PORT ?? 0);
/**
 * `BENCH_ONLY=http`, `chat`, `lcp`, `lighthouse`, `postgres` or `cluster` runs one part; BENCH_CASES=gigs,team
 * picks cases by name.
 */
const ONLY = process.env.BENCH_ONLY;
const PICK = process.env.BENCH_CASES?.split(',');
const PUBLIC_URL = 'http://guild.bench';
const JWT_SECRET = 'bench-only-secret-bench-only-secret-0123456789';

interface Case {
  name: string;
  path: string;
  auth?: boolean;
  /**
   * Every request is another reader (a distinct user agent), so each one is a new view; loaded by
   * scripts/bench/readers-load.ts, not autocannon (which could not make them fast enough).
   */
  distinctReaders?: boolean;
  /** The answers differ by design (the view counts): only their shape is compared. */
  sameShapeOnly?: boolean;
  headers?: Record<string, string>;
}

async function seedDatabase(dataDir: string) {
  const db = openSqlite(join(dataDir, 'guild.db'));
  await migrateDb(db);
  await seedDemo(db, dataDir);
  const gig = db.$client.prepare("select id from gigs where status = 'published' limit 1").pluck().get();
  db.$client.close();
  return { gig: gig as string };
}

function start(file: string, env: Record<string, string>, log: string, cores?: Cores): ChildProcess {
  const out = openSync(log, 'a');
  const args = ['--import', 'tsx', file];
  const [command, argv] = cores ? cores.server(process.execPath, args) : [process.execPath, args];
  return spawn(command, argv, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out, 'ipc'],
  });
}

async function ready(base: string, child: ChildProcess, log: string) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}); see ${log}`);
    try {
      await fetch(`${base}/api/analytics`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`server did not start; see ${log}`);
}

/** A free loopback port (when BENCH_PORT is not given). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function body(base: string, c: Case, token: string) {
  const res = await fetch(base + c.path, {
    headers: { ...c.headers, ...(c.auth ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.status, text: await res.text() };
}

/** CPU seconds a process has used (Linux /proc; 0 elsewhere): a figure a busy machine disturbs less. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function load(base: string, c: Case, token: string, pid: number | undefined, seconds = SECONDS) {
  const headers: Record<string, string> = { ...c.headers };
  if (c.auth) headers.authorization = `Bearer ${token}`;
  const cpuBefore = cpuSeconds(pid);
  const result = c.distinctReaders
    ? await loadReaders(base + c.path, {
        connections: CONNECTIONS,
        seconds,
        firstReader: nextReaders(),
        headers,
      })
    : autocannonResult(
        await autocannon({ url: base + c.path, connections: CONNECTIONS, duration: seconds, headers }),
      );
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    rps: result.rps,
    /** Server CPU microseconds per answered request. */
    cpuUs: result.total ? (cpu * 1e6) / result.total : 0,
    p99: result.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Each distinct-readers run starts from readers no earlier run used (on either server). */
let readersUsed = 0;
const nextReaders = () => {
  readersUsed += 1;
  return readersUsed * 1e8;
};

function autocannonResult(result: autocannon.Result): LoadResult {
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

interface Server {
  base: string;
  pid: number | undefined;
}

async function compare(c: Case, guildServer: Server, leanServer: Server, token: string, placement: string) {
  const guild = guildServer.base;
  const lean = leanServer.base;
  const [a, b] = [await body(guild, c, token), await body(lean, c, token)];
  const same = c.sameShapeOnly
    ? JSON.stringify(Object.keys(JSON.parse(a.text))) === JSON.stringify(Object.keys(JSON.parse(b.text)))
    : a.text === b.text;
  if (a.status !== 200 || b.status !== 200 || !same) {
    const at = (text: string) => [...text].findIndex((ch, i) => ch !== b.text[i]);
    const from = Math.max(0, at(a.text) - 80);
    console.error(
      `${c.name}: the answers differ (guild ${a.status}, lean ${b.status}), from character ${from}:\n` +
        `  guild: ${a.text.slice(from, from + 300)}\n  lean:  ${b.text.slice(from, from + 300)}`,
    );
    process.exitCode = 1;
    return;
  }
  if (WARM_SECONDS > 0) {
    await load(guild, c, token, guildServer.pid, WARM_SECONDS);
    await load(lean, c, token, leanServer.pid, WARM_SECONDS);
  }
  const runs: { guild: Awaited<ReturnType<typeof load>>; lean: Awaited<ReturnType<typeof load>> }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Back to back, so a busy moment on a shared machine weighs on both; which goes first alternates.
    const guildRun = () => load(guild, c, token, guildServer.pid);
    const leanRun = () => load(lean, c, token, leanServer.pid);
    if (round % 2 === 0) {
      const g = await guildRun();
      runs.push({ guild: g, lean: await leanRun() });
    } else {
      const l = await leanRun();
      runs.push({ guild: await guildRun(), lean: l });
    }
  }
  const guildRps = median(runs.map((r) => r.guild.rps));
  const leanRps = median(runs.map((r) => r.lean.rps));
  const sum = (f: (r: (typeof runs)[number]) => number) => runs.reduce((n, r) => n + f(r), 0);
  console.log(
    JSON.stringify({
      bench: c.name,
      bytes: Buffer.byteLength(a.text),
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      cores: placement,
      guild_rps: Math.round(guildRps),
      lean_rps: Math.round(leanRps),
      ratio: Number((guildRps / leanRps).toFixed(2)),
      ratios: runs.map((r) => Number((r.guild.rps / r.lean.rps).toFixed(2))),
      guild_cpu_us_per_request: Math.round(median(runs.map((r) => r.guild.cpuUs))),
      lean_cpu_us_per_request: Math.round(median(runs.map((r) => r.lean.cpuUs))),
      guild_p99_ms: median(runs.map((r) => r.guild.p99)),
      lean_p99_ms: median(runs.map((r) => r.lean.p99)),
      guild_non2xx: sum((r) => r.guild.non2xx),
      lean_non2xx: sum((r) => r.lean.non2xx),
      guild_errors: sum((r) => r.guild.errors),
      lean_errors: sum((r) => r.lean.errors),
    }),
  );
}

async function benchHttp(dataDir: string) {
  const distDir = process.env.DIST_DIR ?? DEFAULT_DIST;
  const article = 'design-tokens-that-survive-a-rebrand';
  if (!existsSync(join(distDir, 'post', article, 'index.html'))) {
    throw new Error(`${distDir} has no built article: run \`npm run build\` first`);
  }
  const { gig } = await seedDatabase(dataDir);
  const guildPort = PORT || (await freePort());
  const leanPort = PORT ? PORT + 1 : 0;
  const common = { DIST_DIR: distDir, PUBLIC_URL, JWT_SECRET };
  const cores = benchCores();
  cores.loadHere();
  const guildLog = join(dataDir, 'guild.log');
  const leanLog = join(dataDir, 'lean.log');
  const children = [
    start(
      join(ROOT, 'server', 'main.ts'),
      { ...common, DATA_DIR: dataDir, PORT: String(guildPort), HOST: '127.0.0.1' },
      guildLog,
      cores,
    ),
  ];
  const leanChild = start(
    join(ROOT, 'scripts', 'bench', 'lean.ts'),
    { ...common, LEAN_DB: join(dataDir, 'guild.db'), PORT: String(leanPort) },
    leanLog,
    cores,
  );
  children.push(leanChild);
  try {
    const port = await new Promise<number>((resolve) =>
      leanChild.once('message', (m) => resolve((m as { port: number }).port)),
    );
    const guild = `http://127.0.0.1:${guildPort}`;
    const lean = `http://127.0.0.1:${port}`;
    await ready(guild, children[0]!, guildLog);
    await ready(lean, leanChild, leanLog);

    const login = await fetch(`${guild}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@guild.test', password: DEMO_PASSWORD }),
    });
    const { access } = (await login.json()) as { access: string };

    const cases: Case[] = [
      { name: 'GET /api/gig/gigs/', path: '/api/gig/gigs/?page=1&page_size=20' },
      { name: 'GET /api/gig/gigs/<id>/', path: `/api/gig/gigs/${gig}/` },
      { name: 'GET /api/team/', path: '/api/team/' },
      { name: 'GET /api/gig/gig/user-profile/', path: '/api/gig/gig/user-profile/?page_size=20' },
      {
        name: 'GET /api/notification/notification/',
        path: '/api/notification/notification/?system_type=guild',
        auth: true,
      },
      {
        name: 'page /post/<slug>/ (br)',
        path: `/post/${article}/`,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      {
        name: 'GET /api/analytics (one view each)',
        path: `/api/analytics?url=/post/${article}/`,
        distinctReaders: true,
        sameShapeOnly: true,
      },
    ];
    for (const c of cases) {
      if (PICK && !PICK.some((p) => c.name.includes(p))) continue;
      await compare(
        c,
        { base: guild, pid: children[0]!.pid },
        { base: lean, pid: leanChild.pid },
        access,
        cores.describe,
      );
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    );
    cores.release();
  }
}

/**
 * The Journal home, /market/ and a gig page loaded in a browser, against Guild serving its real
 * PUBLIC_URL (so the browser can load the images the pages name): their largest contentful paint in
 * throttled Chromium with the JavaScript each loads (scripts/bench/lcp.ts), or Lighthouse's
 * performance audit of them (scripts/bench/lighthouse.ts).
 */
async function benchPagesPart(
  dataDir: string,
  measure: (base: string, pages: { page: string; path: string }[]) => Promise<object[]>,
) {
  const distDir = process.env.DIST_DIR ?? DEFAULT_DIST;
  await seedDatabase(dataDir);
  const port = PORT || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const log = join(dataDir, 'guild.log');
  const child = start(
    join(ROOT, 'server', 'main.ts'),
    {
      DIST_DIR: distDir,
      PUBLIC_URL: base,
      JWT_SECRET,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    log,
  );
  try {
    await ready(base, child, log);
    for (const line of await measure(base, await lcpPages(base))) console.log(JSON.stringify(line));
  } finally {
    child.kill('SIGTERM');
  }
}

async function benchChatPart(dataDir: string) {
  const env = loadEnv({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = openDb(join(dataDir, 'chat.db'));
  await migrateDb(db);
  await seedDemo(db, dataDir);
  const app = await buildApp({ env, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    for (const line of await benchChat(app, db, base)) console.log(JSON.stringify(line));
  } finally {
    await app.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'guild-bench-'));
try {
  if (!ONLY || ONLY === 'http') await benchHttp(join(dataDir, 'http'));
  if (!ONLY || ONLY === 'chat') await benchChatPart(join(dataDir, 'chat'));
  if (!ONLY || ONLY === 'lcp') await benchPagesPart(join(dataDir, 'lcp'), measureLcp);
  if (!ONLY || ONLY === 'lighthouse') await benchPagesPart(join(dataDir, 'lighthouse'), measureLighthouse);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (!ONLY || ONLY === 'postgres') for (const line of await benchPostgres()) console.log(JSON.stringify(line));
if (!ONLY || ONLY === 'cluster') for (const line of await benchCluster()) console.log(JSON.stringify(line));
