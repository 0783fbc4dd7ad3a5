import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { closeDb, type Db, migrateDb, openDb } from '../db/client';
import { loadEnv } from '../server/env';
import { handle, tables } from '../server/lib/db';
import { seedAccounts } from './seed/accounts';
import { seedChat } from './seed/chat';
import { seedGigs } from './seed/gigs';
import { seedHiring } from './seed/hiring';
import { seedProducts } from './seed/products';
import { seedProfiles } from './seed/profiles';
import { seedPublication } from './seed/publication';
import { seedTeams } from './seed/teams';

/**
 * Fills a database with demo data once; answers whether it did. Each module adds its step here.
 * Demo files are written under `dataDir`/uploads (DATA_DIR), whichever database holds the rows.
 */
export async function seedDemo(db: Db, dataDir: string): Promise<boolean> {
  const q = handle(db);
  const { meta } = tables(db);
  if ((await q.select().from(meta).where(eq(meta.key, 'seeded_at')).limit(1))[0]) return false;
  // Each module adds one step here, in dependency order, and may use what earlier steps made.
  const accounts = await seedAccounts(db);
  const people = await seedProfiles(db, accounts, dataDir);
  void accounts;
  await seedGigs(db, accounts, dataDir);
  await seedTeams(db, accounts);
  await seedHiring(db, accounts);
  await seedProducts(db, accounts, dataDir);
  await seedChat(db, accounts, people);
  await seedPublication(db);
  await q.insert(meta).values({ key: 'seeded_at', value: new Date().toISOString() });
  return true;
}

// `npm run seed`: seed the configured database if it has not been seeded yet.
if (import.meta.url === `file://${process.argv[1]}`) {
  const env = loadEnv();
  const db = openDb(env.databaseUrl ?? join(env.dataDir, 'guild.db'));
  await migrateDb(db);
  console.log(
    (await seedDemo(db, env.dataDir)) ? 'Demo data loaded.' : 'This database already has demo data.',
  );
  await closeDb(db);
}
