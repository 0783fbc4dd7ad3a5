import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { DetailSchema, type IdParams, idParams, pageOf } from '../../../contracts/common';
import { UPLOAD_LIMITS } from '../../../contracts/gigs';
import { type ListCall, PROFILE_WORK_PAGE_SIZE } from '../../../contracts/lists';
import { MESSAGES } from '../../../contracts/messages';
import {
  ALL_PAGES_CAP,
  HOME_FEATURED,
  PAGE_SIZE_MAX,
  type PageQuery,
  PageQuerySchema,
  queryString,
} from '../../../contracts/pagination';
import {
  MediaFieldsSchema,
  MediaPatchSchema,
  ProductCategorySchema,
  ProductCreateSchema,
  type ProductListQuery,
  ProductListQuerySchema,
  ProductMediaSchema,
  ProductPatchSchema,
  ProductSchema,
  ProductTypeSchema,
  productsApiQuery,
  productsPageQuery,
  QuestionAnswerSchema,
  QuestionCreateSchema,
  QuestionQuerySchema,
  QuestionSchema,
  ReviewCreateSchema,
  ReviewImageFieldsSchema,
  ReviewImageSchema,
  ReviewQuerySchema,
  ReviewSchema,
  ReviewVideoFieldsSchema,
  ReviewVideoSchema,
  StockCreateSchema,
  StockItemSchema,
  StockPatchSchema,
  WishlistAddSchema,
  WishlistEntrySchema,
  WishlistQuerySchema,
} from '../../../contracts/products';
import {
  readQuery as readSearchQuery,
  SEARCH_PATH,
  apiQuery as searchApiQuery,
} from '../../../contracts/search-query';
import { listPage, toPage, visitorPage, windowOf } from '../../lib/pagination';
import { routeSchema } from '../../lib/route-schema';
import { parse } from '../../lib/validate';
import { EXPERT_PAGE } from '../../plugins/market-pages';
import { createProductsRepo } from './repo';
import { createProductsService } from './service';
import { readForm } from './uploads';

type Query<S extends v.GenericSchema> = v.InferOutput<S>;
const tags = ['products'];

const ProductParams = idParams(MESSAGES.productNotFound);
const StockParams = idParams(MESSAGES.productStockNotFound);
const MediaParams = idParams(MESSAGES.productMediaNotFound);
const WishlistParams = idParams(MESSAGES.wishlistNotFound);
const ReviewParams = idParams(MESSAGES.reviewNotFound);
const QuestionParams = idParams(MESSAGES.questionNotFound);
const CategoryParams = idParams(MESSAGES.productCategoryNotFound);
const TypeParams = idParams(MESSAGES.productTypeNotFound);

