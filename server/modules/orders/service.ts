import { MESSAGES } from '../../../contracts/messages';
import {
  CHECKOUT_SESSION_MINUTES,
  type CheckoutSession,
  DOWNLOAD_URL_EXPIRES_SECONDS,
  type KitFile,
  type Order,
} from '../../../contracts/orders';
import type { CheckoutSessionRow, GigKitRow, OrderRow } from '../../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { PrivateStorage } from '../../plugins/private-storage';
import type { Storage } from '../../plugins/storage';
import type { Notifier } from '../../ports';
import { downloadName } from '../gigs/service';
import type { PaymentProvider } from './payment-provider';
import type { ProductOrders } from './product-orders';
import type { OrdersRepo } from './repo';
import { serializeOrder } from './serializers';

interface Deps {
  repo: OrdersRepo;
  provider: PaymentProvider;
  storage: Storage;
  privateStorage: PrivateStorage;
  notifier: Notifier;
  /** Product orders settle through their own path, which moves the stock. */
  productOrders?: ProductOrders;
  now?: () => Date;
}

const KIT_COLUMNS: Record<KitFile, { column: keyof GigKitRow; suffix: string }> = {
  zip: { column: 'zipFile', suffix: 'kit' },
  pdf: { column: 'instructionPdf', suffix: 'instructions' },
  video: { column: 'instructionVideo', suffix: 'instructions' },
};

