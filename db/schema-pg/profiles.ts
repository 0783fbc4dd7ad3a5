// The PostgreSQL twin of db/schema/profiles.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../ids';
import { users } from './accounts';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: owner(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state'),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId)],
);

export const socialLinks = pgTable(
  'social_links',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: owner(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [uniqueIndex('social_links_user_name_idx').on(t.userId, t.name)],
);

export const userSkills = pgTable(
  'user_skills',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: owner(),
    title: text('title').notNull(),
    description: text('description'),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('user_skills_user_idx').on(t.userId)],
);

export const skillEndorsements = pgTable(
  'skill_endorsements',
  {
    skillId: text('skill_id')
      .notNull()
      .references(() => userSkills.id, { onDelete: 'cascade' }),
    endorserId: text('endorser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.skillId, t.endorserId] }),
    index('skill_endorsements_endorser_idx').on(t.endorserId),
  ],
);

export const certifications = pgTable(
  'certifications',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: owner(),
    title: text('title').notNull(),
    issuedBy: text('issued_by').notNull(),
    issueDate: text('issue_date').notNull(),
    expiryDate: text('expiry_date'),
    certificateId: text('certificate_id').notNull(),
    certificateUrl: text('certificate_url'),
    description: text('description'),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('certifications_user_idx').on(t.userId)],
);

export const awards = pgTable(
  'awards',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: owner(),
    title: text('title').notNull(),
    awardedBy: text('awarded_by').notNull(),
    awardDate: text('award_date').notNull(),
    issueDate: text('issue_date'),
    expiryDate: text('expiry_date'),
    description: text('description'),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('awards_user_idx').on(t.userId)],
);

export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: text('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index('follows_following_idx').on(t.followingId),
  ],
);

export const userEngagement = pgTable('user_engagement', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appreciations: integer('appreciations').notNull().default(0),
  visits: integer('visits').notNull().default(0),
});
