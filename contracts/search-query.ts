import type { GigOrdering } from './gigs';
import { PROFILE_ORDERINGS, pageNumber } from './lists';
import type { ProductOrdering } from './products';
import type { TeamOrdering } from './teams';

/**
 * The search page's address (`/market/search/?q=&kind=&sort=&page=` and each kind's filters) and the
 * list calls it makes, with no schema in it: the island reads its address with these, and the
 * server renders the page for the same address through each module's list (decision 14).
 */

/** The search page. */
export const SEARCH_PATH = '/market/search/';

export const SEARCH_PAGE_SIZE = 12;
/** How many of each kind the "All" tab shows. */
export const PREVIEW_SIZE = 4;

/** The tabs: everything, or one kind of result. */
export const KINDS = ['all', 'experts', 'gigs', 'teams', 'products'] as const;
export type Kind = (typeof KINDS)[number];
export type ResultKind = Exclude<Kind, 'all'>;
export const RESULT_KINDS: readonly ResultKind[] = ['experts', 'gigs', 'teams', 'products'];

/** Spec §2's listing filter options. */
export const SORTS = ['default', 'most_viewed', 'most_appreciations', 'most_followers'] as const;
export type Sort = (typeof SORTS)[number];

/**
 * Each listing option, as each list's `ordering`. A team's followers, views and appreciations are
 * its own; a gig's followers are its seller's; a product has no views or followers, so "most viewed"
 * is the most reviewed, "most appreciations" the best rated and "most followers" the most wishlisted.
 * `null` leaves the list's own default order.
 */
export const ORDERINGS: {
  experts: Record<Sort, string | null>;
  gigs: Record<Sort, GigOrdering | null>;
  teams: Record<Sort, TeamOrdering | null>;
  products: Record<Sort, ProductOrdering | null>;
} = {
  experts: PROFILE_ORDERINGS,
  gigs: {
    default: null,
    most_viewed: '-visits',
    most_appreciations: '-appreciations',
    most_followers: '-followers',
  },
  teams: {
    default: null,
    most_viewed: '-visits',
    most_appreciations: '-appreciations',
    most_followers: '-follower',
  },
  products: {
    default: null,
    most_viewed: '-reviews',
    most_appreciations: '-rating',
    most_followers: '-wishlisted',
  },
};

/** The filters that fit each kind (kept in the address under these names). */
export const FILTERS: Record<ResultKind, readonly FilterName[]> = {
  experts: ['city', 'location', 'expert'],
  gigs: ['category', 'tag'],
  teams: ['tag'],
  products: ['product_category', 'type'],
};
export type FilterName = 'city' | 'location' | 'expert' | 'category' | 'tag' | 'product_category' | 'type';

/** What the search page shows, as its address says. */
export interface Query {
  q: string;
  kind: Kind;
  sort: Sort;
  filters: Partial<Record<FilterName, string>>;
  page: number;
}

/** Whether the address sorts or filters the results: what the active-filter chips show. */
export function hasActiveFilters(q: Query): boolean {
  return q.sort !== 'default' || Object.values(q.filters).some(Boolean);
}

const FILTER_NAMES: readonly FilterName[] = [
  'city',
  'location',
  'expert',
  'category',
  'tag',
  'product_category',
  'type',
];

/**
 * The address read as what the page shows, the same in the browser and on the server that renders
 * it: a kind or sort the page does not offer is the default, a page that is not a whole number is
 * the first, a filter that does not fit the kind is ignored.
 */
export function readQuery(search: string | URLSearchParams): Query {
  const p = new URLSearchParams(search);
  const kind = p.get('kind') as Kind;
  const sort = p.get('sort') as Sort;
  const q: Query = {
    q: (p.get('q') ?? '').trim(),
    kind: KINDS.includes(kind) ? kind : 'all',
    sort: SORTS.includes(sort) ? sort : 'default',
    filters: {},
    page: pageNumber(p),
  };
  if (q.kind !== 'all') {
    for (const name of FILTERS[q.kind]) {
      const value = (p.get(name) ?? '').trim();
      if (value) q.filters[name] = value;
    }
  }
  return q;
}

/** The page's own address for a query: only what differs from the defaults. */
export function hrefOf(q: Query): string {
  const p = new URLSearchParams();
  if (q.q) p.set('q', q.q);
  if (q.kind !== 'all') p.set('kind', q.kind);
  if (q.sort !== 'default') p.set('sort', q.sort);
  for (const name of FILTER_NAMES) {
    const value = q.filters[name];
    if (value && q.kind !== 'all' && FILTERS[q.kind].includes(name)) p.set(name, value);
  }
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `${SEARCH_PATH}?${s}` : SEARCH_PATH;
}

/**
 * One list's API query (conventions.md pagination). `search` is case-insensitive on every list and
 * reaches tags and skills as well as names and descriptions, so one word finds every kind.
 */
export function apiQuery(q: Query, kind: ResultKind): Record<string, string> {
  const active = q.kind === kind;
  const p: Record<string, string> = {
    page: String(active ? q.page : 1),
    page_size: String(active ? SEARCH_PAGE_SIZE : PREVIEW_SIZE),
  };
  if (q.q) p.search = q.q;
  const ordering = ORDERINGS[kind][q.sort];
  if (ordering) p.ordering = ordering;
  if (!active) return p;
  const f = q.filters;
  if (kind === 'experts') {
    if (f.city) p.city = f.city;
    if (f.location) p.location = f.location;
    if (f.expert) p.is_expert = 'true';
  }
  if (kind === 'gigs' || kind === 'teams') {
    if (f.tag) p.tag = f.tag;
  }
  if (kind === 'gigs' && f.category) p.category = f.category;
  if (kind === 'products') {
    if (f.product_category) p.category = f.product_category;
    if (f.type) p.product_type = f.type;
  }
  return p;
}
