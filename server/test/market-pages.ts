import { expect } from 'vitest';
import type { TestApp } from './app';

/**
 * What the marketplace page registered for `path` hands its page for the query string (a page
 * rendered per request, decision 14), after checking it exists.
 */
export async function loadMarketPage(t: TestApp, path: string, query = ''): Promise<Record<string, unknown>> {
  const found = t.app.marketPages.match(path);
  expect(found?.page.load).toBeDefined();
  expect(await found!.page.exists(found!.params)).toBe(true);
  return (await found!.page.load!(found!.params, new URLSearchParams(query))) as Record<string, unknown>;
}
