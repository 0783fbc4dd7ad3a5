import { eq, ne } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { handle } from './db';

type Salts = SQLiteTable & { day: SQLiteColumn; salt: SQLiteColumn };
type Marks = SQLiteTable & { day: SQLiteColumn };

/**
 * The salt of `day` in `salts` (a repository's table from `tables(db)`), made once with `fresh()`;
 * the salts and `marks` of every other day are deleted with it, so old hashes cannot be recomputed.
 * Instances that start a day at the same moment agree: the day is a unique key and the first salt
 * stored is the one everyone reads back. Used by the daily counters (article views, gig and team visits).
 */
export async function saltOfDay(
  db: Db,
  tables: { salts: Salts; marks: Marks },
  day: string,
  fresh: () => string,
): Promise<string> {
  const q = handle(db);
  const { salts, marks } = tables;
  const stored = async () =>
    (await q.select({ salt: salts.salt }).from(salts).where(eq(salts.day, day)).limit(1))[0]?.salt as
      | string
      | undefined;
  const found = await stored();
  if (found) return found;
  await q.delete(salts).where(ne(salts.day, day));
  await q.delete(marks).where(ne(marks.day, day));
  await q
    .insert(salts)
    .values({ day, salt: fresh() } as Salts['$inferInsert'])
    .onConflictDoNothing();
  const salt = await stored();
  if (salt === undefined) throw new Error(`no salt stored for ${day}`);
  return salt;
}
