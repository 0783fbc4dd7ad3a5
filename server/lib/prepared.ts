import type { Statement } from 'better-sqlite3';
import { Column, is, Param, Placeholder, type SQL, type SQLWrapper, SQL as SqlChunk, sql } from 'drizzle-orm';
import { type Db, isPg } from '../../db/client';
import { openTransaction } from './transaction';

/** Per database handle: its dialect (asked once: Drizzle's `is` walks prototypes) and its statements. */
const caches = new WeakMap<object, { pg: boolean; statements: Map<string, unknown> }>();

/**
 * A statement built and prepared once per database handle, then reused: `build` makes a Drizzle
 * query with `sql.placeholder(...)` for its values and calls `.prepare()`; the caller runs it with
 * `.all({...})`, `.get({...})` or `.run({...})`. Drizzle then neither rebuilds the SQL nor asks the
 * driver to prepare it again on every call. `key` names the statement's shape (include whatever
 * changes the SQL text, such as which filters are present). Only the hot read paths use this; see
 * docs/decisions/0011-speed.md.
 */
export function prepared<T>(db: Db, key: string, build: () => T): T {
  let cache = caches.get(db);
  if (!cache) {
    cache = { pg: isPg(db), statements: new Map() };
    caches.set(db, cache);
  }
  // PostgreSQL: a statement built inside a transaction belongs to its connection (which goes back to
  // the pool at COMMIT); build it afresh there, and cache only the pool's.
  if (cache.pg && openTransaction(db)) return build();
  let statement = cache.statements.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build();
    if (!cache.pg) statement = readsRowsDirectly(statement);
    cache.statements.set(key, statement);
  }
  return statement;
}

/** What `readsRowsDirectly` reads of Drizzle's better-sqlite3 prepared query (its own fields). */
interface DrizzleSqliteQuery {
  stmt?: Statement;
  executeMethod?: string;
  query?: { params: unknown[] };
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: unknown;
  joinsNotNullableMap?: Record<string, boolean>;
}

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
/** An SQL expression or aliased field: how Drizzle decodes its value (internal to Drizzle). */
type Decoded = { decoder: Decoder };
const identity = (value: unknown) => value;
const sameValue = Column.prototype.mapFromDriverValue;
const noDecoding = (sql`` as unknown as Decoded).decoder.mapFromDriverValue;

/**
 * A prepared select whose `execute` reads its rows itself: it binds the values, runs the statement
 * in raw mode and turns each row into the object Drizzle would give, with a mapping worked out once
 * here (the key path and decoder of each column) instead of per value on every call. Drizzle's own
 * mapping looks up each field's kind and walks its path for every value of every row, which was the
 * largest share of a list's time after SQLite itself. Other statements (inserts, updates, `get`,
 * custom mappers, left joins, nested selections) are left as they are, as is PostgreSQL.
 */
function readsRowsDirectly<T>(statement: T): T {
  const q = statement as DrizzleSqliteQuery;
  const { stmt, fields, joinsNotNullableMap } = q;
  if (!stmt || !fields || !q.query || q.executeMethod !== 'all' || q.customResultMapper) return statement;
  // A left join may nullify a joined table's object; an inner join never does.
  if (joinsNotNullableMap && Object.values(joinsNotNullableMap).some((notNull) => !notNull)) return statement;
  if (fields.some(({ path }) => path.length > 2)) return statement;

  const binders = q.query.params.map((p): ((values: Record<string, unknown>) => unknown) => {
    const placeholder = is(p, Placeholder) ? p : is(p, Param) && is(p.value, Placeholder) ? p.value : null;
    if (!placeholder) return () => p;
    const encode = is(p, Param) ? (v: unknown) => p.encoder.mapToDriverValue(v) : identity;
    return (values) => {
      if (!(placeholder.name in values))
        throw new Error(`No value for placeholder "${placeholder.name}" was provided`);
      return encode(values[placeholder.name]);
    };
  });
  const top = fields.map(({ path }) => path[0]!);
  const inner = fields.map(({ path }) => path[1]);
  const decoders = fields.map(({ field }) => {
    const decoder = is(field, Column)
      ? field
      : (is(field, SqlChunk) ? (field as unknown as Decoded) : (field as { sql: Decoded }).sql).decoder;
    const map = decoder.mapFromDriverValue;
    return map === sameValue || map === noDecoding ? null : (value: unknown) => map.call(decoder, value);
  });
  const width = fields.length;
  const toObject = (row: unknown[]) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < width; i++) {
      const raw = row[i];
      const decode = decoders[i];
      const value = raw === null ? null : decode ? decode(raw) : raw;
      const name = top[i]!;
      const key = inner[i];
      if (key === undefined) out[name] = value;
      else {
        const nested = (out[name] ?? {}) as Record<string, unknown>;
        nested[key] = value;
        out[name] = nested;
      }
    }
    return out;
  };
  const rows = (values: Record<string, unknown> = {}) => {
    const bound = binders.map((bind) => bind(values));
    return (stmt.raw(true).all(...bound) as unknown[][]).map(toObject);
  };
  const fast = Object.create(statement as object) as Record<string, unknown>;
  fast.all = rows;
  fast.execute = (values?: Record<string, unknown>) => {
    try {
      return Promise.resolve(rows(values));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return fast as T;
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
