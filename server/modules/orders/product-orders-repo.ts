import { and, eq, lte } from 'drizzle-orm';
import type { OrderStatus } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { type CheckoutSessionRow, checkoutSessions, type NewOrderRow, orders } from '../../../db/schema';

/** The product orders' statements (async, for use inside `transaction`); the orders tables only. */
export function createProductOrdersRepo(db: Db) {
  return {
    insertOrder: async (row: NewOrderRow) => db.insert(orders).values(row).returning().get(),
    orderById: async (id: string) => db.select().from(orders).where(eq(orders.id, id)).get(),
    /** Moves a pending order on; answers false when it was settled already. */
    settleOrder: async (id: string, patch: Partial<NewOrderRow> & { status: OrderStatus }) =>
      db
        .update(orders)
        .set(patch)
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
        .run().changes > 0,
    insertSession: async (row: typeof checkoutSessions.$inferInsert) =>
      db.insert(checkoutSessions).values(row).returning().get(),
    closeSession: async (id: string, status: CheckoutSessionRow['status']) =>
      db
        .update(checkoutSessions)
        .set({ status, completedAt: new Date().toISOString() })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .run().changes > 0,
    /** Open sessions of pending product orders whose time is up. */
    staleSessions: async (nowIso: string) =>
      db
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
        .limit(500)
        .all(),
  };
}
