import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Facts about the database itself, e.g. when demo data was loaded into it. */
export const meta = sqliteTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
