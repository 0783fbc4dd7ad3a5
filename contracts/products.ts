import * as v from 'valibot';
import { ID_PATTERN } from './common';
import { CURRENCIES, MEDIA_TYPES, PriceSchema } from './gigs';
import { PRODUCT_ORDERINGS } from './lists';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './pagination';
import { PRODUCT_LIMITS, RATING_MAX, RATING_MIN } from './product-limits';

export {
  PRODUCT_ORDERINGS,
  PRODUCT_SORTS,
  PRODUCTS_PAGE_SIZE,
  type ProductOrdering,
  type ProductsPageQuery,
  productsApiQuery,
  productsHref,
  productsPageQuery,
} from './lists';

// The product catalogue: products, stock items, media, look-ups, wishlist, reviews, questions and
// the product checkout. Request schemas are shared by the routes and the islands' forms; response
// schemas are what the server serialises.

export { PRODUCT_LIMITS, RATING_MAX, RATING_MIN };

const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, MESSAGES.textTooLong));
const requiredText = (max: number) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.maxLength(max, MESSAGES.textTooLong),
  );

/** A reference to something by id in a body; a malformed one names nothing. */
export const refOf = (notFound: string) =>
  v.pipe(
    v.union([v.string(), v.number()], MESSAGES.required),
    v.transform(String),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.regex(ID_PATTERN, notFound),
  );

const optionalRef = (invalid: string) =>
  v.pipe(
    v.nullable(v.string(invalid), null),
    v.transform((s) => (s ?? '').trim() || null),
    v.check((s) => s === null || ID_PATTERN.test(s), invalid),
  );

/** A whole number from `min` to `max`, as a JSON number or digits. */
const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.check((x) => (typeof x === 'number' ? Number.isInteger(x) : /^\s*\d{1,9}\s*$/.test(x)), message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

const flag = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], MESSAGES.invalidBody),
  v.transform((x) => x === true || x === 'true' || x === '1'),
);

const services = v.pipe(
  v.array(v.pipe(v.string(MESSAGES.productServicesInvalid), v.trim()), MESSAGES.productServicesInvalid),
  v.transform((list) => list.filter(Boolean)),
  v.maxLength(PRODUCT_LIMITS.services, MESSAGES.productServicesInvalid),
  v.check((list) => list.every((s) => s.length <= PRODUCT_LIMITS.service), MESSAGES.productServicesInvalid),
);

const productEntries = {
  name: requiredText(PRODUCT_LIMITS.name),
  description: v.optional(trimmed(PRODUCT_LIMITS.description), ''),
  category: v.optional(optionalRef(MESSAGES.productCategoryInvalid), null),
  product_type: v.optional(optionalRef(MESSAGES.productTypeInvalid), null),
  is_return_available: v.optional(flag, false),
  is_exchange_available: v.optional(flag, false),
  return_exchange_days: v.optional(
    wholeNumber(0, PRODUCT_LIMITS.returnDays, MESSAGES.productReturnDaysInvalid),
    0,
  ),
  services: v.optional(services, []),
};

/** POST product/ (JSON). */
export const ProductCreateSchema = v.object(productEntries, MESSAGES.required);
export type ProductCreate = v.InferOutput<typeof ProductCreateSchema>;

/** PATCH product/{id}/: any subset. */
export const ProductPatchSchema = v.partial(
  v.object(
    {
      ...productEntries,
      description: trimmed(PRODUCT_LIMITS.description),
      category: optionalRef(MESSAGES.productCategoryInvalid),
      product_type: optionalRef(MESSAGES.productTypeInvalid),
      is_return_available: flag,
      is_exchange_available: flag,
      return_exchange_days: wholeNumber(0, PRODUCT_LIMITS.returnDays, MESSAGES.productReturnDaysInvalid),
      services,
    },
    MESSAGES.required,
  ),
);
export type ProductPatch = v.InferOutput<typeof ProductPatchSchema>;

