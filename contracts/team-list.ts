import { pageNumber } from './list-address';

/** The teams list's address and call (contracts/lists.ts re-exports it): only the pages that show
 * the list carry it (decision 15). */

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
