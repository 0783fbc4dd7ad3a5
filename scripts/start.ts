import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../server/main';
import { seedDemo } from './seed';

// `npm start`: build the site when it has not been built yet, load demo data into a new database
// (SEED=demo, outside production), then serve the site and the API.
const dist = process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.log('Building the site (first start)…');
  const result = spawnSync('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await main({
  async prepare(db, env) {
    if (env.seed === 'demo' && !env.production && (await seedDemo(db))) {
      console.log('Loaded demo data into a new database.');
    }
  },
});
