import { PROFILE_ORDERINGS, type ProfileOrdering } from '../../contracts/profiles';
import { LINKS } from '../lib/links';

export const SEARCH_PAGE_SIZE = 12;

/** Spec §2 search results: Search Expert/Tech, most recent, filtered. */
export const VIEWS = ['all', 'recent', 'filtered'] as const;
export type View = (typeof VIEWS)[number];
export const SORTS = Object.keys(PROFILE_ORDERINGS) as ProfileOrdering[];

/** What the search page shows, as its address says. */
export interface Query {
  q: string;
  view: View;
  sort: ProfileOrdering;
  city: string;
  location: string;
  expert: boolean;
  page: number;
}

export function readQuery(search: string): Query {
  const p = new URLSearchParams(search);
  const view = p.get('view') as View;
  const sort = p.get('sort') as ProfileOrdering;
  const page = Number(p.get('page'));
  return {
    q: (p.get('q') ?? '').trim(),
    view: VIEWS.includes(view) ? view : 'all',
    sort: SORTS.includes(sort) ? sort : 'default',
    city: (p.get('city') ?? '').trim(),
    location: (p.get('location') ?? '').trim(),
    expert: p.get('expert') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The page's own address for a query: only what differs from the defaults. */
export function hrefOf(q: Query): string {
  const p = new URLSearchParams();
  if (q.q) p.set('q', q.q);
  if (q.view !== 'all') p.set('view', q.view);
  if (q.view === 'filtered') {
    if (q.sort !== 'default') p.set('sort', q.sort);
    if (q.city) p.set('city', q.city);
    if (q.location) p.set('location', q.location);
    if (q.expert) p.set('expert', '1');
  }
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `${LINKS.search}?${s}` : LINKS.search;
}

/**
 * The API query (conventions.md pagination): `search` matches a name, a job title or a skill,
 * so one box finds experts and technologies alike.
 */
export function apiQuery(q: Query): Record<string, string> {
  const p: Record<string, string> = { page: String(q.page), page_size: String(SEARCH_PAGE_SIZE) };
  if (q.q) p.search = q.q;
  if (q.view === 'recent') p.ordering = '-created_on';
  if (q.view === 'filtered') {
    const ordering = PROFILE_ORDERINGS[q.sort];
    if (ordering) p.ordering = ordering;
    if (q.city) p.city = q.city;
    if (q.location) p.location = q.location;
    if (q.expert) p.is_expert = 'true';
  }
  return p;
}
