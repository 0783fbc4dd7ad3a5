// The PostgreSQL twin of db/schema/teams.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { newId } from '../ids';
import { users } from './accounts';
import { gigTags } from './gigs';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const teams = pgTable(
  'teams',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    bannerImage: text('banner_image'),
    ratingTenths: integer('rating_tenths').notNull().default(0),
    projectCount: integer('project_count').notNull().default(0),
    pricingCurrency: text('pricing_currency').notNull().default('USD'),
    pricingMinor: integer('pricing_minor').notNull().default(0),
    teamLeadId: text('team_lead_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followers: integer('followers').notNull().default(0),
    liveUrl: text('live_url'),
    stats: text('stats').notNull().default('[]'),
    faqs: text('faqs').notNull().default('[]'),
    appreciations: integer('appreciations').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('teams_lead_idx').on(t.teamLeadId)],
);

export const teamMembers = pgTable(
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

export const teamTags = pgTable(
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

export const teamFollows = pgTable(
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

export const teamLikes = pgTable(
  'team_likes',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_likes_user_idx').on(t.userId)],
);

export const teamVisitMarks = pgTable(
  'team_visit_marks',
  {
    day: text('day').notNull(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.teamId, t.visitorHash] }),
    index('team_visit_marks_day_idx').on(t.day),
  ],
);

export const teamVisitSalts = pgTable('team_visit_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});
