import { randomBytes } from 'node:crypto';
import { getTableName, is, Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sqlite from './schema';

// The PostgreSQL migrations (db/migrations-pg) applied to a real server give the same tables and
// columns as the SQLite schema. The server is the one CI starts (`TEST_DATABASE_URL`, see .ci/run);
// a fresh database is made for the run and dropped after it.
const url = process.env.TEST_DATABASE_URL;
if (!url && process.env.CI)
  throw new Error('TEST_DATABASE_URL is not set: .ci/run starts PostgreSQL and sets it');

const migrationsFolder = new URL('./migrations-pg', import.meta.url).pathname;
const name = `guild_migrations_${randomBytes(4).toString('hex')}`;

describe.skipIf(!url)('PostgreSQL migrations', () => {
  let admin: pg.Client;
  let pool: pg.Pool;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url as string);
    target.pathname = `/${name}`;
    pool = new pg.Pool({ connectionString: target.toString(), max: 2 });
  });

  afterAll(async () => {
    await pool?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin?.end();
  });

  it('apply from scratch, twice without harm, and give every SQLite table with the same columns', async () => {
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder });
    await migrate(db, { migrationsFolder });

    const { rows } = await pool.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const columns = new Map<string, string[]>();
    for (const r of rows) columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name]);

    const expected = new Map<string, string[]>();
    for (const value of Object.values(sqlite)) {
      if (!is(value, Table)) continue;
      const cols = getTableConfig(value as SQLiteTable).columns.map((c) => c.name);
      expected.set(getTableName(value), cols.sort());
    }
    expect([...columns.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [table, cols] of expected)
      expect([table, (columns.get(table) ?? []).sort()]).toEqual([table, cols]);
  });
});
