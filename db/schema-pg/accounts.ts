// The PostgreSQL twin of db/schema/accounts.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../ids';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const users = pgTable('users', {
  id: text('id').primaryKey().$defaultFn(newId),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  fullName: text('full_name').notNull(),
  avatar: text('avatar'),
  phone: text('phone'),
  gender: text('gender', { enum: ['Male', 'Female'] }),
  isTermsAgreed: boolean('is_terms_agreed').notNull().default(false),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
  isExpert: boolean('is_expert').notNull().default(false),
  isFirstSocialLogin: boolean('is_first_social_login').notNull().default(false),
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
  language: text('language', { enum: ['en', 'ar'] })
    .notNull()
    .default('en'),
  createdOn: text('created_on').notNull().default(now),
  editedOn: text('edited_on').notNull().default(now),
});

export const sessions = pgTable(
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

export const refreshTokens = pgTable(
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

export const otps = pgTable(
  'otps',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: text('created_at').notNull().default(now),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('otps_user_purpose_idx').on(t.userId, t.purpose)],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_idx').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

export const oidcFlows = pgTable('oidc_flows', {
  stateHash: text('state_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  nextPath: text('next_path').notNull(),
  createdAt: text('created_at').notNull().default(now),
  expiresAt: text('expires_at').notNull(),
});

export const loginHandoffs = pgTable('login_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
});

export const referralSources = pgTable('referral_sources', {
  id: text('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  description: text('description').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const onboardingContent = pgTable('onboarding_content', {
  language: text('language', { enum: ['en', 'ar'] }).primaryKey(),
  privacyPolicy: text('privacy_policy').notNull(),
  termsOfUse: text('terms_of_use').notNull(),
  agreeConditions: text('agree_conditions').notNull(),
  videoUrl: text('video_url').notNull(),
  videoTitle: text('video_title').notNull(),
  editedOn: text('edited_on').notNull().default(now),
});
