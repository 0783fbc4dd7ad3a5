import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TeamOrdering } from '../../../contracts/teams';
import type { Db } from '../../../db/client';
import type { NewTeamRow } from '../../../db/schema';
import { saltOfDay } from '../../lib/day-salt';
import { changed, dialect, handle, single, type Tables, tables } from '../../lib/db';
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

function orderBy({ teams }: Tables, ordering: TeamOrdering): SQL[] {
  const columns = new Map<string, SQL>([
    ['follower', sql`${teams.followers}`],
    ['visits', sql`${teams.visits}`],
    ['appreciations', sql`${teams.appreciations}`],
    ['created_on', sql`${teams.createdOn}`],
    ['pricing', sql`${teams.pricingMinor}`],
    ['rating', sql`${teams.ratingTenths}`],
    ['name', sql`lower(${teams.name})`],
  ]);
  const dir = ordering.startsWith('-') ? desc : asc;
  const column = columns.get(ordering.replace(/^-/, '')) ?? sql`${teams.followers}`;
  // Ties fall back to the name, then the id, so pages never overlap.
  return [dir(column), asc(sql`lower(${teams.name})`), asc(teams.id)];
}

/**
 * The conditions of a list query, with placeholders for its values: the SQL depends only on which
 * filters are present (`shapeOf`), so each shape is prepared once.
 */
