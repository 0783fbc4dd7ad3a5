import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serverDirOf } from '../server/lib/site-renderer';

/**
 * Builds the site with Astro when DIST_DIR (default dist/) has none yet, or lacks the server half
 * beside it (`dist-server/`, the pages rendered per request) (`npm start`, `npm run cluster`).
 */
export function ensureSiteBuilt(): void {
  const dist = process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist');
  if (existsSync(join(dist, 'index.html')) && existsSync(join(serverDirOf(dist), 'entry.mjs'))) return;
  console.log('Building the site (first start)…');
  const result = spawnSync('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
