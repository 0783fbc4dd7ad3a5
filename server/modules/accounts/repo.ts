import { and, asc, count, desc, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  loginHandoffs,
  type NewUserRow,
  type OnboardingContentRow,
  oidcFlows,
  onboardingContent,
  type ReferralSourceRow,
  referralSources,
  type UserRow,
  userIdentities,
  users,
} from '../../../db/schema';
import { userLinksAndSkills } from '../profiles/repo';

export type UserOrdering = 'full_name' | '-full_name' | 'created_on' | '-created_on';

/** LIKE with the user's text taken literally (no % or _ wildcards of their own). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only place the accounts module touches Drizzle. */
export function createAccountsRepo(db: Db) {
  return {
    /** The user's social links and skills, kept by the profiles module. */
    linksAndSkills: (id: string) => userLinksAndSkills(db, id),
    byEmail: (email: string) => db.select().from(users).where(eq(users.email, email.toLowerCase())).get(),
    byId: (id: string) => db.select().from(users).where(eq(users.id, id)).get(),
    /** The account whose verified phone this is; unverified numbers never identify anyone. */
    byVerifiedPhone: (phone: string) =>
      db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), eq(users.isPhoneVerified, true)))
        .get(),
    insert: (row: NewUserRow) => db.insert(users).values(row).returning().get(),
    update: (id: string, patch: Partial<NewUserRow>) =>
      db
        .update(users)
        .set({ ...patch, editedOn: new Date().toISOString() })
        .where(eq(users.id, id))
        .returning()
        .get() as UserRow,
    /** Deletes the user; every table that holds the user's data references it ON DELETE CASCADE. */
    remove: (id: string) => db.delete(users).where(eq(users.id, id)).run(),

    /** Signed-in users' directory: name contains the text, or the e-mail is exactly it. */
    searchUsers(opts: { search?: string; ordering: UserOrdering; limit: number; offset: number }) {
      const text = opts.search?.trim();
      const where: SQL | undefined = text
        ? or(nameContains(users.fullName, text), eq(users.email, text.toLowerCase()))
        : undefined;
      const column = opts.ordering.endsWith('full_name') ? users.fullName : users.createdOn;
      const order = opts.ordering.startsWith('-') ? desc(column) : asc(column);
      const total = db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
      const rows = db
        .select()
        .from(users)
        .where(where)
        .orderBy(order, asc(users.id))
        .limit(opts.limit)
        .offset(opts.offset)
        .all();
      return { total, rows };
    },

    byIdentity: (issuer: string, subject: string) =>
      db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
        .get()?.user,
    linkIdentity: (userId: string, issuer: string, subject: string, email: string | null) =>
      db.insert(userIdentities).values({ userId, issuer, subject, email }).onConflictDoNothing().run(),

    referralSources(limit: number, offset: number): { total: number; rows: ReferralSourceRow[] } {
      const total = db.select({ n: count() }).from(referralSources).get()?.n ?? 0;
      const rows = db
        .select()
        .from(referralSources)
        .orderBy(asc(referralSources.position), asc(referralSources.id))
        .limit(limit)
        .offset(offset)
        .all();
      return { total, rows };
    },
    referralSourceById: (id: string) =>
      db.select().from(referralSources).where(eq(referralSources.id, id)).get(),
    insertReferralSources: (rows: (typeof referralSources.$inferInsert)[]) =>
      db.insert(referralSources).values(rows).onConflictDoNothing().run(),
    onboardingContent: (language: 'en' | 'ar'): OnboardingContentRow | undefined =>
      db.select().from(onboardingContent).where(eq(onboardingContent.language, language)).get(),
    insertOnboardingContent: (rows: (typeof onboardingContent.$inferInsert)[]) =>
      db.insert(onboardingContent).values(rows).onConflictDoNothing().run(),

    insertOidcFlow: (row: typeof oidcFlows.$inferInsert) => {
      db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, new Date().toISOString())).run();
      db.insert(oidcFlows).values(row).run();
    },
    /** Takes a flow out (it works once), if it is still live. */
    takeOidcFlow(stateHash: string) {
      return db
        .delete(oidcFlows)
        .where(and(eq(oidcFlows.stateHash, stateHash), gt(oidcFlows.expiresAt, new Date().toISOString())))
        .returning()
        .get();
    },

    insertHandoff: (row: typeof loginHandoffs.$inferInsert) => db.insert(loginHandoffs).values(row).run(),
    /** Spends a hand-off code: answers its user once, while it is live. */
    takeHandoff(codeHash: string): string | null {
      const now = new Date().toISOString();
      const row = db
        .update(loginHandoffs)
        .set({ usedAt: now })
        .where(
          and(
            eq(loginHandoffs.codeHash, codeHash),
            isNull(loginHandoffs.usedAt),
            gt(loginHandoffs.expiresAt, now),
          ),
        )
        .returning()
        .get();
      return row?.userId ?? null;
    },
  };
}

/** Case-insensitive for ASCII (SQLite's LIKE), with backslash escaping the user's % and _. */
function nameContains(column: typeof users.fullName, text: string) {
  return sql`${column} LIKE ${contains(text)} ESCAPE '\\'`;
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
