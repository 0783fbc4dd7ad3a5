import { eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { analyticsSalts, articleViewMarks, articleViews } from '../../../db/schema';
import { prepared } from '../../lib/prepared';
import { transaction } from '../../lib/transaction';

/** One reader counted for one article on one day (the reader is a salted hash, never an address). */
export interface ViewMark {
  day: string;
  slug: string;
  readerHash: string;
}

/** The only place the analytics module touches Drizzle. */
export function createAnalyticsRepo(db: Db) {
  return {
    /** The salt of `day`, made once; every other day's salt and marks are deleted with it. */
    async saltFor(day: string, fresh: () => string): Promise<string> {
      return transaction(db, async () => {
        const found = db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day)).get();
        if (found) return found.salt;
        db.delete(analyticsSalts).where(ne(analyticsSalts.day, day)).run();
        db.delete(articleViewMarks).where(ne(articleViewMarks.day, day)).run();
        db.insert(analyticsSalts).values({ day, salt: fresh() }).onConflictDoNothing().run();
        return db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day)).get()!.salt;
      });
    },

    /** The readers already counted on `day` (read once a day, when the counter starts the day). */
    async marksOfDay(day: string): Promise<{ slug: string; readerHash: string }[]> {
      return db
        .select({ slug: articleViewMarks.slug, readerHash: articleViewMarks.readerHash })
        .from(articleViewMarks)
        .where(eq(articleViewMarks.day, day))
        .all();
    },

    async views(slug: string): Promise<number> {
      return (
        prepared(db, 'analytics.views', () =>
          db
            .select({ views: articleViews.views })
            .from(articleViews)
            .where(eq(articleViews.slug, sql.placeholder('slug')))
            .prepare(),
        ).get({ slug })?.views ?? 0
      );
    },

    /**
     * Writes a batch in one transaction: the marks, and each article's count moved by the marks that
     * were new. A mark already there (written by another instance, which keeps its own readers in
     * memory) counts nothing, so a reader is counted once a day whichever instance they reach.
     */
    async write(marks: ViewMark[]): Promise<void> {
      const mark = prepared(db, 'analytics.mark', () =>
        db
          .insert(articleViewMarks)
          .values({
            day: sql.placeholder('day'),
            slug: sql.placeholder('slug'),
            readerHash: sql.placeholder('readerHash'),
          })
          .onConflictDoNothing()
          .prepare(),
      );
      const add = prepared(db, 'analytics.add', () =>
        db
          .insert(articleViews)
          .values({ slug: sql.placeholder('slug'), views: sql.placeholder('n') })
          .onConflictDoUpdate({
            target: articleViews.slug,
            set: { views: sql`${articleViews.views} + excluded.views` },
          })
          .prepare(),
      );
      await transaction(db, async () => {
        const added = new Map<string, number>();
        for (const m of marks) {
          if (mark.run({ ...m }).changes) added.set(m.slug, (added.get(m.slug) ?? 0) + 1);
        }
        for (const [slug, n] of added) add.run({ slug, n });
      });
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
