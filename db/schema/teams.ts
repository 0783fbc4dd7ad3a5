import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { newId } from '../ids';
import { users } from './accounts';
import { gigTags } from './gigs';

// Expert teams: a lead, members, the stack they use, a price, and followers.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const teams = sqliteTable(
  'teams',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    bannerImage: text('banner_image'),
    /** Average client rating, 0 to 5, in tenths (47 = 4.7). */
    ratingTenths: integer('rating_tenths').notNull().default(0),
    projectCount: integer('project_count').notNull().default(0),
    pricingCurrency: text('pricing_currency').notNull().default('USD'),
    /** In minor units (cents); on the wire a decimal string. */
    pricingMinor: integer('pricing_minor').notNull().default(0),
    teamLeadId: text('team_lead_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept equal to the number of team_follows rows, changed in the same transaction. */
    followers: integer('followers').notNull().default(0),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('teams_lead_idx').on(t.teamLeadId)],
);

export const teamMembers = sqliteTable(
  'team_members',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

export const teamTags = sqliteTable(
  'team_tags',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => gigTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.tagId] })],
);

export const teamFollows = sqliteTable(
  'team_follows',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_follows_user_idx').on(t.userId)],
);

export type TeamRow = typeof teams.$inferSelect;
export type NewTeamRow = typeof teams.$inferInsert;
