import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { newId } from '../ids';

// Guild Journal: The Source's subscribers and deliveries, and article view counts.
// Subscribers are readers without an account, so these tables do not reference `users`.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** One address on The Source's list; double opt-in moves it from pending to confirmed. */
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    email: text('email').notNull().unique(),
    /** The language the subscriber's mail is written in. */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** SHA-256 of the single-use activation token; cleared once used. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: text('confirm_expires_at'),
    createdAt: text('created_at').notNull().default(now),
    confirmedAt: text('confirmed_at'),
    unsubscribedAt: text('unsubscribed_at'),
  },
  (t) => [uniqueIndex('newsletter_subscribers_token_idx').on(t.confirmTokenHash)],
);

/**
 * One issue mailed to one subscriber. The row is written before the message leaves, so a re-run of
 * `npm run newsletter:send` never mails anyone an issue twice.
 */
export const newsletterDeliveries = sqliteTable(
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

/** Views per article (by slug, whatever the language it was read in). */
export const articleViews = sqliteTable('article_views', {
  slug: text('slug').primaryKey(),
  views: integer('views').notNull().default(0),
});

/**
 * Who has been counted today: a hash of the address and user agent keyed with the day's salt.
 * Rows of past days are deleted with their salt, so no hash outlives the day it can be linked in.
 *
 * On SQLite a log without a key: each mark is appended after the last row (its rowid), where a key
 * on the random hash put every batch's marks all over a B-tree that grows all day (a second's batch
 * of 17,000 marks rewrote most of its pages: 15 µs a mark at 200,000 marks, against 1.5 µs
 * appended). Instances sharing the file find each other's marks by rowid under the write lock
 * (server/modules/analytics/repo.ts). PostgreSQL's twin keeps the key (instances on many machines).
 */
export const articleViewMarks = sqliteTable('article_view_marks', {
  day: text('day').notNull(),
  slug: text('slug').notNull(),
  readerHash: text('reader_hash').notNull(),
});

/** The random salt of each day (UTC); yesterday's is deleted once today's exists. */
export const analyticsSalts = sqliteTable('analytics_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
