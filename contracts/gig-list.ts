import { pageNumber } from './list-address';

/** Explore Gigs' address and list call (contracts/lists.ts re-exports it): its own module, so only
 * the pages that show the list carry it (decision 15). */

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
