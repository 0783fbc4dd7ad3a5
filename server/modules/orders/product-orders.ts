import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../contracts/messages';
import { CHECKOUT_SESSION_MINUTES, type CheckoutSession } from '../../../contracts/orders';
import {
  type ProductCheckout,
  ProductCheckoutSchema,
  ProductCheckoutSessionSchema,
} from '../../../contracts/products';
import type { Db } from '../../../db/client';
import type { CheckoutSessionRow, OrderRow } from '../../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/language';
import { routeSchema } from '../../lib/route-schema';
import { transaction } from '../../lib/transaction';
import type { Storage } from '../../plugins/storage';
import type { ProductStock } from '../../ports';
import type { PaymentProvider } from './payment-provider';
import { createProductOrdersRepo } from './product-orders-repo';
import { serializeOrder } from './serializers';

/** How often open product checkouts are looked at for expiry (their stock goes back). */
const EXPIRY_SWEEP_MS = 60_000;

interface Deps {
  db: Db;
  provider: PaymentProvider;
  stock: ProductStock;
  storage: Storage;
  now?: () => Date;
}

export type Settled = { order: OrderRow; outcome: 'paid' | 'cancelled' | 'failed' | 'closed' };

/**
 * Product orders: the checkout reserves the units (the products module's conditional UPDATE, in the
 * same transaction as the new order), paying confirms them, and cancelling, failing or expiring puts
 * them back. Each settlement moves the order from `pending` once, so the stock moves once.
 */
export function createProductOrders({ db, provider, stock, storage, now = () => new Date() }: Deps) {
  const repo = createProductOrdersRepo(db);

  /** Closes a pending order and returns its units, once (whoever gets there first). */
  async function giveBack(
    order: OrderRow,
    sessionId: string,
    status: 'cancelled' | 'failed',
    session: CheckoutSessionRow['status'],
  ) {
    return transaction(db, async () => {
      const changed = await repo.settleOrder(order.id, { status });
      await repo.closeSession(sessionId, session);
      if (changed && order.productStockId) await stock.release(order.productStockId, order.quantity);
      return changed;
    });
  }

  async function expireStale(): Promise<number> {
    let released = 0;
    for (const { session, order } of await repo.staleSessions(now().toISOString())) {
      if (await giveBack(order, session.id, 'cancelled', 'expired')) released += 1;
    }
    return released;
  }

  return {
    expireStale,

    async checkout(userId: string, input: ProductCheckout, language: 'en' | 'ar'): Promise<CheckoutSession> {
      await expireStale();
      const offer = await stock.offer(input.product_stock);
      if (!offer) throw new HttpError(404, MESSAGES.productStockNotFound);
      if (offer.vendorId === userId) throw new HttpError(403, MESSAGES.checkoutOwnProduct);
      const order = await transaction(db, async () => {
        if (!(await stock.reserve(offer.stockId, input.quantity)))
          throw new HttpError(409, MESSAGES.checkoutOutOfStock);
        return repo.insertOrder({
          userId,
          orderType: 'product',
          productStockId: offer.stockId,
          quantity: input.quantity,
          itemName: offer.name,
          amountMinor: offer.unitMinor * input.quantity,
          amountCurrency: offer.currency,
        });
      });
      const expiresAt = new Date(now().getTime() + CHECKOUT_SESSION_MINUTES * 60_000);
      let session: { sessionId: string; url: string };
      try {
        session = await provider.createSession({ order, description: offer.name, expiresAt, language });
      } catch (error) {
        // No page to pay on: the units go back at once.
        await transaction(db, async () => {
          if (await repo.settleOrder(order.id, { status: 'failed' }))
            await stock.release(offer.stockId, input.quantity);
        });
        throw error;
      }
      await repo.insertSession({
        id: session.sessionId,
        orderId: order.id,
        provider: provider.name,
        expiresAt: expiresAt.toISOString(),
      });
      return {
        checkout_session_id: session.sessionId,
        checkout_session_url: session.url,
        order: serializeOrder(order, storage.publicUrl(offer.image), provider.name),
      };
    },

    /** The product side of `OrdersService.settle`: the same outcomes, with the stock moved once. */
    async settle(session: CheckoutSessionRow, order: OrderRow, evidence: unknown): Promise<Settled> {
      if (session.status === 'paid') return { order, outcome: 'paid' };
      if (session.status === 'cancelled') return { order, outcome: 'cancelled' };
      if (session.status !== 'open') return { order, outcome: 'closed' };
      if (new Date(session.expiresAt).getTime() <= now().getTime()) {
        await giveBack(order, session.id, 'cancelled', 'expired');
        return { order: (await repo.orderById(order.id))!, outcome: 'closed' };
      }
      const result = await provider.confirm(session.id, evidence);
      if (result.outcome !== 'paid') {
        await giveBack(order, session.id, result.outcome, result.outcome);
      } else {
        await transaction(db, async () => {
          const changed = await repo.settleOrder(order.id, {
            status: 'completed',
            transactionId: result.transactionId,
            orderCompletionTimestamp: now().toISOString(),
          });
          await repo.closeSession(session.id, 'paid');
          if (changed && order.productStockId)
            await stock.confirm({
              orderId: order.id,
              stockId: order.productStockId,
              quantity: order.quantity,
              customerId: order.userId,
              amountMinor: order.amountMinor,
              currency: order.amountCurrency,
            });
        });
      }
      const settled = (await repo.orderById(order.id))!;
      const outcome =
        settled.status === 'completed'
          ? 'paid'
          : settled.status === 'pending'
            ? 'closed'
            : settled.status === 'failed'
              ? 'failed'
              : 'cancelled';
      return { order: settled, outcome };
    },
  };
}

export type ProductOrders = ReturnType<typeof createProductOrders>;

/** `POST /order/product-order-checkout/ {product_stock, quantity}` and the expiry sweep. */
export async function productOrderRoutes(app: FastifyInstance, productOrders: ProductOrders) {
  app.post<{ Body: ProductCheckout }>(
    '/order/product-order-checkout/',
    {
      onRequest: app.requireAuth,
      schema: routeSchema({
        summary: 'Buy units of a product stock item: reserves them and opens a checkout session',
        tags: ['orders'],
        body: ProductCheckoutSchema,
        response: { 201: ProductCheckoutSessionSchema },
        auth: true,
      }),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await productOrders.checkout(request.auth!.userId, request.body, requestLanguage(request))),
  );
  const timer = setInterval(() => {
    productOrders
      .expireStale()
      .catch((err: unknown) => app.log.error({ err }, 'product checkout expiry failed'));
  }, EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
