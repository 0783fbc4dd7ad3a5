import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { StatsSource } from '../../../contracts/stats';
import type { Db } from '../../../db/client';
import { type CodingStatsRow, codingStats, socialLinks, users } from '../../../db/schema';

type Patch = Partial<typeof codingStats.$inferInsert>;

/** The only place the stats module touches Drizzle. */
export function createStatsRepo(db: Db) {
  const key = (userId: string, source: StatsSource) =>
    and(eq(codingStats.userId, userId), eq(codingStats.source, source));
  return {
    userExists: (userId: string) =>
      db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get() !== undefined,

    get: (userId: string, source: StatsSource) =>
      db.select().from(codingStats).where(key(userId, source)).get(),

    /** The GitHub and LeetCode links, of one user or of everyone. */
    statsLinks: (userId?: string) =>
      db
        .select({ userId: socialLinks.userId, name: socialLinks.name, url: socialLinks.url })
        .from(socialLinks)
        .where(
          and(
            inArray(socialLinks.name, ['github', 'leetcode']),
            userId ? eq(socialLinks.userId, userId) : undefined,
          ),
        )
        .all(),

    rowsOf: (userId?: string) =>
      db
        .select()
        .from(codingStats)
        .where(userId ? eq(codingStats.userId, userId) : undefined)
        .all(),

    /** A new username starts over: nothing imported yet. */
    reset(userId: string, source: StatsSource, username: string) {
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

    remove: (userId: string, source: StatsSource) => db.delete(codingStats).where(key(userId, source)).run(),

    update: (userId: string, source: StatsSource, patch: Patch) =>
      db.update(codingStats).set(patch).where(key(userId, source)).run(),

    /** Rows to import now: not demo data, never imported or out of date, and not waiting out a limit. */
    due(nowIso: string, limit: number, userId?: string): CodingStatsRow[] {
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
    pin(row: typeof codingStats.$inferInsert) {
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
