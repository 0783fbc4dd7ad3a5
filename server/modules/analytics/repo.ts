import { eq, sql } from 'drizzle-orm';
import { type Db, isPg } from '../../../db/client';
import { saltOfDay } from '../../lib/day-salt';
import { handle, tables } from '../../lib/db';
import { prepared } from '../../lib/prepared';
import { transaction } from '../../lib/transaction';

/** One reader counted for one article on one day (the reader is a salted hash, never an address). */
export type ViewMark = {
  day: string;
  slug: string;
  readerHash: string;
};

/** Three values a mark: well under SQLite's and PostgreSQL's limits on a statement's parameters. */
const MARKS_PER_STATEMENT = 500;

const order = (m: ViewMark) => `${m.day}\n${m.slug}\n${m.readerHash}`;

/** The only place the analytics module touches Drizzle. */
export function createAnalyticsRepo(db: Db) {
  const q = handle(db);
  const { analyticsSalts, articleViewMarks, articleViews } = tables(db);
  const pg = isPg(db);
  return {
    /** The salt of `day`, made once; every other day's salt and marks are deleted with it. */
    async saltFor(day: string, fresh: () => string): Promise<string> {
      return transaction(db, () =>
        saltOfDay(db, { salts: analyticsSalts, marks: articleViewMarks }, day, fresh),
      );
    },

    /** The readers already counted on `day` (read once a day, when the counter starts the day). */
    async marksOfDay(day: string): Promise<{ slug: string; readerHash: string }[]> {
      return q
        .select({ slug: articleViewMarks.slug, readerHash: articleViewMarks.readerHash })
        .from(articleViewMarks)
        .where(eq(articleViewMarks.day, day));
    },

    async views(slug: string): Promise<number> {
      const [row] = await prepared(db, 'analytics.views', () =>
        q
          .select({ views: articleViews.views })
          .from(articleViews)
          .where(eq(articleViews.slug, sql.placeholder('slug')))
          .prepare(),
      ).execute({ slug });
      return row?.views ?? 0;
    },

    /**
     * Writes a batch in one transaction: the marks, and each article's count moved by the marks that
     * were new. A mark already there (written by another instance, which keeps its own readers in
     * memory) counts nothing, so a reader is counted once a day whichever instance they reach.
     */
    async write(marks: ViewMark[]): Promise<void> {
      await transaction(db, async () => {
        const added = new Map<string, number>();
        const counted = (slug: string) => added.set(slug, (added.get(slug) ?? 0) + 1);
        if (pg) {
          // In one order on every instance, so two batches that share marks wait for each other
          // instead of deadlocking; a mark the other wrote first then changes nothing here. Many marks
          // per statement (one round trip each): only the ones that were new come back.
          const sorted = marks.map((m) => ({ m, key: order(m) })).sort((a, b) => (a.key < b.key ? -1 : 1));
          for (let i = 0; i < sorted.length; i += MARKS_PER_STATEMENT) {
            const fresh = await q
              .insert(articleViewMarks)
              .values(sorted.slice(i, i + MARKS_PER_STATEMENT).map(({ m }) => m))
              .onConflictDoNothing()
              .returning({ slug: articleViewMarks.slug });
            for (const { slug } of fresh) counted(slug);
          }
        } else {
          // SQLite answers in this process, one writer at a time: a statement prepared once and run
          // per mark costs less than Drizzle building the SQL of a 500-mark statement (a thousand
          // views a second is a few milliseconds of it). Whether the mark was new is the count of
          // rows it changed: no row to read back.
          const mark = prepared(db, 'analytics.mark', () =>
            q
              .insert(articleViewMarks)
              .values({
                day: sql.placeholder('day'),
                slug: sql.placeholder('slug'),
                readerHash: sql.placeholder('readerHash'),
              })
              .onConflictDoNothing()
              .prepare(),
          );
          // better-sqlite3 runs it synchronously: no promise, no microtask per mark.
          for (const m of marks) if (mark.run(m).changes > 0) counted(m.slug);
        }
        const add = prepared(db, 'analytics.add', () =>
          q
            .insert(articleViews)
            .values({ slug: sql.placeholder('slug'), views: sql.placeholder('n') })
            .onConflictDoUpdate({
              target: articleViews.slug,
              set: { views: sql`${articleViews.views} + excluded.views` },
            })
            .prepare(),
        );
        for (const [slug, n] of [...added].sort(([a], [b]) => (a < b ? -1 : 1)))
          await add.execute({ slug, n });
      });
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
