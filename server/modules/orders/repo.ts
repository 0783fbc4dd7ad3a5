import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../contracts/orders';
import { type Db, isPg } from '../../../db/client';
import type { CheckoutSessionRow, NewOrderRow } from '../../../db/schema';
import { changed, handle, rawRows, single, tables } from '../../lib/db';
import { transaction } from '../../lib/transaction';

/** The only place the orders module touches Drizzle. Every call answers a promise. */
export function createOrdersRepo(db: Db) {
  const q = handle(db);
  const { checkoutSessions, orders } = tables(db);
  const orderById = async (id: string) =>
    (await q.select().from(orders).where(eq(orders.id, id)).limit(1))[0];
  return {
    /** Runs `fn` in one transaction (server/lib/transaction.ts): every call inside joins it. */
    transaction: <T>(fn: () => Promise<T>): Promise<T> => transaction(db, fn),
    orderById,
    /**
     * Inside a transaction: waits until no other transaction holds this buyer's checkout of this gig,
     * so that one pending order is found or made at a time. SQLite runs one transaction at a time
     * already; PostgreSQL takes an advisory lock that its COMMIT releases.
     */
    async lockCheckout(userId: string, gigId: string): Promise<void> {
      if (isPg(db))
        await rawRows(
          db,
          sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${userId}:${gigId}`}, 0))`,
        );
    },
    orderOf: async (userId: string, gigId: string, status: OrderStatus) =>
      (
        await q
          .select()
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.gigId, gigId), eq(orders.status, status)))
          .orderBy(desc(orders.createdOn))
          .limit(1)
      )[0],
    insertOrder: async (row: NewOrderRow) => single(await q.insert(orders).values(row).returning()),
    updateOrder: async (id: string, patch: Partial<NewOrderRow>) =>
      (await q.update(orders).set(patch).where(eq(orders.id, id)).returning())[0]!,
    /** Moves a pending order on; answers false when it was not pending any more (already settled). */
    async settleOrder(id: string, patch: Partial<NewOrderRow> & { status: OrderStatus }): Promise<boolean> {
      return (
        changed(
          await q
            .update(orders)
            .set(patch)
            .where(and(eq(orders.id, id), eq(orders.status, 'pending'))),
        ) > 0
      );
    },
    async ordersOf(userId: string, limit: number, offset: number, status?: OrderStatus) {
      const where = status
        ? and(eq(orders.userId, userId), eq(orders.status, status))
        : eq(orders.userId, userId);
      const rows = await q
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdOn), desc(orders.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: (await q.select({ n: count() }).from(orders).where(where).limit(1))[0]?.n ?? 0 };
    },
    /** The reader's completed orders of these gigs. */
    async completedOf(userId: string, gigIds: readonly string[]) {
      if (!gigIds.length) return [];
      return q
        .select({ gigId: orders.gigId, orderId: orders.id })
        .from(orders)
        .where(
          and(eq(orders.userId, userId), eq(orders.status, 'completed'), inArray(orders.gigId, [...gigIds])),
        );
    },
    hasCompleted: async (gigId: string) =>
      Boolean(
        (
          await q
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.gigId, gigId), eq(orders.status, 'completed')))
            .limit(1)
        )[0],
      ),

    insertSession: async (row: typeof checkoutSessions.$inferInsert) =>
      single(await q.insert(checkoutSessions).values(row).returning()),
    sessionById: async (id: string): Promise<CheckoutSessionRow | undefined> =>
      (await q.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1))[0],
    /** Closes the open sessions of an order (a newer session replaces them). */
    expireOpenSessions: async (orderId: string) => {
      await q
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.orderId, orderId), eq(checkoutSessions.status, 'open')));
    },
    closeSession: async (id: string, status: CheckoutSessionRow['status']) =>
      changed(
        await q
          .update(checkoutSessions)
          .set({ status, completedAt: new Date().toISOString() })
          .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open'))),
      ) > 0,
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
