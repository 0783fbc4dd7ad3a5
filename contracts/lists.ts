/**
 * What the list screens and the pages rendered with their lists share, with no schema in it: the
 * islands import these without pulling valibot into the page (decision 15). The schema modules
 * (gigs, teams, profiles, products, pagination) re-export them.
 */

/** How many of each the home page (`/market/`) features; Explore Gigs shows as many teams. */
export const HOME_FEATURED = { gigs: 8, experts: 8, teams: 3, products: 4 } as const;

/** A list call's parameters, as the island sends them (`queryString`). */
export type ListCall = Record<string, string | number | boolean | null | undefined>;

/**
 * A list call's query string, leaving out the empty parameters: `?page=2&search=ux`. The islands
 * call the API with it, and a page rendered with its list names the same call.
 */
export function queryString(params: ListCall): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  }
  const text = s.toString();
  return text ? `?${text}` : '';
}

/** An address's `page`: a whole number from 1 to the API's limit, the first page otherwise. */
export function pageNumber(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/** The listing options offered: newest (the default), most viewed, most appreciations, most followers. */
export const GIG_ORDERINGS = ['-created_on', '-visits', '-appreciations', '-followers'] as const;
/** How many gigs a page of Explore Gigs (`/market/gigs/`) shows. */
export const EXPLORE_PAGE_SIZE = 8;

/** What Explore Gigs shows: its address's search, filters, order and page. */
export interface ExploreQuery {
  search: string;
  category: string;
  tag: string;
  /** One of GIG_ORDERINGS. */
  ordering: string;
  page: number;
}

/**
 * Explore Gigs' address (`?search=&category=&tag=&ordering=&page=`) read as what it shows, the same
 * in the browser and on the server that renders it: an ordering the page does not offer is the
 * default, a page that is not a whole number is the first, anything else is ignored.
 */
export function exploreQuery(params: URLSearchParams): ExploreQuery {
  const ordering = params.get('ordering') ?? '';
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    tag: params.get('tag') ?? '',
    ordering: (GIG_ORDERINGS as readonly string[]).includes(ordering) ? ordering : '-created_on',
    page: pageNumber(params),
  };
}

/** The gig list call (`GET /gig/gigs/`) Explore Gigs makes for what it shows. */
export const exploreApiQuery = (q: ExploreQuery) => ({
  page: q.page,
  page_size: EXPLORE_PAGE_SIZE,
  ordering: q.ordering,
  search: q.search,
  category: q.category,
  tag: q.tag,
});

/**
 * The listing options offered (spec §2): most followed (the default), most viewed, most
 * appreciations, newest; the rest are accepted for API callers.
 */
export const TEAM_ORDERINGS = ['-follower', '-visits', '-appreciations', '-created_on'] as const;
/** How many teams a page of `/market/teams/` shows. */
export const TEAMS_PAGE_SIZE = 12;

/** What `/market/teams/` shows: its address's search, order and page. */
export interface TeamsPageQuery {
  search: string;
  ordering: (typeof TEAM_ORDERINGS)[number];
  page: number;
}

/**
 * `/market/teams/`'s address (`?search=&ordering=&page=`) read as what it shows, the same in the
 * browser and on the server that renders it: an ordering the page does not offer is the default,
 * a page that is not a whole number is the first, anything else is ignored.
 */
export function teamsPageQuery(params: URLSearchParams): TeamsPageQuery {
  const ordering = params.get('ordering') ?? '';
  return {
    search: (params.get('search') ?? '').trim(),
    ordering: (TEAM_ORDERINGS as readonly string[]).includes(ordering)
      ? (ordering as TeamsPageQuery['ordering'])
      : TEAM_ORDERINGS[0],
    page: pageNumber(params),
  };
}

/** The team list call (`GET /team/`) `/market/teams/` makes for what it shows. */
export const teamsApiQuery = (q: TeamsPageQuery) => ({
  search: q.search,
  ordering: q.ordering,
  page: q.page,
  page_size: TEAMS_PAGE_SIZE,
});

/** The listing orders of GET product/ (`ordering`); the first is the default. */
export const PRODUCT_ORDERINGS = [
  '-created_on',
  'created_on',
  'price',
  '-price',
  '-rating',
  'rating',
  'name',
  '-name',
  /** Most reviewed and most wishlisted: the search page's "most viewed" and "most followers" for products. */
  '-reviews',
  '-wishlisted',
] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

/** The directory's sort options (default, most viewed, most appreciations, most followers) as orderings. */
export const PROFILE_ORDERINGS = {
  default: null,
  most_viewed: '-visits',
  most_appreciations: '-appreciations',
  most_followers: '-follower',
} as const;
export type ProfileOrdering = keyof typeof PROFILE_ORDERINGS;

/** Followers and followings come twelve to a page (the profile page's connections panel). */
export const CONNECTIONS_PAGE_SIZE = 12;

/** How many experts a page of `/market/experts/` shows. */
export const EXPERTS_PAGE_SIZE = 12;

/** What `/market/experts/` shows: its address's search (`q`), city, sort option and page. */
export interface ExpertsPageQuery {
  search: string;
  city: string;
  sort: ProfileOrdering;
  page: number;
}

/**
 * `/market/experts/`'s address (`?q=&city=&sort=&page=`) read as what it shows, the same in the
 * browser and on the server that renders it: a sort option the page does not offer is the default,
 * a page that is not a whole number is the first, anything else is ignored.
 */
export function expertsPageQuery(params: URLSearchParams): ExpertsPageQuery {
  const sort = params.get('sort') ?? '';
  return {
    search: (params.get('q') ?? '').trim(),
    city: (params.get('city') ?? '').trim(),
    sort: Object.hasOwn(PROFILE_ORDERINGS, sort) ? (sort as ProfileOrdering) : 'default',
    page: pageNumber(params),
  };
}

/** The profile card call (`GET /gig/gig/user-profile/`) `/market/experts/` makes for what it shows. */
export const expertsApiQuery = (q: ExpertsPageQuery) => ({
  is_expert: 'true',
  search: q.search,
  city: q.city,
  ordering: PROFILE_ORDERINGS[q.sort] ?? undefined,
  page: q.page,
  page_size: EXPERTS_PAGE_SIZE,
});

/** `/market/experts/`'s address for what it shows, leaving out what is the default. */
export const expertsHref = (q: ExpertsPageQuery) =>
  `/market/experts/${queryString({
    q: q.search,
    city: q.city,
    sort: q.sort === 'default' ? '' : q.sort,
    page: q.page > 1 ? q.page : '',
  })}`;

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
