/**
 * What the list screens and the pages rendered with their lists share, with no schema in it: the
 * islands import these without pulling valibot into the page (decision 15). The schema modules
 * (gigs, teams, profiles, products, pagination) re-export them.
 */

// Each list's part is its own module, so a page carries only the lists it shows: Rollup places
// each module in the chunks of the pages that use it, wherever it is imported from.
export * from './expert-list';
export * from './gig-list';
export * from './list-address';
export * from './product-list';
export * from './team-list';

/** How many of each the home page (`/market/`) features; Explore Gigs shows as many teams. */
export const HOME_FEATURED = { gigs: 8, experts: 8, teams: 3, products: 4 } as const;

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

/** Followers and followings come twelve to a page (the profile page's connections panel). */
export const CONNECTIONS_PAGE_SIZE = 12;

/** An expert's page shows six of each kind of their work: gigs, products, teams. */
export const PROFILE_WORK_PAGE_SIZE = 6;
