// The PostgreSQL twin of db/schema/publication.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../ids';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    email: text('email').notNull().unique(),
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: text('confirm_expires_at'),
    createdAt: text('created_at').notNull().default(now),
    confirmedAt: text('confirmed_at'),
    unsubscribedAt: text('unsubscribed_at'),
  },
  (t) => [uniqueIndex('newsletter_subscribers_token_idx').on(t.confirmTokenHash)],
);

export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    issue: integer('issue').notNull(),
    locale: text('locale', { enum: ['en', 'es'] }).notNull(),
    sentAt: text('sent_at').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.issue] })],
);

export const articleViews = pgTable('article_views', {
  slug: text('slug').primaryKey(),
  views: integer('views').notNull().default(0),
});

export const articleViewMarks = pgTable(
  'article_view_marks',
  {
    day: text('day').notNull(),
    slug: text('slug').notNull(),
    readerHash: text('reader_hash').notNull(),
  },
  // The key starts with the day, so it also serves the day's look-ups (a reader's marks of one
  // day, deleting other days'): no index of its own for the day, one B-tree less per view written.
  (t) => [primaryKey({ columns: [t.day, t.slug, t.readerHash] })],
);

export const analyticsSalts = pgTable('analytics_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});
