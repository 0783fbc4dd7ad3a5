// The PostgreSQL twin of db/schema/products.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../ids';
import { users } from './accounts';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const productCategories = pgTable('product_categories', {
  id: text('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull().unique(),
  titleAr: text('title_ar').notNull().default(''),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const productTypes = pgTable('product_types', {
  id: text('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull().unique(),
  titleAr: text('title_ar').notNull().default(''),
  description: text('description').notNull().default(''),
  image: text('image'),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    productTypeId: text('product_type_id').references(() => productTypes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isReturnAvailable: boolean('is_return_available').notNull().default(false),
    isExchangeAvailable: boolean('is_exchange_available').notNull().default(false),
    returnExchangeDays: integer('return_exchange_days').notNull().default(0),
    services: text('services').notNull().default('[]'),
    createdOn: text('created_on').notNull().default(now),
    editedOn: text('edited_on').notNull().default(now),
  },
  (t) => [
    index('products_vendor_idx').on(t.vendorId),
    index('products_category_idx').on(t.categoryId),
    index('products_type_idx').on(t.productTypeId),
    index('products_created_idx').on(t.createdOn),
  ],
);

export const productStocks = pgTable(
  'product_stocks',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    options: text('options').notNull().default('{}'),
    quantity: integer('quantity').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    skuNumber: text('sku_number').notNull(),
    barcode: text('barcode').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    priceCurrency: text('price_currency').notNull().default('USD'),
    discountMinor: integer('discount_minor').notNull().default(0),
    discountCurrency: text('discount_currency').notNull().default('USD'),
    position: integer('position').notNull().default(0),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [
    index('product_stocks_product_idx').on(t.productId, t.position),
    uniqueIndex('product_stocks_sku_idx').on(t.skuNumber),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    stockId: text('stock_id')
      .notNull()
      .references(() => productStocks.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['Image', 'Video'] }).notNull(),
    image: text('image'),
    video: text('video'),
    videoUrl: text('video_url'),
    description: text('description').notNull().default(''),
    order: integer('order').notNull().default(0),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('product_media_stock_idx').on(t.stockId, t.order)],
);

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: text('stock_id')
      .notNull()
      .references(() => productStocks.id, { onDelete: 'cascade' }),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [uniqueIndex('wishlist_entries_customer_stock_idx').on(t.customerId, t.stockId)],
);

export const productPurchases = pgTable(
  'product_purchases',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    orderId: text('order_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: text('stock_id')
      .notNull()
      .references(() => productStocks.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [
    uniqueIndex('product_purchases_order_idx').on(t.orderId),
    index('product_purchases_customer_stock_idx').on(t.customerId, t.stockId),
  ],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: text('stock_id')
      .notNull()
      .references(() => productStocks.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [
    uniqueIndex('product_reviews_customer_stock_idx').on(t.customerId, t.stockId),
    index('product_reviews_product_idx').on(t.productId, t.createdOn),
  ],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    reviewId: text('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId)],
);

export const reviewVideos = pgTable(
  'review_videos',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    reviewId: text('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    video: text('video'),
    url: text('url'),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('review_videos_review_idx').on(t.reviewId)],
);

export const productQuestions = pgTable(
  'product_questions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredOn: text('answered_on'),
    createdOn: text('created_on').notNull().default(now),
  },
  (t) => [index('product_questions_product_idx').on(t.productId, t.createdOn)],
);
