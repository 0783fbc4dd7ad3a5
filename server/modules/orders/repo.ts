import { and, count, desc, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import {
  type CheckoutSessionRow,
  checkoutSessions,
  gigKits,
  gigs,
  type NewOrderRow,
  orders,
  users,
} from '../../../db/schema';

/** The only place the orders module touches Drizzle. */
export function createOrdersRepo(db: Db) {
  return {
    transaction: <T>(fn: () => T): T => db.transaction(() => fn()),
    gigById: (id: string) => db.select().from(gigs).where(eq(gigs.id, id)).get(),
    kitOfGig: (gigId: string) => db.select().from(gigKits).where(eq(gigKits.gigId, gigId)).get(),
    userById: (id: string) => db.select().from(users).where(eq(users.id, id)).get(),
    orderById: (id: string) => db.select().from(orders).where(eq(orders.id, id)).get(),
    orderOf: (userId: string, gigId: string, status: OrderStatus) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.gigId, gigId), eq(orders.status, status)))
        .orderBy(desc(orders.createdOn))
        .get(),
    insertOrder: (row: NewOrderRow) => db.insert(orders).values(row).returning().get(),
    updateOrder: (id: string, patch: Partial<NewOrderRow>) =>
      db.update(orders).set(patch).where(eq(orders.id, id)).returning().get()!,
    /** Moves a pending order on; answers false when it was not pending any more (already settled). */
    settleOrder(id: string, patch: Partial<NewOrderRow> & { status: OrderStatus }): boolean {
      return (
        db
          .update(orders)
          .set(patch)
          .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
          .run().changes > 0
      );
    },
    ordersOf(userId: string, limit: number, offset: number, status?: OrderStatus) {
      const where = status
        ? and(eq(orders.userId, userId), eq(orders.status, status))
        : eq(orders.userId, userId);
      const rows = db
        .select({ order: orders, banner: gigs.bannerImage })
        .from(orders)
        .leftJoin(gigs, eq(gigs.id, orders.gigId))
        .where(where)
        .orderBy(desc(orders.createdOn), desc(orders.id))
        .limit(limit)
        .offset(offset)
        .all();
      return { rows, total: db.select({ n: count() }).from(orders).where(where).get()?.n ?? 0 };
    },
    bannerOf: (gigId: string | null) =>
      gigId
        ? (db.select({ b: gigs.bannerImage }).from(gigs).where(eq(gigs.id, gigId)).get()?.b ?? null)
        : null,

    insertSession: (row: typeof checkoutSessions.$inferInsert) =>
      db.insert(checkoutSessions).values(row).returning().get(),
    sessionById: (id: string): CheckoutSessionRow | undefined =>
      db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).get(),
    /** Closes the open sessions of an order (a newer session replaces them). */
    expireOpenSessions: (orderId: string) =>
      db
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.orderId, orderId), eq(checkoutSessions.status, 'open')))
        .run(),
    closeSession: (id: string, status: CheckoutSessionRow['status']) =>
      db
        .update(checkoutSessions)
        .set({ status, completedAt: new Date().toISOString() })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .run().changes > 0,
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
