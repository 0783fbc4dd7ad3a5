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
    /** Where the team's work can be tried (spec §2 "live demo"). */
    liveUrl: text('live_url'),
    /** JSON list of {title, value}: the figures the team shows (spec §2 "stats"). */
    stats: text('stats').notNull().default('[]'),
    /** JSON list of {question, answer} (spec §2 "FAQs"). */
    faqs: text('faqs').notNull().default('[]'),
    /** Kept equal to the number of team_likes rows, changed in the same transaction. */
    appreciations: integer('appreciations').notNull().default(0),
    /** Visits counted once a day per visitor. */
    visits: integer('visits').notNull().default(0),
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

/** A member's appreciation of a team (spec §2 "appreciations"); one per user. */
export const teamLikes = sqliteTable(
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

/** Who visited a team today (a salted hash), so a visitor counts once a day; older days are dropped. */
export const teamVisitMarks = sqliteTable(
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

/** The day's random salt of the visit hashes; only today's is kept, so old hashes cannot be linked. */
export const teamVisitSalts = sqliteTable('team_visit_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

export type TeamRow = typeof teams.$inferSelect;
export type NewTeamRow = typeof teams.$inferInsert;
