import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, isPg } from '../../db/client';
import { openTransaction } from './transaction';

const caches = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement built and prepared once per database handle, then reused: `build` makes a Drizzle
 * query with `sql.placeholder(...)` for its values and calls `.prepare()`; the caller runs it with
 * `.all({...})`, `.get({...})` or `.run({...})`. Drizzle then neither rebuilds the SQL nor asks the
 * driver to prepare it again on every call. `key` names the statement's shape (include whatever
 * changes the SQL text, such as which filters are present). Only the hot read paths use this; see
 * docs/decisions/0011-speed.md.
 */
export function prepared<T>(db: Db, key: string, build: () => T): T {
  // PostgreSQL: a statement built inside a transaction belongs to its connection (which goes back to
  // the pool at COMMIT); build it afresh there, and cache only the pool's.
  if (isPg(db) && openTransaction(db)) return build();
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build();
    cache.set(key, statement);
  }
  return statement;
}

/**
 * `column IN (the list bound to placeholder "name")`: a list of any length is one bound value, so the
 * statement stays prepared whatever the length. Bind it with `listParam(values)`. (The value is a JSON
 * array: SQLite reads it with json_each, PostgreSQL with jsonb_array_elements_text.)
 */
export const inList = (db: Db, column: SQLWrapper, name: string): SQL =>
  isPg(db)
    ? sql`${column} in (select jsonb_array_elements_text(${sql.placeholder(name)}::jsonb))`
    : sql`${column} in (select value from json_each(${sql.placeholder(name)}))`;

/** The bound value of an `inList` placeholder. */
export const listParam = (values: readonly string[]): string => JSON.stringify(values);
