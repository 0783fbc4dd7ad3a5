import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../db/client';

interface Open {
  db: Db;
  after: (() => void)[];
}

const ambient = new AsyncLocalStorage<Open>();
/** One connection, one transaction at a time: where the next transaction waits its turn. */
const queues = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `fn` in one transaction: everything written inside it, by any repository or port (a
 * notification, a counter), is committed together or not at all. Calls inside an open transaction
 * join it. `fn` does database work only (no network, no files): on SQLite the one connection is
 * held from BEGIN IMMEDIATE to COMMIT and the next transaction waits for it. See
 * docs/decisions/0008-async-repositories.md for how PostgreSQL keeps the same guarantees.
 */
export async function transaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (ambient.getStore()?.db === db) return fn();
  const client = db.$client;
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
  const open: Open = { db, after: [] };
  try {
    const result = await ambient.run(open, async () => {
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
    for (const callback of open.after) callback();
    return result;
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
