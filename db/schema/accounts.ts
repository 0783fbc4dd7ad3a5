import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { newId } from '../ids';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const users = sqliteTable('users', {
  id: text('id').primaryKey().$defaultFn(newId),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  fullName: text('full_name').notNull(),
  avatar: text('avatar'),
  phone: text('phone'),
  gender: text('gender', { enum: ['Male', 'Female'] }),
  isTermsAgreed: integer('is_terms_agreed', { mode: 'boolean' }).notNull().default(false),
  isEmailVerified: integer('is_email_verified', { mode: 'boolean' }).notNull().default(false),
  isPhoneVerified: integer('is_phone_verified', { mode: 'boolean' }).notNull().default(false),
  isExpert: integer('is_expert', { mode: 'boolean' }).notNull().default(false),
  isFirstSocialLogin: integer('is_first_social_login', { mode: 'boolean' }).notNull().default(false),
  dateOfBirth: text('date_of_birth'),
  foundationDate: text('foundation_date'),
  location: text('location'),
  website: text('website'),
  city: text('city'),
  companyName: text('company_name'),
  description: text('description'),
  bannerImage: text('banner_image'),
  jobTitle: text('job_title'),
  referralSource: text('referral_source'),
  /** The language the user's e-mail is written in: the interface language they signed up with. */
  language: text('language', { enum: ['en', 'ar'] })
    .notNull()
    .default('en'),
  createdOn: text('created_on').notNull().default(now),
  editedOn: text('edited_on').notNull().default(now),
});

/** One signed-in device. Access tokens name their session, so revoking it ends them at once. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().default(now),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; every token of a session is one family. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().default(now),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** One-time codes sent by e-mail (or SMS); stored as keyed hashes, never in clear. */
export const otps = sqliteTable(
  'otps',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Where the code went, e.g. the new address for an e-mail change. */
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: text('created_at').notNull().default(now),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('otps_user_purpose_idx').on(t.userId, t.purpose)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
