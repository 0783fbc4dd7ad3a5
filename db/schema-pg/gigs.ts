// The PostgreSQL twin of db/schema/gigs.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { newId } from '../ids';
import { users } from './accounts';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const gigCategories = pgTable('gig_categories', {
  id: text('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull().unique(),
  titleAr: text('title_ar').notNull().default(''),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const gigTags = pgTable('gig_tags', {
  id: text('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image'),
});

export const gigs = pgTable(
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
    pricingMinor: integer('pricing_minor').notNull(),
    bannerImage: text('banner_image'),
    status: text('status', { enum: ['published', 'draft'] })
      .notNull()
      .default('published'),
    categoryId: text('category_id').references(() => gigCategories.id, { onDelete: 'set null' }),
    faqs: text('faqs').notNull().default('[]'),
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

export const gigTagLinks = pgTable(
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

export const gigStats = pgTable(
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

export const gigMedia = pgTable(
  'gig_media',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    gigId: text('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['Image', 'Video'] }).notNull(),
    file: text('file').notNull(),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('gig_media_gig_idx').on(t.gigId)],
);

export const gigKits = pgTable('gig_kits', {
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

export const gigLikes = pgTable(
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

export const gigVisitMarks = pgTable(
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

export const gigVisitSalts = pgTable('gig_visit_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});