/** Option name to value, e.g. {"Colour": "Black", "Size": "M"}. */
export const OptionsSchema = v.pipe(
  v.record(v.string(), v.string(MESSAGES.productOptionsInvalid), MESSAGES.productOptionsInvalid),
  v.transform((o) =>
    Object.fromEntries(
      Object.entries(o)
        .map(([k, val]) => [k.trim(), val.trim()] as const)
        .filter(([k]) => k && k !== '__proto__' && k !== 'constructor' && k !== 'prototype'),
    ),
  ),
  v.check(
    (o) =>
      Object.keys(o).length <= PRODUCT_LIMITS.options &&
      Object.entries(o).every(
        ([k, val]) =>
          k.length <= PRODUCT_LIMITS.optionName && val && val.length <= PRODUCT_LIMITS.optionValue,
      ),
    MESSAGES.productOptionsInvalid,
  ),
);

const currency = v.picklist(CURRENCIES, MESSAGES.gigCurrencyInvalid);

const stockEntries = {
  product_option_details: v.optional(OptionsSchema, {}),
  quantity: wholeNumber(0, PRODUCT_LIMITS.stockQuantity, MESSAGES.productQuantityInvalid),
  sku_number: requiredText(PRODUCT_LIMITS.sku),
  barcode: v.optional(trimmed(PRODUCT_LIMITS.barcode), ''),
  price: PriceSchema,
  price_currency: v.optional(currency, 'USD'),
  discount: v.optional(PriceSchema, 0),
  discount_currency: v.optional(currency),
};

/** POST product-stock/ (JSON): a stock item of one of my products. */
export const StockCreateSchema = v.object(
  { product: refOf(MESSAGES.productNotFound), ...stockEntries },
  MESSAGES.required,
);
export type StockCreate = v.InferOutput<typeof StockCreateSchema>;

/** PATCH product-stock/{id}/: any subset (the product stays). */
export const StockPatchSchema = v.partial(
  v.object(
    {
      ...stockEntries,
      product_option_details: OptionsSchema,
      barcode: trimmed(PRODUCT_LIMITS.barcode),
      price_currency: currency,
      discount: PriceSchema,
      discount_currency: currency,
    },
    MESSAGES.required,
  ),
);
export type StockPatch = v.InferOutput<typeof StockPatchSchema>;

const videoUrl = v.pipe(
  v.string(MESSAGES.invalidUrl),
  v.trim(),
  v.check((s) => s === '' || (/^https?:\/\//i.test(s) && URL.canParse(s)), MESSAGES.invalidUrl),
  v.maxLength(500, MESSAGES.textTooLong),
);

/** The text fields of POST product-media/ (multipart; the file is `image` or `video`). */
export const MediaFieldsSchema = v.object(
  {
    product_stock: refOf(MESSAGES.productStockNotFound),
    media_type: v.picklist(MEDIA_TYPES, MESSAGES.gigMediaType),
    description: v.optional(trimmed(PRODUCT_LIMITS.mediaDescription), ''),
    video_url: v.optional(videoUrl, ''),
    order: v.optional(wholeNumber(0, 1000, MESSAGES.invalidNumber), 0),
  },
  MESSAGES.required,
);
export type MediaFields = v.InferOutput<typeof MediaFieldsSchema>;

/** PATCH product-media/{id}/ (JSON): the caption and the place in the gallery. */
export const MediaPatchSchema = v.partial(
  v.object({
    description: trimmed(PRODUCT_LIMITS.mediaDescription),
    order: wholeNumber(0, 1000, MESSAGES.invalidNumber),
  }),
);

/** GET product/ filters, with the paging part. */
export const ProductListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  ordering: v.optional(v.picklist(PRODUCT_ORDERINGS, MESSAGES.invalidBody), '-created_on'),
  category: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  product_type: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  vendor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});
export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>;

/** The paging part alone (look-ups). */
export const LookupQuerySchema = PageQuerySchema;

export const WishlistQuerySchema = v.object({
  ...PageQuerySchema.entries,
  product_stock: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});
export const ReviewQuerySchema = v.object({
  ...PageQuerySchema.entries,
  product_stock: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  product: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});
