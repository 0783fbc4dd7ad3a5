import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { TeamOrdering } from '../../../contracts/teams';
import type { Db } from '../../../db/client';
import {
  type NewTeamRow,
  teamFollows,
  teamLikes,
  teamMembers,
  teams,
  teamTags,
  teamVisitMarks,
  teamVisitSalts,
} from '../../../db/schema';
import { inList, listParam, prepared } from '../../lib/prepared';
import { transaction } from '../../lib/transaction';

/** `%` and `_` typed by a reader are literal characters, not wildcards. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface TeamQuery {
  /** Case-insensitive "name contains". */
  name?: string;
  /** Case-insensitive, in the name or the description, or one of these tag ids in the stack. */
  search?: { text: string; tagIds: string[] };
  tag?: string;
  member?: string;
  ordering: TeamOrdering;
}

const ORDER_COLUMNS = new Map<string, SQL>([
  ['follower', sql`${teams.followers}`],
  ['visits', sql`${teams.visits}`],
  ['appreciations', sql`${teams.appreciations}`],
  ['created_on', sql`${teams.createdOn}`],
  ['pricing', sql`${teams.pricingMinor}`],
  ['rating', sql`${teams.ratingTenths}`],
  ['name', sql`lower(${teams.name})`],
]);

function orderBy(ordering: TeamOrdering): SQL[] {
  const dir = ordering.startsWith('-') ? desc : asc;
  const column = ORDER_COLUMNS.get(ordering.replace(/^-/, '')) ?? sql`${teams.followers}`;
  // Ties fall back to the name, then the id, so pages never overlap.
  return [dir(column), asc(sql`lower(${teams.name})`), asc(teams.id)];
}

/**
 * The conditions of a list query, with placeholders for its values: the SQL depends only on which
 * filters are present (`shapeOf`), so each shape is prepared once.
 */
