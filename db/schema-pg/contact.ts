// The PostgreSQL twin of db/schema/contact.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { newId } from '../ids';
import { users } from './accounts';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdOn: text('created_on').notNull().default(now),
    mailedAt: text('mailed_at'),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdOn)],
);
