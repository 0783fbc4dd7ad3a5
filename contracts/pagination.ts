import * as v from 'valibot';
import { MESSAGES } from './messages';

export { HOME_FEATURED, queryString } from './lists';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** `all_pages=true` still answers at most this many. */
export const ALL_PAGES_CAP = 1000;

/** A whole number from a query string (or already a number), at least `min`. */
const wholeNumber = (min: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d+$/, MESSAGES.invalidNumber), v.transform(Number))],
      MESSAGES.invalidNumber,
    ),
    v.integer(MESSAGES.invalidNumber),
    v.minValue(min, MESSAGES.invalidNumber),
  );

/** `true`/`false`/`1`/`0` in a query string (or already a boolean). */
export const QueryFlag = v.union(
  [
    v.boolean(),
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], MESSAGES.invalidBody),
      v.transform((s) => s === 'true' || s === '1'),
    ),
  ],
  MESSAGES.invalidBody,
);

/**
 * The list query: page, page_size, all_pages, ordering, search. A page size above PAGE_SIZE_MAX is
 * served as PAGE_SIZE_MAX; anything that is not a whole number is a 400. Parsing its own output
 * again gives the same result, so a query validated by the route may be read again.
 */
export const PageQuerySchema = v.object({
  page: v.optional(v.pipe(wholeNumber(1), v.maxValue(1_000_000, MESSAGES.invalidNumber)), 1),
  page_size: v.optional(
    v.pipe(
      wholeNumber(1),
      v.transform((n) => Math.min(n, PAGE_SIZE_MAX)),
    ),
    PAGE_SIZE_DEFAULT,
  ),
  all_pages: v.optional(QueryFlag, false),
  ordering: v.optional(v.pipe(v.string(), v.regex(/^-?[a-z_]+$/, MESSAGES.invalidBody))),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** A list route's query schema: the paging part plus the route's own filters (`extra` entries). */
export const pageQuery = <E extends v.ObjectEntries = Record<never, never>>(extra?: E) =>
  v.object({ ...PageQuerySchema.entries, ...(extra ?? ({} as E)) });

/** Every list answer. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