export const QuestionQuerySchema = v.object({
  ...PageQuerySchema.entries,
  product: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});

/** POST wishlist/. */
export const WishlistAddSchema = v.object(
  { product_stock: refOf(MESSAGES.productStockNotFound) },
  MESSAGES.required,
);

export const RatingSchema = wholeNumber(RATING_MIN, RATING_MAX, MESSAGES.reviewRatingInvalid);

/** POST product-review/ and the review form. */
export const ReviewCreateSchema = v.object(
  {
    product_stock: refOf(MESSAGES.productStockNotFound),
    rating: RatingSchema,
    comment: v.optional(trimmed(PRODUCT_LIMITS.comment), ''),
  },
  MESSAGES.required,
);
export type ReviewCreate = v.InferOutput<typeof ReviewCreateSchema>;

/** The text field of POST review-image/ (multipart; the file is `image`). */
export const ReviewImageFieldsSchema = v.object(
  { review: refOf(MESSAGES.reviewNotFound) },
  MESSAGES.required,
);
/** POST review-video/: a `video` file (multipart) or a `url`. */
export const ReviewVideoFieldsSchema = v.object(
  { review: refOf(MESSAGES.reviewNotFound), url: v.optional(videoUrl, '') },
  MESSAGES.required,
);

/** POST product-question/. */
export const QuestionCreateSchema = v.object(
  { product: refOf(MESSAGES.productNotFound), question: requiredText(PRODUCT_LIMITS.question) },
  MESSAGES.required,
);
/** PATCH product-question/{id}/ by the vendor. */
export const QuestionAnswerSchema = v.object(
  { answer: requiredText(PRODUCT_LIMITS.answer) },
  MESSAGES.required,
);

/** POST /api/order/product-order-checkout/. */
export const ProductCheckoutSchema = v.object(
  {
    product_stock: refOf(MESSAGES.productStockNotFound),
    quantity: v.optional(wholeNumber(1, PRODUCT_LIMITS.orderQuantity, MESSAGES.checkoutQuantityInvalid), 1),
  },
  MESSAGES.required,
);
export type ProductCheckout = v.InferOutput<typeof ProductCheckoutSchema>;

// ---- wire shapes

const money = v.pipe(v.string(), v.description('A decimal with two places, e.g. "49.00".'));
const when = v.string();

export const ProductCategorySchema = v.object({
  id: v.string(),
  title: v.string(),
  title_ar: v.string(),
  description: v.string(),
});
export type ProductCategory = v.InferOutput<typeof ProductCategorySchema>;

export const ProductTypeSchema = v.object({
  id: v.string(),
  title: v.string(),
  title_ar: v.string(),
  description: v.string(),
  image: v.nullable(v.string()),
});
export type ProductType = v.InferOutput<typeof ProductTypeSchema>;

export const ProductMediaSchema = v.object({
  id: v.string(),
  product_stock: v.string(),
  description: v.string(),
  image: v.nullable(v.string()),
  video: v.nullable(v.string()),
  video_url: v.nullable(v.string()),
  media_type: v.picklist(MEDIA_TYPES),
  order: v.number(),
});
export type ProductMedia = v.InferOutput<typeof ProductMediaSchema>;

export const StockItemSchema = v.object({
  id: v.string(),
  product: v.string(),
  product_media: v.array(ProductMediaSchema),
  product_option_details: v.record(v.string(), v.string()),
  quantity: v.number(),
  sku_number: v.string(),
  barcode: v.string(),
  price_currency: v.string(),
  price: money,
  discount_currency: v.string(),
  discount: money,
  /** The price after the discount: what one unit costs. */
  sale_price: money,
});
export type StockItem = v.InferOutput<typeof StockItemSchema>;

/** The seller as a product shows them (a small profile card). */
export const VendorProfileSchema = v.object({
  id: v.string(),
  full_name: v.string(),
  avatar: v.nullable(v.string()),
  city: v.nullable(v.string()),
  location: v.nullable(v.string()),
  company_name: v.nullable(v.string()),
  job_title: v.nullable(v.string()),
  is_expert: v.boolean(),
});
export type VendorProfile = v.InferOutput<typeof VendorProfileSchema>;