function whereOf(db: Db, q: TeamQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const has = (column: SQL, name: string) => sql`lower(${column}) like ${sql.placeholder(name)} escape '\\'`;
  if (q.name) conditions.push(has(sql`${teams.name}`, 'name'));
  if (q.search) {
    const parts = [has(sql`${teams.name}`, 'search'), has(sql`${teams.description}`, 'search')];
    if (q.search.tagIds.length)
      parts.push(
        sql`exists (select 1 from ${teamTags} where ${teamTags.teamId} = ${teams.id} and ${inList(db, teamTags.tagId, 'searchTags')})`,
      );
    conditions.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  if (q.tag)
    conditions.push(
      sql`exists (select 1 from ${teamTags} where ${teamTags.teamId} = ${teams.id} and ${teamTags.tagId} = ${sql.placeholder('tag')})`,
    );
  if (q.member)
    conditions.push(
      sql`(${teams.teamLeadId} = ${sql.placeholder('member')} or exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.userId} = ${sql.placeholder('member')}))`,
    );
  return conditions.length ? and(...conditions) : undefined;
}

const shapeOf = (q: TeamQuery) =>
  [q.name, q.search, q.search?.tagIds.length, q.tag, q.member].map((f) => (f ? 1 : 0)).join('');

const valuesOf = (q: TeamQuery) => ({
  name: q.name ? likeContains(q.name) : null,
  search: q.search ? likeContains(q.search.text) : null,
  searchTags: q.search?.tagIds.length ? listParam(q.search.tagIds) : null,
  tag: q.tag ?? null,
  member: q.member ?? null,
});

/** The only place the teams module touches Drizzle. Every call answers a promise. */
export function createTeamsRepo(db: Db) {
  return {
    /** Runs `fn` in one transaction (server/lib/transaction.ts): every call inside joins it. */
    transaction: <T>(fn: () => Promise<T>): Promise<T> => transaction(db, fn),
    byId: async (id: string) =>
      prepared(db, 'teams.byId', () =>
        db
          .select()
          .from(teams)
          .where(eq(teams.id, sql.placeholder('id')))
          .prepare(),
      ).get({ id }),
    /** Name and lead of these teams (the TeamDirectory port). */
    factsOf: async (ids: readonly string[]) =>
      ids.length
        ? db
            .select({ id: teams.id, name: teams.name, leadId: teams.teamLeadId })
            .from(teams)
            .where(inArray(teams.id, [...ids]))
            .all()
        : [],
    exists: async (id: string) =>
      Boolean(db.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).get()),
    insert: async (row: NewTeamRow) => db.insert(teams).values(row).returning().get(),
    async setMembers(teamId: string, userIds: string[]) {
      db.delete(teamMembers).where(eq(teamMembers.teamId, teamId)).run();
      if (userIds.length) {
        db.insert(teamMembers)
          .values(userIds.map((userId, position) => ({ teamId, userId, position })))
          .run();
      }
    },
    async setTags(teamId: string, tagIds: string[]) {
      db.delete(teamTags).where(eq(teamTags.teamId, teamId)).run();
      if (tagIds.length)
        db.insert(teamTags)
          .values(tagIds.map((tagId) => ({ teamId, tagId })))
          .run();
    },
    async list(q: TeamQuery, limit: number, offset: number) {
      // Prepared once per shape (which filters are present, the ordering); values bound as placeholders.
      const where = whereOf(db, q);
      const shape = `${shapeOf(q)}:${q.ordering}`;
      const values = { ...valuesOf(q), limit, offset };
      const rows = prepared(db, `teams.list:${shape}`, () =>
        db
          .select()
          .from(teams)
          .where(where)
          .orderBy(...orderBy(q.ordering))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(),
      ).all(values);
      const total = prepared(db, `teams.count:${shapeOf(q)}`, () =>
        db.select({ n: count() }).from(teams).where(where).prepare(),
      ).get(values);
      return { rows, total: total?.n ?? 0 };
    },
    /** For each of these users, the teams they lead or belong to: leads first, then by position. */
    async teamsOfUsers(userIds: readonly string[]) {
      if (!userIds.length) return [];
      const ids = [...userIds];
      const led = db
        .select({ userId: teams.teamLeadId, id: teams.id, name: teams.name, leadId: teams.teamLeadId })
        .from(teams)
        .where(inArray(teams.teamLeadId, ids))
        .orderBy(asc(teams.createdOn), asc(teams.id))
        .all();
      const joined = db
        .select({ userId: teamMembers.userId, id: teams.id, name: teams.name, leadId: teams.teamLeadId })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(inArray(teamMembers.userId, ids))
        .orderBy(asc(teamMembers.position), asc(teams.createdOn), asc(teams.id))
        .all();
      return [...led, ...joined];
    },
    /** The members of these teams, in their order on each team. */
    async membersOf(teamIds: string[]) {
      if (!teamIds.length) return [];
      return prepared(db, 'teams.membersOf', () =>
        db
          .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
          .from(teamMembers)
          .where(inList(db, teamMembers.teamId, 'ids'))
          .orderBy(asc(teamMembers.teamId), asc(teamMembers.position))
          .prepare(),
      ).all({ ids: listParam(teamIds) });
    },
    /** The tag ids of these teams (the tags themselves are the gigs module's). */
    async tagIdsOf(teamIds: string[]) {
      if (!teamIds.length) return [];
      return prepared(db, 'teams.tagIdsOf', () =>
        db
          .select({ teamId: teamTags.teamId, tagId: teamTags.tagId })
          .from(teamTags)
          .where(inList(db, teamTags.teamId, 'ids'))
          .prepare(),
      ).all({ ids: listParam(teamIds) });
    },
    async followedBy(userId: string, teamIds: string[]) {
      if (!teamIds.length) return [];
      return prepared(db, 'teams.followedBy', () =>
        db
          .select({ teamId: teamFollows.teamId })
          .from(teamFollows)
          .where(and(eq(teamFollows.userId, sql.placeholder('reader')), inList(db, teamFollows.teamId, 'ids')))
          .prepare(),
      )
        .all({ reader: userId, ids: listParam(teamIds) })
        .map((r) => r.teamId);
    },
    /** Adds the follow and moves the count; answers whether it changed. Call inside a transaction. */
    async follow(teamId: string, userId: string): Promise<boolean> {
      const added = db.insert(teamFollows).values({ teamId, userId }).onConflictDoNothing().run().changes;
      if (added) {
        db.update(teams)
          .set({ followers: sql`${teams.followers} + 1` })
          .where(eq(teams.id, teamId))
          .run();
      }
      return added > 0;
    },
    /** Removes the follow and moves the count; answers whether it changed. Call inside a transaction. */
    async unfollow(teamId: string, userId: string): Promise<boolean> {
      const removed = db
        .delete(teamFollows)
        .where(and(eq(teamFollows.teamId, teamId), eq(teamFollows.userId, userId)))
        .run().changes;
      if (removed) {
        db.update(teams)
          .set({ followers: sql`max(0, ${teams.followers} - 1)` })
          .where(eq(teams.id, teamId))
          .run();
      }
      return removed > 0;
    },
    async likedBy(userId: string, teamIds: string[]) {
      if (!teamIds.length) return [];
      return db
        .select({ teamId: teamLikes.teamId })
        .from(teamLikes)
        .where(and(eq(teamLikes.userId, userId), inArray(teamLikes.teamId, teamIds)))
        .all()
        .map((r) => r.teamId);
    },
    /** Adds or removes the user's like and moves the count; answers whether the team is now liked. Call inside a transaction. */
    async toggleLike(teamId: string, userId: string): Promise<boolean> {
      const removed = db
        .delete(teamLikes)
        .where(and(eq(teamLikes.teamId, teamId), eq(teamLikes.userId, userId)))
        .run().changes;
      db.update(teams)
        .set({
          appreciations: removed ? sql`max(0, ${teams.appreciations} - 1)` : sql`${teams.appreciations} + 1`,
        })
        .where(eq(teams.id, teamId))
        .run();
      if (removed) return false;
      db.insert(teamLikes).values({ teamId, userId }).run();
      return true;
    },
    /** The salt of `day`, made once; older salts and marks are deleted with it. */
    async saltFor(day: string, fresh: () => string): Promise<string> {
      const found = db.select().from(teamVisitSalts).where(eq(teamVisitSalts.day, day)).get();
      if (found) return found.salt;
      db.delete(teamVisitSalts).where(ne(teamVisitSalts.day, day)).run();
      db.delete(teamVisitMarks).where(ne(teamVisitMarks.day, day)).run();
      db.insert(teamVisitSalts).values({ day, salt: fresh() }).onConflictDoNothing().run();
      return db.select().from(teamVisitSalts).where(eq(teamVisitSalts.day, day)).get()!.salt;
    },
    /** Marks a visitor of a team today and counts the visit; false when they were counted already. */
    async visit(day: string, teamId: string, visitorHash: string): Promise<boolean> {
      const marked = db
        .insert(teamVisitMarks)
        .values({ day, teamId, visitorHash })
        .onConflictDoNothing()
        .run();
      if (!marked.changes) return false;
      db.update(teams)
        .set({ visits: sql`${teams.visits} + 1` })
        .where(eq(teams.id, teamId))
        .run();
      return true;
    },
  };
}

export type TeamsRepo = ReturnType<typeof createTeamsRepo>;