/** Checkout, payment confirmation, the buyer's orders and their signed downloads. */
export function createOrdersService({
  repo,
  provider,
  storage,
  privateStorage,
  notifier,
  productOrders,
  now = () => new Date(),
}: Deps) {
  const toOrder = (row: OrderRow, banner?: string | null): Order =>
    serializeOrder(
      row,
      storage.publicUrl(banner === undefined ? repo.bannerOf(row.gigId) : banner),
      provider.name,
    );

  /** Tells the seller once, in the same transaction that completes the order. */
  function notifySale(order: OrderRow) {
    if (!order.gigId) return;
    const gig = repo.gigById(order.gigId);
    const buyer = repo.userById(order.userId);
    if (!gig || !buyer) return;
    const amount = `${(order.amountMinor / 100).toFixed(2)} ${order.amountCurrency}`;
    notifier.notify(gig.userId, {
      kind: 'order',
      title: { en: 'New sale', ar: 'عملية بيع جديدة' },
      message: {
        en: `${buyer.fullName} bought “${gig.name}” for ${amount}.`,
        ar: `اشترى ${buyer.fullName} «${gig.name}» مقابل ${amount}.`,
      },
      image: buyer.avatar,
      actions: [{ id: gig.id, type: 'gig' }],
      actorId: buyer.id,
    });
  }

  return {
    toOrder,

    /**
     * Opens a checkout for a gig. A pending order of the same gig is reused with a fresh session (its
     * older sessions close); a gig the buyer already owns is a 409.
     */
    async checkout(userId: string, gigId: string, language: 'en' | 'ar'): Promise<CheckoutSession> {
      const gig = repo.gigById(gigId);
      if (!gig || (gig.status !== 'published' && gig.userId !== userId))
        throw new HttpError(404, MESSAGES.gigNotFound);
      if (gig.userId === userId) throw new HttpError(403, MESSAGES.checkoutOwnGig);
      if (gig.status !== 'published') throw new HttpError(409, MESSAGES.checkoutUnavailable);
      if (repo.orderOf(userId, gigId, 'completed')) throw new HttpError(409, MESSAGES.checkoutAlreadyBought);

      const order = repo.transaction(() => {
        const pending = repo.orderOf(userId, gigId, 'pending');
        const snapshot = {
          itemName: gig.name,
          amountMinor: gig.pricingMinor,
          amountCurrency: gig.pricingCurrency,
        };
        if (pending) {
          repo.expireOpenSessions(pending.id);
          return repo.updateOrder(pending.id, snapshot);
        }
        return repo.insertOrder({ userId, orderType: 'gig', gigId, ...snapshot });
      });
      const expiresAt = new Date(now().getTime() + CHECKOUT_SESSION_MINUTES * 60_000);
      const session = await provider.createSession({ order, description: gig.name, expiresAt, language });
      repo.insertSession({
        id: session.sessionId,
        orderId: order.id,
        provider: provider.name,
        expiresAt: expiresAt.toISOString(),
      });
      return {
        checkout_session_id: session.sessionId,
        checkout_session_url: session.url,
        order: toOrder(order, gig.bannerImage),
      };
    },

    /** The session and its order, for the test payment page. */
    session(sessionId: string): { session: CheckoutSessionRow; order: OrderRow } {
      const session = repo.sessionById(sessionId);
      const order = session && repo.orderById(session.orderId);
      if (!session || !order) throw new HttpError(404, MESSAGES.checkoutSessionNotFound);
      return { session, order };
    },

    isOpen(session: CheckoutSessionRow): boolean {
      return session.status === 'open' && new Date(session.expiresAt).getTime() > now().getTime();
    },

    /**
     * Applies a provider's confirmation. Idempotent: the order moves from pending exactly once, in one
     * transaction with its session and the seller's notification, however often the confirmation comes.
     */
    async settle(
      sessionId: string,
      evidence: unknown,
    ): Promise<{ order: OrderRow; outcome: 'paid' | 'cancelled' | 'failed' | 'closed' }> {
      const { session, order } = this.session(sessionId);
      if (order.orderType === 'product' && productOrders)
        return productOrders.settle(session, order, evidence);
      if (session.status === 'paid') return { order, outcome: 'paid' };
      if (session.status === 'cancelled') return { order, outcome: 'cancelled' };
      if (!this.isOpen(session)) return { order, outcome: 'closed' };
      const result = await provider.confirm(sessionId, evidence);
      const settled = repo.transaction(() => {
        if (result.outcome === 'paid') {
          const changed = repo.settleOrder(order.id, {
            status: 'completed',
            transactionId: result.transactionId,
            orderCompletionTimestamp: now().toISOString(),
          });
          repo.closeSession(sessionId, 'paid');
          if (changed) notifySale(repo.orderById(order.id)!);
        } else {
          repo.settleOrder(order.id, { status: result.outcome === 'cancelled' ? 'cancelled' : 'failed' });
          repo.closeSession(sessionId, result.outcome === 'cancelled' ? 'cancelled' : 'failed');
        }
        return repo.orderById(order.id)!;
      });
      return { order: settled, outcome: result.outcome };
    },

    list(userId: string, limit: number, offset: number, status?: Order['status']) {
      const { rows, total } = repo.ordersOf(userId, limit, offset, status);
      return { total, results: rows.map((r) => toOrder(r.order, r.banner)) };
    },

    get(userId: string, id: string): Order {
      const row = repo.orderById(id);
      if (!row || row.userId !== userId) throw new HttpError(404, MESSAGES.orderNotFound);
      return toOrder(row);
    },

    /** A signed, expiring link to one file of the kit, for the buyer of a completed order only. */
    download(userId: string, orderId: string, file: KitFile): { download_url: string } {
      const order = repo.orderById(orderId);
      if (!order) throw new HttpError(404, MESSAGES.orderNotFound);
      if (order.userId !== userId) throw new HttpError(403, MESSAGES.downloadNotYours);
      if (order.status !== 'completed') throw new HttpError(403, MESSAGES.downloadNotPaid);
      const gig = order.gigId ? repo.gigById(order.gigId) : undefined;
      const kit = gig ? repo.kitOfGig(gig.id) : undefined;
      const { column, suffix } = KIT_COLUMNS[file];
      const key = kit?.[column] as string | null | undefined;
      if (!gig || !key) throw new HttpError(404, MESSAGES.downloadKitMissing);
      return {
        download_url: privateStorage.signedUrl(key, {
          date: now(),
          expiresSeconds: DOWNLOAD_URL_EXPIRES_SECONDS,
          filename: downloadName(gig.name, suffix, key),
        }),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
