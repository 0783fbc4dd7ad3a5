import { closeDb } from '../db/client';
import { envOrExit, openDatabase } from '../server/main';
import { prepareDemo } from './demo';

// `npm run migrate`: the one step a deployment of several instances runs before it starts them (with
// MIGRATE_ON_START=false): migrates the database, then loads demo data into a new one (SEED=demo,
// outside production), copying its files into the S3 bucket when S3_* is set.
const env = envOrExit();
const db = await openDatabase(env, { migrate: true });
console.log('The database is migrated.');
await prepareDemo(db, env);
await closeDb(db);
