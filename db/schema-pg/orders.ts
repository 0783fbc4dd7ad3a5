// The PostgreSQL twin of db/schema/orders.ts, where each table is documented.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../contracts/orders';
import { newId } from '../ids';
import { users } from './accounts';
import { gigs } from './gigs';
import { productStocks } from './products';
import { teams } from './teams';

const now = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderType: text('order_type', { enum: ['gig', 'team', 'product'] })
      .notNull()
      .default('gig'),
    gigId: text('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    productStockId: text('product_stock_id').references(() => productStocks.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    itemName: text('item_name').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    amountCurrency: text('amount_currency').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    transactionId: text('transaction_id'),
    createdOn: text('created_on').notNull().default(now),
    orderCompletionTimestamp: text('order_completion_timestamp'),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdOn), index('orders_gig_idx').on(t.gigId)],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
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
