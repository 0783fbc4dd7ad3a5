import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { newId } from '../ids';
import { users } from './accounts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Postal addresses of a user (name, phone, lines, city, state, country, postal code); only their owner reads or changes them. */
export const userAddresses = sqliteTable(
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

/** Web links on a profile: at most one per site name (github, linkedin, leetcode, …). */
export const socialLinks = sqliteTable(
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

export const userSkills = sqliteTable(
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

/** One endorsement per endorser and skill; the count on the wire is the number of rows. */
export const skillEndorsements = sqliteTable(
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

export const certifications = sqliteTable(
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

/** Honors and awards: title, awarded by, award date, optional description. */
export const awards = sqliteTable(
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

/** The follow graph: `followerId` follows `followingId`. */
export const follows = sqliteTable(
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

/**
 * Counters other modules feed (gigs add appreciations and visits as they happen); the profile card
 * and the experts directory read them. A user without a row has zero of each.
 */
export const userEngagement = sqliteTable('user_engagement', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appreciations: integer('appreciations').notNull().default(0),
  visits: integer('visits').notNull().default(0),
});

export type AddressRow = typeof userAddresses.$inferSelect;
export type SocialLinkRow = typeof socialLinks.$inferSelect;
export type UserSkillRow = typeof userSkills.$inferSelect;
export type CertificationRow = typeof certifications.$inferSelect;
export type AwardRow = typeof awards.$inferSelect;
