import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { newId } from '../ids';
import { users } from './accounts';

// Gigs: digital kits an expert sells, with their media, stats, kit files, likes and
// visits. Public files (banner, media) are storage keys under /media/; kit files are keys in the
// private store, reachable only through signed, expiring URLs.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Gig categories (one per gig), in en and ar. */
export const gigCategories = sqliteTable('gig_categories', {
  id: text('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull().unique(),
  titleAr: text('title_ar').notNull().default(''),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/** Tags: the stack a gig uses (id, title, description, image); teams use them too. */
export const gigTags = sqliteTable('gig_tags', {
  id: text('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image'),
});

export const gigs = sqliteTable(
  'gigs',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    summary: text('summary').notNull().default(''),
    liveUrl: text('live_url'),
    type: text('type').notNull(),
    pricingCurrency: text('pricing_currency').notNull().default('USD'),
    /** In minor units (cents), so sums and comparisons are exact; on the wire a decimal string. */
    pricingMinor: integer('pricing_minor').notNull(),
    bannerImage: text('banner_image'),
    status: text('status', { enum: ['published', 'draft'] })
      .notNull()
      .default('published'),
    categoryId: text('category_id').references(() => gigCategories.id, { onDelete: 'set null' }),
    /** JSON list of {question, answer}. */
    faqs: text('faqs').notNull().default('[]'),
    /** Kept equal to the number of likes and counted visits, so lists can order by them. */
    appreciations: integer('appreciations').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    createdOn: text('created_on').notNull().default(now),
    editedOn: text('edited_on').notNull().default(now),
  },
  (t) => [
    index('gigs_user_idx').on(t.userId),
    index('gigs_status_created_idx').on(t.status, t.createdOn),
    index('gigs_category_idx').on(t.categoryId),
  ],
);

export const gigTagLinks = sqliteTable(
  'gig_tag_links',
  {
    gigId: text('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => gigTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.gigId, t.tagId] }), index('gig_tag_links_tag_idx').on(t.tagId)],
);

export const gigStats = sqliteTable(
  'gig_stats',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    gigId: text('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    value: integer('value').notNull(),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('gig_stats_gig_idx').on(t.gigId)],
);

export const gigMedia = sqliteTable(
  'gig_media',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    gigId: text('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['Image', 'Video'] }).notNull(),
    /** Public storage key of the file (image or video, per media_type). */
    file: text('file').notNull(),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('gig_media_gig_idx').on(t.gigId)],
);

/** One kit per gig: the files a buyer downloads, kept in private storage. */
export const gigKits = sqliteTable('gig_kits', {
  id: text('id').primaryKey().$defaultFn(newId),
  gigId: text('gig_id')
    .notNull()
    .unique()
    .references(() => gigs.id, { onDelete: 'cascade' }),
  zipFile: text('zip_file'),
  instructionPdf: text('instruction_pdf'),
  instructionVideo: text('instruction_video'),
  createdOn: text('created_on').notNull().default(now),
  editedOn: text('edited_on').notNull().default(now),
});

/** Appreciations: one like per user and gig. */
export const gigLikes = sqliteTable(
  'gig_likes',
  {
    gigId: text('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.gigId, t.userId] }), index('gig_likes_user_idx').on(t.userId)],
);

/**
 * Who has been counted as a visitor of a gig today: a hash keyed with the day's random salt (of the
 * user id when signed in, of address and user agent otherwise). Past days go with their salt.
 */
export const gigVisitMarks = sqliteTable(
  'gig_visit_marks',
  {
    day: text('day').notNull(),
    gigId: text('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.gigId, t.visitorHash] }),
    index('gig_visit_marks_day_idx').on(t.day),
  ],
);

export const gigVisitSalts = sqliteTable('gig_visit_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

export type GigRow = typeof gigs.$inferSelect;
export type NewGigRow = typeof gigs.$inferInsert;
export type GigStatRow = typeof gigStats.$inferSelect;
export type GigMediaRow = typeof gigMedia.$inferSelect;
export type GigKitRow = typeof gigKits.$inferSelect;
export type GigTagRow = typeof gigTags.$inferSelect;
export type GigCategoryRow = typeof gigCategories.$inferSelect;
