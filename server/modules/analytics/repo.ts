import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { analyticsSalts, articleViewMarks, articleViews } from '../../../db/schema';
import { transaction } from '../../lib/transaction';

/** The only place the analytics module touches Drizzle. */
export function createAnalyticsRepo(db: Db) {
  return {
    /** Runs `fn` in one transaction, so a view is marked and counted together or not at all. */
    transaction: <T>(fn: () => Promise<T>): Promise<T> => transaction(db, fn),

    /** The salt of `day`, made once; every other day's salt and marks are deleted with it. */
    async saltFor(day: string, fresh: () => string): Promise<string> {
      const found = db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day)).get();
      if (found) return found.salt;
      db.delete(analyticsSalts).where(ne(analyticsSalts.day, day)).run();
      db.delete(articleViewMarks).where(ne(articleViewMarks.day, day)).run();
      db.insert(analyticsSalts).values({ day, salt: fresh() }).onConflictDoNothing().run();
      return db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day)).get()!.salt;
    },

    /** Marks a reader as counted for an article today; answers false when they already were. */
    async mark(day: string, slug: string, readerHash: string): Promise<boolean> {
      const result = db
        .insert(articleViewMarks)
        .values({ day, slug, readerHash })
        .onConflictDoNothing()
        .run();
      return result.changes > 0;
    },

    async increment(slug: string): Promise<void> {
      db.insert(articleViews)
        .values({ slug, views: 1 })
        .onConflictDoUpdate({ target: articleViews.slug, set: { views: sql`${articleViews.views} + 1` } })
        .run();
    },

    async views(slug: string): Promise<number> {
      return db.select().from(articleViews).where(eq(articleViews.slug, slug)).get()?.views ?? 0;
    },

    async marksOf(day: string, slug: string) {
      return db
        .select()
        .from(articleViewMarks)
        .where(and(eq(articleViewMarks.day, day), eq(articleViewMarks.slug, slug)))
        .all();
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
