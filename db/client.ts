import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { is } from 'drizzle-orm';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import * as pgSchema from './schema-pg';

export type SqliteDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
export type PgDb = NodePgDatabase<typeof pgSchema> & { $client: pg.Pool };
/**
 * The database: SQLite (one file, the default) or PostgreSQL (DATABASE_URL=postgres://…).
 * Repositories reach either through server/lib/db.ts (`handle`, `tables`); see
 * docs/decisions/0013-postgresql.md.
 */
export type Db = SqliteDb | PgDb;

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
const pgMigrationsFolder = new URL('./migrations-pg', import.meta.url).pathname;

/** True for a `postgres://` (or `postgresql://`) connection URL. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//.test(target);
}

export function isPg(db: Db): db is PgDb {
  return is(db, PgDatabase);
}

/**
 * Opens the database `target` names: a `postgres://` URL opens a connection pool (nothing is
 * connected until the first query); anything else is a SQLite file, created if needed, with the
 * pragmas every connection needs.
 */
export function openDb(target: string, opts: { poolSize?: number } = {}): Db {
  if (isPostgresUrl(target)) {
    const pool = new pg.Pool({ connectionString: target, max: opts.poolSize ?? 10 });
    // An idle client that loses its server (a restart) reports here; the pool replaces it.
    pool.on('error', () => {});
    return drizzlePg(pool, { schema: pgSchema }) as PgDb;
  }
  return openSqlite(target);
}

/** Opens (creating if needed) a SQLite file: for what only SQLite does (the demo art's file paths, tests). */
export function openSqlite(file: string): SqliteDb {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // The write-ahead log is copied into the database every 10,000 pages (about 40 MB) instead of
  // SQLite's 1,000. Writes that touch pages all over an index (a second's batch of view marks, keyed
  // by a hash) rewrote most of it at every copy: half of each batch's commit time went there.
  sqlite.pragma('wal_autocheckpoint = 10000');
  return drizzle(sqlite, { schema }) as SqliteDb;
}

/** Any fixed number: the advisory lock that lets one of several starting instances migrate at a time. */
const MIGRATION_LOCK = 7_305_118;

/**
 * Applies the drizzle-kit migrations this database has not seen yet: db/migrations on SQLite,
 * db/migrations-pg on PostgreSQL (under an advisory lock, so instances starting together migrate once).
 */
export async function migrateDb(db: Db): Promise<void> {
  if (!isPg(db)) {
    migrate(db, { migrationsFolder });
    return;
  }
  const lock = await db.$client.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder: pgMigrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}

const closed = new WeakSet<Db>();

/** Closes the SQLite file or ends the PostgreSQL pool (once; later calls do nothing). */
export async function closeDb(db: Db): Promise<void> {
  if (closed.has(db)) return;
  closed.add(db);
  if (isPg(db)) await db.$client.end();
  else db.$client.close();
}
