import type { Db } from '../../../db/client';
import type { Purchases } from '../../ports';
import { createOrdersRepo } from './repo';

/** The Purchases port (server/ports.ts): who completed an order of which gig. */
export function createPurchases(db: Db): Purchases {
  const repo = createOrdersRepo(db);
  return {
    async completedByReader(readerId, gigIds) {
      const rows = await repo.completedOf(readerId, [...new Set(gigIds)]);
      return new Map(rows.flatMap((r) => (r.gigId ? [[r.gigId, r.orderId] as const] : [])));
    },
    hasBuyers: (gigId) => repo.hasCompleted(gigId),
  };
}
