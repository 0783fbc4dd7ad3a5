// The PostgreSQL twin of db/schema/stats.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const codingStats = pgTable(
  'coding_stats',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['github', 'leetcode'] }).notNull(),
    username: text('username').notNull(),
    status: text('status', { enum: ['pending', 'ok', 'not_found', 'failed'] })
      .notNull()
      .default('pending'),
    data: text('data'),
    etags: text('etags'),
    error: text('error'),
    fetchedAt: text('fetched_at'),
    expiresAt: text('expires_at'),
    nextAttemptAt: text('next_attempt_at'),
    pinned: boolean('pinned').notNull().default(false),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] }), index('coding_stats_due_idx').on(t.expiresAt)],
);
