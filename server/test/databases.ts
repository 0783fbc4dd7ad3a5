import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { inject } from 'vitest';
import { closeDb, type Db, migrateDb, openDb } from '../../db/client';
import { admin, dropDatabase, withDatabase } from './pg-admin';
import { testDialect } from './tables';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by server/test/pg-setup.ts for the PostgreSQL project: the server and the migrated template. */
    pg: { adminUrl: string; template: string } | null;
  }
}

/**
 * A fresh, migrated database of the dialect under test: a SQLite file in `dataDir`, or on PostgreSQL
 * a new database copied from the migrated template (CREATE DATABASE … TEMPLATE, a few milliseconds),
 * dropped again by `drop()`.
 */
export async function freshDatabase(
  dataDir: string,
  opts: {
    poolSize?: number /** PostgreSQL: open this existing test database instead of a new one. */;
    reuse?: string;
  } = {},
) {
  if (testDialect === 'sqlite') {
    const target = join(dataDir, 'guild.db');
    const db = openDb(target);
    await migrateDb(db);
    return { db, target, drop: () => closeDb(db) };
  }
  if (opts.reuse) {
    const db: Db = openDb(opts.reuse, opts);
    return { db, target: opts.reuse, drop: () => closeDb(db) };
  }
  const server = inject('pg');
  if (!server) throw new Error('GUILD_TEST_DB=pg, but no PostgreSQL was provided (server/test/pg-setup.ts)');
  const name = `guild_t_${randomBytes(6).toString('hex')}`;
  await admin(server.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${server.template}"`);
  const target = withDatabase(server.adminUrl, name);
  const db: Db = openDb(target, opts);
  return {
    db,
    /** What `openDb` opens to reach this database again (a file path or a postgres:// URL). */
    target,
    async drop() {
      await closeDb(db);
      await dropDatabase(server.adminUrl, name);
    },
  };
}
