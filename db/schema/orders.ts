import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ORDER_STATUSES } from '../../contracts/orders';
import { newId } from '../ids';
import { users } from './accounts';
import { gigs } from './gigs';
import { productStocks } from './products';
import { teams } from './teams';

// Orders of gigs (and, later, teams) and the checkout sessions that pay for them.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** The buyer; their orders go when their account does. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderType: text('order_type', { enum: ['gig', 'team', 'product'] })
      .notNull()
      .default('gig'),
    /** Kept as null when the gig goes, so the buyer's history stays; the name is copied below. */
    gigId: text('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** A product order: the stock item bought and how many units (its reservation while pending). */
    productStockId: text('product_stock_id').references(() => productStocks.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    /** What was bought, as it was called at checkout. */
    itemName: text('item_name').notNull(),
    /** The price at checkout, in minor units, and its currency. */
    amountMinor: integer('amount_minor').notNull(),
    amountCurrency: text('amount_currency').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** The payment provider's id of the payment, once paid. */
    transactionId: text('transaction_id'),
    createdOn: text('created_on').notNull().default(now),
    orderCompletionTimestamp: text('order_completion_timestamp'),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdOn), index('orders_gig_idx').on(t.gigId)],
);

/** One attempt to pay an order at a payment provider (the built-in test provider by default). */
export const checkoutSessions = sqliteTable(
  'checkout_sessions',
  {
    /** Unguessable: holding it is what lets a browser pay or cancel on the test page. */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled', 'failed', 'expired'] })
      .notNull()
      .default('open'),
    createdOn: text('created_on').notNull().default(now),
    expiresAt: text('expires_at').notNull(),
    completedAt: text('completed_at'),
  },
  (t) => [index('checkout_sessions_order_idx').on(t.orderId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
