import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { SocialLinkRow, UserRow, UserSkillRow } from '../../../db/schema';
import { changed, dialect, handle, single, type Tables, tables } from '../../lib/db';
import { inList, listParam, prepared } from '../../lib/prepared';
import { transaction } from '../../lib/transaction';

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
  /** Only users with an avatar (the default placeholder, a null avatar, is left out). */
  withAvatar?: boolean;
  /** Only these users (followers, followings). */
  ids?: SQL;
  ordering?: string;
}

/** The `LIKE` pattern of "contains `text`", the user's text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/**
 * The orderings a user list takes, by name (a `-` before the name sorts descending). A Map, so a
 * name such as `constructor` or `__proto__` finds nothing instead of an object's prototype.
 */
function orderings({ follows, userEngagement, users }: Tables) {
  const counted = (column: AnyColumn) =>
    sql<number>`(select cast(count(*) as integer) from ${follows} where ${column} = ${users.id})`;
  const engagement = (column: AnyColumn) =>
    sql<number>`coalesce((select ${column} from ${userEngagement} where ${userEngagement.userId} = ${users.id}), 0)`;
  return new Map<string, SQL>([
    ['follower', counted(follows.followingId)],
    ['following', counted(follows.followerId)],
    ['visits', engagement(userEngagement.visits)],
    ['appreciations', engagement(userEngagement.appreciations)],
    ['full_name', sql`lower(${users.fullName})`],
    ['created_on', sql`${users.createdOn}`],
  ]);
}

type OwnedTable = Tables['certifications'] | Tables['awards'] | Tables['userAddresses'];

/** The rows of a table that holds a list per user (certifications, awards, addresses), a page at a time. */
function ownedRows<T extends OwnedTable>(db: Db, table: T, order: SQL[]) {
  type Row = T['$inferSelect'];
  type New = T['$inferInsert'];
  const q = handle(db);
  // Drizzle types the queries on the union of the tables; each answer is a row of `table` itself.
  const t: OwnedTable = table;
  return {
    async page(userId: string, limit: number, offset: number): Promise<{ rows: Row[]; total: number }> {
      const where = eq(t.userId, userId);
      const rows = (await q
        .select()
        .from(t)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)) as Row[];
      const [total] = await q.select({ n: count() }).from(t).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async get(id: string): Promise<Row | undefined> {
      return (await q.select().from(t).where(eq(t.id, id)).limit(1))[0] as Row | undefined;
    },
    async insert(userId: string, columns: Omit<New, 'userId'>): Promise<Row> {
      const rows: Row[] = await q
        .insert(t)
        .values({ ...columns, userId } as New)
        .returning();
      return single(rows);
    },
    async update(id: string, patch: Partial<New>): Promise<Row> {
      const rows: Row[] = await q.update(t).set(patch).where(eq(t.id, id)).returning();
      return single(rows);
    },
    async remove(id: string): Promise<void> {
      await q.delete(t).where(eq(t.id, id));
    },
  };
}

/** A user's social links, oldest first (several users at once). */
async function linksOf(db: Db, ids: string[]): Promise<SocialLinkRow[]> {
  const { socialLinks } = tables(db);
  return ids.length
    ? prepared(db, 'profiles.linksOf', () =>
        handle(db)
          .select()
          .from(socialLinks)
          .where(inList(db, socialLinks.userId, 'ids'))
          .orderBy(asc(socialLinks.createdOn), asc(socialLinks.id))
          .prepare(),
      ).execute({ ids: listParam(ids) })
    : [];
}

/** Skills with their endorsement count and whether `readerId` endorsed them. */
async function withEndorsements(
  db: Db,
  rows: UserSkillRow[],
  readerId: string | null,
): Promise<SkillFacts[]> {
  const q = handle(db);
  const { skillEndorsements } = tables(db);
  const ids = rows.map((r) => r.id);
  const counts = new Map<string, number>();
  const mine = new Set<string>();
  if (ids.length) {
    const list = listParam(ids);
    for (const r of await prepared(db, 'profiles.endorsementCounts', () =>
      q
        .select({ id: skillEndorsements.skillId, n: count() })
        .from(skillEndorsements)
        .where(inList(db, skillEndorsements.skillId, 'ids'))
        .groupBy(skillEndorsements.skillId)
        .prepare(),
    ).execute({ ids: list }))
      counts.set(r.id, r.n);
    if (readerId) {
      for (const r of await prepared(db, 'profiles.endorsedBy', () =>
        q
          .select({ id: skillEndorsements.skillId })
          .from(skillEndorsements)
          .where(
            and(
              eq(skillEndorsements.endorserId, sql.placeholder('reader')),
              inList(db, skillEndorsements.skillId, 'ids'),
            ),
          )
          .prepare(),
      ).execute({ ids: list, reader: readerId }))
        mine.add(r.id);
    }
  }
  return rows.map((r) => ({ ...r, endorsedCount: counts.get(r.id) ?? 0, isEndorsed: mine.has(r.id) }));
}

