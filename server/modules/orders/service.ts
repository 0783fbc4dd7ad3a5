import { priceInBoth } from '../../../contracts/locale';
import { MESSAGES } from '../../../contracts/messages';
import {
  CHECKOUT_SESSION_MINUTES,
  type CheckoutSession,
  type DownloadLink,
  type KitFile,
  type Order,
  type OrderStatus,
} from '../../../contracts/orders';
import type { CheckoutSessionRow, OrderRow } from '../../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { Storage } from '../../plugins/storage';
import type { GigCatalog, Notifier, People } from '../../ports';
import { both } from './copy';
import type { PaymentProvider } from './payment-provider';
import type { ProductOrders } from './product-orders';
import type { OrdersRepo } from './repo';
import { serializeOrder } from './serializers';

interface Deps {
  repo: OrdersRepo;
  provider: PaymentProvider;
  /** The gigs for sale and their kit files (gigs module). */
  gigs: GigCatalog;
  /** The buyer's name and picture for the seller's notification. */
  people: People;
  storage: Storage;
  notifier: Notifier;
  /** Product orders settle through their own path, which moves the stock. */
  productOrders?: ProductOrders;
  now?: () => Date;
}

export type SettleOutcome = 'paid' | 'cancelled' | 'failed' | 'closed';