function whereOf(db: Db, q: TeamQuery): SQL | undefined {
  const { teamMembers, teams, teamTags } = tables(db);
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
  const q = handle(db);
  const t = tables(db);
  const { teamFollows, teamLikes, teamMembers, teams, teamTags, teamVisitMarks, teamVisitSalts } = t;
  const { greatest } = dialect(db);
  /** Moves one of a team's counters by `delta` in one statement, never below zero. */
  const bump = async (counter: 'visits' | 'followers' | 'appreciations', teamId: string, delta: 1 | -1) => {
    await q
      .update(teams)
      .set({ [counter]: greatest(0, sql`${teams[counter]} + ${delta}`) })
      .where(eq(teams.id, teamId));
  };
  return {
    /** Runs `fn` in one transaction (server/lib/transaction.ts): every call inside joins it. */
    transaction: <T>(fn: () => Promise<T>): Promise<T> => transaction(db, fn),
    byId: async (id: string) =>
      (
        await prepared(db, 'teams.byId', () =>
          q
            .select()
            .from(teams)
            .where(eq(teams.id, sql.placeholder('id')))
            .prepare(),
        ).execute({ id })
      )[0],
    /** Name and lead of these teams (the TeamDirectory port). */
    factsOf: async (ids: readonly string[]) =>
      ids.length
        ? q
            .select({ id: teams.id, name: teams.name, leadId: teams.teamLeadId })
            .from(teams)
            .where(inArray(teams.id, [...ids]))
        : [],
    exists: async (id: string) =>
      (await q.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).limit(1)).length > 0,
    insert: async (row: NewTeamRow) => single(await q.insert(teams).values(row).returning()),
    async setMembers(teamId: string, userIds: string[]) {
      await q.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
      if (userIds.length) {
        await q.insert(teamMembers).values(userIds.map((userId, position) => ({ teamId, userId, position })));
      }
    },
    async setTags(teamId: string, tagIds: string[]) {
      await q.delete(teamTags).where(eq(teamTags.teamId, teamId));
      if (tagIds.length) await q.insert(teamTags).values(tagIds.map((tagId) => ({ teamId, tagId })));
    },
    async list(query: TeamQuery, limit: number, offset: number) {
      // Prepared once per shape (which filters are present, the ordering); values bound as placeholders.
      const where = whereOf(db, query);
      const shape = `${shapeOf(query)}:${query.ordering}`;
      const values = { ...valuesOf(query), limit, offset };
      const rows = await prepared(db, `teams.list:${shape}`, () =>
        q
          .select()
          .from(teams)
          .where(where)
          .orderBy(...orderBy(t, query.ordering))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(),
      ).execute(values);
      const [total] = await prepared(db, `teams.count:${shapeOf(query)}`, () =>
        q.select({ n: count() }).from(teams).where(where).prepare(),
      ).execute(values);
      return { rows, total: total?.n ?? 0 };
    },
    /** For each of these users, the teams they lead or belong to: leads first, then by position. */
    async teamsOfUsers(userIds: readonly string[]) {
      if (!userIds.length) return [];
      const ids = [...userIds];
      const led = await q
        .select({ userId: teams.teamLeadId, id: teams.id, name: teams.name, leadId: teams.teamLeadId })
        .from(teams)
        .where(inArray(teams.teamLeadId, ids))
        .orderBy(asc(teams.createdOn), asc(teams.id));
      const joined = await q
        .select({ userId: teamMembers.userId, id: teams.id, name: teams.name, leadId: teams.teamLeadId })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(inArray(teamMembers.userId, ids))
        .orderBy(asc(teamMembers.position), asc(teams.createdOn), asc(teams.id));
      return [...led, ...joined];
    },
    /** The members of these teams, in their order on each team. */
    async membersOf(teamIds: string[]) {
      if (!teamIds.length) return [];
      return prepared(db, 'teams.membersOf', () =>
        q
          .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
          .from(teamMembers)
          .where(inList(db, teamMembers.teamId, 'ids'))
          .orderBy(asc(teamMembers.teamId), asc(teamMembers.position))
          .prepare(),
      ).execute({ ids: listParam(teamIds) });
    },
    /** The tag ids of these teams (the tags themselves are the gigs module's). */
    async tagIdsOf(teamIds: string[]) {
      if (!teamIds.length) return [];
      return prepared(db, 'teams.tagIdsOf', () =>
        q
          .select({ teamId: teamTags.teamId, tagId: teamTags.tagId })
          .from(teamTags)
          .where(inList(db, teamTags.teamId, 'ids'))
          .prepare(),
      ).execute({ ids: listParam(teamIds) });
    },
    async followedBy(userId: string, teamIds: string[]) {
      if (!teamIds.length) return [];
      const rows = await prepared(db, 'teams.followedBy', () =>
        q
          .select({ teamId: teamFollows.teamId })
          .from(teamFollows)
          .where(
            and(eq(teamFollows.userId, sql.placeholder('reader')), inList(db, teamFollows.teamId, 'ids')),
          )
          .prepare(),
      ).execute({ reader: userId, ids: listParam(teamIds) });
      return rows.map((r) => r.teamId);
    },
    /**
     * Adds the follow and moves the count; answers whether it changed. Call inside a transaction.
     * The count moves only when the row did (a unique key decides), in one statement.
     */
    async follow(teamId: string, userId: string): Promise<boolean> {
      const added = changed(await q.insert(teamFollows).values({ teamId, userId }).onConflictDoNothing());
      if (added) await bump('followers', teamId, 1);
      return added > 0;
    },
    /** Removes the follow and moves the count; answers whether it changed. Call inside a transaction. */
    async unfollow(teamId: string, userId: string): Promise<boolean> {
      const removed = changed(
        await q
          .delete(teamFollows)
          .where(and(eq(teamFollows.teamId, teamId), eq(teamFollows.userId, userId))),
      );
      if (removed) await bump('followers', teamId, -1);
      return removed > 0;
    },
    async likedBy(userId: string, teamIds: string[]) {
      if (!teamIds.length) return [];
      const rows = await q
        .select({ teamId: teamLikes.teamId })
        .from(teamLikes)
        .where(and(eq(teamLikes.userId, userId), inArray(teamLikes.teamId, teamIds)));
      return rows.map((r) => r.teamId);
    },
    /**
     * Adds or removes the user's like and moves the count; answers whether the team is now liked.
     * Call inside a transaction. The count moves only with a like row that was really removed or
     * added, so toggles sent at the same moment never count twice.
     */
    async toggleLike(teamId: string, userId: string): Promise<boolean> {
      const removed = changed(
        await q.delete(teamLikes).where(and(eq(teamLikes.teamId, teamId), eq(teamLikes.userId, userId))),
      );
      if (removed) {
        await bump('appreciations', teamId, -1);
        return false;
      }
      if (changed(await q.insert(teamLikes).values({ teamId, userId }).onConflictDoNothing()))
        await bump('appreciations', teamId, 1);
      return true;
    },
    /** The salt of `day`, made once; older salts and marks are deleted with it. */
    saltFor: (day: string, fresh: () => string): Promise<string> =>
      saltOfDay(db, { salts: teamVisitSalts, marks: teamVisitMarks }, day, fresh),
    /** Marks a visitor of a team today and counts the visit; false when they were counted already. */
    async visit(day: string, teamId: string, visitorHash: string): Promise<boolean> {
      const marked = changed(
        await q.insert(teamVisitMarks).values({ day, teamId, visitorHash }).onConflictDoNothing(),
      );
      if (!marked) return false;
      await bump('visits', teamId, 1);
      return true;
    },
  };
}

export type TeamsRepo = ReturnType<typeof createTeamsRepo>;
