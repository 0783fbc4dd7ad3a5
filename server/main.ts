import { join } from 'node:path';
import { type Db, migrateDb, openDb } from '../db/client';
import { buildApp } from './app';
import { type Env, EnvError, loadEnv } from './env';

export interface MainOptions {
  /** Runs on the migrated database before the server starts (scripts/start.ts loads demo data here). */
  prepare?: (db: Db, env: Env) => Promise<unknown>;
}

/** A shutdown that has not finished by then ends the process anyway (exit code 1). */
export const SHUTDOWN_TIMEOUT_MS = 15_000;

/** The environment, or the process ends naming every bad variable. */
export function envOrExit(): Env {
  try {
    return loadEnv();
  } catch (e) {
    if (e instanceof EnvError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

/** The database of this environment, opened (and migrated when `migrate`). */
export async function openDatabase(env: Env, opts: { migrate: boolean }): Promise<Db> {
  const db = openDb(env.databaseUrl ?? join(env.dataDir, 'guild.db'));
  if (opts.migrate) await migrateDb(db);
  return db;
}

/** Starts Guild: environment, database, then the server on PORT. */
export async function main(opts: MainOptions = {}): Promise<void> {
  const env = envOrExit();
  // Several instances: `npm run migrate` migrates once and MIGRATE_ON_START=false starts the rest.
  const db = await openDatabase(env, { migrate: env.migrateOnStart });
  await opts.prepare?.(db, env);

  const app = await buildApp({ env, db, logger: { level: env.logLevel } });
  // Graceful shutdown (docs/deploy.md): /api/ready/ turns 503 and every websocket is closed with
  // 1001 (preClose); the server stops accepting and answers what is in flight; then each module's
  // onClose flushes (the stats refresh finishes its import), Redis closes, and the database last.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ signal }, `shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      app.log.info('shut down');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  console.log(`Guild is serving ${env.publicUrl} (listening on ${env.host}:${env.port})`);
  // In the background: a failure only leaves the front page to be packed on its second render.
  void app.packFrontPage().catch((err) => app.log.warn({ err }, 'front page not packed ahead'));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
