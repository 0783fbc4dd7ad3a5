import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  awards,
  certifications,
  follows,
  type SocialLinkRow,
  skillEndorsements,
  socialLinks,
  type UserRow,
  type UserSkillRow,
  userAddresses,
  userEngagement,
  userSkills,
  users,
} from '../../../db/schema';

/** Counts and flags of a set of users, as the profile card and user lists need them. */
export interface UserFacts {
  follower: number;
  following: number;
  appreciations: number;
  visits: number;
  isFollowed: boolean;
  links: SocialLinkRow[];
  skills: SkillFacts[];
}

export interface SkillFacts extends UserSkillRow {
  endorsedCount: number;
  isEndorsed: boolean;
}

export interface ProfileQuery {
  name?: string;
  city?: string;
  location?: string;
  isExpert?: boolean;
  search?: string;
  /** Only users with an avatar (spec §5: the default placeholder, a null avatar, is left out). */
  withAvatar?: boolean;
  /** Only these users (followers, followings). */
  ids?: SQL;
  ordering?: string;
}

/** `LIKE` with the user's text taken literally; SQLite's LIKE ignores ASCII case. */
const contains = (column: SQL | typeof users.fullName, text: string) =>
  sql`${column} like ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;

const followerCount = sql<number>`(select count(*) from ${follows} where ${follows.followingId} = ${users.id})`;
const appreciationCount = sql<number>`coalesce((select ${userEngagement.appreciations} from ${userEngagement} where ${userEngagement.userId} = ${users.id}), 0)`;
const visitCount = sql<number>`coalesce((select ${userEngagement.visits} from ${userEngagement} where ${userEngagement.userId} = ${users.id}), 0)`;

const ORDERINGS: Record<string, SQL> = {
  follower: followerCount,
  following: sql`(select count(*) from ${follows} where ${follows.followerId} = ${users.id})`,
  visits: visitCount,
  appreciations: appreciationCount,
  full_name: sql`lower(${users.fullName})`,
  created_on: sql`${users.createdOn}`,
};

type OwnedTable = typeof certifications | typeof awards | typeof userAddresses;

/** The rows of a table that holds a list per user (certifications, awards, addresses), a page at a time. */
function ownedRows<T extends OwnedTable>(db: Db, table: T, order: SQL[]) {
  type Row = T['$inferSelect'];
  type New = T['$inferInsert'];
  // Drizzle types the queries on the union of the tables; each answer is a row of `table` itself.
  const t: OwnedTable = table;
  return {
    page(userId: string, limit: number, offset: number) {
      const where = eq(t.userId, userId);
      const rows = db
        .select()
        .from(t)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .all() as Row[];
      return { rows, total: db.select({ n: count() }).from(t).where(where).get()?.n ?? 0 };
    },
    get: (id: string) => db.select().from(t).where(eq(t.id, id)).get() as Row | undefined,
    insert: (userId: string, columns: Omit<New, 'userId'>) =>
      db
        .insert(t)
        .values({ ...columns, userId } as New)
        .returning()
        .get() as Row,
    update: (id: string, patch: Partial<New>) =>
      db.update(t).set(patch).where(eq(t.id, id)).returning().get() as Row,
    remove: (id: string) => db.delete(t).where(eq(t.id, id)).run(),
  };
}

/** The only place the profiles module touches Drizzle. */
export function createProfilesRepo(db: Db) {
  const repo = {
    user: (id: string) => db.select().from(users).where(eq(users.id, id)).get(),

    // ------------------------------------------------------------------ facts about users
    facts(ids: string[], readerId: string | null): Map<string, UserFacts> {
      const out = new Map<string, UserFacts>();
      if (!ids.length) return out;
      for (const id of ids) {
        out.set(id, {
          follower: 0,
          following: 0,
          appreciations: 0,
          visits: 0,
          isFollowed: false,
          links: [],
          skills: [],
        });
      }
      const get = (id: string) => out.get(id)!;
      for (const r of db
        .select({ id: follows.followingId, n: count() })
        .from(follows)
        .where(inArray(follows.followingId, ids))
        .groupBy(follows.followingId)
        .all())
        get(r.id).follower = r.n;
      for (const r of db
        .select({ id: follows.followerId, n: count() })
        .from(follows)
        .where(inArray(follows.followerId, ids))
        .groupBy(follows.followerId)
        .all())
        get(r.id).following = r.n;
      for (const r of db.select().from(userEngagement).where(inArray(userEngagement.userId, ids)).all()) {
        get(r.userId).appreciations = r.appreciations;
        get(r.userId).visits = r.visits;
      }
      if (readerId) {
        for (const r of db
          .select({ id: follows.followingId })
          .from(follows)
          .where(and(eq(follows.followerId, readerId), inArray(follows.followingId, ids)))
          .all())
          get(r.id).isFollowed = true;
      }
      for (const link of repo.linksOf(ids)) get(link.userId).links.push(link);
      for (const skill of repo.skillsOf(ids, readerId)) get(skill.userId).skills.push(skill);
      return out;
    },

    /** Users matching the filters, one page of them, and how many match in all. */
    findUsers(q: ProfileQuery, limit: number, offset: number): { rows: UserRow[]; total: number } {
      const where: SQL[] = [];
      if (q.name) where.push(contains(users.fullName, q.name));
      if (q.city) where.push(contains(sql`coalesce(${users.city}, '')`, q.city));
      if (q.location) where.push(contains(sql`coalesce(${users.location}, '')`, q.location));
      if (q.isExpert !== undefined) where.push(eq(users.isExpert, q.isExpert));
      if (q.withAvatar) where.push(and(isNotNull(users.avatar), ne(users.avatar, ''))!);
      if (q.ids) where.push(q.ids);
      if (q.search) {
        const skillMatch = sql`exists (select 1 from ${userSkills} where ${userSkills.userId} = ${users.id} and ${contains(sql`${userSkills.title}`, q.search)})`;
        where.push(
          sql`(${contains(users.fullName, q.search)} or ${contains(sql`coalesce(${users.jobTitle}, '')`, q.search)} or ${contains(sql`coalesce(${users.companyName}, '')`, q.search)} or ${contains(sql`coalesce(${users.city}, '')`, q.search)} or ${skillMatch})`,
        );
      }
      const condition = where.length ? and(...where) : undefined;
      const order: SQL[] = [];
      const field = q.ordering?.replace(/^-/, '');
      const expr = field ? ORDERINGS[field] : undefined;
      if (expr) order.push(q.ordering!.startsWith('-') ? desc(expr) : asc(expr));
      order.push(asc(sql`lower(${users.fullName})`), asc(users.id));
      const rows = db
        .select()
        .from(users)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .all();
      const total = db.select({ n: count() }).from(users).where(condition).get()?.n ?? 0;
      return { rows, total };
    },

    /** A condition for findUsers: exactly these users. */
    among: (ids: string[]) => inArray(users.id, ids),
    /** A condition for findUsers: the users who follow `userId`. */
    followersOf: (userId: string) =>
      sql`${users.id} in (select ${follows.followerId} from ${follows} where ${follows.followingId} = ${userId})`,
    /** A condition for findUsers: the users `userId` follows. */
    followingsOf: (userId: string) =>
      sql`${users.id} in (select ${follows.followingId} from ${follows} where ${follows.followerId} = ${userId})`,

    // ------------------------------------------------------------------ follows
    follow(followerId: string, followingId: string): boolean {
      return db.insert(follows).values({ followerId, followingId }).onConflictDoNothing().run().changes > 0;
    },
    unfollow(followerId: string, followingId: string): boolean {
      return (
        db
          .delete(follows)
          .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
          .run().changes > 0
      );
    },

    // ------------------------------------------------------------------ social links
    linksOf: (ids: string[]) =>
      ids.length
        ? db
            .select()
            .from(socialLinks)
            .where(inArray(socialLinks.userId, ids))
            .orderBy(asc(socialLinks.createdOn), asc(socialLinks.id))
            .all()
        : [],
    link: (id: string) => db.select().from(socialLinks).where(eq(socialLinks.id, id)).get(),
    linkByName: (userId: string, name: string) =>
      db
        .select()
        .from(socialLinks)
        .where(and(eq(socialLinks.userId, userId), eq(socialLinks.name, name)))
        .get(),
    insertLink: (userId: string, name: string, url: string) =>
      db.insert(socialLinks).values({ userId, name, url }).returning().get(),
    updateLink: (id: string, patch: { name?: string; url?: string }) =>
      db.update(socialLinks).set(patch).where(eq(socialLinks.id, id)).returning().get()!,
    deleteLink: (id: string) => db.delete(socialLinks).where(eq(socialLinks.id, id)).run(),

    // ------------------------------------------------------------------ skills
    skillsOf(ids: string[], readerId: string | null): SkillFacts[] {
      if (!ids.length) return [];
      const rows = db
        .select()
        .from(userSkills)
        .where(inArray(userSkills.userId, ids))
        .orderBy(asc(userSkills.createdOn), asc(userSkills.id))
        .all();
      return repo.withEndorsements(rows, readerId);
    },
    skill: (id: string) => db.select().from(userSkills).where(eq(userSkills.id, id)).get(),
    skillFacts(id: string, readerId: string | null): SkillFacts | undefined {
      const row = repo.skill(id);
      return row ? repo.withEndorsements([row], readerId)[0] : undefined;
    },
    withEndorsements(rows: UserSkillRow[], readerId: string | null): SkillFacts[] {
      const ids = rows.map((r) => r.id);
      const counts = new Map<string, number>();
      const mine = new Set<string>();
      if (ids.length) {
        for (const r of db
          .select({ id: skillEndorsements.skillId, n: count() })
          .from(skillEndorsements)
          .where(inArray(skillEndorsements.skillId, ids))
          .groupBy(skillEndorsements.skillId)
          .all())
          counts.set(r.id, r.n);
        if (readerId) {
          for (const r of db
            .select({ id: skillEndorsements.skillId })
            .from(skillEndorsements)
            .where(and(eq(skillEndorsements.endorserId, readerId), inArray(skillEndorsements.skillId, ids)))
            .all())
            mine.add(r.id);
        }
      }
      return rows.map((r) => ({ ...r, endorsedCount: counts.get(r.id) ?? 0, isEndorsed: mine.has(r.id) }));
    },
    insertSkill: (userId: string, title: string, description: string | null) =>
      db.insert(userSkills).values({ userId, title, description }).returning().get(),
    updateSkill: (id: string, patch: { title?: string; description?: string | null }) =>
      db.update(userSkills).set(patch).where(eq(userSkills.id, id)).returning().get()!,
    deleteSkill: (id: string) => db.delete(userSkills).where(eq(userSkills.id, id)).run(),
    /** Replaces a user's skills in one transaction: keep (and update) the listed ids, add the rest. */
    replaceSkills(userId: string, items: { id?: string; title: string; description: string | null }[]) {
      db.transaction((tx) => {
        const keep = items.filter((i) => i.id).map((i) => i.id!);
        const stale = tx
          .select({ id: userSkills.id })
          .from(userSkills)
          .where(eq(userSkills.userId, userId))
          .all()
          .filter((r) => !keep.includes(r.id))
          .map((r) => r.id);
        if (stale.length) tx.delete(userSkills).where(inArray(userSkills.id, stale)).run();
        for (const item of items) {
          if (item.id) {
            tx.update(userSkills)
              .set({ title: item.title, description: item.description })
              .where(and(eq(userSkills.id, item.id), eq(userSkills.userId, userId)))
              .run();
          } else {
            tx.insert(userSkills).values({ userId, title: item.title, description: item.description }).run();
          }
        }
      });
    },
    endorse: (skillId: string, endorserId: string) =>
      db.insert(skillEndorsements).values({ skillId, endorserId }).onConflictDoNothing().run().changes > 0,
    unendorse: (skillId: string, endorserId: string) =>
      db
        .delete(skillEndorsements)
        .where(and(eq(skillEndorsements.skillId, skillId), eq(skillEndorsements.endorserId, endorserId)))
        .run().changes > 0,

    // ------------------------------------------------------------------ certifications, awards, addresses
    certifications: ownedRows(db, certifications, [
      desc(certifications.issueDate),
      desc(certifications.createdOn),
    ]),
    awards: ownedRows(db, awards, [desc(awards.awardDate), desc(awards.createdOn)]),
    addresses: ownedRows(db, userAddresses, [asc(userAddresses.createdOn), asc(userAddresses.id)]),

    setExpert: (userId: string, isExpert: boolean) =>
      db
        .update(users)
        .set({ isExpert, editedOn: new Date().toISOString() })
        .where(eq(users.id, userId))
        .returning()
        .get()!,
  };
  return repo;
}

export type ProfilesRepo = ReturnType<typeof createProfilesRepo>;

/**
 * What the spec §3 User carries from this module: the social links and skills. The accounts
 * serializer calls this through its repo, so `/auth/user/` shows them.
 */
export function userLinksAndSkills(db: Db, userId: string) {
  const repo = createProfilesRepo(db);
  return {
    social_links: repo.linksOf([userId]).map((l) => ({ id: l.id, name: l.name, url: l.url })),
    skills: repo
      .skillsOf([userId], null)
      .map((s) => ({ id: s.id, title: s.title, description: s.description })),
  };
}

/**
 * Gigs feed the profile card's counters: call when a gig of `userId` is appreciated (or no longer
 * is: a negative delta) or visited. Never below zero.
 */
export function addEngagement(db: Db, userId: string, delta: { appreciations?: number; visits?: number }) {
  const a = delta.appreciations ?? 0;
  const v = delta.visits ?? 0;
  db.insert(userEngagement)
    .values({ userId, appreciations: Math.max(0, a), visits: Math.max(0, v) })
    .onConflictDoUpdate({
      target: userEngagement.userId,
      set: {
        appreciations: sql`max(0, ${userEngagement.appreciations} + ${a})`,
        visits: sql`max(0, ${userEngagement.visits} + ${v})`,
      },
    })
    .run();
}
