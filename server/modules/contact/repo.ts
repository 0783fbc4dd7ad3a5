import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ContactMessageRow, NewContactMessageRow } from '../../../db/schema';
import { handle, single, tables } from '../../lib/db';

/** The only place the contact module touches Drizzle. */
export function createContactRepo(db: Db) {
  const q = handle(db);
  const { contactMessages } = tables(db);
  return {
    async insert(row: NewContactMessageRow): Promise<ContactMessageRow> {
      return single(await q.insert(contactMessages).values(row).returning());
    },
    async markMailed(id: string): Promise<void> {
      await q
        .update(contactMessages)
        .set({ mailedAt: new Date().toISOString() })
        .where(eq(contactMessages.id, id));
    },
    async byId(id: string): Promise<ContactMessageRow | undefined> {
      return (await q.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1))[0];
    },
  };
}

export type ContactRepo = ReturnType<typeof createContactRepo>;
