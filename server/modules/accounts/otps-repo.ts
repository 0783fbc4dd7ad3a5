import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { otps } from '../../../db/schema';
import { transaction } from '../../lib/transaction';

type OtpRow = typeof otps.$inferSelect;

/** The only place the accounts module touches Drizzle for one-time codes. */
export function createOtpsRepo(db: Db) {
  const unspent = (userId: string, purpose: string) =>
    and(eq(otps.userId, userId), eq(otps.purpose, purpose), isNull(otps.usedAt));

  return {
    transaction: <T>(fn: () => Promise<T>) => transaction(db, fn),

    /** The newest unspent code of this purpose (even if expired). */
    async latest(userId: string, purpose: string): Promise<OtpRow | undefined> {
      return db.select().from(otps).where(unspent(userId, purpose)).orderBy(desc(otps.createdAt)).get();
    },
    /** When the last code of this purpose was sent, spent or not. */
    async lastCreatedAt(userId: string, purpose: string): Promise<string | null> {
      const row = db
        .select({ createdAt: otps.createdAt })
        .from(otps)
        .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose)))
        .orderBy(desc(otps.createdAt))
        .get();
      return row?.createdAt ?? null;
    },
    async insert(row: typeof otps.$inferInsert): Promise<void> {
      db.insert(otps).values(row).run();
    },
    /** Spends every unspent code of this purpose. */
    async spendAll(userId: string, purpose: string, now: string): Promise<void> {
      db.update(otps).set({ usedAt: now }).where(unspent(userId, purpose)).run();
    },
    /**
     * Spends one code: true for the one call that marks it used (the check is in the UPDATE, so a
     * code cannot be spent twice, even by two requests at once).
     */
    async spend(id: string, now: string): Promise<boolean> {
      return (
        db
          .update(otps)
          .set({ usedAt: now })
          .where(and(eq(otps.id, id), isNull(otps.usedAt)))
          .run().changes === 1
      );
    },
    /** Counts a wrong try on an unspent code that has tries left; answers the new count, or null. */
    async countWrongTry(id: string, maxAttempts: number): Promise<number | null> {
      const row = db
        .update(otps)
        .set({ attempts: sqlIncrement })
        .where(and(eq(otps.id, id), isNull(otps.usedAt), lt(otps.attempts, maxAttempts)))
        .returning({ attempts: otps.attempts })
        .get();
      return row?.attempts ?? null;
    },
  };
}

const sqlIncrement = sql`${otps.attempts} + 1`;

export type OtpsRepo = ReturnType<typeof createOtpsRepo>;
