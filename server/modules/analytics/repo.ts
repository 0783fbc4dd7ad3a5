import { eq, gt, sql } from 'drizzle-orm';
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

/** The readers counted on a day, and where in the log they end (SQLite: the last rowid read; else 0). */
export interface DayMarks {
  marks: { slug: string; readerHash: string }[];
  cursor: number;
}

/** What a batch found: marks other instances wrote since `cursor` (SQLite), and the log's new end. */
export interface Written {
  others: ViewMark[];
  cursor: number;
}

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
    async marksOfDay(day: string): Promise<DayMarks> {
      const rows = await q
        .select({
          ...(pg ? {} : { row: sql<number>`rowid` }),
          slug: articleViewMarks.slug,
          readerHash: articleViewMarks.readerHash,
        })
        .from(articleViewMarks)
        .where(eq(articleViewMarks.day, day));
      let cursor = 0;
      for (const r of rows as { row?: number }[]) if (r.row !== undefined && r.row > cursor) cursor = r.row;
      return { marks: rows.map(({ slug, readerHash }) => ({ slug, readerHash })), cursor };
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
     * were new. A mark another instance wrote first (each keeps its own readers in memory) counts
     * nothing, so a reader is counted once a day whichever instance they reach. On SQLite, `cursor`
     * is where this instance last read the log: the marks after it are the other instances', found
     * under the write lock before this batch is appended, and handed back so the caller knows them.
     */
    async write(marks: ViewMark[], cursor: number): Promise<Written> {
      return transaction(db, async () => {
        const added = new Map<string, number>();
        const counted = (slug: string) => added.set(slug, (added.get(slug) ?? 0) + 1);
        let written: Written = { others: [], cursor };
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
          // BEGIN IMMEDIATE holds SQLite's one write lock: no other instance appends until this
          // batch commits, so the rows after `cursor` are all there is to check against, and this
          // batch's rows are the log's last. Statements prepared once and run synchronously by
          // better-sqlite3 (no promise, no microtask per mark).
          const since = prepared(db, 'analytics.since', () =>
            q
              .select({
                row: sql<number>`rowid`,
                day: articleViewMarks.day,
                slug: articleViewMarks.slug,
                readerHash: articleViewMarks.readerHash,
              })
              .from(articleViewMarks)
              .where(gt(sql`rowid`, sql.placeholder('cursor')))
              .prepare(),
          );
          const append = prepared(db, 'analytics.append', () =>
            q
              .insert(articleViewMarks)
              .values({
                day: sql.placeholder('day'),
                slug: sql.placeholder('slug'),
                readerHash: sql.placeholder('readerHash'),
              })
              .prepare(),
          );
          const others = since.all({ cursor });
          let end = cursor;
          const taken = new Set<string>();
          for (const { row, ...mark } of others) {
            taken.add(order(mark));
            if (row > end) end = row;
          }
          for (const m of marks) {
            if (taken.has(order(m))) continue;
            end = Number(append.run(m).lastInsertRowid);
            counted(m.slug);
          }
          written = {
            others: others.map(({ day, slug, readerHash }) => ({ day, slug, readerHash })),
            cursor: end,
          };
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
        return written;
      });
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
