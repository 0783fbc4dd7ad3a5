import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { GigOrdering } from '../../../contracts/gigs';
import type { Db } from '../../../db/client';
import {
  type GigRow,
  gigCategories,
  gigKits,
  gigLikes,
  gigMedia,
  gigStats,
  gigs,
  gigTagLinks,
  gigTags,
  gigVisitMarks,
  gigVisitSalts,
  type NewGigRow,
} from '../../../db/schema';
import { inList, listParam, prepared } from '../../lib/prepared';
import { transaction } from '../../lib/transaction';

type NewKit = typeof gigKits.$inferInsert;
type NewMedia = typeof gigMedia.$inferInsert;

export interface GigQuery {
  /** Case-insensitive "name contains" (the `name` filter). */
  name?: string;
  /** Case-insensitive, in the name, summary, description, category or a tag's title (`search`). */
  search?: string;
  category?: string;
  tag?: string;
  user?: string;
  /** Drafts are listed only for their owner. */
  includeDraftsOf?: string | null;
  /** Any ordering but by followers, which the service sorts (the follow graph is not this module's). */
  ordering: Exclude<GigOrdering, 'followers' | '-followers'>;
}

/** `%` and `_` typed by a reader are literal characters, not wildcards. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER_COLUMNS = new Map<string, SQL>([
  ['visits', sql`${gigs.visits}`],
  ['appreciations', sql`${gigs.appreciations}`],
  ['pricing', sql`${gigs.pricingMinor}`],
  ['name', sql`lower(${gigs.name})`],
  ['created_on', sql`${gigs.createdOn}`],
]);

function orderBy(ordering: GigQuery['ordering']): SQL[] {
  const dir = ordering.startsWith('-') ? desc : asc;
  const column = ORDER_COLUMNS.get(ordering.replace(/^-/, '')) ?? sql`${gigs.createdOn}`;
  // Ties fall back to newest first, then id, so pages never overlap.
  return [dir(column), desc(gigs.createdOn), asc(gigs.id)];
}

/**
 * The conditions of a query, with placeholders for its values: the SQL depends only on which
 * filters are present, so each such shape is prepared once (`shapeOf` names it).
 */
function whereOf(q: Omit<GigQuery, 'ordering'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  conditions.push(
    q.includeDraftsOf
      ? sql`(${gigs.status} = 'published' or ${gigs.userId} = ${sql.placeholder('drafts')})`
      : eq(gigs.status, 'published'),
  );
  if (q.name) conditions.push(sql`lower(${gigs.name}) like ${sql.placeholder('name')} escape '\\'`);
  if (q.search) {
    const has = (column: SQL) => sql`lower(${column}) like ${sql.placeholder('search')} escape '\\'`;
    conditions.push(
      sql`(${has(sql`${gigs.name}`)} or ${has(sql`${gigs.summary}`)} or ${has(sql`${gigs.description}`)} or exists (select 1 from ${gigTagLinks} join ${gigTags} on ${gigTags.id} = ${gigTagLinks.tagId} where ${gigTagLinks.gigId} = ${gigs.id} and ${has(sql`${gigTags.title}`)}) or exists (select 1 from ${gigCategories} where ${gigCategories.id} = ${gigs.categoryId} and ${has(sql`${gigCategories.title}`)}))`,
    );
  }
  if (q.category) conditions.push(eq(gigs.categoryId, sql.placeholder('category')));
  if (q.user) conditions.push(eq(gigs.userId, sql.placeholder('user')));
  if (q.tag) {
    conditions.push(
      sql`exists (select 1 from ${gigTagLinks} where ${gigTagLinks.gigId} = ${gigs.id} and ${gigTagLinks.tagId} = ${sql.placeholder('tag')})`,
    );
  }
  return and(...conditions);
}

const shapeOf = (q: Omit<GigQuery, 'ordering'>) =>
  [q.includeDraftsOf, q.name, q.search, q.category, q.user, q.tag].map((f) => (f ? 1 : 0)).join('');

const valuesOf = (q: Omit<GigQuery, 'ordering'>) => ({
  drafts: q.includeDraftsOf ?? null,
  name: q.name ? likeContains(q.name) : null,
  search: q.search ? likeContains(q.search) : null,
  category: q.category ?? null,
  user: q.user ?? null,
  tag: q.tag ?? null,
});

