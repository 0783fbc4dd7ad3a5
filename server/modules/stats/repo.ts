import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { StatsSource } from '../../../contracts/stats';
import type { Db } from '../../../db/client';
import type { CodingStatsRow, codingStats } from '../../../db/schema';
import { handle, tables } from '../../lib/db';

type Patch = Partial<typeof codingStats.$inferInsert>;

/** The only place the stats module touches Drizzle: the cache of imports (`coding_stats`). */
export function createStatsRepo(db: Db) {
  const q = handle(db);
  const { codingStats } = tables(db);
  const key = (userId: string, source: StatsSource) =>
    and(eq(codingStats.userId, userId), eq(codingStats.source, source));
  return {
    async get(userId: string, source: StatsSource): Promise<CodingStatsRow | undefined> {
      return (await q.select().from(codingStats).where(key(userId, source)).limit(1))[0];
    },

    async rowsOf(userId?: string): Promise<CodingStatsRow[]> {
      return q
        .select()
        .from(codingStats)
        .where(userId ? eq(codingStats.userId, userId) : undefined);
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
      await q
        .insert(codingStats)
        .values({ userId, source, ...fresh })
        .onConflictDoUpdate({ target: [codingStats.userId, codingStats.source], set: fresh });
    },

    async remove(userId: string, source: StatsSource): Promise<void> {
      await q.delete(codingStats).where(key(userId, source));
    },

    async update(userId: string, source: StatsSource, patch: Patch): Promise<void> {
      await q.update(codingStats).set(patch).where(key(userId, source));
    },

    /** Rows to import now: not demo data, never imported or out of date, and not waiting out a limit. */
    async due(nowIso: string, limit: number, userId?: string): Promise<CodingStatsRow[]> {
      return q
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
        .limit(limit);
    },

    /** Demo data: a finished import that is never refreshed. */
    async pin(row: typeof codingStats.$inferInsert): Promise<void> {
      await q
        .insert(codingStats)
        .values({ ...row, pinned: true })
        .onConflictDoUpdate({
          target: [codingStats.userId, codingStats.source],
          set: { ...row, pinned: true },
        });
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
