import { type Currency, formatMinor } from '../../../contracts/gigs';
import type { Order } from '../../../contracts/orders';
import type { OrderRow } from '../../../db/schema';

/** An order on the wire, with the list's "name of gig" and the id the download takes. */
export function serializeOrder(row: OrderRow, banner: string | null, provider: string): Order {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    amount: formatMinor(row.amountMinor),
    amount_currency: row.amountCurrency as Currency,
    order_completion_timestamp: row.orderCompletionTimestamp,
    order_type: row.orderType,
    status: row.status,
    user: row.userId,
    transaction: row.transactionId ? { id: row.transactionId, provider, status: row.status } : null,
    gig: row.gigId,
    team: row.teamId,
    product_stock: row.productStockId,
    quantity: row.quantity,
    gig_name: row.itemName,
    gig_banner_image: banner,
    created_on: row.createdOn,
  };
}
