import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type {
  NewUserRow,
  OnboardingContentRow,
  onboardingContent,
  ReferralSourceRow,
  referralSources,
  UserRow,
} from '../../../db/schema';
import { dialect, handle, single, tables } from '../../lib/db';
import { inList, listParam, prepared } from '../../lib/prepared';
import { transaction } from '../../lib/transaction';

export type UserOrdering = 'full_name' | '-full_name' | 'created_on' | '-created_on';

/** LIKE with the user's text taken literally (no % or _ wildcards of their own). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only place the accounts module touches Drizzle for accounts and onboarding content. */
export function createAccountsRepo(db: Db) {
  const q = handle(db);
  const { users, referralSources, onboardingContent } = tables(db);
  const { like } = dialect(db);
  return {
    transaction: <T>(fn: () => Promise<T>) => transaction(db, fn),

    async byEmail(email: string): Promise<UserRow | undefined> {
      return (await q.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];
    },
    async byId(id: string): Promise<UserRow | undefined> {
      const rows = await prepared(db, 'accounts.byId', () =>
        q
          .select()
          .from(users)
          .where(eq(users.id, sql.placeholder('id')))
          .prepare(),
      ).execute({ id });
      return rows[0];
    },
    async byIds(ids: readonly string[]): Promise<UserRow[]> {
      return ids.length
        ? prepared(db, 'accounts.byIds', () =>
            q
              .select()
              .from(users)
              .where(inList(db, users.id, 'ids'))
              .prepare(),
          ).execute({ ids: listParam(ids) })
        : [];
    },
    /** The account whose verified phone this is; unverified numbers never identify anyone. */
    async byVerifiedPhone(phone: string): Promise<UserRow | undefined> {
      return (
        await q
          .select()
          .from(users)
          .where(and(eq(users.phone, phone), eq(users.isPhoneVerified, true)))
          .limit(1)
      )[0];
    },
    async insert(row: NewUserRow): Promise<UserRow> {
      return single(await q.insert(users).values(row).returning());
    },
    async update(id: string, patch: Partial<NewUserRow>): Promise<UserRow> {
      return single(
        await q
          .update(users)
          .set({ ...patch, editedOn: new Date().toISOString() })
          .where(eq(users.id, id))
          .returning(),
      );
    },
    /** Deletes the user; every table that holds the user's data references it ON DELETE CASCADE. */
    async remove(id: string): Promise<void> {
      await q.delete(users).where(eq(users.id, id));
    },

    /** Signed-in users' directory: name contains the text, or the e-mail is exactly it. */
    async searchUsers(opts: { search?: string; ordering: UserOrdering; limit: number; offset: number }) {
      const text = opts.search?.trim();
      const where: SQL | undefined = text
        ? or(like(users.fullName, contains(text)), eq(users.email, text.toLowerCase()))
        : undefined;
      const column = opts.ordering.endsWith('full_name') ? users.fullName : users.createdOn;
      const order = opts.ordering.startsWith('-') ? desc(column) : asc(column);
      const [counted] = await q.select({ n: count() }).from(users).where(where);
      const total = counted?.n ?? 0;
      const rows = await q
        .select()
        .from(users)
        .where(where)
        .orderBy(order, asc(users.id))
        .limit(opts.limit)
        .offset(opts.offset);
      return { total, rows };
    },

    async referralSources(
      limit: number,
      offset: number,
    ): Promise<{ total: number; rows: ReferralSourceRow[] }> {
      const [counted] = await q.select({ n: count() }).from(referralSources);
      const total = counted?.n ?? 0;
      const rows = await q
        .select()
        .from(referralSources)
        .orderBy(asc(referralSources.position), asc(referralSources.id))
        .limit(limit)
        .offset(offset);
      return { total, rows };
    },
    async referralSourceById(id: string): Promise<ReferralSourceRow | undefined> {
      return (await q.select().from(referralSources).where(eq(referralSources.id, id)).limit(1))[0];
    },
    async insertReferralSources(rows: (typeof referralSources.$inferInsert)[]): Promise<void> {
      await q.insert(referralSources).values(rows).onConflictDoNothing();
    },
    async onboardingContent(language: 'en' | 'ar'): Promise<OnboardingContentRow | undefined> {
      return (
        await q.select().from(onboardingContent).where(eq(onboardingContent.language, language)).limit(1)
      )[0];
    },
    async insertOnboardingContent(rows: (typeof onboardingContent.$inferInsert)[]): Promise<void> {
      await q.insert(onboardingContent).values(rows).onConflictDoNothing();
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
