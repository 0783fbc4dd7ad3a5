import { is, Table } from 'drizzle-orm';
import { getTableConfig as pgConfig } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as sqlite from './schema';
import * as pg from './schema-pg';

// db/schema (SQLite) and db/schema-pg (PostgreSQL) must describe the same database: this fails
// when one changes without the other. Types are compared across dialects by what JavaScript sees.

/** SQLite column type → the PostgreSQL type that holds the same values. */
const SAME_TYPE: Record<string, string> = {
  SQLiteText: 'PgText',
  SQLiteInteger: 'PgInteger',
  SQLiteBoolean: 'PgBoolean',
  SQLiteReal: 'PgDoublePrecision',
};

/**
 * Where the two differ on purpose. SQLite keeps article view marks as a log appended by rowid (one
 * process or one machine's instances, which take turns under SQLite's write lock); PostgreSQL keeps
 * their unique key, the one thing instances on many machines agree on (db/schema/publication.ts).
 */
const PG_ONLY_PRIMARY_KEYS: Record<string, string[][]> = {
  articleViewMarks: [['day', 'reader_hash', 'slug']],
};

type Config = ReturnType<typeof sqliteConfig> | ReturnType<typeof pgConfig>;

function shape(config: Config, mapType: (t: string) => string) {
  const cols = (list: { name: string }[]) => list.map((c) => c.name).sort();
  return {
    name: config.name,
    columns: Object.fromEntries(
      config.columns.map((c) => [
        c.name,
        {
          type: mapType(c.columnType),
          notNull: c.notNull,
          primary: c.primary,
          unique: c.isUnique,
          hasDefault: c.hasDefault,
        },
      ]),
    ),
    primaryKeys: config.primaryKeys.map((k) => cols(k.columns)).sort(),
    indexes: config.indexes
      .map((i) => ({
        name: i.config.name,
        unique: Boolean(i.config.unique),
        on: (i.config.columns as { name: string }[]).map((c) => c.name),
      }))
      .sort((a, b) => String(a.name).localeCompare(String(b.name))),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const r = fk.reference();
        return {
          columns: cols(r.columns),
          foreignTable: (r.foreignTable as unknown as { [k: symbol]: string })[Symbol.for('drizzle:Name')],
          foreignColumns: cols(r.foreignColumns),
          onDelete: fk.onDelete ?? 'no action',
        };
      })
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
  };
}

const tablesOf = (schema: Record<string, unknown>) =>
  Object.entries(schema).filter(([, v]) => is(v, Table)) as [string, Table][];

describe('the SQLite and PostgreSQL schemas', () => {
  it('have the same tables under the same export names', () => {
    expect(
      tablesOf(pg)
        .map(([k]) => k)
        .sort(),
    ).toEqual(
      tablesOf(sqlite)
        .map(([k]) => k)
        .sort(),
    );
  });

  it.each(tablesOf(sqlite).map(([k]) => k))('%s has the same columns, types, keys and indexes', (key) => {
    const left = shape(
      sqliteConfig((sqlite as Record<string, unknown>)[key] as never),
      (t) => SAME_TYPE[t] ?? t,
    );
    const right = shape(pgConfig((pg as Record<string, unknown>)[key] as never), (t) => t);
    expect(right).toEqual({
      ...left,
      primaryKeys: [...left.primaryKeys, ...(PG_ONLY_PRIMARY_KEYS[key] ?? [])],
    });
  });
});