/** The skills of some users, oldest first, with their endorsements as `readerId` sees them. */
async function skillsOf(db: Db, ids: string[], readerId: string | null): Promise<SkillFacts[]> {
  if (!ids.length) return [];
  const { userSkills } = tables(db);
  const rows = await prepared(db, 'profiles.skillsOf', () =>
    handle(db)
      .select()
      .from(userSkills)
      .where(inList(db, userSkills.userId, 'ids'))
      .orderBy(asc(userSkills.createdOn), asc(userSkills.id))
      .prepare(),
  ).execute({ ids: listParam(ids) });
  return withEndorsements(db, rows, readerId);
}

/** The social links and skills a User answer carries. */
async function linksAndSkillsNow(db: Db, userId: string) {
  return {
    social_links: (await linksOf(db, [userId])).map((l) => ({ id: l.id, name: l.name, url: l.url })),
    skills: (await skillsOf(db, [userId], null)).map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
    })),
  };
}

/**
 * Adds to the profile card's counters in one statement (so concurrent additions never overwrite each
 * other); a negative delta takes away, never below zero.
 */
async function addEngagementNow(
  db: Db,
  userId: string,
  delta: { appreciations?: number; visits?: number },
): Promise<void> {
  const { userEngagement } = tables(db);
  const { greatest } = dialect(db);
  const a = delta.appreciations ?? 0;
  const v = delta.visits ?? 0;
  await handle(db)
    .insert(userEngagement)
    .values({ userId, appreciations: Math.max(0, a), visits: Math.max(0, v) })
    .onConflictDoUpdate({
      target: userEngagement.userId,
      set: {
        appreciations: greatest(0, sql`${userEngagement.appreciations} + ${a}`),
        visits: greatest(0, sql`${userEngagement.visits} + ${v}`),
      },
    });
}

