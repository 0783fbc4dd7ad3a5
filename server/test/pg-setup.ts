import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { closeDb, migrateDb, openDb } from '../../db/client';
import { admin, dropDatabase, withDatabase } from './pg-admin';

/**
 * Vitest global set-up. With GUILD_TEST_DB=pg it makes one migrated template database on the
 * PostgreSQL server TEST_DATABASE_URL names (.ci/run starts one), from which each test copies a
 * fresh database of its own (server/test/databases.ts), and drops it at the end.
 */
export default async function setup(project: TestProject) {
  if (process.env.GUILD_TEST_DB !== 'pg') {
    project.provide('pg', null);
    return;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'GUILD_TEST_DB=pg needs TEST_DATABASE_URL (a postgres:// URL of a role that may CREATE DATABASE)',
    );
  const template = `guild_tpl_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE "${template}"`);
  const db = openDb(withDatabase(adminUrl, template));
  await migrateDb(db);
  await closeDb(db);
  project.provide('pg', { adminUrl, template });
  return async () => {
    await dropDatabase(adminUrl, template);
  };
}
