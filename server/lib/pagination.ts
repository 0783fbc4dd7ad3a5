import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { pageOf } from '../../contracts/common';
import { type ListCall, queryString } from '../../contracts/lists';
import { ALL_PAGES_CAP, type Page, type PageQuery, PageQuerySchema } from '../../contracts/pagination';
import { parse } from './validate';

export interface Window {
  limit: number;
  offset: number;
  query: PageQuery;
}

/**
 * Reads the paging part of a list query. Pass `extra` (a valibot object schema's entries) to parse
 * the route's own filters in the same step; unknown query keys are ignored.
 */
export function pageWindow<E extends v.ObjectEntries = Record<never, never>>(
  request: FastifyRequest,
  extra?: E,
): Window & { filters: v.InferOutput<v.ObjectSchema<E, undefined>> } {
  const schema = v.object({ ...PageQuerySchema.entries, ...(extra ?? ({} as E)) });
  const parsed = parse(schema, request.query) as PageQuery & v.InferOutput<v.ObjectSchema<E, undefined>>;
  return { ...windowOf(parsed), filters: parsed };
}

/**
 * The window of a list query already parsed by its route schema (one built on PageQuerySchema's
 * entries), so the query is read once.
 */
export function windowOf(query: PageQuery): Window {
  const { page, page_size, all_pages } = query;
  const limit = all_pages ? ALL_PAGES_CAP : page_size;
  const offset = all_pages ? 0 : (page - 1) * page_size;
  return { limit, offset, query };
}

/** Builds `{count, next, previous, results}` with absolute URLs that keep the request's other parameters. */
export function toPage<T>(
  request: FastifyRequest,
  publicUrl: string,
  window: Window,
  count: number,
  results: T[],
): Page<T> {
  return pageAt(request.url, publicUrl, window, count, results);
}

/**
 * `toPage` for a list read in-process (a page rendered with its list in the HTML): `path` is the
 * API address that answers the same list, e.g. `/api/gig/gigs/?page=1&page_size=8`.
 */
export function pageAt<T>(
  path: string,
  publicUrl: string,
  window: Window,
  count: number,
  results: T[],
): Page<T> {
  const url = new URL(path, publicUrl);
  const link = (page: number) => {
    const u = new URL(url);
    u.searchParams.set('page', String(page));
    return u.toString();
  };
  const { page, all_pages, page_size } = window.query;
  const last = Math.max(1, Math.ceil(count / page_size));
  return {
    count,
    next: !all_pages && page < last ? link(page + 1) : null,
    previous: !all_pages && page > 1 ? link(Math.min(page - 1, last)) : null,
    results,
  };
}

/**
 * A list read in-process for a page's HTML (a page rendered per request), exactly as the API at
 * `path` answers it: paged like `toPage`, parsed by the route's response schema (`pageOf(item)`).
 */
export function listPage<S extends v.GenericSchema>(
  path: string,
  publicUrl: string,
  query: PageQuery,
  item: S,
  result: { total: number; results: unknown[] },
): Page<v.InferOutput<S>> {
  return v.parse(
    pageOf(item),
    pageAt(path, publicUrl, windowOf(query), result.total, result.results),
  ) as Page<v.InferOutput<S>>;
}

/**
 * The page a list route (at `path`, e.g. `/api/team/`) answers a visitor for `call`, the query as
 * an address gives it; null when the route's query schema refuses it. What a page rendered per
 * request embeds: `read` is the route's own list function for the parsed query.
 */
export async function visitorPage<Q extends v.GenericSchema, S extends v.GenericSchema>(
  route: { path: string; query: Q; item: S; publicUrl: string },
  call: ListCall,
  read: (query: v.InferOutput<Q>) => Promise<{ total: number; results: unknown[] }>,
): Promise<Page<v.InferOutput<S>> | null> {
  const parsed = v.safeParse(route.query, call);
  if (!parsed.success) return null;
  const query = parsed.output as v.InferOutput<Q> & PageQuery;
  return listPage(`${route.path}${queryString(call)}`, route.publicUrl, query, route.item, await read(query));
}
