import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { GigOrdering } from '../../../contracts/gigs';
import type { Db } from '../../../db/client';
import type { GigRow, gigKits, gigMedia, gigStats, NewGigRow } from '../../../db/schema';
import { saltOfDay } from '../../lib/day-salt';
import { changed, dialect, handle, single, type Tables, tables } from '../../lib/db';
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

function orderBy({ gigs }: Tables, ordering: GigQuery['ordering']): SQL[] {
  const columns = new Map<string, SQL>([
    ['visits', sql`${gigs.visits}`],
    ['appreciations', sql`${gigs.appreciations}`],
    ['pricing', sql`${gigs.pricingMinor}`],
    ['name', sql`lower(${gigs.name})`],
    ['created_on', sql`${gigs.createdOn}`],
  ]);
  const dir = ordering.startsWith('-') ? desc : asc;
  const column = columns.get(ordering.replace(/^-/, '')) ?? sql`${gigs.createdOn}`;
  // Ties fall back to newest first, then id, so pages never overlap.
  return [dir(column), desc(gigs.createdOn), asc(gigs.id)];
}

/**
 * The conditions of a query, with placeholders for its values: the SQL depends only on which
 * filters are present, so each such shape is prepared once (`shapeOf` names it).
 */
function whereOf(
  { gigCategories, gigs, gigTagLinks, gigTags }: Tables,
  q: Omit<GigQuery, 'ordering'>,
): SQL | undefined {
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
  const q = handle(db);
  const t = tables(db);
  const {
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
  } = t;
  const { greatest } = dialect(db);
  const first = <T>(rows: T[]): T | undefined => rows[0];
  const byId = async (id: string) =>
    first(
      await prepared(db, 'gigs.byId', () =>
        q
          .select()
          .from(gigs)
          .where(eq(gigs.id, sql.placeholder('id')))
          .prepare(),
      ).execute({ id }),
    );
  /** A batch read (of the gigs' parts, of owners' figures), prepared once: it filters on the `ids` list. */
  const byGigs =
    <T>(key: string, build: () => { execute: (values: { ids: string }) => PromiseLike<T[]> }) =>
    async (gigIds: readonly string[]): Promise<T[]> =>
      gigIds.length ? prepared(db, key, build).execute({ ids: listParam(gigIds) }) : [];
  /** Moves one of a gig's counters by `delta` in one statement, never below zero. */
  const bump = async (counter: 'visits' | 'appreciations', gigId: string, delta: 1 | -1) => {
    await q
      .update(gigs)
      .set({ [counter]: greatest(0, sql`${gigs[counter]} + ${delta}`) })
      .where(eq(gigs.id, gigId));
  };
  /** Owners' sums come back as numbers on both databases (PostgreSQL's sum() is a bigint). */
  const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

  return {
    /** Runs `fn` in one transaction (server/lib/transaction.ts): every call inside joins it. */
    transaction: <T>(fn: () => Promise<T>): Promise<T> => transaction(db, fn),
    exists: async (id: string) =>
      (await q.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, id)).limit(1)).length > 0,

    // ------------------------------------------------------------ categories and tags
    async categories(limit: number, offset: number) {
      const rows = await q
        .select()
        .from(gigCategories)
        .orderBy(asc(gigCategories.position), asc(gigCategories.title))
        .limit(limit)
        .offset(offset);
      const [total] = await q.select({ n: count() }).from(gigCategories);
      return { rows, total: total?.n ?? 0 };
    },
    categoryById: async (id: string) =>
      first(await q.select().from(gigCategories).where(eq(gigCategories.id, id)).limit(1)),
    async tags(limit: number, offset: number, search?: string) {
      const where = search
        ? sql`lower(${gigTags.title}) like ${likeContains(search)} escape '\\'`
        : undefined;
      const rows = await q
        .select()
        .from(gigTags)
        .where(where)
        .orderBy(asc(sql`lower(${gigTags.title})`), asc(gigTags.id))
        .limit(limit)
        .offset(offset);
      const [total] = await q.select({ n: count() }).from(gigTags).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /** The ids of the tags whose title contains `text` (case-insensitive). */
    tagIdsMatching: async (text: string) =>
      (
        await q
          .select({ id: gigTags.id })
          .from(gigTags)
          .where(sql`lower(${gigTags.title}) like ${likeContains(text)} escape '\\'`)
      ).map((r) => r.id),
    tagsByIds: byGigs('gigs.tagsByIds', () =>
      q
        .select()
        .from(gigTags)
        .where(inList(db, gigTags.id, 'ids'))
        .prepare(),
    ),

    // ------------------------------------------------------------ gigs
    byId,
    byIds: async (ids: readonly string[]): Promise<GigRow[]> =>
      ids.length
        ? q
            .select()
            .from(gigs)
            .where(inArray(gigs.id, [...ids]))
        : [],
    insert: async (row: NewGigRow) => single(await q.insert(gigs).values(row).returning()),
    update: async (id: string, patch: Partial<NewGigRow>) =>
      single(
        await q
          .update(gigs)
          .set({ ...patch, editedOn: new Date().toISOString() })
          .where(eq(gigs.id, id))
          .returning(),
      ),
    remove: async (id: string) => {
      await q.delete(gigs).where(eq(gigs.id, id));
    },
    async setTags(gigId: string, tagIds: string[]) {
      await q.delete(gigTagLinks).where(eq(gigTagLinks.gigId, gigId));
      if (tagIds.length) await q.insert(gigTagLinks).values(tagIds.map((tagId) => ({ gigId, tagId })));
    },

    async list(query: GigQuery, limit: number, offset: number) {
      const shape = shapeOf(query);
      const rows = await prepared(db, `gigs.list:${shape}:${query.ordering}`, () =>
        q
          .select()
          .from(gigs)
          .where(whereOf(t, query))
          .orderBy(...orderBy(t, query.ordering))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(),
      ).execute({ ...valuesOf(query), limit, offset });
      const [total] = await prepared(db, `gigs.count:${shape}`, () =>
        q.select({ n: count() }).from(gigs).where(whereOf(t, query)).prepare(),
      ).execute(valuesOf(query));
      return { rows, total: total?.n ?? 0 };
    },
    /** Every gig the query finds, as id, owner and date only: for orderings the service sorts itself. */
    matching: async (query: Omit<GigQuery, 'ordering'>) =>
      prepared(db, `gigs.matching:${shapeOf(query)}`, () =>
        q
          .select({ id: gigs.id, userId: gigs.userId, createdOn: gigs.createdOn })
          .from(gigs)
          .where(whereOf(t, query))
          .prepare(),
      ).execute(valuesOf(query)),

    // ------------------------------------------------------------ the parts of a gig, in batches
    tagsOf: byGigs('gigs.tagsOf', () =>
      q
        .select({ gigId: gigTagLinks.gigId, tag: gigTags })
        .from(gigTagLinks)
        .innerJoin(gigTags, eq(gigTags.id, gigTagLinks.tagId))
        .where(inList(db, gigTagLinks.gigId, 'ids'))
        .orderBy(asc(sql`lower(${gigTags.title})`))
        .prepare(),
    ),
    statsOf: byGigs('gigs.statsOf', () =>
      q
        .select()
        .from(gigStats)
        .where(inList(db, gigStats.gigId, 'ids'))
        .orderBy(asc(gigStats.createdOn), asc(gigStats.id))
        .prepare(),
    ),
    mediaOf: byGigs('gigs.mediaOf', () =>
      q
        .select()
        .from(gigMedia)
        .where(inList(db, gigMedia.gigId, 'ids'))
        .orderBy(asc(gigMedia.createdOn), asc(gigMedia.id))
        .prepare(),
    ),
    kitsOf: byGigs('gigs.kitsOf', () =>
      q
        .select()
        .from(gigKits)
        .where(inList(db, gigKits.gigId, 'ids'))
        .prepare(),
    ),
    /** Per owner: the sums of their gigs' appreciations and visits (the seller card's figures). */
    totalsOf: byGigs('gigs.totalsOf', () =>
      q
        .select({
          userId: gigs.userId,
          appreciations: sumOf(gigs.appreciations),
          visits: sumOf(gigs.visits),
        })
        .from(gigs)
        .where(inList(db, gigs.userId, 'ids'))
        .groupBy(gigs.userId)
        .prepare(),
    ),
    async likedBy(readerId: string, gigIds: string[]) {
      if (!gigIds.length) return [];
      const rows = await prepared(db, 'gigs.likedBy', () =>
        q
          .select({ gigId: gigLikes.gigId })
          .from(gigLikes)
          .where(and(eq(gigLikes.userId, sql.placeholder('reader')), inList(db, gigLikes.gigId, 'ids')))
          .prepare(),
      ).execute({ reader: readerId, ids: listParam(gigIds) });
      return rows.map((r) => r.gigId);
    },

    // ------------------------------------------------------------ stats, media, kits
    statById: async (id: string) =>
      first(await q.select().from(gigStats).where(eq(gigStats.id, id)).limit(1)),
    insertStat: async (row: typeof gigStats.$inferInsert) =>
      single(await q.insert(gigStats).values(row).returning()),
    updateStat: async (id: string, patch: { title?: string; value?: number }) =>
      single(await q.update(gigStats).set(patch).where(eq(gigStats.id, id)).returning()),
    removeStat: async (id: string) => {
      await q.delete(gigStats).where(eq(gigStats.id, id));
    },

    mediaById: async (id: string) =>
      first(await q.select().from(gigMedia).where(eq(gigMedia.id, id)).limit(1)),
    insertMedia: async (row: NewMedia) => single(await q.insert(gigMedia).values(row).returning()),
    updateMedia: async (id: string, patch: Partial<NewMedia>) =>
      single(await q.update(gigMedia).set(patch).where(eq(gigMedia.id, id)).returning()),
    removeMedia: async (id: string) => {
      await q.delete(gigMedia).where(eq(gigMedia.id, id));
    },

    kitById: async (id: string) => first(await q.select().from(gigKits).where(eq(gigKits.id, id)).limit(1)),
    kitOfGig: async (gigId: string) =>
      first(await q.select().from(gigKits).where(eq(gigKits.gigId, gigId)).limit(1)),
    insertKit: async (row: NewKit) => single(await q.insert(gigKits).values(row).returning()),
    updateKit: async (id: string, patch: Partial<NewKit>) =>
      single(
        await q
          .update(gigKits)
          .set({ ...patch, editedOn: new Date().toISOString() })
          .where(eq(gigKits.id, id))
          .returning(),
      ),
    removeKit: async (id: string) => {
      await q.delete(gigKits).where(eq(gigKits.id, id));
    },

    // ------------------------------------------------------------ likes and visits
    /**
     * Adds or removes the reader's like with its counter: whether the gig is now liked, and whether
     * the like moved (the counter moves only with a like row really removed or added — a unique key
     * decides — so likes sent at the same moment never count twice).
     */
    async toggleLike(gigId: string, userId: string): Promise<{ liked: boolean; moved: boolean }> {
      const removed = changed(
        await q.delete(gigLikes).where(and(eq(gigLikes.gigId, gigId), eq(gigLikes.userId, userId))),
      );
      if (removed) {
        await bump('appreciations', gigId, -1);
        return { liked: false, moved: true };
      }
      const added = changed(await q.insert(gigLikes).values({ gigId, userId }).onConflictDoNothing()) > 0;
      if (added) await bump('appreciations', gigId, 1);
      return { liked: true, moved: added };
    },

    /** The salt of `day`, made once; older salts and marks are deleted with it. */
    saltFor: (day: string, fresh: () => string): Promise<string> =>
      saltOfDay(db, { salts: gigVisitSalts, marks: gigVisitMarks }, day, fresh),
    /** Marks a visitor of a gig today and counts the visit; false when they were counted already. */
    async visit(day: string, gigId: string, visitorHash: string): Promise<boolean> {
      const marked = changed(
        await q.insert(gigVisitMarks).values({ day, gigId, visitorHash }).onConflictDoNothing(),
      );
      if (!marked) return false;
      await bump('visits', gigId, 1);
      return true;
    },
  };
}

export type GigsRepo = ReturnType<typeof createGigsRepo>;