export const ProductSchema = v.object({
  id: v.string(),
  category: v.nullable(v.string()),
  product_type: v.nullable(v.string()),
  name: v.string(),
  description: v.string(),
  is_return_available: v.boolean(),
  is_exchange_available: v.boolean(),
  return_exchange_days: v.number(),
  vendor: v.string(),
  vendor_profile: v.nullable(VendorProfileSchema),
  services: v.array(v.string()),
  product_stock: v.array(StockItemSchema),
  /** The average rating with one decimal, or null before the first review. */
  rating: v.nullable(v.number()),
  review_count: v.number(),
  created_on: when,
  edited_on: when,
});
export type Product = v.InferOutput<typeof ProductSchema>;

/** What a wishlist entry shows of its item. */
export const StockSummarySchema = v.object({
  product: v.string(),
  product_name: v.string(),
  image: v.nullable(v.string()),
  product_option_details: v.record(v.string(), v.string()),
  quantity: v.number(),
  price_currency: v.string(),
  price: money,
  discount: money,
  sale_price: money,
});
export type StockSummary = v.InferOutput<typeof StockSummarySchema>;

export const WishlistEntrySchema = v.object({
  id: v.string(),
  customer: v.string(),
  product_stock: v.string(),
  product_stock_detail: StockSummarySchema,
  created_on: when,
});
export type WishlistEntry = v.InferOutput<typeof WishlistEntrySchema>;

export const PersonCardSchema = v.object({
  id: v.string(),
  full_name: v.string(),
  avatar: v.nullable(v.string()),
});

export const ReviewImageSchema = v.object({ id: v.string(), image: v.string(), review: v.string() });
export type ReviewImage = v.InferOutput<typeof ReviewImageSchema>;
export const ReviewVideoSchema = v.object({
  id: v.string(),
  review: v.string(),
  video: v.nullable(v.string()),
  url: v.nullable(v.string()),
});
export type ReviewVideo = v.InferOutput<typeof ReviewVideoSchema>;

export const ReviewSchema = v.object({
  id: v.string(),
  rating: v.number(),
  comment: v.string(),
  customer: v.string(),
  customer_profile: v.nullable(PersonCardSchema),
  product_stock: v.string(),
  product: v.string(),
  review_images: v.array(ReviewImageSchema),
  review_videos: v.array(ReviewVideoSchema),
  created_on: when,
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const QuestionSchema = v.object({
  id: v.string(),
  question: v.string(),
  answer: v.nullable(v.string()),
  customer: v.string(),
  customer_profile: v.nullable(PersonCardSchema),
  product: v.string(),
  vendor: v.string(),
  created_on: when,
  answered_on: v.nullable(when),
});
export type Question = v.InferOutput<typeof QuestionSchema>;

/** The order inside a product checkout answer (the Order of the orders list). */
export const ProductOrderSchema = v.object({
  id: v.string(),
  transaction_id: v.nullable(v.string()),
  amount: money,
  amount_currency: v.string(),
  order_completion_timestamp: v.nullable(v.string()),
  order_type: v.picklist(['gig', 'team', 'product']),
  status: v.string(),
  user: v.string(),
  transaction: v.nullable(v.object({ id: v.string(), provider: v.string(), status: v.string() })),
  gig: v.nullable(v.string()),
  team: v.nullable(v.string()),
  product_stock: v.nullable(v.string()),
  quantity: v.number(),
  gig_name: v.string(),
  gig_banner_image: v.nullable(v.string()),
  created_on: v.string(),
});

export const ProductCheckoutSessionSchema = v.object({
  checkout_session_id: v.string(),
  checkout_session_url: v.string(),
  order: ProductOrderSchema,
});

/** Formats minor units as the wire's two-place decimal. */
export const formatMoney = (minor: number) => (minor / 100).toFixed(2);
