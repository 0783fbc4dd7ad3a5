import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The last import of a user's GitHub or LeetCode profile. Pages read only this table; the
 * background refresher writes it. `data` is the importer's JSON, `etags` the validators GitHub
 * sent (one per resource) for conditional requests.
 */
export const codingStats = sqliteTable(
  'coding_stats',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['github', 'leetcode'] }).notNull(),
    username: text('username').notNull(),
    /** pending: never imported; ok: data is good; not_found, failed: the last import's outcome. */
    status: text('status', { enum: ['pending', 'ok', 'not_found', 'failed'] })
      .notNull()
      .default('pending'),
    data: text('data'),
    etags: text('etags'),
    /** The user-facing text of the last failure, kept beside older good data. */
    error: text('error'),
    fetchedAt: text('fetched_at'),
    expiresAt: text('expires_at'),
    /** Not before this time (rate limits, back-off after failures). */
    nextAttemptAt: text('next_attempt_at'),
    /** Demo data: shipped with the seed and never fetched again, so demo profiles stay as written. */
    pinned: integer('pinned', { mode: 'boolean' }).notNull().default(false),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] }), index('coding_stats_due_idx').on(t.expiresAt)],
);

export type CodingStatsRow = typeof codingStats.$inferSelect;
