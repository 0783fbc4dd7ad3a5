import { AsyncLocalStorage } from 'node:async_hooks';
import { type Db, isPg, type PgDb } from '../../db/client';

type PgTx = Parameters<Parameters<PgDb['transaction']>[0]>[0];

interface Open {
  db: Db;
  /** PostgreSQL: the transaction's own connection, which every query inside it must use. */
  tx?: PgTx;
  after: (() => void)[];
}

const ambient = new AsyncLocalStorage<Open>();
/**
 * Transactions open (or waiting for their turn) in this process. On Node 20 and 22 an
 * AsyncLocalStorage that has been used keeps async_hooks on for every promise and tick the process
 * makes, which cost a read of the API about a fifth of its time: the storage is switched off again
 * whenever no transaction is open, so requests that write nothing pay nothing for it.
 */
let opened = 0;
/** SQLite: one connection, one transaction at a time: where the next transaction waits its turn. */
const queues = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `fn` in one transaction: everything written inside it, by any repository or port (a
 * notification, a counter), is committed together or not at all. Calls inside an open transaction
 * join it. `fn` does database work only (no network, no files). On SQLite the one connection is
 * held from BEGIN IMMEDIATE to COMMIT and the next transaction waits for it; on PostgreSQL the
 * transaction takes a connection of its own from the pool and runs beside the others (READ
 * COMMITTED), so guarantees rest on checks in the SQL itself. See docs/decisions/0008 and 0013.
 */
export async function transaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (ambient.getStore()?.db === db) return fn();
  const open: Open = { db, after: [] };
  opened += 1;
  let result: T;
  try {
    result = isPg(db)
      ? await db.transaction((tx) => {
          open.tx = tx;
          return ambient.run(open, fn);
        })
      : await inSqliteTransaction(db, open, fn);
  } finally {
    opened -= 1;
    // Nothing outside a transaction reads the storage: off until the next one runs (`run` turns it on).
    if (opened === 0) ambient.disable();
  }
  for (const callback of open.after) callback();
  return result;
}

async function inSqliteTransaction<T>(db: Db, open: Open, fn: () => Promise<T>): Promise<T> {
  const client = (db as Exclude<Db, PgDb>).$client;
  const previous = queues.get(client) ?? Promise.resolve();
  let release!: () => void;
  const turn = new Promise<void>((resolve) => {
    release = resolve;
  });
  queues.set(
    client,
    previous.then(() => turn),
  );
  await previous;
  try {
    return await ambient.run(open, async () => {
      client.exec('BEGIN IMMEDIATE');
      try {
        const value = await fn();
        client.exec('COMMIT');
        return value;
      } catch (error) {
        if (client.inTransaction) client.exec('ROLLBACK');
        throw error;
      }
    });
  } finally {
    release();
  }
}

/** Runs `callback` once the open transaction commits (never if it rolls back); at once outside one. */
export function afterCommit(callback: () => void): void {
  const open = ambient.getStore();
  if (open) open.after.push(callback);
  else callback();
}

/**
 * The PostgreSQL transaction open on `db` in this async context, if any: server/lib/db.ts
 * `handle(db)` sends queries through it. SQLite has one connection, so it needs none.
 */
export function openTransaction(db: Db): PgTx | undefined {
  const open = ambient.getStore();
  return open?.db === db ? open.tx : undefined;
}
