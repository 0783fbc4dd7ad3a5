import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { StatsSource } from '../../../contracts/stats';
import type { Db } from '../../../db/client';
import { type CodingStatsRow, codingStats } from '../../../db/schema';

type Patch = Partial<typeof codingStats.$inferInsert>;

/** The only place the stats module touches Drizzle: the cache of imports (`coding_stats`). */
export function createStatsRepo(db: Db) {
  const key = (userId: string, source: StatsSource) =>
    and(eq(codingStats.userId, userId), eq(codingStats.source, source));
  return {
    async get(userId: string, source: StatsSource): Promise<CodingStatsRow | undefined> {
      return db.select().from(codingStats).where(key(userId, source)).get();
    },

    async rowsOf(userId?: string): Promise<CodingStatsRow[]> {
      return db
        .select()
        .from(codingStats)
        .where(userId ? eq(codingStats.userId, userId) : undefined)
        .all();
    },

    /** A new username starts over: nothing imported yet. */
    async reset(userId: string, source: StatsSource, username: string): Promise<void> {
      const fresh = {
        username,
        status: 'pending' as const,
        data: null,
        etags: null,
        error: null,
        fetchedAt: null,
        expiresAt: null,
        nextAttemptAt: null,
        pinned: false,
      };
      db.insert(codingStats)
        .values({ userId, source, ...fresh })
        .onConflictDoUpdate({ target: [codingStats.userId, codingStats.source], set: fresh })
        .run();
    },

    async remove(userId: string, source: StatsSource): Promise<void> {
      db.delete(codingStats).where(key(userId, source)).run();
    },

    async update(userId: string, source: StatsSource, patch: Patch): Promise<void> {
      db.update(codingStats).set(patch).where(key(userId, source)).run();
    },

    /** Rows to import now: not demo data, never imported or out of date, and not waiting out a limit. */
    async due(nowIso: string, limit: number, userId?: string): Promise<CodingStatsRow[]> {
      return db
        .select()
        .from(codingStats)
        .where(
          and(
            eq(codingStats.pinned, false),
            userId ? eq(codingStats.userId, userId) : undefined,
            or(
              eq(codingStats.status, 'pending'),
              isNull(codingStats.expiresAt),
              lte(codingStats.expiresAt, nowIso),
            ),
            or(isNull(codingStats.nextAttemptAt), lte(codingStats.nextAttemptAt, nowIso)),
          ),
        )
        .limit(limit)
        .all();
    },

    /** Demo data: a finished import that is never refreshed. */
    async pin(row: typeof codingStats.$inferInsert): Promise<void> {
      db.insert(codingStats)
        .values({ ...row, pinned: true })
        .onConflictDoUpdate({
          target: [codingStats.userId, codingStats.source],
          set: { ...row, pinned: true },
        })
        .run();
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
