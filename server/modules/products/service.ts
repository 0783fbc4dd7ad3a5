import { toMinor } from '../../../contracts/gigs';
import { MESSAGES } from '../../../contracts/messages';
import {
  type MediaFields,
  PRODUCT_LIMITS,
  type Product,
  type ProductCreate,
  type ProductPatch,
  type Question,
  type Review,
  type ReviewCreate,
  type StockCreate,
  type StockItem,
  type StockPatch,
  type WishlistEntry,
} from '../../../contracts/products';
import type { NewProductStockRow, ProductRow, ProductStockRow } from '../../../db/schema';
import { FieldError, fieldError, HttpError } from '../../lib/http-errors';
import type { Storage } from '../../plugins/storage';
import type { Notifier, People } from '../../ports';
import { copy } from './copy';
import type { ProductFilters, ProductsRepo } from './repo';
import {
  toCategory,
  toMedia,
  toProduct,
  toProductType,
  toQuestion,
  toReview,
  toStock,
  toWishlistEntry,
} from './serializers';
import { savePublicFile, type UploadedFile } from './uploads';

interface Deps {
  repo: ProductsRepo;
  storage: Storage;
  people: People;
  notifier: Notifier;
}

const notFound = (message: string) => new HttpError(404, message);

/** The catalogue's rules: who sells, who buys what, who may review and answer. */
export function createProductsService({ repo, storage, people, notifier }: Deps) {
  const url = (key: string | null | undefined) => storage.publicUrl(key);

  /** Products with their stock items (media nested), rating and seller card, in the given order. */
  async function assemble(rows: ProductRow[]): Promise<Product[]> {
    const ids = rows.map((r) => r.id);
    const [stocks, ratings, vendors] = await Promise.all([
      repo.stocksOf(ids),
      repo.ratingsOf(ids),
      people.byIds(rows.map((r) => r.vendorId)),
    ]);
    const media = await repo.mediaOf(stocks.map((s) => s.id));
    const byProduct = new Map<string, StockItem[]>();
    for (const stock of stocks) {
      const list = byProduct.get(stock.productId) ?? [];
      list.push(
        toStock(
          stock,
          media.filter((m) => m.stockId === stock.id),
          url,
        ),
      );
      byProduct.set(stock.productId, list);
    }
    return rows.map((row) =>
      toProduct(row, byProduct.get(row.id) ?? [], ratings.get(row.id), vendors.get(row.vendorId), url),
    );
  }

  async function stockItem(stock: ProductStockRow): Promise<StockItem> {
    return toStock(stock, await repo.mediaOf([stock.id]), url);
  }

  async function requireSeller(userId: string) {
    const person = await people.byId(userId);
    if (!person?.isExpert) throw new HttpError(403, MESSAGES.productSellerOnly);
    return person;
  }

  /** The product, when `userId` sells it: 404 for an unknown id, `forbidden` (403) for anyone else. */
  async function ownProduct(
    userId: string,
    productId: string,
    forbidden: string = MESSAGES.productForbidden,
  ) {
    const product = await repo.productById(productId);
    if (!product) throw notFound(MESSAGES.productNotFound);
    if (product.vendorId !== userId) throw new HttpError(403, forbidden);
    return product;
  }

  async function ownStock(userId: string, stockId: string, forbidden: string = MESSAGES.productForbidden) {
    const found = await repo.stockWithProduct(stockId);
    if (!found) throw notFound(MESSAGES.productStockNotFound);
    if (found.product.vendorId !== userId) throw new HttpError(403, forbidden);
    return found;
  }

  async function checkLookups(input: { category?: string | null; product_type?: string | null }) {
    const errors: Record<string, string[]> = {};
    if (input.category && !(await repo.categoryById(input.category)))
      errors.category = [MESSAGES.productCategoryInvalid];
    if (input.product_type && !(await repo.productTypeById(input.product_type)))
      errors.product_type = [MESSAGES.productTypeInvalid];
    if (Object.keys(errors).length) throw new FieldError(errors);
  }

  /** The stock row a create or patch makes, with the discount held to the price and its currency. */
  function stockValues(input: Partial<StockCreate>, current?: ProductStockRow): Partial<NewProductStockRow> {
    const priceCurrency = input.price_currency ?? current?.priceCurrency ?? 'USD';
    const discountCurrency = input.discount_currency ?? priceCurrency;
    if (discountCurrency !== priceCurrency)
      throw fieldError('discount_currency', MESSAGES.gigCurrencyInvalid);
    const priceMinor = input.price !== undefined ? toMinor(input.price) : current?.priceMinor;
    const discountMinor =
      input.discount !== undefined ? toMinor(input.discount) : (current?.discountMinor ?? 0);
    if (priceMinor !== undefined && discountMinor > priceMinor)
      throw fieldError('discount', MESSAGES.productDiscountTooLarge);
    return {
      ...(input.product_option_details !== undefined && {
        options: JSON.stringify(input.product_option_details),
      }),
      ...(input.quantity !== undefined && { quantity: input.quantity }),
      ...(input.sku_number !== undefined && { skuNumber: input.sku_number }),
      ...(input.barcode !== undefined && { barcode: input.barcode }),
      ...(priceMinor !== undefined && { priceMinor }),
      priceCurrency,
      discountMinor,
      discountCurrency: priceCurrency,
    };
  }

  async function checkSku(sku: string | undefined, exceptId?: string) {
    if (sku && (await repo.skuTaken(sku, exceptId))) throw fieldError('sku_number', MESSAGES.productSkuTaken);
  }

  async function reviewsOut(rows: Awaited<ReturnType<ProductsRepo['reviewById']>>[]): Promise<Review[]> {
    const list = rows.filter((r): r is NonNullable<typeof r> => Boolean(r));
    const ids = list.map((r) => r.id);
    const [images, videos, customers] = await Promise.all([
      repo.imagesOf(ids),
      repo.videosOf(ids),
      people.byIds(list.map((r) => r.customerId)),
    ]);
    return list.map((r) =>
      toReview(
        r,
        images.filter((i) => i.reviewId === r.id),
        videos.filter((x) => x.reviewId === r.id),
        customers.get(r.customerId),
        url,
      ),
    );
  }

  async function ownReview(userId: string, reviewId: string) {
    const review = await repo.reviewById(reviewId);
    if (!review) throw notFound(MESSAGES.reviewNotFound);
    if (review.customerId !== userId) throw new HttpError(403, MESSAGES.reviewNotYours);
    return review;
  }

  const productAction = (productId: string) => [{ id: productId, type: 'product' as const }];

  return {
    // ---------------------------------------------------------------- look-ups
    async categories(limit: number, offset: number) {
      const { rows, total } = await repo.categories(limit, offset);
      return { total, results: rows.map(toCategory) };
    },
    async category(id: string) {
      const row = await repo.categoryById(id);
      if (!row) throw notFound(MESSAGES.productCategoryNotFound);
      return toCategory(row);
    },
    async productTypes(limit: number, offset: number) {
      const { rows, total } = await repo.productTypes(limit, offset);
      return { total, results: rows.map((r) => toProductType(r, url)) };
    },
    async productType(id: string) {
      const row = await repo.productTypeById(id);
      if (!row) throw notFound(MESSAGES.productTypeNotFound);
      return toProductType(row, url);
    },

    // ---------------------------------------------------------------- products
    exists: (id: string) => repo.exists(id),

    async list(filters: ProductFilters, limit: number, offset: number) {
      const { rows, total } = await repo.listProducts(filters, limit, offset);
      return { total, results: await assemble(rows) };
    },

    async get(id: string): Promise<Product> {
      const row = await repo.productById(id);
      if (!row) throw notFound(MESSAGES.productNotFound);
      return (await assemble([row]))[0]!;
    },

    async create(userId: string, input: ProductCreate): Promise<Product> {
      await requireSeller(userId);
      await checkLookups(input);
      const row = await repo.insertProduct({
        vendorId: userId,
        categoryId: input.category,
        productTypeId: input.product_type,
        name: input.name,
        description: input.description,
        isReturnAvailable: input.is_return_available,
        isExchangeAvailable: input.is_exchange_available,
        returnExchangeDays: input.return_exchange_days,
        services: JSON.stringify(input.services),
      });
      return (await assemble([row]))[0]!;
    },

    /** Ownership first: a stranger is told 403 whatever they sent. */
    ownProduct,

    async update(userId: string, id: string, patch: ProductPatch): Promise<Product> {
      await ownProduct(userId, id);
      await checkLookups(patch);
      const row = await repo.updateProduct(id, {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.category !== undefined && { categoryId: patch.category }),
        ...(patch.product_type !== undefined && { productTypeId: patch.product_type }),
        ...(patch.is_return_available !== undefined && { isReturnAvailable: patch.is_return_available }),
        ...(patch.is_exchange_available !== undefined && {
          isExchangeAvailable: patch.is_exchange_available,
        }),
        ...(patch.return_exchange_days !== undefined && { returnExchangeDays: patch.return_exchange_days }),
        ...(patch.services !== undefined && { services: JSON.stringify(patch.services) }),
      });
      return (await assemble([row!]))[0]!;
    },

    async remove(userId: string, id: string) {
      await ownProduct(userId, id);
      await repo.deleteProduct(id);
    },

    // ---------------------------------------------------------------- stock items
    async addStock(userId: string, input: StockCreate): Promise<StockItem> {
      await ownProduct(userId, input.product);
      await checkSku(input.sku_number);
      const values = stockValues(input);
      const row = await repo
        .insertStock({
          ...values,
          productId: input.product,
          skuNumber: input.sku_number,
          priceMinor: values.priceMinor!,
          position: await repo.nextStockPosition(input.product),
        })
        .catch((error: unknown) => {
          // Two sellers racing for one SKU: the unique index decides.
          if (String(error).includes('UNIQUE')) throw fieldError('sku_number', MESSAGES.productSkuTaken);
          throw error;
        });
      return stockItem(row);
    },

    async stock(id: string): Promise<StockItem> {
      const row = await repo.stockById(id);
      if (!row) throw notFound(MESSAGES.productStockNotFound);
      return stockItem(row);
    },

    ownStock,

    async updateStock(userId: string, id: string, patch: StockPatch): Promise<StockItem> {
      const { stock } = await ownStock(userId, id);
      await checkSku(patch.sku_number, id);
      const row = await repo.updateStock(id, stockValues(patch, stock));
      return stockItem(row!);
    },

    async removeStock(userId: string, id: string) {
      await ownStock(userId, id);
      await repo.deleteStock(id);
    },

    // ---------------------------------------------------------------- media
    async addMedia(
      userId: string,
      input: MediaFields,
      files: { image?: UploadedFile; video?: UploadedFile },
    ) {
      await ownStock(userId, input.product_stock, MESSAGES.mediaForbidden);
      let image: string | null = null;
      let video: string | null = null;
      if (input.media_type === 'Image') {
        if (!files.image) throw fieldError('image', MESSAGES.gigFileRequired);
        image = await savePublicFile(storage, files.image, 'image', 'products', 'image');
      } else if (files.video) {
        video = await savePublicFile(storage, files.video, 'video', 'products', 'video');
      } else if (!input.video_url) {
        throw fieldError('video', MESSAGES.productMediaMissing);
      }
      const row = await repo.insertMedia({
        stockId: input.product_stock,
        mediaType: input.media_type,
        image,
        video,
        videoUrl: input.media_type === 'Video' ? input.video_url || null : null,
        description: input.description,
        order: input.order,
      });
      return toMedia(row, url);
    },

    async ownMedia(userId: string, id: string) {
      const media = await repo.mediaById(id);
      if (!media) throw notFound(MESSAGES.productMediaNotFound);
      await ownStock(userId, media.stockId, MESSAGES.mediaForbidden);
      return media;
    },

    async media(id: string) {
      const media = await repo.mediaById(id);
      if (!media) throw notFound(MESSAGES.productMediaNotFound);
      return toMedia(media, url);
    },

    async updateMedia(userId: string, id: string, patch: { description?: string; order?: number }) {
      await this.ownMedia(userId, id);
      return toMedia((await repo.updateMedia(id, patch))!, url);
    },

    async removeMedia(userId: string, id: string) {
      const media = await this.ownMedia(userId, id);
      await repo.deleteMedia(id);
      await storage.removePublic(media.image);
      await storage.removePublic(media.video);
    },

    // ---------------------------------------------------------------- wishlist
    async addToWishlist(
      userId: string,
      stockId: string,
    ): Promise<{ entry: WishlistEntry; created: boolean }> {
      const found = await repo.stockWithProduct(stockId);
      if (!found) throw notFound(MESSAGES.productStockNotFound);
      const { entry, created } = await repo.addToWishlist(userId, stockId);
      const [media] = await repo.mediaOf([stockId]);
      return { entry: toWishlistEntry(entry, found.stock, found.product, url(media?.image)), created };
    },

    async wishlist(userId: string, stockId: string | undefined, limit: number, offset: number) {
      const { rows, total } = await repo.wishlistOf(userId, stockId, limit, offset);
      const results: WishlistEntry[] = [];
      const media = await repo.mediaOf(rows.map((r) => r.stockId));
      for (const entry of rows) {
        const found = await repo.stockWithProduct(entry.stockId);
        if (!found) continue;
        const image = media.find((m) => m.stockId === entry.stockId && m.image)?.image;
        results.push(toWishlistEntry(entry, found.stock, found.product, url(image)));
      }
      return { total, results };
    },

    async removeFromWishlist(userId: string, id: string) {
      const entry = await repo.wishlistById(id);
      if (!entry) throw notFound(MESSAGES.wishlistNotFound);
      if (entry.customerId !== userId) throw new HttpError(403, MESSAGES.wishlistNotYours);
      await repo.deleteWishlist(id);
    },

    // ---------------------------------------------------------------- reviews
    async review(userId: string, input: ReviewCreate): Promise<Review> {
      const found = await repo.stockWithProduct(input.product_stock);
      if (!found) throw notFound(MESSAGES.productStockNotFound);
      if (!(await repo.hasPurchase(userId, input.product_stock)))
        throw new HttpError(403, MESSAGES.reviewNotBought);
      const row = await repo.transaction(async () => {
        const inserted = await repo.insertReview({
          customerId: userId,
          stockId: input.product_stock,
          productId: found.product.id,
          rating: input.rating,
          comment: input.comment,
        });
        if (!inserted) throw new HttpError(409, MESSAGES.reviewTwice);
        const customer = await people.byId(userId);
        await notifier.notify(found.product.vendorId, {
          kind: 'product_review',
          title: copy('reviewTitle'),
          message: copy('reviewMessage', {
            name: customer?.fullName ?? '',
            product: found.product.name,
            rating: input.rating,
          }),
          image: customer?.avatar ?? null,
          actions: productAction(found.product.id),
          actorId: userId,
        });
        return inserted;
      });
      return (await reviewsOut([row]))[0]!;
    },

    async reviews(f: { stockId?: string; productId?: string }, limit: number, offset: number) {
      const { rows, total } = await repo.reviews(f, limit, offset);
      return { total, results: await reviewsOut(rows) };
    },

    async getReview(id: string): Promise<Review> {
      const row = await repo.reviewById(id);
      if (!row) throw notFound(MESSAGES.reviewNotFound);
      return (await reviewsOut([row]))[0]!;
    },

    ownReview,

    async removeReview(userId: string, id: string) {
      await ownReview(userId, id);
      await repo.deleteReview(id);
    },

    async addReviewImage(userId: string, reviewId: string, file: UploadedFile | undefined) {
      await ownReview(userId, reviewId);
      if ((await repo.countImages(reviewId)) >= PRODUCT_LIMITS.reviewImages)
        throw fieldError('image', MESSAGES.reviewTooManyImages);
      if (!file) throw fieldError('image', MESSAGES.gigFileRequired);
      const key = await savePublicFile(storage, file, 'image', 'reviews', 'image');
      const row = await repo.insertReviewImage(reviewId, key);
      return { id: row.id, image: url(row.image) ?? '', review: row.reviewId };
    },

    async addReviewVideo(userId: string, reviewId: string, file: UploadedFile | undefined, link: string) {
      await ownReview(userId, reviewId);
      if ((await repo.countVideos(reviewId)) >= PRODUCT_LIMITS.reviewVideos)
        throw fieldError('video', MESSAGES.reviewTooManyVideos);
      if (!file && !link) throw fieldError('video', MESSAGES.productMediaMissing);
      const video = file ? await savePublicFile(storage, file, 'video', 'reviews', 'video') : null;
      const row = await repo.insertReviewVideo(reviewId, { video, url: video ? null : link });
      return { id: row.id, review: row.reviewId, video: url(row.video), url: row.url };
    },

    // ---------------------------------------------------------------- questions
    async ask(userId: string, productId: string, question: string): Promise<Question> {
      const product = await repo.productById(productId);
      if (!product) throw notFound(MESSAGES.productNotFound);
      const customer = await people.byId(userId);
      const row = await repo.transaction(async () => {
        const inserted = await repo.insertQuestion({
          productId,
          customerId: userId,
          vendorId: product.vendorId,
          question,
        });
        if (product.vendorId !== userId)
          await notifier.notify(product.vendorId, {
            kind: 'product_question',
            title: copy('questionTitle'),
            message: copy('questionMessage', {
              name: customer?.fullName ?? '',
              product: product.name,
              question: question.length > 140 ? `${question.slice(0, 139)}…` : question,
            }),
            image: customer?.avatar ?? null,
            actions: productAction(productId),
            actorId: userId,
          });
        return inserted;
      });
      return toQuestion(row, customer ?? undefined, url);
    },

    async questions(productId: string | undefined, limit: number, offset: number) {
      const { rows, total } = await repo.questions(productId, limit, offset);
      const customers = await people.byIds(rows.map((r) => r.customerId));
      return { total, results: rows.map((r) => toQuestion(r, customers.get(r.customerId), url)) };
    },

    async question(id: string): Promise<Question> {
      const row = await repo.questionById(id);
      if (!row) throw notFound(MESSAGES.questionNotFound);
      return toQuestion(row, (await people.byId(row.customerId)) ?? undefined, url);
    },

    async answer(userId: string, id: string, answer: string): Promise<Question> {
      const found = await repo.questionById(id);
      if (!found) throw notFound(MESSAGES.questionNotFound);
      if (found.vendorId !== userId) throw new HttpError(403, MESSAGES.questionVendorOnly);
      const product = await repo.productById(found.productId);
      const vendor = await people.byId(userId);
      const row = await repo.transaction(async () => {
        const updated = (await repo.answerQuestion(id, answer))!;
        if (found.customerId !== userId)
          await notifier.notify(found.customerId, {
            kind: 'product_answer',
            title: copy('answerTitle'),
            message: copy('answerMessage', { name: vendor?.fullName ?? '', product: product?.name ?? '' }),
            image: vendor?.avatar ?? null,
            actions: productAction(found.productId),
            actorId: userId,
          });
        return updated;
      });
      return toQuestion(row, (await people.byId(row.customerId)) ?? undefined, url);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
