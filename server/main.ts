import { join } from 'node:path';
import { migrateDb, openDb } from '../db/client';
import { seedDemo } from '../scripts/seed';
import { buildApp } from './app';
import { EnvError, loadEnv } from './env';

/** Starts Guild: environment, database, demo data, then the server on PORT. */
export async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (e) {
    if (e instanceof EnvError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  const db = openDb(join(env.dataDir, 'guild.db'));
  migrateDb(db);
  if (env.seed === 'demo' && !env.production && (await seedDemo(db))) {
    console.log('Loaded demo data into a new database.');
  }

  const app = await buildApp({ env, db, logger: { level: env.logLevel } });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  console.log(`Guild is serving ${env.publicUrl} (listening on ${env.host}:${env.port})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
