import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contactMessages, type NewContactMessageRow } from '../../../db/schema';

/** The only place the contact module touches Drizzle. */
export function createContactRepo(db: Db) {
  return {
    insert: (row: NewContactMessageRow) => db.insert(contactMessages).values(row).returning().get(),
    markMailed: (id: string) =>
      db
        .update(contactMessages)
        .set({ mailedAt: new Date().toISOString() })
        .where(eq(contactMessages.id, id))
        .run(),
    byId: (id: string) => db.select().from(contactMessages).where(eq(contactMessages.id, id)).get(),
  };
}

export type ContactRepo = ReturnType<typeof createContactRepo>;
