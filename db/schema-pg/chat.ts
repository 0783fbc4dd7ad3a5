// The PostgreSQL twin of db/schema/chat.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { newId } from '../ids';
import { users } from './accounts';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const chatMessages = pgTable(
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
    isRead: boolean('is_read').notNull().default(false),
    createdOn: text('created_on').notNull().default(now),
    editedOn: text('edited_on'),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.senderId, t.receiverId, t.createdOn),
    index('chat_messages_receiver_idx').on(t.receiverId, t.isRead),
  ],
);
