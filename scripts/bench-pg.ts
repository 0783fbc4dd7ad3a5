// The gig list and gig detail reads on SQLite beside PostgreSQL (`npm run bench`, or
// `BENCH_ONLY=postgres`): one instance each, seeded with the same demo data, loaded the same way
// (scripts/bench-cluster.ts `load`). PostgreSQL is the server BENCH_DATABASE_URL (or
// TEST_DATABASE_URL, which .ci/run sets) names; a database of its own is made and dropped.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin, dropDatabase, withDatabase } from '../server/test/pg-admin';
import { load } from './bench-cluster';
import { clusterMissing, startCluster } from './cluster-lib';

/** The instance listens on the port after this one (nginx, unused here, on this one). */
const PORT = Number(process.env.BENCH_PG_PORT ?? 4780);

export async function benchPostgres(): Promise<Record<string, unknown>[]> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server) {
    return [
      { bench: 'postgresql', skipped: 'set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a postgres:// URL' },
    ];
  }
  const missing = clusterMissing();
  if (missing) return [{ bench: 'postgresql', skipped: `npm run bench's PostgreSQL part ${missing}` }];
  const name = `guild_bench_${randomBytes(4).toString('hex')}`;
  await admin(server, `CREATE DATABASE "${name}"`);
  const figures: Record<string, Record<string, number>> = {};
  const lines: Record<string, unknown>[] = [];
  try {
    for (const database of ['sqlite', 'postgresql'] as const) {
      const dataDir = mkdtempSync(join(tmpdir(), `guild-bench-${database}-`));
      const env = {
        DATA_DIR: dataDir,
        ...(database === 'postgresql' ? { DATABASE_URL: withDatabase(server, name) } : {}),
        SEED: 'demo',
        LOG_LEVEL: 'silent',
        STATS_REFRESH_SECONDS: '0',
        DIST_DIR: join(dataDir, 'no-dist'),
      };
      const cluster = await startCluster({ instances: 1, port: PORT, env });
      try {
        const base = cluster.instances[0]!.url;
        const list = (await (await fetch(`${base}/api/gig/gigs/?page_size=20`)).json()) as {
          results: { id: string }[];
        };
        const ids = list.results.map((g) => g.id);
        const cases = [
          { name: 'GET /api/gig/gigs/', url: () => `${base}/api/gig/gigs/?page_size=20` },
          {
            name: 'GET /api/gig/gigs/<id>/',
            url: (i: number) => `${base}/api/gig/gigs/${ids[i % ids.length]}/`,
          },
        ];
        for (const c of cases) {
          await load(c.url, 200); // warm-up
          const result = await load(c.url);
          lines.push({ bench: `${c.name} on ${database}`, database, ...result });
          figures[c.name] = { ...figures[c.name], [database]: result.requests_per_second };
        }
      } finally {
        await cluster.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await dropDatabase(server, name);
  }
  for (const [bench, f] of Object.entries(figures)) {
    lines.push({
      bench: `${bench}: PostgreSQL beside SQLite`,
      sqlite_rps: f.sqlite,
      postgresql_rps: f.postgresql,
      ratio: f.sqlite && f.postgresql ? Number((f.postgresql / f.sqlite).toFixed(2)) : null,
    });
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchPostgres()) console.log(JSON.stringify(line));
}
