import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { GigOrdering } from '../../../contracts/gigs';
import type { Db } from '../../../db/client';
import {
  follows,
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
  orders,
  users,
} from '../../../db/schema';

type NewKit = typeof gigKits.$inferInsert;
type NewMedia = typeof gigMedia.$inferInsert;

export interface GigQuery {
  /** Case-insensitive "name contains" (spec §7, §9). */
  name?: string;
  category?: string;
  tag?: string;
  user?: string;
  /** Drafts are listed only for their owner. */
  includeDraftsOf?: string | null;
  onlyUser?: boolean;
  ordering: GigOrdering;
}

/** `%` and `_` typed by a reader are literal characters, not wildcards. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const followerCount = sql<number>`(select count(*) from ${follows} where ${follows.followingId} = ${gigs.userId})`;

function orderBy(ordering: GigOrdering): SQL[] {
  const dir = ordering.startsWith('-') ? desc : asc;
  const field = ordering.replace(/^-/, '');
  const column =
    field === 'visits'
      ? gigs.visits
      : field === 'appreciations'
        ? gigs.appreciations
        : field === 'followers'
          ? followerCount
          : field === 'pricing'
            ? gigs.pricingMinor
            : field === 'name'
              ? sql`lower(${gigs.name})`
              : gigs.createdOn;
  // Ties fall back to newest first, then id, so pages never overlap.
  return [dir(column), desc(gigs.createdOn), asc(gigs.id)];
}

/** The only place the gigs module touches Drizzle. */
export function createGigsRepo(db: Db) {
  const byId = (id: string) => db.select().from(gigs).where(eq(gigs.id, id)).get();

  return {
    transaction: <T>(fn: () => T): T => db.transaction(() => fn()),
    exists: (id: string) => Boolean(db.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, id)).get()),

    // ------------------------------------------------------------ categories and tags
    categories(limit: number, offset: number) {
      const rows = db
        .select()
        .from(gigCategories)
        .orderBy(asc(gigCategories.position), asc(gigCategories.title))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(gigCategories).get()?.n ?? 0 };
    },
    categoryById: (id: string) => db.select().from(gigCategories).where(eq(gigCategories.id, id)).get(),
    tags(limit: number, offset: number, search?: string) {
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
    tagsByIds: (ids: string[]) =>
      ids.length ? db.select().from(gigTags).where(inArray(gigTags.id, ids)).all() : [],

    // ------------------------------------------------------------ gigs
    byId,
    insert: (row: NewGigRow) => db.insert(gigs).values(row).returning().get(),
    update: (id: string, patch: Partial<NewGigRow>) =>
      db
        .update(gigs)
        .set({ ...patch, editedOn: new Date().toISOString() })
        .where(eq(gigs.id, id))
        .returning()
        .get()!,
    remove: (id: string) => db.delete(gigs).where(eq(gigs.id, id)).run(),
    setTags(gigId: string, tagIds: string[]) {
      db.delete(gigTagLinks).where(eq(gigTagLinks.gigId, gigId)).run();
      if (tagIds.length)
        db.insert(gigTagLinks)
          .values(tagIds.map((tagId) => ({ gigId, tagId })))
          .run();
    },

    list(q: GigQuery, limit: number, offset: number) {
      const conditions: (SQL | undefined)[] = [];
      conditions.push(
        q.includeDraftsOf
          ? sql`(${gigs.status} = 'published' or ${gigs.userId} = ${q.includeDraftsOf})`
          : eq(gigs.status, 'published'),
      );
      if (q.name) conditions.push(sql`lower(${gigs.name}) like ${likeContains(q.name)} escape '\\'`);
      if (q.category) conditions.push(eq(gigs.categoryId, q.category));
      if (q.user) conditions.push(eq(gigs.userId, q.user));
      if (q.tag) {
        conditions.push(
          sql`exists (select 1 from ${gigTagLinks} where ${gigTagLinks.gigId} = ${gigs.id} and ${gigTagLinks.tagId} = ${q.tag})`,
        );
      }
      const where = and(...conditions);
      const rows = db
        .select()
        .from(gigs)
        .where(where)
        .orderBy(...orderBy(q.ordering))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(gigs).where(where).get()?.n ?? 0 };
    },

    // ------------------------------------------------------------ the parts of a gig, in batches
    tagsOf(gigIds: string[]) {
      if (!gigIds.length) return [];
      return db
        .select({ gigId: gigTagLinks.gigId, tag: gigTags })
        .from(gigTagLinks)
        .innerJoin(gigTags, eq(gigTags.id, gigTagLinks.tagId))
        .where(inArray(gigTagLinks.gigId, gigIds))
        .orderBy(asc(sql`lower(${gigTags.title})`))
        .all();
    },
    statsOf: (gigIds: string[]) =>
      gigIds.length
        ? db
            .select()
            .from(gigStats)
            .where(inArray(gigStats.gigId, gigIds))
            .orderBy(asc(gigStats.createdOn), asc(gigStats.id))
            .all()
        : [],
    mediaOf: (gigIds: string[]) =>
      gigIds.length
        ? db
            .select()
            .from(gigMedia)
            .where(inArray(gigMedia.gigId, gigIds))
            .orderBy(asc(gigMedia.createdOn), asc(gigMedia.id))
            .all()
        : [],
    kitsOf: (gigIds: string[]) =>
      gigIds.length ? db.select().from(gigKits).where(inArray(gigKits.gigId, gigIds)).all() : [],
    usersByIds: (ids: string[]) =>
      ids.length ? db.select().from(users).where(inArray(users.id, ids)).all() : [],
    /** Per owner: the sums of their gigs' appreciations and visits (the seller card's figures). */
    totalsOf(userIds: string[]) {
      if (!userIds.length) return [];
      return db
        .select({
          userId: gigs.userId,
          appreciations: sql<number>`coalesce(sum(${gigs.appreciations}), 0)`,
          visits: sql<number>`coalesce(sum(${gigs.visits}), 0)`,
        })
        .from(gigs)
        .where(inArray(gigs.userId, userIds))
        .groupBy(gigs.userId)
        .all();
    },
    followerCounts(userIds: string[]) {
      if (!userIds.length) return [];
      return db
        .select({ userId: follows.followingId, n: count() })
        .from(follows)
        .where(inArray(follows.followingId, userIds))
        .groupBy(follows.followingId)
        .all();
    },
    followedBy(readerId: string, userIds: string[]) {
      if (!userIds.length) return [];
      return db
        .select({ userId: follows.followingId })
        .from(follows)
        .where(and(eq(follows.followerId, readerId), inArray(follows.followingId, userIds)))
        .all()
        .map((r) => r.userId);
    },
    likedBy(readerId: string, gigIds: string[]) {
      if (!gigIds.length) return [];
      return db
        .select({ gigId: gigLikes.gigId })
        .from(gigLikes)
        .where(and(eq(gigLikes.userId, readerId), inArray(gigLikes.gigId, gigIds)))
        .all()
        .map((r) => r.gigId);
    },
    /** The reader's completed orders of these gigs (gig id → order id). */
    purchasesBy(readerId: string, gigIds: string[]) {
      if (!gigIds.length) return [];
      return db
        .select({ gigId: orders.gigId, orderId: orders.id })
        .from(orders)
        .where(
          and(eq(orders.userId, readerId), eq(orders.status, 'completed'), inArray(orders.gigId, gigIds)),
        )
        .all();
    },
    hasBuyers: (gigId: string) =>
      Boolean(
        db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.gigId, gigId), eq(orders.status, 'completed')))
          .get(),
      ),

    // ------------------------------------------------------------ stats, media, kits
    statById: (id: string) => db.select().from(gigStats).where(eq(gigStats.id, id)).get(),
    insertStat: (row: typeof gigStats.$inferInsert) => db.insert(gigStats).values(row).returning().get(),
    updateStat: (id: string, patch: { title?: string; value?: number }) =>
      db.update(gigStats).set(patch).where(eq(gigStats.id, id)).returning().get()!,
    removeStat: (id: string) => db.delete(gigStats).where(eq(gigStats.id, id)).run(),

    mediaById: (id: string) => db.select().from(gigMedia).where(eq(gigMedia.id, id)).get(),
    insertMedia: (row: NewMedia) => db.insert(gigMedia).values(row).returning().get(),
    updateMedia: (id: string, patch: Partial<NewMedia>) =>
      db.update(gigMedia).set(patch).where(eq(gigMedia.id, id)).returning().get()!,
    removeMedia: (id: string) => db.delete(gigMedia).where(eq(gigMedia.id, id)).run(),

    kitById: (id: string) => db.select().from(gigKits).where(eq(gigKits.id, id)).get(),
    kitOfGig: (gigId: string) => db.select().from(gigKits).where(eq(gigKits.gigId, gigId)).get(),
    insertKit: (row: NewKit) => db.insert(gigKits).values(row).returning().get(),
    updateKit: (id: string, patch: Partial<NewKit>) =>
      db
        .update(gigKits)
        .set({ ...patch, editedOn: new Date().toISOString() })
        .where(eq(gigKits.id, id))
        .returning()
        .get()!,
    removeKit: (id: string) => db.delete(gigKits).where(eq(gigKits.id, id)).run(),

    // ------------------------------------------------------------ likes and visits
    /** Adds or removes the reader's like; answers whether the gig is now liked. */
    toggleLike(gigId: string, userId: string): boolean {
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
    saltFor(day: string, fresh: () => string): string {
      const found = db.select().from(gigVisitSalts).where(eq(gigVisitSalts.day, day)).get();
      if (found) return found.salt;
      db.delete(gigVisitSalts).where(ne(gigVisitSalts.day, day)).run();
      db.delete(gigVisitMarks).where(ne(gigVisitMarks.day, day)).run();
      db.insert(gigVisitSalts).values({ day, salt: fresh() }).onConflictDoNothing().run();
      return db.select().from(gigVisitSalts).where(eq(gigVisitSalts.day, day)).get()!.salt;
    },
    /** Marks a visitor of a gig today and counts the visit; false when they were counted already. */
    visit(day: string, gigId: string, visitorHash: string): boolean {
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
