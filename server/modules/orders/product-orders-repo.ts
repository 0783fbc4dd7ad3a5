import { and, eq, lte } from 'drizzle-orm';
import type { OrderStatus } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import type { CheckoutSessionRow, NewOrderRow } from '../../../db/schema';
import { changed, handle, single, tables } from '../../lib/db';

/** The product orders' statements (async, for use inside `transaction`); the orders tables only. */
export function createProductOrdersRepo(db: Db) {
  const q = handle(db);
  const { checkoutSessions, orders } = tables(db);
  return {
    insertOrder: async (row: NewOrderRow) => single(await q.insert(orders).values(row).returning()),
    orderById: async (id: string) => (await q.select().from(orders).where(eq(orders.id, id)).limit(1))[0],
    /** Moves a pending order on; answers false when it was settled already. */
    settleOrder: async (id: string, patch: Partial<NewOrderRow> & { status: OrderStatus }) =>
      changed(
        await q
          .update(orders)
          .set(patch)
          .where(and(eq(orders.id, id), eq(orders.status, 'pending'))),
      ) > 0,
    insertSession: async (row: typeof checkoutSessions.$inferInsert) =>
      single(await q.insert(checkoutSessions).values(row).returning()),
    closeSession: async (id: string, status: CheckoutSessionRow['status']) =>
      changed(
        await q
          .update(checkoutSessions)
          .set({ status, completedAt: new Date().toISOString() })
          .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open'))),
      ) > 0,
    /** Open sessions of pending product orders whose time is up. */
    staleSessions: async (nowIso: string) =>
      q
        .select({ session: checkoutSessions, order: orders })
        .from(checkoutSessions)
        .innerJoin(orders, eq(orders.id, checkoutSessions.orderId))
        .where(
          and(
            eq(checkoutSessions.status, 'open'),
            lte(checkoutSessions.expiresAt, nowIso),
            eq(orders.orderType, 'product'),
            eq(orders.status, 'pending'),
          ),
        )
        .limit(500),
  };
}
