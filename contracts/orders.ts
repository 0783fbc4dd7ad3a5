import * as v from 'valibot';
import type { Currency } from './gigs';
import { MESSAGES } from './messages';

// Checkout, orders and signed downloads (spec §3 Checkout session, Order, Download link,
// Signed storage URL; §8; §9; conventions.md).

export const ORDER_STATUSES = ['pending', 'completed', 'cancelled', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How long a download link works, in seconds (X-Guild-Expires). */
export const DOWNLOAD_URL_EXPIRES_SECONDS = 600;
/** The longest expiry a signed URL may carry (S3's presigned limit: 7 days). */
export const SIGNED_URL_MAX_EXPIRES_SECONDS = 7 * 24 * 3600;
/** How long a checkout session stays open. */
export const CHECKOUT_SESSION_MINUTES = 60;

/** The files of a kit a buyer may download; `zip` is the default. */
export const KIT_FILES = ['zip', 'pdf', 'video'] as const;
export type KitFile = (typeof KIT_FILES)[number];

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

export interface Transaction {
  id: string;
  provider: string;
  status: string;
}

export interface Order {
  id: string;
  transaction_id: string | null;
  amount: string;
  amount_currency: Currency;
  order_completion_timestamp: string | null;
  order_type: 'gig' | 'team' | 'product';
  status: OrderStatus;
  user: string;
  transaction: Transaction | null;
  gig: string | null;
  team: string | null;
  /** A product order's stock item and how many units it buys (1 for gigs). */
  product_stock: string | null;
  quantity: number;
  /** The list's "name of gig" (kept even if the gig is deleted later). */
  gig_name: string;
  gig_banner_image: string | null;
  created_on: string;
}

export interface CheckoutSession {
  checkout_session_id: string;
  checkout_session_url: string;
  order: Order;
}

export interface DownloadLink {
  download_url: string;
}
