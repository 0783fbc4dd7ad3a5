/**
 * A list's address and call, shared by every list (contracts/lists.ts re-exports it), with no schema
 * in it.
 */

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
