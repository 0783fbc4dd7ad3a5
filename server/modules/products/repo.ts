import { and, asc, avg, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { ProductOrdering } from '../../../contracts/products';
import type { Db } from '../../../db/client';
import {
  type NewProductRow,
  type NewProductStockRow,
  productCategories,
  productMedia,
  productPurchases,
  productQuestions,
  productReviews,
  productStocks,
  products,
  productTypes,
  reviewImages,
  reviewVideos,
  wishlistEntries,
} from '../../../db/schema';
import { transaction } from '../../lib/transaction';

export interface ProductFilters {
  category?: string;
  productType?: string;
  vendor?: string;
  search?: string;
  ordering: ProductOrdering;
}

/** `%` and `_` typed by a reader are letters, not wildcards. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One unit's price after its discount, never below zero. */
const salePrice = sql`max(${productStocks.priceMinor} - ${productStocks.discountMinor}, 0)`;

/** The only place the products module touches Drizzle. */
export function createProductsRepo(db: Db) {
  const minPrice = sql<number>`(select min(${salePrice}) from ${productStocks} where ${productStocks.productId} = ${products.id})`;
  const avgRating = sql<number>`(select avg(${productReviews.rating}) from ${productReviews} where ${productReviews.productId} = ${products.id})`;
  const reviewCount = sql<number>`(select count(*) from ${productReviews} where ${productReviews.productId} = ${products.id})`;
  const wishlisted = sql<number>`(select count(*) from ${wishlistEntries} join ${productStocks} on ${productStocks.id} = ${wishlistEntries.stockId} where ${productStocks.productId} = ${products.id})`;
  const ORDER_BY: Record<ProductOrdering, SQL[]> = {
    '-created_on': [desc(products.createdOn), desc(products.id)],
    created_on: [asc(products.createdOn), asc(products.id)],
    price: [sql`${minPrice} is null`, asc(minPrice), desc(products.createdOn)],
    '-price': [sql`${minPrice} is null`, desc(minPrice), desc(products.createdOn)],
    '-rating': [sql`${avgRating} is null`, desc(avgRating), desc(products.createdOn)],
    rating: [sql`${avgRating} is null`, asc(avgRating), desc(products.createdOn)],
    '-reviews': [desc(reviewCount), desc(products.createdOn), desc(products.id)],
    '-wishlisted': [desc(wishlisted), desc(products.createdOn), desc(products.id)],
    name: [asc(sql`lower(${products.name})`), asc(products.id)],
    '-name': [desc(sql`lower(${products.name})`), desc(products.id)],
  };

  return {
    transaction: <T>(fn: () => Promise<T>) => transaction(db, fn),

    // ---------------------------------------------------------------- look-ups
    async categories(limit: number, offset: number) {
      const rows = db
        .select()
        .from(productCategories)
        .orderBy(asc(productCategories.position), asc(productCategories.title))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(productCategories).get()?.n ?? 0 };
    },
    categoryById: async (id: string) =>
      db.select().from(productCategories).where(eq(productCategories.id, id)).get(),
    async productTypes(limit: number, offset: number) {
      const rows = db
        .select()
        .from(productTypes)
        .orderBy(asc(productTypes.position), asc(productTypes.title))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(productTypes).get()?.n ?? 0 };
    },
    productTypeById: async (id: string) =>
      db.select().from(productTypes).where(eq(productTypes.id, id)).get(),

    // ---------------------------------------------------------------- products
    async listProducts(f: ProductFilters, limit: number, offset: number) {
      const where: SQL[] = [];
      if (f.category) where.push(eq(products.categoryId, f.category));
      if (f.productType) where.push(eq(products.productTypeId, f.productType));
      if (f.vendor) where.push(eq(products.vendorId, f.vendor));
      if (f.search) {
        const pattern = likeContains(f.search);
        where.push(
          sql`(lower(${products.name}) like ${pattern} escape '\\' or lower(${products.description}) like ${pattern} escape '\\' or exists (select 1 from ${productCategories} where ${productCategories.id} = ${products.categoryId} and lower(${productCategories.title}) like ${pattern} escape '\\') or exists (select 1 from ${productTypes} where ${productTypes.id} = ${products.productTypeId} and lower(${productTypes.title}) like ${pattern} escape '\\'))`,
        );
      }
      const clause = where.length ? and(...where) : undefined;
      const rows = db
        .select()
        .from(products)
        .where(clause)
        .orderBy(...ORDER_BY[f.ordering])
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(products).where(clause).get()?.n ?? 0 };
    },
    productById: async (id: string) => db.select().from(products).where(eq(products.id, id)).get(),
    exists: async (id: string) =>
      Boolean(db.select({ id: products.id }).from(products).where(eq(products.id, id)).get()),
    insertProduct: async (row: NewProductRow) => db.insert(products).values(row).returning().get(),
    updateProduct: async (id: string, patch: Partial<NewProductRow>) =>
      db
        .update(products)
        .set({ ...patch, editedOn: new Date().toISOString() })
        .where(eq(products.id, id))
        .returning()
        .get(),
    deleteProduct: async (id: string) => {
      db.delete(products).where(eq(products.id, id)).run();
    },
    /** Each product's stock items, in their order. */
    stocksOf: async (productIds: readonly string[]) =>
      productIds.length
        ? db
            .select()
            .from(productStocks)
            .where(inArray(productStocks.productId, [...productIds]))
            .orderBy(asc(productStocks.position), asc(productStocks.createdOn))
            .all()
        : [],
    mediaOf: async (stockIds: readonly string[]) =>
      stockIds.length
        ? db
            .select()
            .from(productMedia)
            .where(inArray(productMedia.stockId, [...stockIds]))
            .orderBy(asc(productMedia.order), asc(productMedia.createdOn))
            .all()
        : [],
    /** Average rating and review count per product. */
    async ratingsOf(productIds: readonly string[]) {
      const rows = productIds.length
        ? db
            .select({ id: productReviews.productId, avg: avg(productReviews.rating), n: count() })
            .from(productReviews)
            .where(inArray(productReviews.productId, [...productIds]))
            .groupBy(productReviews.productId)
            .all()
        : [];
      return new Map(rows.map((r) => [r.id, { average: r.avg === null ? null : Number(r.avg), count: r.n }]));
    },

    // ---------------------------------------------------------------- stock items
    stockById: async (id: string) => db.select().from(productStocks).where(eq(productStocks.id, id)).get(),
    async stockWithProduct(id: string) {
      return db
        .select({ stock: productStocks, product: products })
        .from(productStocks)
        .innerJoin(products, eq(products.id, productStocks.productId))
        .where(eq(productStocks.id, id))
        .get();
    },
    async skuTaken(sku: string, exceptId?: string) {
      const where = exceptId
        ? and(eq(productStocks.skuNumber, sku), ne(productStocks.id, exceptId))
        : eq(productStocks.skuNumber, sku);
      return Boolean(db.select({ id: productStocks.id }).from(productStocks).where(where).get());
    },
    async nextStockPosition(productId: string) {
      const n = db
        .select({ n: count() })
        .from(productStocks)
        .where(eq(productStocks.productId, productId))
        .get();
      return n?.n ?? 0;
    },
    insertStock: async (row: NewProductStockRow) => db.insert(productStocks).values(row).returning().get(),
    updateStock: async (id: string, patch: Partial<NewProductStockRow>) =>
      db.update(productStocks).set(patch).where(eq(productStocks.id, id)).returning().get(),
    deleteStock: async (id: string) => {
      db.delete(productStocks).where(eq(productStocks.id, id)).run();
    },
    /** The reservation: one statement that takes the units only while enough are left. */
    async takeUnits(stockId: string, quantity: number) {
      const result = db
        .update(productStocks)
        .set({ quantity: sql`${productStocks.quantity} - ${quantity}` })
        .where(and(eq(productStocks.id, stockId), sql`${productStocks.quantity} >= ${quantity}`))
        .run();
      return result.changes > 0;
    },
    async returnUnits(stockId: string, quantity: number) {
      db.update(productStocks)
        .set({ quantity: sql`${productStocks.quantity} + ${quantity}` })
        .where(eq(productStocks.id, stockId))
        .run();
    },
    /** Records a paid order once (by order id); answers whether it was new. */
    async recordPurchase(row: { orderId: string; customerId: string; stockId: string; quantity: number }) {
      const inserted = db.insert(productPurchases).values(row).onConflictDoNothing().run().changes > 0;
      if (inserted)
        db.update(productStocks)
          .set({ sold: sql`${productStocks.sold} + ${row.quantity}` })
          .where(eq(productStocks.id, row.stockId))
          .run();
      return inserted;
    },
    hasPurchase: async (customerId: string, stockId: string) =>
      Boolean(
        db
          .select({ id: productPurchases.id })
          .from(productPurchases)
          .where(and(eq(productPurchases.customerId, customerId), eq(productPurchases.stockId, stockId)))
          .get(),
      ),

    // ---------------------------------------------------------------- media
    mediaById: async (id: string) => db.select().from(productMedia).where(eq(productMedia.id, id)).get(),
    insertMedia: async (row: typeof productMedia.$inferInsert) =>
      db.insert(productMedia).values(row).returning().get(),
    updateMedia: async (id: string, patch: Partial<typeof productMedia.$inferInsert>) =>
      db.update(productMedia).set(patch).where(eq(productMedia.id, id)).returning().get(),
    deleteMedia: async (id: string) => {
      db.delete(productMedia).where(eq(productMedia.id, id)).run();
    },

    // ---------------------------------------------------------------- wishlist
    async wishlistOf(customerId: string, stockId: string | undefined, limit: number, offset: number) {
      const where = stockId
        ? and(eq(wishlistEntries.customerId, customerId), eq(wishlistEntries.stockId, stockId))
        : eq(wishlistEntries.customerId, customerId);
      const rows = db
        .select()
        .from(wishlistEntries)
        .where(where)
        .orderBy(desc(wishlistEntries.createdOn), desc(wishlistEntries.id))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(wishlistEntries).where(where).get()?.n ?? 0 };
    },
    /** Adds an entry unless the customer has it already; answers the entry and whether it is new. */
    async addToWishlist(customerId: string, stockId: string) {
      const created = db
        .insert(wishlistEntries)
        .values({ customerId, stockId })
        .onConflictDoNothing()
        .returning()
        .get();
      if (created) return { entry: created, created: true };
      const entry = db
        .select()
        .from(wishlistEntries)
        .where(and(eq(wishlistEntries.customerId, customerId), eq(wishlistEntries.stockId, stockId)))
        .get()!;
      return { entry, created: false };
    },
    wishlistById: async (id: string) =>
      db.select().from(wishlistEntries).where(eq(wishlistEntries.id, id)).get(),
    deleteWishlist: async (id: string) => {
      db.delete(wishlistEntries).where(eq(wishlistEntries.id, id)).run();
    },

    // ---------------------------------------------------------------- reviews
    reviewOf: async (customerId: string, stockId: string) =>
      db
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.customerId, customerId), eq(productReviews.stockId, stockId)))
        .get(),
    /** Inserts unless the customer reviewed the item already (answers undefined then). */
    insertReview: async (row: typeof productReviews.$inferInsert) =>
      db.insert(productReviews).values(row).onConflictDoNothing().returning().get(),
    reviewById: async (id: string) => db.select().from(productReviews).where(eq(productReviews.id, id)).get(),
    async reviews(f: { stockId?: string; productId?: string }, limit: number, offset: number) {
      const where: SQL[] = [];
      if (f.stockId) where.push(eq(productReviews.stockId, f.stockId));
      if (f.productId) where.push(eq(productReviews.productId, f.productId));
      const clause = where.length ? and(...where) : undefined;
      const rows = db
        .select()
        .from(productReviews)
        .where(clause)
        .orderBy(desc(productReviews.createdOn), desc(productReviews.id))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(productReviews).where(clause).get()?.n ?? 0 };
    },
    deleteReview: async (id: string) => {
      db.delete(productReviews).where(eq(productReviews.id, id)).run();
    },
    imagesOf: async (reviewIds: readonly string[]) =>
      reviewIds.length
        ? db
            .select()
            .from(reviewImages)
            .where(inArray(reviewImages.reviewId, [...reviewIds]))
            .orderBy(asc(reviewImages.createdOn))
            .all()
        : [],
    videosOf: async (reviewIds: readonly string[]) =>
      reviewIds.length
        ? db
            .select()
            .from(reviewVideos)
            .where(inArray(reviewVideos.reviewId, [...reviewIds]))
            .orderBy(asc(reviewVideos.createdOn))
            .all()
        : [],
    countImages: async (reviewId: string) =>
      db.select({ n: count() }).from(reviewImages).where(eq(reviewImages.reviewId, reviewId)).get()?.n ?? 0,
    countVideos: async (reviewId: string) =>
      db.select({ n: count() }).from(reviewVideos).where(eq(reviewVideos.reviewId, reviewId)).get()?.n ?? 0,
    insertReviewImage: async (reviewId: string, image: string) =>
      db.insert(reviewImages).values({ reviewId, image }).returning().get(),
    insertReviewVideo: async (reviewId: string, video: { video?: string | null; url?: string | null }) =>
      db
        .insert(reviewVideos)
        .values({ reviewId, video: video.video ?? null, url: video.url ?? null })
        .returning()
        .get(),

    // ---------------------------------------------------------------- questions
    async questions(productId: string | undefined, limit: number, offset: number) {
      const where = productId ? eq(productQuestions.productId, productId) : undefined;
      const rows = db
        .select()
        .from(productQuestions)
        .where(where)
        .orderBy(desc(productQuestions.createdOn), desc(productQuestions.id))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(productQuestions).where(where).get()?.n ?? 0 };
    },
    questionById: async (id: string) =>
      db.select().from(productQuestions).where(eq(productQuestions.id, id)).get(),
    insertQuestion: async (row: typeof productQuestions.$inferInsert) =>
      db.insert(productQuestions).values(row).returning().get(),
    answerQuestion: async (id: string, answer: string) =>
      db
        .update(productQuestions)
        .set({ answer, answeredOn: new Date().toISOString() })
        .where(eq(productQuestions.id, id))
        .returning()
        .get(),
  };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
