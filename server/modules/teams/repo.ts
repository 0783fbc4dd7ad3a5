import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type NewTeamRow, teamFollows, teamMembers, teams, teamTags } from '../../../db/schema';
import { inList, listParam, prepared } from '../../lib/prepared';
import { transaction } from '../../lib/transaction';

/** `%` and `_` typed by a reader are literal characters, not wildcards. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
    async list(name: string | undefined, limit: number, offset: number) {
      // Prepared once per shape (with or without the name filter), the value bound as a placeholder.
      const where = name ? sql`lower(${teams.name}) like ${sql.placeholder('name')} escape '\\'` : undefined;
      const shape = name ? 'named' : 'all';
      const values = { name: name ? likeContains(name) : null, limit, offset };
      const rows = prepared(db, `teams.list:${shape}`, () =>
        db
          .select()
          .from(teams)
          .where(where)
          .orderBy(desc(teams.followers), asc(teams.name), asc(teams.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(),
      ).all(values);
      const total = prepared(db, `teams.count:${shape}`, () =>
        db.select({ n: count() }).from(teams).where(where).prepare(),
      ).get(values);
      return { rows, total: total?.n ?? 0 };
    },
    /** The members of these teams, in their order on each team. */
    async membersOf(teamIds: string[]) {
      if (!teamIds.length) return [];
      return prepared(db, 'teams.membersOf', () =>
        db
          .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
          .from(teamMembers)
          .where(inList(teamMembers.teamId, 'ids'))
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
          .where(inList(teamTags.teamId, 'ids'))
          .prepare(),
      ).all({ ids: listParam(teamIds) });
    },
    async followedBy(userId: string, teamIds: string[]) {
      if (!teamIds.length) return [];
      return prepared(db, 'teams.followedBy', () =>
        db
          .select({ teamId: teamFollows.teamId })
          .from(teamFollows)
          .where(and(eq(teamFollows.userId, sql.placeholder('reader')), inList(teamFollows.teamId, 'ids')))
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
  };
}

export type TeamsRepo = ReturnType<typeof createTeamsRepo>;
