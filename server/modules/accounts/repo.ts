import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type NewUserRow, type UserRow, users } from '../../../db/schema';

/** The only place the accounts module touches Drizzle. */
export function createAccountsRepo(db: Db) {
  return {
    byEmail: (email: string) => db.select().from(users).where(eq(users.email, email.toLowerCase())).get(),
    byId: (id: string) => db.select().from(users).where(eq(users.id, id)).get(),
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
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
