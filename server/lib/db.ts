import type { RunResult } from 'better-sqlite3';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { type Db, isPg } from '../../db/client';
import * as sqliteSchema from '../../db/schema';
import * as pgSchema from '../../db/schema-pg';
import { openTransaction } from './transaction';

// How repositories reach either database with one body of code (docs/decisions/0013-postgresql.md).
// Queries are written once against the SQLite types and awaited (never `.all()/.get()/.run()`);
// at run time they go to whichever database `db` is. Both schemas have the same tables, columns and
// JavaScript values (db/schema-drift.test.ts), so the types hold for both.

/** The query builder repositories write against. */
export type Query = BetterSQLite3Database<typeof sqliteSchema>;
export type Tables = typeof sqliteSchema;

const routers = new WeakMap<Db, Query>();

/**
 * Where a repository sends its queries; take it once (`const q = handle(db)`). Each query goes to
 * the PostgreSQL transaction open in the caller's async context when there is one, else to the pool.
 * SQLite has one connection, which every query (in a transaction or not) uses.
 */
export function handle(db: Db): Query {
  if (!isPg(db)) return db as unknown as Query;
  let router = routers.get(db);
  if (!router) {
    const current = () => openTransaction(db) ?? db;
    router = {
      select: (...a: Parameters<typeof db.select>) => current().select(...a),
      selectDistinct: (...a: Parameters<typeof db.selectDistinct>) => current().selectDistinct(...a),
      insert: (table: Parameters<typeof db.insert>[0]) => current().insert(table),
      update: (table: Parameters<typeof db.update>[0]) => current().update(table),
      delete: (table: Parameters<typeof db.delete>[0]) => current().delete(table),
      $count: (...a: Parameters<typeof db.$count>) => current().$count(...a),
    } as unknown as Query;
    routers.set(db, router);
  }
  return router;
}

/** The tables of `db`'s dialect, under their SQLite types. */
export function tables(db: Db): Tables {
  return (isPg(db) ? pgSchema : sqliteSchema) as unknown as Tables;
}

/** How many rows an awaited insert, update or delete changed, on either database. */
export function changed(result: RunResult | { rowCount: number | null }): number {
  return 'changes' in result ? result.changes : (result.rowCount ?? 0);
}

/** The rows of a raw SQL query. */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  if (isPg(db)) return (await (openTransaction(db) ?? db).execute(query)).rows as T[];
  return db.all<T>(query);
}

/** SQL whose spelling differs between SQLite and PostgreSQL. */
export function dialect(db: Db) {
  const pg = isPg(db);
  return {
    /** The larger of two values (SQLite's two-argument max()). */
    greatest: (a: SQL | unknown, b: SQL | unknown): SQL =>
      pg ? sql`greatest(${a}, ${b})` : sql`max(${a}, ${b})`,
    /**
     * `value LIKE pattern` (a string, or a placeholder in a prepared statement), ignoring ASCII case on
     * both (SQLite's LIKE does; PostgreSQL needs ILIKE).
     */
    like: (value: SQL | unknown, pattern: string | Placeholder): SQL =>
      pg ? sql`${value} ilike ${pattern} escape '\\'` : sql`${value} like ${pattern} escape '\\'`,
  };
}

/** The row an `insert … returning()` (or an update of a row known to exist) answers. */
export function single<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected one row, got none');
  return row;
}

/** True for an insert or update refused by a unique index, on either database (drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') return true;
  }
  return false;
}
