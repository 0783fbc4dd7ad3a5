import {
  formatMoney,
  type Product,
  type ProductCategory,
  type ProductMedia,
  type ProductType,
  type Question,
  type Review,
  type StockItem,
  type VendorProfile,
  type WishlistEntry,
} from '../../../contracts/products';
import type {
  ProductCategoryRow,
  ProductMediaRow,
  ProductQuestionRow,
  ProductReviewRow,
  ProductRow,
  ProductStockRow,
  ProductTypeRow,
  ReviewImageRow,
  ReviewVideoRow,
  WishlistEntryRow,
} from '../../../db/schema';
import type { Person } from '../../ports';

/** Turns a storage key into an absolute URL (app.storage.publicUrl). */
export type UrlOf = (key: string | null | undefined) => string | null;

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export const optionsOf = (row: ProductStockRow): Record<string, string> =>
  parseJson<Record<string, string>>(row.options, {});

export const saleMinor = (row: ProductStockRow) => Math.max(0, row.priceMinor - row.discountMinor);

/** "Desk lamp (Black, Large)": what an order calls the item. */
export function itemName(product: ProductRow, stock: ProductStockRow): string {
  const values = Object.values(optionsOf(stock));
  return values.length ? `${product.name} (${values.join(', ')})` : product.name;
}

export const toCategory = (row: ProductCategoryRow): ProductCategory => ({
  id: row.id,
  title: row.title,
  title_ar: row.titleAr,
  description: row.description,
});

export const toProductType = (row: ProductTypeRow, url: UrlOf): ProductType => ({
  id: row.id,
  title: row.title,
  title_ar: row.titleAr,
  description: row.description,
  image: url(row.image),
});

export const toMedia = (row: ProductMediaRow, url: UrlOf): ProductMedia => ({
  id: row.id,
  product_stock: row.stockId,
  description: row.description,
  image: url(row.image),
  video: url(row.video),
  video_url: row.videoUrl || null,
  media_type: row.mediaType,
  order: row.order,
});

export const toStock = (row: ProductStockRow, media: ProductMediaRow[], url: UrlOf): StockItem => ({
  id: row.id,
  product: row.productId,
  product_media: media.map((m) => toMedia(m, url)),
  product_option_details: optionsOf(row),
  quantity: row.quantity,
  sku_number: row.skuNumber,
  barcode: row.barcode,
  price_currency: row.priceCurrency,
  price: formatMoney(row.priceMinor),
  discount_currency: row.discountCurrency,
  discount: formatMoney(row.discountMinor),
  sale_price: formatMoney(saleMinor(row)),
});

export const toVendor = (person: Person, url: UrlOf): VendorProfile => ({
  id: person.id,
  full_name: person.fullName,
  avatar: url(person.avatar),
  city: person.city,
  location: person.location,
  company_name: person.companyName,
  job_title: person.jobTitle,
  is_expert: person.isExpert,
});

export const toPersonCard = (person: Person | undefined, url: UrlOf) =>
  person ? { id: person.id, full_name: person.fullName, avatar: url(person.avatar) } : null;

export function toProduct(
  row: ProductRow,
  stocks: StockItem[],
  rating: { average: number | null; count: number } | undefined,
  vendor: Person | undefined,
  url: UrlOf,
): Product {
  return {
    id: row.id,
    category: row.categoryId,
    product_type: row.productTypeId,
    name: row.name,
    description: row.description,
    is_return_available: row.isReturnAvailable,
    is_exchange_available: row.isExchangeAvailable,
    return_exchange_days: row.returnExchangeDays,
    vendor: row.vendorId,
    vendor_profile: vendor ? toVendor(vendor, url) : null,
    services: parseJson<string[]>(row.services, []),
    product_stock: stocks,
    rating: rating?.average == null ? null : Math.round(rating.average * 10) / 10,
    review_count: rating?.count ?? 0,
    created_on: row.createdOn,
    edited_on: row.editedOn,
  };
}

export function toWishlistEntry(
  entry: WishlistEntryRow,
  stock: ProductStockRow,
  product: ProductRow,
  image: string | null,
): WishlistEntry {
  return {
    id: entry.id,
    customer: entry.customerId,
    product_stock: entry.stockId,
    product_stock_detail: {
      product: product.id,
      product_name: product.name,
      image,
      product_option_details: optionsOf(stock),
      quantity: stock.quantity,
      price_currency: stock.priceCurrency,
      price: formatMoney(stock.priceMinor),
      discount: formatMoney(stock.discountMinor),
      sale_price: formatMoney(saleMinor(stock)),
    },
    created_on: entry.createdOn,
  };
}

export function toReview(
  row: ProductReviewRow,
  images: ReviewImageRow[],
  videos: ReviewVideoRow[],
  customer: Person | undefined,
  url: UrlOf,
): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    customer: row.customerId,
    customer_profile: toPersonCard(customer, url),
    product_stock: row.stockId,
    product: row.productId,
    review_images: images.map((i) => ({ id: i.id, image: url(i.image) ?? '', review: i.reviewId })),
    review_videos: videos.map((x) => ({ id: x.id, review: x.reviewId, video: url(x.video), url: x.url })),
    created_on: row.createdOn,
  };
}

export const toQuestion = (row: ProductQuestionRow, customer: Person | undefined, url: UrlOf): Question => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  customer: row.customerId,
  customer_profile: toPersonCard(customer, url),
  product: row.productId,
  vendor: row.vendorId,
  created_on: row.createdOn,
  answered_on: row.answeredOn,
});