/** The only place the gigs module touches Drizzle. Every call answers a promise. */
export function createGigsRepo(db: Db) {
  const byId = async (id: string) =>
    prepared(db, 'gigs.byId', () =>
      db
        .select()
        .from(gigs)
        .where(eq(gigs.id, sql.placeholder('id')))
        .prepare(),
    ).get({ id });
  /** A batch read (of the gigs' parts, of owners' figures), prepared once: it filters on the `ids` list. */
  const byGigs =
    <T>(key: string, build: () => { all: (values: { ids: string }) => T[] }) =>
    (gigIds: readonly string[]): Promise<T[]> =>
      Promise.resolve(gigIds.length ? prepared(db, key, build).all({ ids: listParam(gigIds) }) : []);

  return {
    /** Runs `fn` in one transaction (server/lib/transaction.ts): every call inside joins it. */
    transaction: <T>(fn: () => Promise<T>): Promise<T> => transaction(db, fn),
    exists: async (id: string) => Boolean(db.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, id)).get()),

    // ------------------------------------------------------------ categories and tags
    async categories(limit: number, offset: number) {
      const rows = db
        .select()
        .from(gigCategories)
        .orderBy(asc(gigCategories.position), asc(gigCategories.title))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(gigCategories).get()?.n ?? 0 };
    },
    categoryById: async (id: string) => db.select().from(gigCategories).where(eq(gigCategories.id, id)).get(),
    async tags(limit: number, offset: number, search?: string) {
      const where = search
        ? sql`lower(${gigTags.title}) like ${likeContains(search)} escape '\\'`
        : undefined;
      const rows = db
        .select()
        .from(gigTags)
        .where(where)
        .orderBy(asc(sql`lower(${gigTags.title})`))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(gigTags).where(where).get()?.n ?? 0 };
    },
    /** The ids of the tags whose title contains `text` (case-insensitive). */
    tagIdsMatching: async (text: string) =>
      db
        .select({ id: gigTags.id })
        .from(gigTags)
        .where(sql`lower(${gigTags.title}) like ${likeContains(text)} escape '\\'`)
        .all()
        .map((r) => r.id),
    tagsByIds: byGigs('gigs.tagsByIds', () =>
      db.select().from(gigTags).where(inList(db, gigTags.id, 'ids')).prepare(),
    ),

    // ------------------------------------------------------------ gigs
    byId,
    byIds: async (ids: readonly string[]): Promise<GigRow[]> =>
      ids.length
        ? db
            .select()
            .from(gigs)
            .where(inArray(gigs.id, [...ids]))
            .all()
        : [],
    insert: async (row: NewGigRow) => db.insert(gigs).values(row).returning().get(),
    update: async (id: string, patch: Partial<NewGigRow>) =>
      db
        .update(gigs)
        .set({ ...patch, editedOn: new Date().toISOString() })
        .where(eq(gigs.id, id))
        .returning()
        .get()!,
    remove: async (id: string) => {
      db.delete(gigs).where(eq(gigs.id, id)).run();
    },
    async setTags(gigId: string, tagIds: string[]) {
      db.delete(gigTagLinks).where(eq(gigTagLinks.gigId, gigId)).run();
      if (tagIds.length)
        db.insert(gigTagLinks)
          .values(tagIds.map((tagId) => ({ gigId, tagId })))
          .run();
    },

    async list(q: GigQuery, limit: number, offset: number) {
      const shape = shapeOf(q);
      const rows = prepared(db, `gigs.list:${shape}:${q.ordering}`, () =>
        db
          .select()
          .from(gigs)
          .where(whereOf(q))
          .orderBy(...orderBy(q.ordering))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(),
      ).all({ ...valuesOf(q), limit, offset });
      const total = prepared(db, `gigs.count:${shape}`, () =>
        db.select({ n: count() }).from(gigs).where(whereOf(q)).prepare(),
      ).get(valuesOf(q));
      return { rows, total: total?.n ?? 0 };
    },
    /** Every gig the query finds, as id, owner and date only: for orderings the service sorts itself. */
    matching: async (q: Omit<GigQuery, 'ordering'>) =>
      prepared(db, `gigs.matching:${shapeOf(q)}`, () =>
        db
          .select({ id: gigs.id, userId: gigs.userId, createdOn: gigs.createdOn })
          .from(gigs)
          .where(whereOf(q))
          .prepare(),
      ).all(valuesOf(q)),

    // ------------------------------------------------------------ the parts of a gig, in batches
    tagsOf: byGigs('gigs.tagsOf', () =>
      db
        .select({ gigId: gigTagLinks.gigId, tag: gigTags })
        .from(gigTagLinks)
        .innerJoin(gigTags, eq(gigTags.id, gigTagLinks.tagId))
        .where(inList(db, gigTagLinks.gigId, 'ids'))
        .orderBy(asc(sql`lower(${gigTags.title})`))
        .prepare(),
    ),
    statsOf: byGigs('gigs.statsOf', () =>
      db
        .select()
        .from(gigStats)
        .where(inList(db, gigStats.gigId, 'ids'))
        .orderBy(asc(gigStats.createdOn), asc(gigStats.id))
        .prepare(),
    ),
    mediaOf: byGigs('gigs.mediaOf', () =>
      db
        .select()
        .from(gigMedia)
        .where(inList(db, gigMedia.gigId, 'ids'))
        .orderBy(asc(gigMedia.createdOn), asc(gigMedia.id))
        .prepare(),
    ),
    kitsOf: byGigs('gigs.kitsOf', () =>
      db.select().from(gigKits).where(inList(db, gigKits.gigId, 'ids')).prepare(),
    ),
    /** Per owner: the sums of their gigs' appreciations and visits (the seller card's figures). */
    totalsOf: byGigs('gigs.totalsOf', () =>
      db
        .select({
          userId: gigs.userId,
          appreciations: sql<number>`coalesce(sum(${gigs.appreciations}), 0)`,
          visits: sql<number>`coalesce(sum(${gigs.visits}), 0)`,
        })
        .from(gigs)
        .where(inList(db, gigs.userId, 'ids'))
        .groupBy(gigs.userId)
        .prepare(),
    ),
    async likedBy(readerId: string, gigIds: string[]) {
      if (!gigIds.length) return [];
      return prepared(db, 'gigs.likedBy', () =>
        db
          .select({ gigId: gigLikes.gigId })
          .from(gigLikes)
          .where(and(eq(gigLikes.userId, sql.placeholder('reader')), inList(db, gigLikes.gigId, 'ids')))
          .prepare(),
      )
        .all({ reader: readerId, ids: listParam(gigIds) })
        .map((r) => r.gigId);
    },

    // ------------------------------------------------------------ stats, media, kits
    statById: async (id: string) => db.select().from(gigStats).where(eq(gigStats.id, id)).get(),
    insertStat: async (row: typeof gigStats.$inferInsert) =>
      db.insert(gigStats).values(row).returning().get(),
    updateStat: async (id: string, patch: { title?: string; value?: number }) =>
      db.update(gigStats).set(patch).where(eq(gigStats.id, id)).returning().get()!,
    removeStat: async (id: string) => {
      db.delete(gigStats).where(eq(gigStats.id, id)).run();
    },

    mediaById: async (id: string) => db.select().from(gigMedia).where(eq(gigMedia.id, id)).get(),
    insertMedia: async (row: NewMedia) => db.insert(gigMedia).values(row).returning().get(),
    updateMedia: async (id: string, patch: Partial<NewMedia>) =>
      db.update(gigMedia).set(patch).where(eq(gigMedia.id, id)).returning().get()!,
    removeMedia: async (id: string) => {
      db.delete(gigMedia).where(eq(gigMedia.id, id)).run();
    },

    kitById: async (id: string) => db.select().from(gigKits).where(eq(gigKits.id, id)).get(),
    kitOfGig: async (gigId: string) => db.select().from(gigKits).where(eq(gigKits.gigId, gigId)).get(),
    insertKit: async (row: NewKit) => db.insert(gigKits).values(row).returning().get(),
    updateKit: async (id: string, patch: Partial<NewKit>) =>
      db
        .update(gigKits)
        .set({ ...patch, editedOn: new Date().toISOString() })
        .where(eq(gigKits.id, id))
        .returning()
        .get()!,
    removeKit: async (id: string) => {
      db.delete(gigKits).where(eq(gigKits.id, id)).run();
    },

    // ------------------------------------------------------------ likes and visits
    /** Adds or removes the reader's like with its counter; answers whether the gig is now liked. */
    async toggleLike(gigId: string, userId: string): Promise<boolean> {
      const removed = db
        .delete(gigLikes)
        .where(and(eq(gigLikes.gigId, gigId), eq(gigLikes.userId, userId)))
        .run().changes;
      if (removed) {
        db.update(gigs)
          .set({ appreciations: sql`max(0, ${gigs.appreciations} - 1)` })
          .where(eq(gigs.id, gigId))
          .run();
        return false;
      }
      db.insert(gigLikes).values({ gigId, userId }).run();
      db.update(gigs)
        .set({ appreciations: sql`${gigs.appreciations} + 1` })
        .where(eq(gigs.id, gigId))
        .run();
      return true;
    },

    /** The salt of `day`, made once; older salts and marks are deleted with it. */
    async saltFor(day: string, fresh: () => string): Promise<string> {
      const found = db.select().from(gigVisitSalts).where(eq(gigVisitSalts.day, day)).get();
      if (found) return found.salt;
      db.delete(gigVisitSalts).where(ne(gigVisitSalts.day, day)).run();
      db.delete(gigVisitMarks).where(ne(gigVisitMarks.day, day)).run();
      db.insert(gigVisitSalts).values({ day, salt: fresh() }).onConflictDoNothing().run();
      return db.select().from(gigVisitSalts).where(eq(gigVisitSalts.day, day)).get()!.salt;
    },
    /** Marks a visitor of a gig today and counts the visit; false when they were counted already. */
    async visit(day: string, gigId: string, visitorHash: string): Promise<boolean> {
      const marked = db.insert(gigVisitMarks).values({ day, gigId, visitorHash }).onConflictDoNothing().run();
      if (!marked.changes) return false;
      db.update(gigs)
        .set({ visits: sql`${gigs.visits} + 1` })
        .where(eq(gigs.id, gigId))
        .run();
      return true;
    },
  };
}

export type GigsRepo = ReturnType<typeof createGigsRepo>;
