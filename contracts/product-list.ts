import { pageNumber, queryString } from './list-address';

/** The products list's address and call (contracts/lists.ts re-exports it): only the pages that
 * show the list carry it (decision 15). */

/** How many products a page of `/market/products/` shows. */
export const PRODUCTS_PAGE_SIZE = 12;
/** The orders `/market/products/` offers (newest, price both ways, best rated, by name); the first is the default. */
export const PRODUCT_SORTS = ['-created_on', 'price', '-price', '-rating', 'name'] as const;

/** What `/market/products/` shows: its address's search, category, type, order and page. */
export interface ProductsPageQuery {
  search: string;
  category: string;
  product_type: string;
  /** One of PRODUCT_SORTS. */
  ordering: (typeof PRODUCT_SORTS)[number];
  page: number;
}

/**
 * `/market/products/`'s address (`?search=&category=&product_type=&ordering=&page=`) read as what it
 * shows, the same in the browser and on the server that renders it: an order the page does not
 * offer is the default, a page that is not a whole number is the first, anything else is ignored.
 */
export function productsPageQuery(params: URLSearchParams): ProductsPageQuery {
  const ordering = params.get('ordering') ?? '';
  return {
    search: (params.get('search') ?? '').trim(),
    category: params.get('category') ?? '',
    product_type: params.get('product_type') ?? '',
    ordering: (PRODUCT_SORTS as readonly string[]).includes(ordering)
      ? (ordering as ProductsPageQuery['ordering'])
      : PRODUCT_SORTS[0],
    page: pageNumber(params),
  };
}

/** The product list call (`GET /product/product/`) `/market/products/` makes for what it shows. */
export const productsApiQuery = (q: ProductsPageQuery) => ({
  page: q.page,
  page_size: PRODUCTS_PAGE_SIZE,
  ordering: q.ordering,
  search: q.search,
  category: q.category,
  product_type: q.product_type,
});

/** `/market/products/`'s address for what it shows, leaving out what is the default. */
export const productsHref = (q: ProductsPageQuery) =>
  `/market/products/${queryString({
    search: q.search,
    category: q.category,
    product_type: q.product_type,
    ordering: q.ordering === PRODUCT_SORTS[0] ? '' : q.ordering,
    page: q.page > 1 ? q.page : '',
  })}`;
