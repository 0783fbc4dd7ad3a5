import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { handle, tables } from '../../lib/db';
import { createOrdersRepo } from './repo';

/** The product orders' statements (async, for use inside `transaction`); the orders tables only. */
export function createProductOrdersRepo(db: Db) {
  const q = handle(db);
  const { checkoutSessions, orders } = tables(db);
  const { insertOrder, orderById, settleOrder, insertSession, closeSession } = createOrdersRepo(db);
  return {
    insertOrder,
    orderById,
    /** Moves a pending order on; answers false when it was settled already. */
    settleOrder,
    insertSession,
    closeSession,
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
