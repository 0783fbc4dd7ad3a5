import * as v from 'valibot';
import { MESSAGES } from './messages';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** `all_pages=true` still answers at most this many (conventions.md). */
export const ALL_PAGES_CAP = 1000;

const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d+$/, MESSAGES.invalidNumber), v.transform(Number))],
      MESSAGES.invalidNumber,
    ),
    v.integer(MESSAGES.invalidNumber),
    v.minValue(min, MESSAGES.invalidNumber),
    v.maxValue(max, MESSAGES.invalidNumber),
  );

/** The list query of conventions.md: page, page_size, all_pages, ordering, search. */
export const PageQuerySchema = v.object({
  page: v.optional(wholeNumber(1, 1_000_000), 1),
  page_size: v.optional(wholeNumber(1, PAGE_SIZE_MAX), PAGE_SIZE_DEFAULT),
  all_pages: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0']),
      v.transform((s) => s === 'true' || s === '1'),
    ),
    'false',
  ),
  ordering: v.optional(v.pipe(v.string(), v.regex(/^-?[a-z_]+$/, MESSAGES.invalidBody))),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** Every list answer (spec §3, conventions.md). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
