/**
 * The product catalogue's limits, with no schema in it: the product page imports these without
 * pulling valibot into the page (decision 15). contracts/products.ts re-exports them and builds its
 * schemas on them.
 */

export const PRODUCT_LIMITS = {
  name: 120,
  description: 10_000,
  services: 10,
  service: 120,
  options: 10,
  optionName: 40,
  optionValue: 80,
  sku: 64,
  barcode: 64,
  stockQuantity: 100_000,
  returnDays: 365,
  mediaDescription: 300,
  comment: 2000,
  question: 1000,
  answer: 2000,
  reviewImages: 6,
  reviewVideos: 2,
  /** The most units one checkout may buy. */
  orderQuantity: 10,
} as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
