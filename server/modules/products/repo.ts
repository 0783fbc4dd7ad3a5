import { and, asc, avg, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { ProductOrdering } from '../../../contracts/products';
import type { Db } from '../../../db/client';
import type { NewProductRow, NewProductStockRow } from '../../../db/schema';
import { changed, dialect, handle, single, tables } from '../../lib/db';
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

/** The only place the products module touches Drizzle. */
export function createProductsRepo(db: Db) {
  const q = handle(db);
  const {
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
  } = tables(db);
  /** One unit's price after its discount, never below zero. */
  const salePrice = dialect(db).greatest(
    sql`${productStocks.priceMinor} - ${productStocks.discountMinor}`,
    0,
  );
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
      const rows = await q
        .select()
        .from(productCategories)
        .orderBy(asc(productCategories.position), asc(productCategories.title))
        .limit(limit)
        .offset(offset);
      return { rows, total: (await q.select({ n: count() }).from(productCategories).limit(1))[0]?.n ?? 0 };
    },
    categoryById: async (id: string) =>
      (await q.select().from(productCategories).where(eq(productCategories.id, id)).limit(1))[0],
    async productTypes(limit: number, offset: number) {
      const rows = await q
        .select()
        .from(productTypes)
        .orderBy(asc(productTypes.position), asc(productTypes.title))
        .limit(limit)
        .offset(offset);
      return { rows, total: (await q.select({ n: count() }).from(productTypes).limit(1))[0]?.n ?? 0 };
    },
    productTypeById: async (id: string) =>
      (await q.select().from(productTypes).where(eq(productTypes.id, id)).limit(1))[0],

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
      const rows = await q
        .select()
        .from(products)
        .where(clause)
        .orderBy(...ORDER_BY[f.ordering])
        .limit(limit)
        .offset(offset);
      return {
        rows,
        total: (await q.select({ n: count() }).from(products).where(clause).limit(1))[0]?.n ?? 0,
      };
    },
    productById: async (id: string) =>
      (await q.select().from(products).where(eq(products.id, id)).limit(1))[0],
    exists: async (id: string) =>
      Boolean((await q.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1))[0]),
    insertProduct: async (row: NewProductRow) => single(await q.insert(products).values(row).returning()),
    updateProduct: async (id: string, patch: Partial<NewProductRow>) =>
      (
        await q
          .update(products)
          .set({ ...patch, editedOn: new Date().toISOString() })
          .where(eq(products.id, id))
          .returning()
      )[0],
    deleteProduct: async (id: string) => {
      await q.delete(products).where(eq(products.id, id));
    },
    /** Each product's stock items, in their order. */
    stocksOf: async (productIds: readonly string[]) =>
      productIds.length
        ? await q
            .select()
            .from(productStocks)
            .where(inArray(productStocks.productId, [...productIds]))
            .orderBy(asc(productStocks.position), asc(productStocks.createdOn))
        : [],
    mediaOf: async (stockIds: readonly string[]) =>
      stockIds.length
        ? await q
            .select()
            .from(productMedia)
            .where(inArray(productMedia.stockId, [...stockIds]))
            .orderBy(asc(productMedia.order), asc(productMedia.createdOn))
        : [],
    /** Average rating and review count per product. */
    async ratingsOf(productIds: readonly string[]) {
      const rows = productIds.length
        ? await q
            .select({ id: productReviews.productId, avg: avg(productReviews.rating), n: count() })
            .from(productReviews)
            .where(inArray(productReviews.productId, [...productIds]))
            .groupBy(productReviews.productId)
        : [];
      return new Map(rows.map((r) => [r.id, { average: r.avg === null ? null : Number(r.avg), count: r.n }]));
    },

    // ---------------------------------------------------------------- stock items
    stockById: async (id: string) =>
      (await q.select().from(productStocks).where(eq(productStocks.id, id)).limit(1))[0],
    async stockWithProduct(id: string) {
      return (
        await q
          .select({ stock: productStocks, product: products })
          .from(productStocks)
          .innerJoin(products, eq(products.id, productStocks.productId))
          .where(eq(productStocks.id, id))
          .limit(1)
      )[0];
    },
    async skuTaken(sku: string, exceptId?: string) {
      const where = exceptId
        ? and(eq(productStocks.skuNumber, sku), ne(productStocks.id, exceptId))
        : eq(productStocks.skuNumber, sku);
      return Boolean((await q.select({ id: productStocks.id }).from(productStocks).where(where).limit(1))[0]);
    },
    async nextStockPosition(productId: string) {
      const n = (
        await q
          .select({ n: count() })
          .from(productStocks)
          .where(eq(productStocks.productId, productId))
          .limit(1)
      )[0];
      return n?.n ?? 0;
    },
    insertStock: async (row: NewProductStockRow) =>
      single(await q.insert(productStocks).values(row).returning()),
    updateStock: async (id: string, patch: Partial<NewProductStockRow>) =>
      (await q.update(productStocks).set(patch).where(eq(productStocks.id, id)).returning())[0],
    deleteStock: async (id: string) => {
      await q.delete(productStocks).where(eq(productStocks.id, id));
    },
    /** The reservation: one statement that takes the units only while enough are left. */
    async takeUnits(stockId: string, quantity: number) {
      const result = await q
        .update(productStocks)
        .set({ quantity: sql`${productStocks.quantity} - ${quantity}` })
        .where(and(eq(productStocks.id, stockId), sql`${productStocks.quantity} >= ${quantity}`));
      return changed(result) > 0;
    },
    async returnUnits(stockId: string, quantity: number) {
      await q
        .update(productStocks)
        .set({ quantity: sql`${productStocks.quantity} + ${quantity}` })
        .where(eq(productStocks.id, stockId));
    },
    /** Records a paid order once (by order id); answers whether it was new. */
    async recordPurchase(row: { orderId: string; customerId: string; stockId: string; quantity: number }) {
      const inserted = changed(await q.insert(productPurchases).values(row).onConflictDoNothing()) > 0;
      if (inserted)
        await q
          .update(productStocks)
          .set({ sold: sql`${productStocks.sold} + ${row.quantity}` })
          .where(eq(productStocks.id, row.stockId));
      return inserted;
    },
    hasPurchase: async (customerId: string, stockId: string) =>
      Boolean(
        (
          await q
            .select({ id: productPurchases.id })
            .from(productPurchases)
            .where(and(eq(productPurchases.customerId, customerId), eq(productPurchases.stockId, stockId)))
            .limit(1)
        )[0],
      ),

    // ---------------------------------------------------------------- media
    mediaById: async (id: string) =>
      (await q.select().from(productMedia).where(eq(productMedia.id, id)).limit(1))[0],
    insertMedia: async (row: typeof productMedia.$inferInsert) =>
      single(await q.insert(productMedia).values(row).returning()),
    updateMedia: async (id: string, patch: Partial<typeof productMedia.$inferInsert>) =>
      (await q.update(productMedia).set(patch).where(eq(productMedia.id, id)).returning())[0],
    deleteMedia: async (id: string) => {
      await q.delete(productMedia).where(eq(productMedia.id, id));
    },

    // ---------------------------------------------------------------- wishlist
    async wishlistOf(customerId: string, stockId: string | undefined, limit: number, offset: number) {
      const where = stockId
        ? and(eq(wishlistEntries.customerId, customerId), eq(wishlistEntries.stockId, stockId))
        : eq(wishlistEntries.customerId, customerId);
      const rows = await q
        .select()
        .from(wishlistEntries)
        .where(where)
        .orderBy(desc(wishlistEntries.createdOn), desc(wishlistEntries.id))
        .limit(limit)
        .offset(offset);
      return {
        rows,
        total: (await q.select({ n: count() }).from(wishlistEntries).where(where).limit(1))[0]?.n ?? 0,
      };
    },
    /** Adds an entry unless the customer has it already; answers the entry and whether it is new. */
    async addToWishlist(customerId: string, stockId: string) {
      const [created] = await q
        .insert(wishlistEntries)
        .values({ customerId, stockId })
        .onConflictDoNothing()
        .returning();
      if (created) return { entry: created, created: true };
      const entry = (
        await q
          .select()
          .from(wishlistEntries)
          .where(and(eq(wishlistEntries.customerId, customerId), eq(wishlistEntries.stockId, stockId)))
          .limit(1)
      )[0]!;
      return { entry, created: false };
    },
    wishlistById: async (id: string) =>
      (await q.select().from(wishlistEntries).where(eq(wishlistEntries.id, id)).limit(1))[0],
    deleteWishlist: async (id: string) => {
      await q.delete(wishlistEntries).where(eq(wishlistEntries.id, id));
    },

    // ---------------------------------------------------------------- reviews
    reviewOf: async (customerId: string, stockId: string) =>
      (
        await q
          .select()
          .from(productReviews)
          .where(and(eq(productReviews.customerId, customerId), eq(productReviews.stockId, stockId)))
          .limit(1)
      )[0],
    /** Inserts unless the customer reviewed the item already (answers undefined then). */
    insertReview: async (row: typeof productReviews.$inferInsert) =>
      (await q.insert(productReviews).values(row).onConflictDoNothing().returning())[0],
    reviewById: async (id: string) =>
      (await q.select().from(productReviews).where(eq(productReviews.id, id)).limit(1))[0],
    async reviews(f: { stockId?: string; productId?: string }, limit: number, offset: number) {
      const where: SQL[] = [];
      if (f.stockId) where.push(eq(productReviews.stockId, f.stockId));
      if (f.productId) where.push(eq(productReviews.productId, f.productId));
      const clause = where.length ? and(...where) : undefined;
      const rows = await q
        .select()
        .from(productReviews)
        .where(clause)
        .orderBy(desc(productReviews.createdOn), desc(productReviews.id))
        .limit(limit)
        .offset(offset);
      return {
        rows,
        total: (await q.select({ n: count() }).from(productReviews).where(clause).limit(1))[0]?.n ?? 0,
      };
    },
    deleteReview: async (id: string) => {
      await q.delete(productReviews).where(eq(productReviews.id, id));
    },
    imagesOf: async (reviewIds: readonly string[]) =>
      reviewIds.length
        ? await q
            .select()
            .from(reviewImages)
            .where(inArray(reviewImages.reviewId, [...reviewIds]))
            .orderBy(asc(reviewImages.createdOn))
        : [],
    videosOf: async (reviewIds: readonly string[]) =>
      reviewIds.length
        ? await q
            .select()
            .from(reviewVideos)
            .where(inArray(reviewVideos.reviewId, [...reviewIds]))
            .orderBy(asc(reviewVideos.createdOn))
        : [],
    countImages: async (reviewId: string) =>
      (
        await q.select({ n: count() }).from(reviewImages).where(eq(reviewImages.reviewId, reviewId)).limit(1)
      )[0]?.n ?? 0,
    countVideos: async (reviewId: string) =>
      (
        await q.select({ n: count() }).from(reviewVideos).where(eq(reviewVideos.reviewId, reviewId)).limit(1)
      )[0]?.n ?? 0,
    insertReviewImage: async (reviewId: string, image: string) =>
      single(await q.insert(reviewImages).values({ reviewId, image }).returning()),
    insertReviewVideo: async (reviewId: string, video: { video?: string | null; url?: string | null }) =>
      single(
        await q
          .insert(reviewVideos)
          .values({ reviewId, video: video.video ?? null, url: video.url ?? null })
          .returning(),
      ),

    // ---------------------------------------------------------------- questions
    async questions(productId: string | undefined, limit: number, offset: number) {
      const where = productId ? eq(productQuestions.productId, productId) : undefined;
      const rows = await q
        .select()
        .from(productQuestions)
        .where(where)
        .orderBy(desc(productQuestions.createdOn), desc(productQuestions.id))
        .limit(limit)
        .offset(offset);
      return {
        rows,
        total: (await q.select({ n: count() }).from(productQuestions).where(where).limit(1))[0]?.n ?? 0,
      };
    },
    questionById: async (id: string) =>
      (await q.select().from(productQuestions).where(eq(productQuestions.id, id)).limit(1))[0],
    insertQuestion: async (row: typeof productQuestions.$inferInsert) =>
      single(await q.insert(productQuestions).values(row).returning()),
    answerQuestion: async (id: string, answer: string) =>
      (
        await q
          .update(productQuestions)
          .set({ answer, answeredOn: new Date().toISOString() })
          .where(eq(productQuestions.id, id))
          .returning()
      )[0],
  };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
