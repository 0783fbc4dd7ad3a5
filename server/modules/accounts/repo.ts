import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type NewUserRow,
  type OnboardingContentRow,
  onboardingContent,
  type ReferralSourceRow,
  referralSources,
  type UserRow,
  users,
} from '../../../db/schema';
import { inList, listParam, prepared } from '../../lib/prepared';
import { transaction } from '../../lib/transaction';

export type UserOrdering = 'full_name' | '-full_name' | 'created_on' | '-created_on';

/** LIKE with the user's text taken literally (no % or _ wildcards of their own). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only place the accounts module touches Drizzle for accounts and onboarding content. */
export function createAccountsRepo(db: Db) {
  return {
    transaction: <T>(fn: () => Promise<T>) => transaction(db, fn),

    async byEmail(email: string): Promise<UserRow | undefined> {
      return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
    },
    async byId(id: string): Promise<UserRow | undefined> {
      return prepared(db, 'accounts.byId', () =>
        db
          .select()
          .from(users)
          .where(eq(users.id, sql.placeholder('id')))
          .prepare(),
      ).get({ id });
    },
    async byIds(ids: readonly string[]): Promise<UserRow[]> {
      return ids.length
        ? prepared(db, 'accounts.byIds', () =>
            db.select().from(users).where(inList(db, users.id, 'ids')).prepare(),
          ).all({ ids: listParam(ids) })
        : [];
    },
    /** The account whose verified phone this is; unverified numbers never identify anyone. */
    async byVerifiedPhone(phone: string): Promise<UserRow | undefined> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), eq(users.isPhoneVerified, true)))
        .get();
    },
    async insert(row: NewUserRow): Promise<UserRow> {
      return db.insert(users).values(row).returning().get();
    },
    async update(id: string, patch: Partial<NewUserRow>): Promise<UserRow> {
      return db
        .update(users)
        .set({ ...patch, editedOn: new Date().toISOString() })
        .where(eq(users.id, id))
        .returning()
        .get() as UserRow;
    },
    /** Deletes the user; every table that holds the user's data references it ON DELETE CASCADE. */
    async remove(id: string): Promise<void> {
      db.delete(users).where(eq(users.id, id)).run();
    },

    /** Signed-in users' directory: name contains the text, or the e-mail is exactly it. */
    async searchUsers(opts: { search?: string; ordering: UserOrdering; limit: number; offset: number }) {
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

    async referralSources(
      limit: number,
      offset: number,
    ): Promise<{ total: number; rows: ReferralSourceRow[] }> {
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
    async referralSourceById(id: string): Promise<ReferralSourceRow | undefined> {
      return db.select().from(referralSources).where(eq(referralSources.id, id)).get();
    },
    async insertReferralSources(rows: (typeof referralSources.$inferInsert)[]): Promise<void> {
      db.insert(referralSources).values(rows).onConflictDoNothing().run();
    },
    async onboardingContent(language: 'en' | 'ar'): Promise<OnboardingContentRow | undefined> {
      return db.select().from(onboardingContent).where(eq(onboardingContent.language, language)).get();
    },
    async insertOnboardingContent(rows: (typeof onboardingContent.$inferInsert)[]): Promise<void> {
      db.insert(onboardingContent).values(rows).onConflictDoNothing().run();
    },
  };
}

/** Case-insensitive for ASCII (SQLite's LIKE), with backslash escaping the user's % and _. */
function nameContains(column: typeof users.fullName, text: string) {
  return sql`${column} LIKE ${contains(text)} ESCAPE '\\'`;
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
