import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  gigTags,
  type NewTeamRow,
  teamFollows,
  teamMembers,
  teams,
  teamTags,
  users,
} from '../../../db/schema';

const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only place the teams module touches Drizzle. */
export function createTeamsRepo(db: Db) {
  return {
    transaction: <T>(fn: () => T): T => db.transaction(() => fn()),
    byId: (id: string) => db.select().from(teams).where(eq(teams.id, id)).get(),
    exists: (id: string) => Boolean(db.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).get()),
    insert: (row: NewTeamRow) => db.insert(teams).values(row).returning().get(),
    setMembers(teamId: string, userIds: string[]) {
      db.delete(teamMembers).where(eq(teamMembers.teamId, teamId)).run();
      if (userIds.length) {
        db.insert(teamMembers)
          .values(userIds.map((userId, position) => ({ teamId, userId, position })))
          .run();
      }
    },
    setTags(teamId: string, tagIds: string[]) {
      db.delete(teamTags).where(eq(teamTags.teamId, teamId)).run();
      if (tagIds.length)
        db.insert(teamTags)
          .values(tagIds.map((tagId) => ({ teamId, tagId })))
          .run();
    },
    list(name: string | undefined, limit: number, offset: number) {
      const where = name ? sql`lower(${teams.name}) like ${likeContains(name)} escape '\\'` : undefined;
      const rows = db
        .select()
        .from(teams)
        .where(where)
        .orderBy(desc(teams.followers), asc(teams.name), asc(teams.id))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(teams).where(where).get()?.n ?? 0 };
    },
    membersOf(teamIds: string[]) {
      if (!teamIds.length) return [];
      return db
        .select({ teamId: teamMembers.teamId, user: users })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(inArray(teamMembers.teamId, teamIds))
        .orderBy(asc(teamMembers.position))
        .all();
    },
    tagsOf(teamIds: string[]) {
      if (!teamIds.length) return [];
      return db
        .select({ teamId: teamTags.teamId, tag: gigTags })
        .from(teamTags)
        .innerJoin(gigTags, eq(gigTags.id, teamTags.tagId))
        .where(inArray(teamTags.teamId, teamIds))
        .orderBy(asc(sql`lower(${gigTags.title})`))
        .all();
    },
    usersByIds: (ids: string[]) =>
      ids.length ? db.select().from(users).where(inArray(users.id, ids)).all() : [],
    followedBy(userId: string, teamIds: string[]) {
      if (!teamIds.length) return [];
      return db
        .select({ teamId: teamFollows.teamId })
        .from(teamFollows)
        .where(and(eq(teamFollows.userId, userId), inArray(teamFollows.teamId, teamIds)))
        .all()
        .map((r) => r.teamId);
    },
    /** Follows once; the count moves with the row in one transaction. Answers whether it changed. */
    follow(teamId: string, userId: string): boolean {
      return db.transaction(() => {
        const added = db.insert(teamFollows).values({ teamId, userId }).onConflictDoNothing().run().changes;
        if (added) {
          db.update(teams)
            .set({ followers: sql`${teams.followers} + 1` })
            .where(eq(teams.id, teamId))
            .run();
        }
        return added > 0;
      });
    },
    unfollow(teamId: string, userId: string): boolean {
      return db.transaction(() => {
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
      });
    },
  };
}

export type TeamsRepo = ReturnType<typeof createTeamsRepo>;