/** The only place the profiles module touches Drizzle. Every function answers a Promise. */
export function createProfilesRepo(db: Db) {
  const q = handle(db);
  const t = tables(db);
  const {
    awards,
    certifications,
    follows,
    skillEndorsements,
    socialLinks,
    userAddresses,
    userEngagement,
    userSkills,
    users,
  } = t;
  const { like } = dialect(db);
  /** `contains` with the pattern bound to a placeholder, for prepared statements. */
  const containsAt = (column: SQL | typeof users.fullName, name: string) =>
    like(column, sql.placeholder(name));
  const ORDERINGS = orderings(t);
  const repo = {
    /** Runs `fn` in one transaction with everything it calls (repositories and the notifier). */
    transaction: <T>(fn: () => Promise<T>): Promise<T> => transaction(db, fn),

    async user(id: string): Promise<UserRow | undefined> {
      return (await q.select().from(users).where(eq(users.id, id)).limit(1))[0];
    },

    // ------------------------------------------------------------------ facts about users
    async facts(ids: string[], readerId: string | null): Promise<Map<string, UserFacts>> {
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
      const list = { ids: listParam(ids) };
      for (const r of await prepared(db, 'profiles.followerCounts', () =>
        q
          .select({ id: follows.followingId, n: count() })
          .from(follows)
          .where(inList(db, follows.followingId, 'ids'))
          .groupBy(follows.followingId)
          .prepare(),
      ).execute(list))
        get(r.id).follower = r.n;
      for (const r of await prepared(db, 'profiles.followingCounts', () =>
        q
          .select({ id: follows.followerId, n: count() })
          .from(follows)
          .where(inList(db, follows.followerId, 'ids'))
          .groupBy(follows.followerId)
          .prepare(),
      ).execute(list))
        get(r.id).following = r.n;
      for (const r of await prepared(db, 'profiles.engagement', () =>
        q
          .select()
          .from(userEngagement)
          .where(inList(db, userEngagement.userId, 'ids'))
          .prepare(),
      ).execute(list)) {
        get(r.userId).appreciations = r.appreciations;
        get(r.userId).visits = r.visits;
      }
      if (readerId) {
        for (const r of await prepared(db, 'profiles.followedBy', () =>
          q
            .select({ id: follows.followingId })
            .from(follows)
            .where(
              and(eq(follows.followerId, sql.placeholder('reader')), inList(db, follows.followingId, 'ids')),
            )
            .prepare(),
        ).execute({ ...list, reader: readerId }))
          get(r.id).isFollowed = true;
      }
      for (const link of await linksOf(db, ids)) get(link.userId).links.push(link);
      for (const skill of await skillsOf(db, ids, readerId)) get(skill.userId).skills.push(skill);
      return out;
    },

    /** Users matching the filters, one page of them, and how many match in all. */
    async findUsers(
      q: ProfileQuery,
      limit: number,
      offset: number,
    ): Promise<{ rows: UserRow[]; total: number }> {
      // Every filter's value is a placeholder, so each shape (which filters, which ordering) is
      // prepared once; a list limited to some users (`ids`, an SQL condition) is built each time.
      const where: SQL[] = [];
      if (q.name) where.push(containsAt(users.fullName, 'name'));
      if (q.city) where.push(containsAt(sql`coalesce(${users.city}, '')`, 'city'));
      if (q.location) where.push(containsAt(sql`coalesce(${users.location}, '')`, 'location'));
      if (q.isExpert !== undefined) where.push(eq(users.isExpert, sql.placeholder('expert')));
      if (q.withAvatar) where.push(and(isNotNull(users.avatar), ne(users.avatar, ''))!);
      if (q.ids) where.push(q.ids);
      if (q.search) {
        const skillMatch = sql`exists (select 1 from ${userSkills} where ${userSkills.userId} = ${users.id} and ${containsAt(sql`${userSkills.title}`, 'search')})`;
        where.push(
          sql`(${containsAt(users.fullName, 'search')} or ${containsAt(sql`coalesce(${users.jobTitle}, '')`, 'search')} or ${containsAt(sql`coalesce(${users.companyName}, '')`, 'search')} or ${containsAt(sql`coalesce(${users.city}, '')`, 'search')} or ${containsAt(sql`coalesce(${users.description}, '')`, 'search')} or ${skillMatch})`,
        );
      }
      const condition = where.length ? and(...where) : undefined;
      const order: SQL[] = [];
      const descending = q.ordering?.startsWith('-') ?? false;
      const orderName = q.ordering?.replace(/^-/, '');
      const expr = orderName ? ORDERINGS.get(orderName) : undefined;
      if (expr) order.push(descending ? desc(expr) : asc(expr));
      order.push(asc(sql`lower(${users.fullName})`), asc(users.id));
      const values = {
        name: q.name ? containsPattern(q.name) : null,
        city: q.city ? containsPattern(q.city) : null,
        location: q.location ? containsPattern(q.location) : null,
        // A placeholder binds the driver's value: SQLite keeps booleans as 0 and 1.
        expert: q.isExpert === undefined ? null : Number(q.isExpert),
        search: q.search ? containsPattern(q.search) : null,
        limit,
        offset,
      };
      const page = () =>
        handle(db)
          .select()
          .from(users)
          .where(condition)
          .orderBy(...order)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare();
      const counted = () => handle(db).select({ n: count() }).from(users).where(condition).prepare();
      const shape = [q.name, q.city, q.location, q.isExpert !== undefined, q.withAvatar, q.search]
        .map((f) => (f ? 1 : 0))
        .join('');
      const key = `profiles.findUsers:${shape}:${expr ? q.ordering : ''}`;
      const [rows, [total]] = await Promise.all([
        (q.ids ? page() : prepared(db, `${key}:rows`, page)).execute(values),
        (q.ids ? counted() : prepared(db, `${key}:total`, counted)).execute(values),
      ]);
      return { rows, total: total?.n ?? 0 };
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
    /** Answers whether the follow is new. */
    async follow(followerId: string, followingId: string): Promise<boolean> {
      return changed(await q.insert(follows).values({ followerId, followingId }).onConflictDoNothing()) > 0;
    },
    async unfollow(followerId: string, followingId: string): Promise<boolean> {
      return (
        changed(
          await q
            .delete(follows)
            .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId))),
        ) > 0
      );
    },

    // ------------------------------------------------------------------ social links
    async linksOf(ids: string[]): Promise<SocialLinkRow[]> {
      return linksOf(db, ids);
    },
    async link(id: string): Promise<SocialLinkRow | undefined> {
      return (await q.select().from(socialLinks).where(eq(socialLinks.id, id)).limit(1))[0];
    },
    async linkByName(userId: string, name: string): Promise<SocialLinkRow | undefined> {
      const [row] = await q
        .select()
        .from(socialLinks)
        .where(and(eq(socialLinks.userId, userId), eq(socialLinks.name, name)))
        .limit(1);
      return row;
    },
    /** The GitHub and LeetCode links of one user, or of everyone. */
    async codingLinks(userId?: string): Promise<SocialLinkRow[]> {
      return q
        .select()
        .from(socialLinks)
        .where(
          and(
            inArray(socialLinks.name, ['github', 'leetcode']),
            userId ? eq(socialLinks.userId, userId) : undefined,
          ),
        )
        .orderBy(asc(socialLinks.createdOn), asc(socialLinks.id));
    },
    async insertLink(userId: string, name: string, url: string): Promise<SocialLinkRow> {
      return single(await q.insert(socialLinks).values({ userId, name, url }).returning());
    },
    async updateLink(id: string, patch: { name?: string; url?: string }): Promise<SocialLinkRow> {
      return single(await q.update(socialLinks).set(patch).where(eq(socialLinks.id, id)).returning());
    },
    async deleteLink(id: string): Promise<void> {
      await q.delete(socialLinks).where(eq(socialLinks.id, id));
    },

    // ------------------------------------------------------------------ skills
    async skillsOf(ids: string[], readerId: string | null): Promise<SkillFacts[]> {
      return skillsOf(db, ids, readerId);
    },
    async skill(id: string): Promise<UserSkillRow | undefined> {
      return (await q.select().from(userSkills).where(eq(userSkills.id, id)).limit(1))[0];
    },
    async skillFacts(id: string, readerId: string | null): Promise<SkillFacts | undefined> {
      const row = await repo.skill(id);
      return row ? (await withEndorsements(db, [row], readerId))[0] : undefined;
    },
    async insertSkill(userId: string, title: string, description: string | null): Promise<UserSkillRow> {
      return single(await q.insert(userSkills).values({ userId, title, description }).returning());
    },
    async updateSkill(id: string, patch: { title?: string; description?: string | null }): Promise<void> {
      await q.update(userSkills).set(patch).where(eq(userSkills.id, id));
    },
    async deleteSkill(id: string): Promise<void> {
      await q.delete(userSkills).where(eq(userSkills.id, id));
    },
    /** Replaces a user's skills in one transaction: keep (and update) the listed ids, add the rest. */
    async replaceSkills(
      userId: string,
      items: { id?: string; title: string; description: string | null }[],
    ): Promise<void> {
      await transaction(db, async () => {
        const keep = new Set(items.filter((i) => i.id).map((i) => i.id!));
        const stale = (
          await q.select({ id: userSkills.id }).from(userSkills).where(eq(userSkills.userId, userId))
        )
          .filter((r) => !keep.has(r.id))
          .map((r) => r.id);
        if (stale.length) await q.delete(userSkills).where(inArray(userSkills.id, stale));
        for (const item of items) {
          if (item.id) {
            await q
              .update(userSkills)
              .set({ title: item.title, description: item.description })
              .where(and(eq(userSkills.id, item.id), eq(userSkills.userId, userId)));
          } else {
            await q.insert(userSkills).values({ userId, title: item.title, description: item.description });
          }
        }
      });
    },
    /** Answers whether the endorsement is new. */
    async endorse(skillId: string, endorserId: string): Promise<boolean> {
      return (
        changed(await q.insert(skillEndorsements).values({ skillId, endorserId }).onConflictDoNothing()) > 0
      );
    },
    async unendorse(skillId: string, endorserId: string): Promise<boolean> {
      return (
        changed(
          await q
            .delete(skillEndorsements)
            .where(and(eq(skillEndorsements.skillId, skillId), eq(skillEndorsements.endorserId, endorserId))),
        ) > 0
      );
    },

    // ------------------------------------------------------------------ certifications, awards, addresses
    certifications: ownedRows(db, certifications, [
      desc(certifications.issueDate),
      desc(certifications.createdOn),
    ]),
    awards: ownedRows(db, awards, [desc(awards.awardDate), desc(awards.createdOn)]),
    addresses: ownedRows(db, userAddresses, [asc(userAddresses.createdOn), asc(userAddresses.id)]),

    async setExpert(userId: string, isExpert: boolean): Promise<UserRow> {
      return single(
        await q
          .update(users)
          .set({ isExpert, editedOn: new Date().toISOString() })
          .where(eq(users.id, userId))
          .returning(),
      );
    },

    // ------------------------------------------------------------------ what other modules ask through ports
    /** The social links and skills a User answer carries (`app.profileFacts`). */
    async linksAndSkills(userId: string) {
      return linksAndSkillsNow(db, userId);
    },
    /** The profile card's counters (`app.engagement`). */
    async addEngagement(userId: string, delta: { appreciations?: number; visits?: number }): Promise<void> {
      await addEngagementNow(db, userId, delta);
    },
  };
  return repo;
}

export type ProfilesRepo = ReturnType<typeof createProfilesRepo>;

/**
 * @deprecated Use `app.engagement.add` (server/ports.ts). Kept only for the gigs demo
 * seed (scripts/seed/gigs.ts), which runs without an app; no server module may use it.
 */
export const addEngagement = addEngagementNow;
