import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { asyncHooksOn } from '../test/async-hooks';
import { freshDatabase } from '../test/databases';
import { meta, testDialect } from '../test/tables';
import { handle, rawRows } from './db';
import { afterCommit, transaction } from './transaction';

let dir: string;
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'guild-tx-'));
  ({ db, drop } = await freshDatabase(dir));
});
afterAll(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

const q = () => handle(db);
const read = async (key: string) => (await q().select().from(meta).where(eq(meta.key, key)))[0]?.value;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('transaction', () => {
  it('commits everything written inside, and runs afterCommit callbacks after the commit', async () => {
    const seen: Promise<string | undefined>[] = [];
    await transaction(db, async () => {
      await q().insert(meta).values({ key: 'a', value: '1' });
      afterCommit(() => seen.push(read('a')));
      await tick();
      await q().insert(meta).values({ key: 'b', value: '2' });
    });
    expect([await read('a'), await read('b')]).toEqual(['1', '2']);
    expect(await Promise.all(seen)).toEqual(['1']);
  });

  it('rolls everything back when the callback throws, and skips afterCommit', async () => {
    const seen: string[] = [];
    await expect(
      transaction(db, async () => {
        await q().insert(meta).values({ key: 'c', value: '1' });
        afterCommit(() => seen.push('committed'));
        await tick();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await read('c')).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('joins an open transaction when nested', async () => {
    await expect(
      transaction(db, async () => {
        await transaction(db, async () => {
          await q().insert(meta).values({ key: 'd', value: '1' });
        });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await read('d')).toBeUndefined();
  });

  it.runIf(testDialect === 'sqlite')(
    'on SQLite runs concurrent transactions one after another, so read-then-write never loses an update',
    async () => {
      await q().insert(meta).values({ key: 'counter', value: '0' });
      await Promise.all(
        Array.from({ length: 50 }, () =>
          transaction(db, async () => {
            const now = Number(await read('counter'));
            await tick();
            await q()
              .update(meta)
              .set({ value: String(now + 1) })
              .where(eq(meta.key, 'counter'));
          }),
        ),
      );
      expect(await read('counter')).toBe('50');
    },
  );

  it('runs transactions side by side without losing a single-statement counter update', async () => {
    await q().insert(meta).values({ key: 'hits', value: '0' });
    await Promise.all(
      Array.from({ length: 50 }, () =>
        transaction(db, async () => {
          await tick();
          await q()
            .update(meta)
            .set({ value: sql`cast(cast(${meta.value} as integer) + 1 as text)` })
            .where(eq(meta.key, 'hits'));
        }),
      ),
    );
    expect(await read('hits')).toBe('50');
  });

  it('outside a transaction, afterCommit runs at once', async () => {
    let ran = false;
    afterCommit(() => {
      ran = true;
    });
    expect(ran).toBe(true);
    expect(Number((await rawRows<{ n: number }>(db, sql`select 1 as n`))[0]?.n)).toBe(1);
  });

  it('while one is still open, keeps its context after another ends; once none is open, leaves no async hook on', async () => {
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const order: string[] = [];
    const first = transaction(db, async () => {
      await firstMayEnd;
      await q().insert(meta).values({ key: 'first', value: '1' });
    });
    const second = transaction(db, async () => {
      await tick();
      afterCommit(() => order.push('second committed'));
      // Joins the open transaction (on SQLite a second one would wait for this one: forever).
      await transaction(db, async () => {
        await q().insert(meta).values({ key: 'second', value: '2' });
      });
      await tick();
      order.push('second done');
    });
    await tick();
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['second done', 'second committed']);
    expect(await asyncHooksOn()).toBe(false);
  });

  it('never lends an open transaction to work that began outside one, while the storage was off', async () => {
    let go!: () => void;
    const started = new Promise<void>((resolve) => {
      go = resolve;
    });
    const outside = Array.from({ length: 20 }, async () => {
      await started;
      for (let i = 0; i < 5; i++) {
        await tick();
        let ranAtOnce = false;
        afterCommit(() => {
          ranAtOnce = true;
        });
        if (!ranAtOnce) return 'joined the transaction';
      }
      return 'outside';
    });
    const inside = transaction(db, async () => {
      go();
      for (let i = 0; i < 10; i++) await tick();
    });
    expect(await Promise.all(outside)).toEqual(Array(20).fill('outside'));
    await inside;
  });
});
