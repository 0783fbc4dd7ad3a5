import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type ContactMessageRow, contactMessages, type NewContactMessageRow } from '../../../db/schema';

/** The only place the contact module touches Drizzle. */
export function createContactRepo(db: Db) {
  return {
    async insert(row: NewContactMessageRow): Promise<ContactMessageRow> {
      return db.insert(contactMessages).values(row).returning().get();
    },
    async markMailed(id: string): Promise<void> {
      db.update(contactMessages)
        .set({ mailedAt: new Date().toISOString() })
        .where(eq(contactMessages.id, id))
        .run();
    },
    async byId(id: string): Promise<ContactMessageRow | undefined> {
      return db.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
    },
  };
}

export type ContactRepo = ReturnType<typeof createContactRepo>;
