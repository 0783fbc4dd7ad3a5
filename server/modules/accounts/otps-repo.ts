import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { otps } from '../../../db/schema';
import { changed, handle, tables } from '../../lib/db';
import { transaction } from '../../lib/transaction';

type OtpRow = typeof otps.$inferSelect;

/** The only place the accounts module touches Drizzle for one-time codes. */
export function createOtpsRepo(db: Db) {
  const q = handle(db);
  const { otps } = tables(db);
  const unspent = (userId: string, purpose: string) =>
    and(eq(otps.userId, userId), eq(otps.purpose, purpose), isNull(otps.usedAt));

  return {
    transaction: <T>(fn: () => Promise<T>) => transaction(db, fn),

    /** The newest unspent code of this purpose (even if expired). */
    async latest(userId: string, purpose: string): Promise<OtpRow | undefined> {
      return (
        await q.select().from(otps).where(unspent(userId, purpose)).orderBy(desc(otps.createdAt)).limit(1)
      )[0];
    },
    /** When the last code of this purpose was sent, spent or not. */
    async lastCreatedAt(userId: string, purpose: string): Promise<string | null> {
      const row = (
        await q
          .select({ createdAt: otps.createdAt })
          .from(otps)
          .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose)))
          .orderBy(desc(otps.createdAt))
          .limit(1)
      )[0];
      return row?.createdAt ?? null;
    },
    async insert(row: typeof otps.$inferInsert): Promise<void> {
      await q.insert(otps).values(row);
    },
    /** Spends every unspent code of this purpose. */
    async spendAll(userId: string, purpose: string, now: string): Promise<void> {
      await q.update(otps).set({ usedAt: now }).where(unspent(userId, purpose));
    },
    /**
     * Spends one code: true for the one call that marks it used (the check is in the UPDATE, so a
     * code cannot be spent twice, even by two requests at once).
     */
    async spend(id: string, now: string): Promise<boolean> {
      return (
        changed(
          await q
            .update(otps)
            .set({ usedAt: now })
            .where(and(eq(otps.id, id), isNull(otps.usedAt))),
        ) === 1
      );
    },
    /** Counts a wrong try on an unspent code that has tries left; answers the new count, or null. */
    async countWrongTry(id: string, maxAttempts: number): Promise<number | null> {
      const row = (
        await q
          .update(otps)
          .set({ attempts: sql`${otps.attempts} + 1` })
          .where(and(eq(otps.id, id), isNull(otps.usedAt), lt(otps.attempts, maxAttempts)))
          .returning({ attempts: otps.attempts })
      )[0];
      return row?.attempts ?? null;
    },
  };
}

export type OtpsRepo = ReturnType<typeof createOtpsRepo>;