/** Checkout, payment confirmation, the buyer's orders and their signed downloads. */
export function createOrdersService({
  repo,
  provider,
  gigs,
  people,
  storage,
  notifier,
  productOrders,
  now = () => new Date(),
}: Deps) {
  const toOrder = (row: OrderRow, banner: string | null | undefined): Order =>
    serializeOrder(row, storage.publicUrl(banner ?? null), provider.name);

  async function bannerOf(row: OrderRow) {
    return row.gigId ? ((await gigs.forSale(row.gigId))?.banner ?? null) : null;
  }

  /** Tells the seller once; called inside the transaction that completes the order. */
  async function notifySale(order: OrderRow) {
    if (!order.gigId) return;
    const gig = await gigs.forSale(order.gigId);
    const buyer = await people.byId(order.userId);
    if (!gig || !buyer) return;
    const amount = priceInBoth(order.amountMinor, order.amountCurrency);
    await notifier.notify(gig.ownerId, {
      kind: 'order',
      title: both('saleTitle'),
      message: both('saleMessage', { buyer: buyer.fullName, gig: gig.name, amount }),
      image: buyer.avatar,
      actions: [{ id: gig.id, type: 'gig' }],
      actorId: buyer.id,
    });
  }

  async function session(sessionId: string): Promise<{ session: CheckoutSessionRow; order: OrderRow }> {
    const found = await repo.sessionById(sessionId);
    const order = found && (await repo.orderById(found.orderId));
    if (!found || !order) throw new HttpError(404, MESSAGES.checkoutSessionNotFound);
    return { session: found, order };
  }

  const isOpen = (row: CheckoutSessionRow): boolean =>
    row.status === 'open' && new Date(row.expiresAt).getTime() > now().getTime();

  /** The reader's own order; anyone else's answers exactly like one that does not exist. */
  async function ownOrder(userId: string, id: string): Promise<OrderRow> {
    const row = await repo.orderById(id);
    if (!row || row.userId !== userId) throw new HttpError(404, MESSAGES.orderNotFound);
    return row;
  }

  /** Opens a session at the provider for an order and records it. */
  async function openSession(
    order: OrderRow,
    description: string,
    language: 'en' | 'ar',
    banner: string | null,
  ): Promise<CheckoutSession> {
    const expiresAt = new Date(now().getTime() + CHECKOUT_SESSION_MINUTES * 60_000);
    const opened = await provider.createSession({ order, description, expiresAt, language });
    await repo.transaction(() =>
      repo.insertSession({
        id: opened.sessionId,
        orderId: order.id,
        provider: provider.name,
        expiresAt: expiresAt.toISOString(),
      }),
    );
    return {
      checkout_session_id: opened.sessionId,
      checkout_session_url: opened.url,
      order: toOrder(order, banner),
    };
  }

  const service = {
    /**
     * Opens a checkout for a gig. A pending order of the same gig is reused with a fresh session (its
     * older sessions close); a gig the buyer already owns is a 409.
     */
    async checkout(userId: string, gigId: string, language: 'en' | 'ar'): Promise<CheckoutSession> {
      const gig = await gigs.forSale(gigId);
      if (!gig || (gig.status !== 'published' && gig.ownerId !== userId))
        throw new HttpError(404, MESSAGES.gigNotFound);
      if (gig.ownerId === userId) throw new HttpError(403, MESSAGES.checkoutOwnGig);
      if (gig.status !== 'published') throw new HttpError(409, MESSAGES.checkoutUnavailable);
      if (await repo.orderOf(userId, gigId, 'completed'))
        throw new HttpError(409, MESSAGES.checkoutAlreadyBought);
      const snapshot = { itemName: gig.name, amountMinor: gig.priceMinor, amountCurrency: gig.currency };
      const order = await repo.transaction(async () => {
        // One at a time per buyer and gig, so two checkouts at once share one pending order.
        await repo.lockCheckout(userId, gigId);
        const pending = await repo.orderOf(userId, gigId, 'pending');
        if (pending) {
          await repo.expireOpenSessions(pending.id);
          return repo.updateOrder(pending.id, snapshot);
        }
        return repo.insertOrder({ userId, orderType: 'gig', gigId, ...snapshot });
      });
      return openSession(order, gig.name, language, gig.banner);
    },

    /**
     * A new checkout session for one of the reader's pending orders (gig or product), its older
     * sessions closed, so an order left unpaid can be paid later. Someone else's order is a 404 like
     * an unknown one; an order that is no longer pending is a 409.
     */
    async resume(userId: string, orderId: string, language: 'en' | 'ar'): Promise<CheckoutSession> {
      // A product order whose sessions all ran out gives its units back (and is cancelled) first.
      await productOrders?.expireStale();
      const order = await ownOrder(userId, orderId);
      if (order.status !== 'pending') throw new HttpError(409, MESSAGES.orderNotPending);
      if (order.orderType !== 'product' && order.gigId)
        return service.checkout(userId, order.gigId, language);
      await repo.transaction(() => repo.expireOpenSessions(order.id));
      return openSession(order, order.itemName, language, null);
    },

    /** The session and its order, for the sandbox payment page. */
    session,
    isOpen,

    /**
     * Applies a provider's confirmation. Idempotent: the order moves from pending exactly once, in one
     * transaction with its session and the seller's notification, however often (or however
     * concurrently) the confirmation comes.
     */
    async settle(sessionId: string, evidence: unknown): Promise<{ order: OrderRow; outcome: SettleOutcome }> {
      const { session: found, order } = await session(sessionId);
      if (order.orderType === 'product' && productOrders) return productOrders.settle(found, order, evidence);
      if (found.status === 'paid') return { order, outcome: 'paid' };
      if (found.status === 'cancelled') return { order, outcome: 'cancelled' };
      if (!isOpen(found)) return { order, outcome: 'closed' };
      // Asking the provider is network work: it happens before the transaction opens.
      const result = await provider.confirm(sessionId, evidence);
      const settled = await repo.transaction(async () => {
        if (result.outcome === 'paid') {
          const changed = await repo.settleOrder(order.id, {
            status: 'completed',
            transactionId: result.transactionId,
            orderCompletionTimestamp: now().toISOString(),
          });
          await repo.closeSession(sessionId, 'paid');
          if (changed) await notifySale((await repo.orderById(order.id))!);
        } else {
          const status: OrderStatus = result.outcome === 'cancelled' ? 'cancelled' : 'failed';
          await repo.settleOrder(order.id, { status });
          await repo.closeSession(sessionId, result.outcome === 'cancelled' ? 'cancelled' : 'failed');
        }
        return (await repo.orderById(order.id))!;
      });
      return { order: settled, outcome: result.outcome };
    },

    async list(userId: string, limit: number, offset: number, status?: OrderStatus) {
      const { rows, total } = await repo.ordersOf(userId, limit, offset, status);
      const gigIds = rows.map((r) => r.gigId).filter((id): id is string => Boolean(id));
      const forSale = await gigs.forSaleMany(gigIds);
      return {
        total,
        results: rows.map((r) => toOrder(r, r.gigId ? forSale.get(r.gigId)?.banner : null)),
      };
    },

    async get(userId: string, id: string): Promise<Order> {
      const row = await ownOrder(userId, id);
      return toOrder(row, await bannerOf(row));
    },

    /** A signed, expiring link to one file of the kit, for the buyer of a completed order only. */
    async download(userId: string, orderId: string, file: KitFile): Promise<DownloadLink> {
      const order = await ownOrder(userId, orderId);
      if (order.status !== 'completed') throw new HttpError(403, MESSAGES.downloadNotPaid);
      const kitFile = order.gigId ? await gigs.kitFile(order.gigId, file) : null;
      if (!kitFile) throw new HttpError(404, MESSAGES.downloadKitMissing);
      return { download_url: kitFile.url };
    },
  };
  return service;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
