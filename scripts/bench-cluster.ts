// One instance versus two behind nginx (`npm run bench`, or `BENCH_ONLY=cluster`): the same demo
// database (SQLite in WAL mode on this machine, or DATABASE_URL), Redis, and the gig list and gig
// detail reads through nginx, with a bounded number of requests. Answers one JSON line per run.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { redisMissing, startRedis } from '../server/test/redis';
import { clusterMissing, startCluster } from './cluster-lib';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** nginx here, the instances on the next ports (this project's bench range). */
const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 4770);

/** Loads `url(i)` with REQUESTS requests, CONCURRENCY at a time; the rate and the latencies. */
export async function load(url: (i: number) => string, requests = REQUESTS) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests) {
        const i = next++;
        const t0 = performance.now();
        const res = await fetch(url(i)).catch(() => null);
        await res?.arrayBuffer();
        if (!res?.ok) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(2));
  return {
    requests: latencies.length,
    failures,
    concurrency: CONCURRENCY,
    requests_per_second: Math.round(latencies.length / seconds),
    p50_ms: pct(0.5),
    p99_ms: pct(0.99),
  };
}

export async function benchCluster(): Promise<Record<string, unknown>[]> {
  const missing = clusterMissing() ?? redisMissing();
  if (missing) return [{ bench: 'cluster', skipped: `npm run bench's cluster part ${missing}` }];
  const lines: Record<string, unknown>[] = [];
  const redis = await startRedis(6);
  const dataDir = mkdtempSync(join(tmpdir(), 'guild-bench-cluster-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: redis.url,
    SEED: 'demo',
    LOG_LEVEL: 'silent',
    STATS_REFRESH_SECONDS: '0',
    DIST_DIR: join(dataDir, 'no-dist'),
  };
  try {
    for (const instances of [1, 2]) {
      // The first start migrates and seeds the demo data; the second finds it there.
      const cluster = await startCluster({ instances, port: PORT, env });
      try {
        const list = (await (await fetch(`${cluster.url}/api/gig/gigs/?page_size=20`)).json()) as {
          results: { id: string }[];
        };
        const ids = list.results.map((g) => g.id);
        const cases = [
          { name: 'GET /api/gig/gigs/', url: () => `${cluster.url}/api/gig/gigs/?page_size=20` },
          {
            name: 'GET /api/gig/gigs/<id>/',
            url: (i: number) => `${cluster.url}/api/gig/gigs/${ids[i % ids.length]}/`,
          },
        ];
        for (const c of cases) {
          await load(c.url, 200); // warm-up: each instance compiles its hot paths first
          lines.push({
            bench: `${c.name} behind nginx`,
            instances,
            cpus: availableParallelism(),
            ...(await load(c.url)),
          });
        }
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchCluster()) console.log(JSON.stringify(line));
}
