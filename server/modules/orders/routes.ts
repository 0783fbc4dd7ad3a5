import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type * as v from 'valibot';
import { type IdParams, idParams, pageOf } from '../../../contracts/common';
import { MESSAGES } from '../../../contracts/messages';
import {
  CheckoutSchema,
  CheckoutSessionSchema,
  DownloadLinkSchema,
  DownloadQuerySchema,
  type OrderListQuery,
  OrderListQuerySchema,
  OrderSchema,
} from '../../../contracts/orders';
import { requestLanguage } from '../../lib/language';
import { toPage, windowOf } from '../../lib/pagination';
import { routeSchema } from '../../lib/route-schema';
import type { GigCatalog, ProductStock } from '../../ports';
import type { PaymentProvider } from './payment-provider';
import { createProductOrders, productOrderRoutes } from './product-orders';
import { createOrdersRepo } from './repo';
import { sandboxCheckoutPageRoutes } from './sandbox-checkout-page';
import { createSandboxProvider, SANDBOX_PROVIDER } from './sandbox-provider';
import { createOrdersService } from './service';

export interface OrdersOptions {
  publicUrl: string;
  /** The gigs for sale and their kit files (gigs module). */
  gigs: GigCatalog;
  /** The product catalogue's stock (products module), for product orders. */
  productStock: ProductStock;
  /** A real payment provider; the built-in sandbox provider when absent. */
  provider?: PaymentProvider;
}

const tags = ['orders'];
/** Someone else's order answers like an unknown one, so an order's existence does not leak. */
const OrderParamsSchema = idParams(MESSAGES.orderNotFound);

/** Checkout, the reader's orders and their downloads under /api, and the sandbox payment page. */
async function ordersRoutes(app: FastifyInstance, opts: OrdersOptions) {
  const provider = opts.provider ?? createSandboxProvider(opts.publicUrl);
  const productOrders = createProductOrders({
    db: app.db,
    provider,
    stock: opts.productStock,
    storage: app.storage,
  });
  const service = createOrdersService({
    repo: createOrdersRepo(app.db),
    provider,
    gigs: opts.gigs,
    people: app.people,
    storage: app.storage,
    notifier: app.notifier,
    productOrders,
  });
  const authed = (def: Parameters<typeof routeSchema>[0]) => ({
    onRequest: app.requireAuth,
    schema: routeSchema({ tags, auth: true, ...def }),
  });

  app.post<{ Body: v.InferOutput<typeof CheckoutSchema> }>(
    '/order/gig-order-checkout/',
    authed({
      summary: 'Opens a checkout session for a gig',
      body: CheckoutSchema,
      response: { 201: CheckoutSessionSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.checkout(request.auth!.userId, request.body.gig_id, requestLanguage(request))),
  );

  app.get<{ Querystring: OrderListQuery }>(
    '/order/orders/',
    authed({
      summary: "The reader's orders, newest first",
      query: OrderListQuerySchema,
      response: { 200: pageOf(OrderSchema) },
    }),
    async (request) => {
      const window = windowOf(request.query);
      const { total, results } = await service.list(
        request.auth!.userId,
        window.limit,
        window.offset,
        request.query.status,
      );
      return toPage(request, opts.publicUrl, window, total, results);
    },
  );

  app.get<{ Params: IdParams }>(
    '/order/orders/:id/',
    authed({
      summary: "One of the reader's orders",
      params: OrderParamsSchema,
      response: { 200: OrderSchema },
    }),
    async (request) => service.get(request.auth!.userId, request.params.id),
  );

  app.post<{ Params: IdParams }>(
    '/order/orders/:id/checkout/',
    authed({
      summary: 'A new checkout session for one of my pending orders (pay it later)',
      params: OrderParamsSchema,
      response: { 201: CheckoutSessionSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.resume(request.auth!.userId, request.params.id, requestLanguage(request))),
  );

  app.get<{ Params: IdParams; Querystring: v.InferOutput<typeof DownloadQuerySchema> }>(
    '/order/download-order/:id/',
    authed({
      summary: 'A signed, expiring link to a file of a bought kit',
      params: OrderParamsSchema,
      query: DownloadQuerySchema,
      response: { 200: DownloadLinkSchema },
    }),
    async (request) => service.download(request.auth!.userId, request.params.id, request.query.file),
  );

  await productOrderRoutes(app, productOrders);

  if (provider.name === SANDBOX_PROVIDER) await sandboxCheckoutPageRoutes(app, service);
}

export default fp(ordersRoutes, {
  name: 'orders',
  dependencies: ['db', 'auth', 'storage', 'private-storage'],
  decorators: { fastify: ['notifier', 'people'] },
  encapsulate: true,
});
