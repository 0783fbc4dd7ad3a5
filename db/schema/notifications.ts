import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { newId } from '../ids';
import { users } from './accounts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * One notification for one user: title, image, message, read flag and the actions it opens. `title` and `message` are JSON `{en, ar}` so the list
 * speaks the reader's language; `actions` is the JSON list of `{id, type}` the client follows.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    systemType: text('system_type').notNull().default('guild'),
    /** What happened, e.g. `follow`, `endorsement`; other modules add theirs. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    image: text('image'),
    actions: text('actions').notNull().default('[]'),
    /** Who caused it, when a user did; forgotten if that account goes. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.systemType, t.createdOn)],
);

export type NotificationRow = typeof notifications.$inferSelect;
