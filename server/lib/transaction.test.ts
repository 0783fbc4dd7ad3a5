import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateDb, openDb } from '../../db/client';
import { meta } from '../../db/schema';
import { afterCommit, transaction } from './transaction';

let dir: string;
let db: Db;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'guild-tx-'));
  db = openDb(join(dir, 'tx.db'));
  migrateDb(db);
});
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const read = (key: string) => db.select().from(meta).where(eq(meta.key, key)).get()?.value;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('transaction', () => {
  it('commits everything written inside, and runs afterCommit callbacks after the commit', async () => {
    const seen: (string | undefined)[] = [];
    await transaction(db, async () => {
      db.insert(meta).values({ key: 'a', value: '1' }).run();
      afterCommit(() => seen.push(read('a')));
      await tick();
      db.insert(meta).values({ key: 'b', value: '2' }).run();
    });
    expect([read('a'), read('b')]).toEqual(['1', '2']);
    expect(seen).toEqual(['1']);
  });

  it('rolls everything back when the callback throws, and skips afterCommit', async () => {
    const seen: string[] = [];
    await expect(
      transaction(db, async () => {
        db.insert(meta).values({ key: 'c', value: '1' }).run();
        afterCommit(() => seen.push('committed'));
        await tick();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(read('c')).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('joins an open transaction when nested', async () => {
    await expect(
      transaction(db, async () => {
        await transaction(db, async () => {
          db.insert(meta).values({ key: 'd', value: '1' }).run();
        });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(read('d')).toBeUndefined();
  });

  it('runs concurrent transactions one after another, so read-then-write never loses an update', async () => {
    db.insert(meta).values({ key: 'counter', value: '0' }).run();
    await Promise.all(
      Array.from({ length: 50 }, () =>
        transaction(db, async () => {
          const now = Number(read('counter'));
          await tick();
          db.update(meta)
            .set({ value: String(now + 1) })
            .where(eq(meta.key, 'counter'))
            .run();
        }),
      ),
    );
    expect(read('counter')).toBe('50');
  });

  it('outside a transaction, afterCommit runs at once', () => {
    let ran = false;
    afterCommit(() => {
      ran = true;
    });
    expect(ran).toBe(true);
    expect(db.get<{ n: number }>(sql`select 1 as n`)?.n).toBe(1);
  });
});
