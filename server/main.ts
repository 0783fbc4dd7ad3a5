import { join } from 'node:path';
import { type Db, migrateDb, openDb } from '../db/client';
import { buildApp } from './app';
import { type Env, EnvError, loadEnv } from './env';

export interface MainOptions {
  /** Runs on the migrated database before the server starts (scripts/start.ts loads demo data here). */
  prepare?: (db: Db, env: Env) => Promise<void>;
}

/** Starts Guild: environment, database, then the server on PORT. */
export async function main(opts: MainOptions = {}): Promise<void> {
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
  await opts.prepare?.(db, env);

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
