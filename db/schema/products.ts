import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { newId } from '../ids';
import { users } from './accounts';

// The product catalogue: products an expert sells, their stock items (one per option set, with its
// own SKU, quantity and price), media, wishlists, purchases, reviews and questions. Prices are kept
// in minor units; public files are storage keys under /media/.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Product categories, in en and ar. */
export const productCategories = sqliteTable('product_categories', {
  id: text('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull().unique(),
  titleAr: text('title_ar').notNull().default(''),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/** Product types (physical goods, digital downloads, services…), with an optional picture. */
export const productTypes = sqliteTable('product_types', {
  id: text('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull().unique(),
  titleAr: text('title_ar').notNull().default(''),
  description: text('description').notNull().default(''),
  image: text('image'),
  position: integer('position').notNull().default(0),
});

export const products = sqliteTable(
  'products',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** The seller (an expert); their products go with their account. */
    vendorId: text('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    productTypeId: text('product_type_id').references(() => productTypes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isReturnAvailable: integer('is_return_available', { mode: 'boolean' }).notNull().default(false),
    isExchangeAvailable: integer('is_exchange_available', { mode: 'boolean' }).notNull().default(false),
    returnExchangeDays: integer('return_exchange_days').notNull().default(0),
    /** JSON list of short service lines ("Free shipping", "Two-year warranty"). */
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

/**
 * One buyable variant of a product. `quantity` is what is left to sell: a checkout takes its units
 * off at once (a reservation) and a cancelled or expired checkout puts them back.
 */
export const productStocks = sqliteTable(
  'product_stocks',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** JSON object of option name to value, e.g. {"Colour":"Black","Size":"M"}. */
    options: text('options').notNull().default('{}'),
    quantity: integer('quantity').notNull().default(0),
    /** Units sold (paid orders), for the seller. */
    sold: integer('sold').notNull().default(0),
    skuNumber: text('sku_number').notNull(),
    barcode: text('barcode').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    priceCurrency: text('price_currency').notNull().default('USD'),
    /** An amount off the price, in the same currency. */
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

/** Pictures and videos of a stock item, shown in `order`. A video is a file or a URL. */
export const productMedia = sqliteTable(
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

export const wishlistEntries = sqliteTable(
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

/** A paid order of a stock item, recorded when the orders module confirms the sale: reviews need one. */
export const productPurchases = sqliteTable(
  'product_purchases',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** The order (orders module) that paid for it; one purchase per order. */
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

export const productReviews = sqliteTable(
  'product_reviews',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: text('stock_id')
      .notNull()
      .references(() => productStocks.id, { onDelete: 'cascade' }),
    /** Kept beside the stock item so a product's rating is one indexed aggregate. */
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

export const reviewImages = sqliteTable(
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

/** A review's video: an uploaded file (`video`, a storage key) or a link (`url`). */
export const reviewVideos = sqliteTable(
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

export const productQuestions = sqliteTable(
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

export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type ProductTypeRow = typeof productTypes.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductStockRow = typeof productStocks.$inferSelect;
export type NewProductStockRow = typeof productStocks.$inferInsert;
export type ProductMediaRow = typeof productMedia.$inferSelect;
export type WishlistEntryRow = typeof wishlistEntries.$inferSelect;
export type ProductReviewRow = typeof productReviews.$inferSelect;
export type ReviewImageRow = typeof reviewImages.$inferSelect;
export type ReviewVideoRow = typeof reviewVideos.$inferSelect;
export type ProductQuestionRow = typeof productQuestions.$inferSelect;
