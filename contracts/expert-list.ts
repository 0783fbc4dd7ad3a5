import { pageNumber, queryString } from './list-address';

/** The experts directory's address and call (contracts/lists.ts re-exports it): only the pages
 * that show the list carry it (decision 15). */

/** The directory's sort options (default, most viewed, most appreciations, most followers) as orderings. */
export const PROFILE_ORDERINGS = {
  default: null,
  most_viewed: '-visits',
  most_appreciations: '-appreciations',
  most_followers: '-follower',
} as const;
export type ProfileOrdering = keyof typeof PROFILE_ORDERINGS;

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
