import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { MESSAGES } from '../../../contracts/messages';
import { CheckoutSchema, DownloadQuerySchema, ORDER_STATUSES } from '../../../contracts/orders';
import { requestLanguage } from '../../lib/language';
import { pageWindow, toPage } from '../../lib/pagination';
import { parse } from '../../lib/validate';
import type { ProductStock } from '../../ports';
import type { PaymentProvider } from './payment-provider';
import { createProductOrders, productOrderRoutes } from './product-orders';
import { createOrdersRepo } from './repo';
import { createOrdersService } from './service';
import { testCheckoutRoutes } from './test-checkout';
import { createTestProvider } from './test-provider';

type Id = { Params: { id: string } };

/** Spec §7 Orders under /api, and the built-in test provider's page. */
async function ordersRoutes(
  app: FastifyInstance,
  opts: { publicUrl: string; provider?: PaymentProvider; productStock: ProductStock },
) {
  const provider = opts.provider ?? createTestProvider(opts.publicUrl);
  const productOrders = createProductOrders({
    db: app.db,
    provider,
    stock: opts.productStock,
    storage: app.storage,
  });
  const service = createOrdersService({
    repo: createOrdersRepo(app.db),
    provider,
    storage: app.storage,
    privateStorage: app.privateStorage,
    notifier: app.notifier,
    productOrders,
  });
  const authed = { onRequest: app.requireAuth };

  app.post('/order/gig-order-checkout/', authed, async (request, reply) => {
    const { gig_id } = parse(CheckoutSchema, request.body);
    return reply
      .code(201)
      .send(await service.checkout(request.auth!.userId, gig_id, requestLanguage(request)));
  });

  app.get('/order/orders/', authed, async (request) => {
    const window = pageWindow(request, {
      status: v.optional(v.picklist(ORDER_STATUSES, MESSAGES.invalidBody)),
    });
    const { total, results } = service.list(
      request.auth!.userId,
      window.limit,
      window.offset,
      window.filters.status,
    );
    return toPage(request, opts.publicUrl, window, total, results);
  });

  app.get<Id>('/order/orders/:id/', authed, async (request) =>
    service.get(request.auth!.userId, request.params.id),
  );

  app.get<Id>('/order/download-order/:id/', authed, async (request) => {
    const { file } = parse(DownloadQuerySchema, request.query);
    return service.download(request.auth!.userId, request.params.id, file);
  });

  await productOrderRoutes(app, productOrders);

  if (provider.name === 'test') await testCheckoutRoutes(app, service);
}

export default fp(ordersRoutes, {
  name: 'orders',
  dependencies: ['db', 'auth', 'storage', 'private-storage'],
  decorators: { fastify: ['notifier'] },
  encapsulate: true,
});
