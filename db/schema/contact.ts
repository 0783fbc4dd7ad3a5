import { sql } from 'drizzle-orm';
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { newId } from '../ids';
import { users } from './accounts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Messages sent with the contact form (name, e-mail, subject, message). Kept even when the mail to the
 * site's inbox fails (`mailed_at` stays empty), so nothing a visitor wrote is lost.
 */
export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The interface language the visitor wrote from. */
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    /** The signed-in sender, if any; their messages go when their account does. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdOn: text('created_on').notNull().default(now),
    mailedAt: text('mailed_at'),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdOn)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;
