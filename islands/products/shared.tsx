import { useEffect, useState } from 'react';
import type { Page } from '../../contracts/pagination';
import type { ProductCategory, ProductType, StockItem } from '../../contracts/products';
import type { Lang } from '../lib/i18n';
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

/**
 * Everything of a small look-up list (categories, product types), for filters and names;
 * `initial`: the items a server-rendered page carries (not loaded again).
 */
function useWholeList<T>(load: () => Promise<Page<T>>, initial?: T[]): T[] {
  const [items, setItems] = useState<T[]>(initial ?? []);
  const given = initial !== undefined;
  useEffect(() => {
    if (given) return;
    void load().then(
      (p) => setItems(p.results),
      () => {},
    );
  }, [load, given]);
  return items;
}
export const useCategories = (initial?: ProductCategory[]) =>
  useWholeList<ProductCategory>(productsApi.categories, initial);
export const useProductTypes = (initial?: ProductType[]) =>
  useWholeList<ProductType>(productsApi.productTypes, initial);
export const titleOf = (lang: Lang, item: { title: string; title_ar: string }) =>
  lang === 'ar' && item.title_ar ? item.title_ar : item.title;

// The product card and its parts are shared with the home page and search: islands/lib/ui/ProductCard.tsx
// and PriceTag.tsx, imported from there (not through here, so the editor does not load the card).
