import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { newId } from '../ids';
import { users } from './accounts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * One chat message from one user to another. A conversation is every message between two users,
 * in either direction; `is_read` is the receiver's, `edited_on` stays null until the sender edits.
 */
export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    createdOn: text('created_on').notNull().default(now),
    editedOn: text('edited_on'),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.senderId, t.receiverId, t.createdOn),
    index('chat_messages_receiver_idx').on(t.receiverId, t.isRead),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;
