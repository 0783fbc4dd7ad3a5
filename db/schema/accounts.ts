import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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

/**
 * A sign-in identity at an outside provider (OpenID Connect issuer, Google, Facebook), keyed by the
 * provider's issuer and the user's subject there: e-mail addresses change, subjects do not.
 */
export const userIdentities = sqliteTable(
  'user_identities',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The address the provider gave when the identity was linked, for the record. */
    email: text('email'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_idx').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * An OpenID Connect sign-in under way: the PKCE verifier, nonce and where to go after, found by a
 * hash of `state` and bound to the browser that started it by a hashed cookie value.
 */
export const oidcFlows = sqliteTable('oidc_flows', {
  stateHash: text('state_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  nextPath: text('next_path').notNull(),
  createdAt: text('created_at').notNull().default(now),
  expiresAt: text('expires_at').notNull(),
});

/** A one-time code that hands a finished outside sign-in to the island, which trades it for tokens. */
export const loginHandoffs = sqliteTable('login_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
});

/** Where people heard of Guild, asked during onboarding (name and description), in en and ar. */
export const referralSources = sqliteTable('referral_sources', {
  id: text('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  description: text('description').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/** The terms of use, privacy policy, agree conditions and terms video shown in onboarding, per language. */
export const onboardingContent = sqliteTable('onboarding_content', {
  language: text('language', { enum: ['en', 'ar'] }).primaryKey(),
  privacyPolicy: text('privacy_policy').notNull(),
  termsOfUse: text('terms_of_use').notNull(),
  agreeConditions: text('agree_conditions').notNull(),
  videoUrl: text('video_url').notNull(),
  videoTitle: text('video_title').notNull(),
  editedOn: text('edited_on').notNull().default(now),
});

export type ReferralSourceRow = typeof referralSources.$inferSelect;
export type OnboardingContentRow = typeof onboardingContent.$inferSelect;
