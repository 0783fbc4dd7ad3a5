import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { type CheckoutSessionRow, checkoutSessions, type NewOrderRow, orders } from '../../../db/schema';
import { transaction } from '../../lib/transaction';

/** The only place the orders module touches Drizzle. Every call answers a promise. */
export function createOrdersRepo(db: Db) {
  const orderById = async (id: string) => db.select().from(orders).where(eq(orders.id, id)).get();
  return {
    /** Runs `fn` in one transaction (server/lib/transaction.ts): every call inside joins it. */
    transaction: <T>(fn: () => Promise<T>): Promise<T> => transaction(db, fn),
    orderById,
    orderOf: async (userId: string, gigId: string, status: OrderStatus) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.gigId, gigId), eq(orders.status, status)))
        .orderBy(desc(orders.createdOn))
        .get(),
    insertOrder: async (row: NewOrderRow) => db.insert(orders).values(row).returning().get(),
    updateOrder: async (id: string, patch: Partial<NewOrderRow>) =>
      db.update(orders).set(patch).where(eq(orders.id, id)).returning().get()!,
    /** Moves a pending order on; answers false when it was not pending any more (already settled). */
    async settleOrder(id: string, patch: Partial<NewOrderRow> & { status: OrderStatus }): Promise<boolean> {
      return (
        db
          .update(orders)
          .set(patch)
          .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
          .run().changes > 0
      );
    },
    async ordersOf(userId: string, limit: number, offset: number, status?: OrderStatus) {
      const where = status
        ? and(eq(orders.userId, userId), eq(orders.status, status))
        : eq(orders.userId, userId);
      const rows = db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdOn), desc(orders.id))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(orders).where(where).get()?.n ?? 0 };
    },
    /** The reader's completed orders of these gigs. */
    async completedOf(userId: string, gigIds: readonly string[]) {
      if (!gigIds.length) return [];
      return db
        .select({ gigId: orders.gigId, orderId: orders.id })
        .from(orders)
        .where(
          and(eq(orders.userId, userId), eq(orders.status, 'completed'), inArray(orders.gigId, [...gigIds])),
        )
        .all();
    },
    hasCompleted: async (gigId: string) =>
      Boolean(
        db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.gigId, gigId), eq(orders.status, 'completed')))
          .get(),
      ),

    insertSession: async (row: typeof checkoutSessions.$inferInsert) =>
      db.insert(checkoutSessions).values(row).returning().get(),
    sessionById: async (id: string): Promise<CheckoutSessionRow | undefined> =>
      db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).get(),
    /** Closes the open sessions of an order (a newer session replaces them). */
    expireOpenSessions: async (orderId: string) => {
      db.update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.orderId, orderId), eq(checkoutSessions.status, 'open')))
        .run();
    },
    closeSession: async (id: string, status: CheckoutSessionRow['status']) =>
      db
        .update(checkoutSessions)
        .set({ status, completedAt: new Date().toISOString() })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .run().changes > 0,
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
