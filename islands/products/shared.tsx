import { useEffect, useState } from 'react';
import type { Page } from '../../contracts/pagination';
import type { Product, ProductCategory, ProductType, StockItem } from '../../contracts/products';
import { formatNumber, formatPrice, type Lang, useI18n } from '../lib/i18n';
import { signInHref } from '../lib/session';
import { productsApi } from './api';

// Parts shared by the product screens.

export const LINKS = {
  list: '/market/products/',
  wishlist: '/market/wishlist/',
  newProduct: '/market/products/new/',
  product: (id: string) => `/market/products/${encodeURIComponent(id)}/`,
  edit: (id: string) => `/market/products/${encodeURIComponent(id)}/edit/`,
} as const;

/** The id in `/market/products/<id>/…`. */
export function productIdFromPath(): string {
  const parts = window.location.pathname.split('/').filter(Boolean);
  return decodeURIComponent(parts[parts.indexOf('products') + 1] ?? '');
}

/** "Colour: Black · Size: Large", or the SKU when an item has no options. */
export function optionLabel(
  stock: Pick<StockItem, 'product_option_details'> & { sku_number?: string },
): string {
  const entries = Object.entries(stock.product_option_details);
  if (!entries.length) return stock.sku_number ?? '';
  return entries.map(([k, v]) => `${k}: ${v}`).join(' · ');
}

/** The first picture of the product's items, for cards. */
export function coverOf(product: Product): string | null {
  for (const stock of product.product_stock) {
    const image = stock.product_media.find((m) => m.image)?.image;
    if (image) return image;
  }
  return null;
}

/** The cheapest item (by price after discount), for cards. */
export function cheapest(product: Product): StockItem | undefined {
  return [...product.product_stock].sort((a, b) => Number(a.sale_price) - Number(b.sale_price))[0];
}

/** Everything of a small look-up list (categories, product types), for filters and names. */
function useWholeList<T>(load: () => Promise<Page<T>>): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    void load().then(
      (p) => setItems(p.results),
      () => {},
    );
  }, [load]);
  return items;
}
export const useCategories = () => useWholeList<ProductCategory>(productsApi.categories);
export const useProductTypes = () => useWholeList<ProductType>(productsApi.productTypes);
export const titleOf = (lang: Lang, item: { title: string; title_ar: string }) =>
  lang === 'ar' && item.title_ar ? item.title_ar : item.title;

export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3.1 4.5 6.9 4.5c2.1 0 3.6 1.1 5.1 3 1.5-1.9 3-3 5.1-3 3.8 0 6 3.9 4.5 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Five stars, filled up to `value` (rounded to the half). */
export function Stars({ value, label }: { value: number; label?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="product-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          aria-hidden="true"
          className={rounded >= n ? 'star-full' : rounded >= n - 0.5 ? 'star-half' : 'star-empty'}
        >
          ★
        </span>
      ))}
    </span>
  );
}

/** A price with the original struck through when there is a discount. */
export function PriceTag({
  stock,
  className = '',
}: {
  stock: Pick<StockItem, 'price' | 'discount' | 'sale_price' | 'price_currency'>;
  className?: string;
}) {
  const { t, lang } = useI18n();
  const discounted = Number(stock.discount) > 0;
  return (
    <span className={`product-price ${className}`}>
      <strong>{formatPrice(lang, stock.sale_price, stock.price_currency)}</strong>
      {discounted && (
        <>
          <s className="muted">
            <span className="visually-hidden">{t('products.price.was')} </span>
            {formatPrice(lang, stock.price, stock.price_currency)}
          </s>
          <span className="product-discount">
            {t('products.price.save', { amount: formatPrice(lang, stock.discount, stock.price_currency) })}
          </span>
        </>
      )}
    </span>
  );
}
