import * as v from 'valibot';
import { CURRENCIES, KIT_FILES } from './gigs';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './pagination';

// Checkout, orders and signed downloads: a checkout session pays one order; a paid order's buyer
// gets signed, expiring links to the kit's files.

export const ORDER_STATUSES = ['pending', 'completed', 'cancelled', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How long a download link works, in seconds (X-Guild-Expires). */
export const DOWNLOAD_URL_EXPIRES_SECONDS = 600;
/** The longest expiry a signed URL may carry (S3's presigned limit: 7 days). */
export const SIGNED_URL_MAX_EXPIRES_SECONDS = 7 * 24 * 3600;
/** How long a checkout session stays open. */
export const CHECKOUT_SESSION_MINUTES = 60;

/** The files of a kit a buyer may download (defined with the kit in contracts/gigs.ts). */
export { KIT_FILES, type KitFile } from './gigs';

export const CheckoutSchema = v.object(
  {
    gig_id: v.pipe(
      v.union([v.string(), v.number()], MESSAGES.required),
      v.transform(String),
      v.trim(),
      v.nonEmpty(MESSAGES.required),
      v.maxLength(40, MESSAGES.gigNotFound),
    ),
  },
  MESSAGES.required,
);

export const DownloadQuerySchema = v.object({
  file: v.optional(v.picklist(KIT_FILES, MESSAGES.downloadFileInvalid), 'zip'),
});

/** `GET /order/orders/`: the page and an optional status. */
export const OrderListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  status: v.optional(v.picklist(ORDER_STATUSES, MESSAGES.invalidBody)),
});
export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>;

/** A checkout session id, as the payment page's address carries it; anything else names no session. */
export const CheckoutSessionParamsSchema = v.object({
  session: v.pipe(
    v.string(MESSAGES.checkoutSessionNotFound),
    v.regex(/^[A-Za-z0-9_-]{1,128}$/, MESSAGES.checkoutSessionNotFound),
  ),
});
export type CheckoutSessionParams = v.InferOutput<typeof CheckoutSessionParamsSchema>;
/** The payment page's language: `ar`, or English for anything else. */
export const CheckoutPageQuerySchema = v.object({ lang: v.optional(v.string()) });

export const TransactionSchema = v.object({ id: v.string(), provider: v.string(), status: v.string() });
export type Transaction = v.InferOutput<typeof TransactionSchema>;

export const OrderSchema = v.object({
  id: v.string(),
  transaction_id: v.nullable(v.string()),
  amount: v.string(),
  amount_currency: v.picklist(CURRENCIES),
  order_completion_timestamp: v.nullable(v.string()),
  order_type: v.picklist(['gig', 'team', 'product']),
  status: v.picklist(ORDER_STATUSES),
  user: v.string(),
  transaction: v.nullable(TransactionSchema),
  gig: v.nullable(v.string()),
  team: v.nullable(v.string()),
  /** A product order's stock item and how many units it buys (1 for gigs). */
  product_stock: v.nullable(v.string()),
  quantity: v.number(),
  /** The list's "name of gig" (kept even if the gig is deleted later). */
  gig_name: v.string(),
  gig_banner_image: v.nullable(v.string()),
  created_on: v.string(),
});
export type Order = v.InferOutput<typeof OrderSchema>;

export const CheckoutSessionSchema = v.object({
  checkout_session_id: v.string(),
  checkout_session_url: v.string(),
  order: OrderSchema,
});
export type CheckoutSession = v.InferOutput<typeof CheckoutSessionSchema>;

export const DownloadLinkSchema = v.object({ download_url: v.string() });
export type DownloadLink = v.InferOutput<typeof DownloadLinkSchema>;
