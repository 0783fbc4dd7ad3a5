import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterMissing, REDIS_SERVER, startCluster, stopProcess, waitReady } from './cluster-lib';
import { ensureSiteBuilt } from './site-build';

// `npm run cluster`: a local trial of several instances behind nginx on one machine (docs/deploy.md).
// CLUSTER_INSTANCES (default 2) instances on PORT+1…PORT+N, nginx on PORT (default 4321), all against
// DATABASE_URL (PostgreSQL) or else the SQLite file in DATA_DIR (shared in WAL mode on this one
// machine), and REDIS_URL
// (unset: a redis-server started here on CLUSTER_REDIS_PORT, default 6390). Ctrl-C stops them all.
const missing = clusterMissing();
if (missing) {
  console.error(`npm run cluster ${missing}`);
  process.exit(1);
}
const count = Number(process.env.CLUSTER_INSTANCES ?? '2');
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('CLUSTER_INSTANCES must be a whole number from 1 to 16');
  process.exit(1);
}
const port = Number(process.env.PORT ?? '4321');

ensureSiteBuilt();

let redis: ChildProcess | null = null;
let redisDir: string | null = null;
let redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  const redisPort = Number(process.env.CLUSTER_REDIS_PORT ?? '6390');
  redisDir = mkdtempSync(join(tmpdir(), 'guild-cluster-redis-'));
  redis = spawn(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir], {
    stdio: 'ignore',
  });
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  await new Promise((r) => setTimeout(r, 300));
  if (redis.exitCode !== null) {
    console.error(`redis-server could not start on port ${redisPort} (set CLUSTER_REDIS_PORT or REDIS_URL)`);
    process.exit(1);
  }
}

const cluster = await startCluster({
  instances: count,
  port,
  env: { ...process.env, REDIS_URL: redisUrl },
  stdio: 'inherit',
});
await waitReady(`${cluster.url}/api/ready/`, null);
console.log(
  `Guild: ${count} instances (${cluster.instances.map((i) => i.port).join(', ')}) behind nginx at ${
    process.env.PUBLIC_URL ?? `http://localhost:${port}`
  }, Redis at ${redisUrl}${existsSync(join(cluster.workDir, 'nginx.conf')) ? `; nginx config in ${cluster.workDir}` : ''}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  if (redis) await stopProcess(redis);
  if (redisDir) rmSync(redisDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