/** The product catalogue under /api/product/, and the product pages of the site. */
async function productsRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const repo = createProductsRepo(app.db);
  const service = createProductsService({
    repo,
    storage: app.storage,
    people: app.people,
    notifier: app.notifier,
  });
  // `/market/products/<id>/` is rendered per request with what a visitor sees through the API (the
  // product, its reviews, the category and type names); its editor is a host page.
  app.marketPages.register({
    pattern: '/market/products/:id/',
    exists: ({ id = '' }) => service.exists(id),
    load: async ({ id = '' }) => {
      const [product, reviews, categories, types] = await Promise.all([
        service.get(id),
        service.reviews({ productId: id }, PAGE_SIZE_MAX, 0),
        service.categories(ALL_PAGES_CAP, 0),
        service.productTypes(ALL_PAGES_CAP, 0),
      ]);
      return {
        product: v.parse(ProductSchema, product),
        reviews: reviews.results.map((r) => v.parse(ReviewSchema, r)),
        categories: categories.results.map((c) => v.parse(ProductCategorySchema, c)),
        types: types.results.map((c) => v.parse(ProductTypeSchema, c)),
      };
    },
  });
  /** The products a reader asked for (`GET /product/product/`). */
  const list = (q: ProductListQuery, limit: number, offset: number) =>
    service.list(
      {
        category: q.category || undefined,
        productType: q.product_type || undefined,
        vendor: q.vendor || undefined,
        search: q.search || undefined,
        ordering: q.ordering,
      },
      limit,
      offset,
    );
  // `/market/products/`, rendered per request with the first page of what its address asks for, as
  // the list API answers a visitor (its categories and types for the filters); a query the API
  // would refuse renders without the list (the island asks and shows why).
  /** The product list `call` answers a visitor; null when the API would refuse it. */
  const visitorProducts = (call: ListCall) =>
    visitorPage(
      {
        path: '/api/product/product/',
        query: ProductListQuerySchema,
        item: ProductSchema,
        publicUrl: opts.publicUrl,
      },
      call,
      (q) => {
        const { limit, offset } = windowOf(q);
        return list(q, limit, offset);
      },
    );
  // An expert's products on their page, as their profile asks for them.
  app.marketPages.register({
    pattern: EXPERT_PAGE,
    part: 'products',
    exists: () => true,
    load: ({ id = '' }) => visitorProducts({ vendor: id, page_size: PROFILE_WORK_PAGE_SIZE }),
  });
  app.marketPages.register({
    pattern: '/market/products/',
    exists: () => true,
    load: async (_, params) => {
      const [products, categories, types] = await Promise.all([
        visitorProducts(productsApiQuery(productsPageQuery(params))),
        service.categories(ALL_PAGES_CAP, 0),
        service.productTypes(ALL_PAGES_CAP, 0),
      ]);
      return {
        products,
        categories: categories.results.map((c) => v.parse(ProductCategorySchema, c)),
        types: types.results.map((c) => v.parse(ProductTypeSchema, c)),
      };
    },
  });
  // The products of `/market/search/`, the same way.
  app.marketPages.register({
    pattern: SEARCH_PATH,
    part: 'products',
    exists: () => true,
    load: (_, params) => visitorProducts(searchApiQuery(readSearchQuery(params), 'products')),
  });
  // The home page's featured products, best rated first, as the API answers a visitor.
  app.marketPages.register({
    pattern: '/market/',
    part: 'products',
    exists: () => true,
    load: async () => {
      const call = { page_size: HOME_FEATURED.products, ordering: '-rating' };
      const q = v.parse(ProductListQuerySchema, call);
      const { limit, offset } = windowOf(q);
      return listPage(
        `/api/product/product/${queryString(call)}`,
        opts.publicUrl,
        q,
        ProductSchema,
        await list(q, limit, offset),
      );
    },
  });
  app.marketPages.register({
    pattern: '/market/products/:id/edit/',
    host: 'market/products/_/edit/index.html',
    exists: ({ id = '' }) => service.exists(id),
  });

  const authed = { onRequest: app.requireAuth };
  const me = (request: FastifyRequest) => request.auth!.userId;
  const page = <T>(
    request: FastifyRequest,
    query: PageQuery,
    load: (limit: number, offset: number) => Promise<{ total: number; results: T[] }>,
  ) => {
    const window = windowOf(query);
    return load(window.limit, window.offset).then((r) =>
      toPage(request, opts.publicUrl, window, r.total, r.results),
    );
  };

  // ---------------------------------------------------------------- look-ups
  app.get<{ Querystring: PageQuery }>(
    '/product/category/',
    {
      schema: routeSchema({
        summary: 'Product categories',
        tags,
        query: PageQuerySchema,
        response: { 200: pageOf(ProductCategorySchema) },
      }),
    },
    async (request) => page(request, request.query, service.categories),
  );
  app.get<{ Params: IdParams }>(
    '/product/category/:id/',
    {
      schema: routeSchema({
        summary: 'One product category',
        tags,
        params: CategoryParams,
        response: { 200: ProductCategorySchema },
      }),
    },
    async (request) => service.category(request.params.id),
  );
  app.get<{ Querystring: PageQuery }>(
    '/product/product-type/',
    {
      schema: routeSchema({
        summary: 'Product types',
        tags,
        query: PageQuerySchema,
        response: { 200: pageOf(ProductTypeSchema) },
      }),
    },
    async (request) => page(request, request.query, service.productTypes),
  );
  app.get<{ Params: IdParams }>(
    '/product/product-type/:id/',
    {
      schema: routeSchema({
        summary: 'One product type',
        tags,
        params: TypeParams,
        response: { 200: ProductTypeSchema },
      }),
    },
    async (request) => service.productType(request.params.id),
  );

  // ---------------------------------------------------------------- products
  app.get<{ Querystring: Query<typeof ProductListQuerySchema> }>(
    '/product/product/',
    {
      schema: routeSchema({
        summary: 'Products, filtered by category, product type, vendor or search, in the chosen order',
        tags,
        query: ProductListQuerySchema,
        response: { 200: pageOf(ProductSchema) },
      }),
    },
    async (request) => page(request, request.query, (limit, offset) => list(request.query, limit, offset)),
  );
  app.post<{ Body: Query<typeof ProductCreateSchema> }>(
    '/product/product/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Sell a product (experts)',
        tags,
        body: ProductCreateSchema,
        response: { 201: ProductSchema },
        auth: true,
      }),
    },
    async (request, reply) => reply.code(201).send(await service.create(me(request), request.body)),
  );
  app.get<{ Params: IdParams }>(
    '/product/product/:id/',
    {
      schema: routeSchema({
        summary: 'One product with its stock items, media, rating and seller',
        tags,
        params: ProductParams,
        response: { 200: ProductSchema },
      }),
    },
    async (request) => service.get(request.params.id),
  );
  app.patch<{ Params: IdParams; Body: Query<typeof ProductPatchSchema> }>(
    '/product/product/:id/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Change a product (its seller)',
        tags,
        params: ProductParams,
        body: ProductPatchSchema,
        response: { 200: ProductSchema },
        auth: true,
      }),
    },
    async (request) => service.update(me(request), request.params.id, request.body),
  );
  app.delete<{ Params: IdParams }>(
    '/product/product/:id/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Delete a product (its seller)',
        tags,
        params: ProductParams,
        response: { 204: null },
        auth: true,
      }),
    },
    async (request, reply) => {
      await service.remove(me(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- stock items
  app.post<{ Body: Query<typeof StockCreateSchema> }>(
    '/product/product-stock/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Add a stock item (options, SKU, quantity, price) to my product',
        tags,
        body: StockCreateSchema,
        response: { 201: StockItemSchema },
        auth: true,
      }),
    },
    async (request, reply) => reply.code(201).send(await service.addStock(me(request), request.body)),
  );
  app.get<{ Params: IdParams }>(
    '/product/product-stock/:id/',
    {
      schema: routeSchema({
        summary: 'One stock item',
        tags,
        params: StockParams,
        response: { 200: StockItemSchema },
      }),
    },
    async (request) => service.stock(request.params.id),
  );
  app.patch<{ Params: IdParams; Body: Query<typeof StockPatchSchema> }>(
    '/product/product-stock/:id/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Change a stock item (its seller)',
        tags,
        params: StockParams,
        body: StockPatchSchema,
        response: { 200: StockItemSchema },
        auth: true,
      }),
    },
    async (request) => service.updateStock(me(request), request.params.id, request.body),
  );
  app.delete<{ Params: IdParams }>(
    '/product/product-stock/:id/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Delete a stock item (its seller)',
        tags,
        params: StockParams,
        response: { 204: null },
        auth: true,
      }),
    },
    async (request, reply) => {
      await service.removeStock(me(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- media
  app.post(
    '/product/product-media/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Upload a picture or video of a stock item (multipart: image or video, or video_url)',
        tags,
        form: v.object({
          ...MediaFieldsSchema.entries,
          image: v.optional(v.pipe(v.string(), v.description('An image file (PNG, JPEG, WebP or GIF).'))),
          video: v.optional(v.pipe(v.string(), v.description('A video file (MP4, WebM or MOV).'))),
        }),
        response: { 201: ProductMediaSchema },
        auth: true,
      }),
    },
    async (request, reply) => {
      const { fields, files } = await readForm(app, request, {
        image: UPLOAD_LIMITS.image,
        video: UPLOAD_LIMITS.video,
      });
      const input = parse(MediaFieldsSchema, fields);
      return reply.code(201).send(await service.addMedia(me(request), input, files));
    },
  );
  app.get<{ Params: IdParams }>(
    '/product/product-media/:id/',
    {
      schema: routeSchema({
        summary: 'One media item',
        tags,
        params: MediaParams,
        response: { 200: ProductMediaSchema },
      }),
    },
    async (request) => service.media(request.params.id),
  );
  app.patch<{ Params: IdParams; Body: Query<typeof MediaPatchSchema> }>(
    '/product/product-media/:id/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Change a media item’s caption or place (its seller)',
        tags,
        params: MediaParams,
        body: MediaPatchSchema,
        response: { 200: ProductMediaSchema },
        auth: true,
      }),
    },
    async (request) => service.updateMedia(me(request), request.params.id, request.body),
  );
  app.delete<{ Params: IdParams }>(
    '/product/product-media/:id/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Delete a media item (its seller)',
        tags,
        params: MediaParams,
        response: { 204: null },
        auth: true,
      }),
    },
    async (request, reply) => {
      await service.removeMedia(me(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- wishlist
  app.get<{ Querystring: Query<typeof WishlistQuerySchema> }>(
    '/product/wishlist/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'My wishlist (optionally one stock item’s entry)',
        tags,
        query: WishlistQuerySchema,
        response: { 200: pageOf(WishlistEntrySchema) },
        auth: true,
      }),
    },
    async (request) =>
      page(request, request.query, (limit, offset) =>
        service.wishlist(me(request), request.query.product_stock || undefined, limit, offset),
      ),
  );
  app.post<{ Body: Query<typeof WishlistAddSchema> }>(
    '/product/wishlist/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Add a stock item to my wishlist (201, or 200 with the entry I already have)',
        tags,
        body: WishlistAddSchema,
        response: { 200: WishlistEntrySchema, 201: WishlistEntrySchema },
        auth: true,
      }),
    },
    async (request, reply) => {
      const { entry, created } = await service.addToWishlist(me(request), request.body.product_stock);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );
  app.delete<{ Params: IdParams }>(
    '/product/wishlist/:id/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Remove an entry from my wishlist',
        tags,
        params: WishlistParams,
        response: { 204: null },
        auth: true,
      }),
    },
    async (request, reply) => {
      await service.removeFromWishlist(me(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- reviews
  app.get<{ Querystring: Query<typeof ReviewQuerySchema> }>(
    '/product/product-review/',
    {
      schema: routeSchema({
        summary: 'Reviews of a stock item or a product, newest first',
        tags,
        query: ReviewQuerySchema,
        response: { 200: pageOf(ReviewSchema) },
      }),
    },
    async (request) =>
      page(request, request.query, (limit, offset) =>
        service.reviews(
          {
            stockId: request.query.product_stock || undefined,
            productId: request.query.product || undefined,
          },
          limit,
          offset,
        ),
      ),
  );
  app.post<{ Body: Query<typeof ReviewCreateSchema> }>(
    '/product/product-review/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Review an item I bought (once per item)',
        tags,
        body: ReviewCreateSchema,
        response: { 201: ReviewSchema },
        auth: true,
      }),
    },
    async (request, reply) => reply.code(201).send(await service.review(me(request), request.body)),
  );
  app.get<{ Params: IdParams }>(
    '/product/product-review/:id/',
    {
      schema: routeSchema({
        summary: 'One review',
        tags,
        params: ReviewParams,
        response: { 200: ReviewSchema },
      }),
    },
    async (request) => service.getReview(request.params.id),
  );
  app.delete<{ Params: IdParams }>(
    '/product/product-review/:id/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Delete my review',
        tags,
        params: ReviewParams,
        response: { 204: null },
        auth: true,
      }),
    },
    async (request, reply) => {
      await service.removeReview(me(request), request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/product/review-image/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Add a picture to my review (multipart: review, image)',
        tags,
        form: v.object({
          ...ReviewImageFieldsSchema.entries,
          image: v.pipe(v.string(), v.description('An image file (PNG, JPEG, WebP or GIF).')),
        }),
        response: { 201: ReviewImageSchema },
        auth: true,
      }),
    },
    async (request, reply) => {
      const { fields, files } = await readForm(app, request, { image: UPLOAD_LIMITS.image });
      const { review } = parse(ReviewImageFieldsSchema, fields);
      return reply.code(201).send(await service.addReviewImage(me(request), review, files.image));
    },
  );
  app.post(
    '/product/review-video/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Add a video to my review: a file (multipart `video`) or a `url`',
        tags,
        form: v.object({
          ...ReviewVideoFieldsSchema.entries,
          video: v.optional(v.pipe(v.string(), v.description('A video file (MP4, WebM or MOV).'))),
        }),
        response: { 201: ReviewVideoSchema },
        auth: true,
      }),
    },
    async (request, reply) => {
      const { fields, files } = await readForm(app, request, { video: UPLOAD_LIMITS.video });
      const { review, url } = parse(ReviewVideoFieldsSchema, fields);
      return reply.code(201).send(await service.addReviewVideo(me(request), review, files.video, url));
    },
  );

  // ---------------------------------------------------------------- questions
  app.get<{ Querystring: Query<typeof QuestionQuerySchema> }>(
    '/product/product-question/',
    {
      schema: routeSchema({
        summary: 'Questions about a product, newest first',
        tags,
        query: QuestionQuerySchema,
        response: { 200: pageOf(QuestionSchema) },
      }),
    },
    async (request) =>
      page(request, request.query, (limit, offset) =>
        service.questions(request.query.product || undefined, limit, offset),
      ),
  );
  app.post<{ Body: Query<typeof QuestionCreateSchema> }>(
    '/product/product-question/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Ask the seller about a product',
        tags,
        body: QuestionCreateSchema,
        response: { 201: QuestionSchema },
        auth: true,
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await service.ask(me(request), request.body.product, request.body.question)),
  );
  app.get<{ Params: IdParams }>(
    '/product/product-question/:id/',
    {
      schema: routeSchema({
        summary: 'One question',
        tags,
        params: QuestionParams,
        response: { 200: QuestionSchema },
      }),
    },
    async (request) => service.question(request.params.id),
  );
  app.patch<{ Params: IdParams; Body: Query<typeof QuestionAnswerSchema> }>(
    '/product/product-question/:id/',
    {
      ...authed,
      schema: routeSchema({
        summary: 'Answer a question about my product (its seller)',
        tags,
        params: QuestionParams,
        body: QuestionAnswerSchema,
        response: { 200: QuestionSchema, 403: DetailSchema },
        auth: true,
      }),
    },
    async (request) => service.answer(me(request), request.params.id, request.body.answer),
  );
}

export default fp(productsRoutes, {
  name: 'products',
  dependencies: ['db', 'auth', 'storage', 'market-pages'],
  decorators: { fastify: ['notifier', 'people'] },
  encapsulate: true,
});
