// The PostgreSQL twin of db/schema/notifications.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { newId } from '../ids';
import { users } from './accounts';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    systemType: text('system_type').notNull().default('guild'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    image: text('image'),
    actions: text('actions').notNull().default('[]'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.systemType, t.createdOn)],
);
