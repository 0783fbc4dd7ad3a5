import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS_PAGE_SIZE } from '../../../contracts/products';
import { createTestApp, type TestApp } from '../../test/app';
import { loadMarketPage } from '../../test/market-pages';
import { makeLookups, makeProduct, makeSeller } from './fixtures/catalogue';

// The product catalogue rendered per request (decision 14): what its `load` hands the page is what
// the API answers a visitor for the same query, whatever the address holds.

let t: TestApp;
let lookups: Awaited<ReturnType<typeof makeLookups>>;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await makeSeller(t);
  lookups = await makeLookups(t);
  for (let i = 0; i < PRODUCTS_PAGE_SIZE + 2; i++) await makeProduct(t, seller.token);
  await makeProduct(t, seller.token, { name: 'Oak monitor stand', category: lookups.other.id });
});
afterAll(async () => {
  await t.close();
});

const load = (query = '') => loadMarketPage(t, '/market/products/', query);

const api = async (path: string) => {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  return res.body;
};

/** The list call the island makes: page, page size, order, then the filters. */
const list = (page: number | string, ordering: string, filters = '') =>
  `/api/product/product/?page=${page}&page_size=${PRODUCTS_PAGE_SIZE}&ordering=${ordering}${filters}`;

describe('the product catalogue (/market/products/)', () => {
  it('carries the page of products the list API gives a visitor for its address, with the categories and types', async () => {
    const data = await load('page=2&ordering=-price');
    const second = await api(list(2, '-price'));
    expect(second.results).toHaveLength(3);
    expect(data.products).toEqual(second);
    expect(data.categories).toEqual((await api('/api/product/category/?all_pages=true')).results);
    expect(data.types).toEqual((await api('/api/product/product-type/?all_pages=true')).results);
    const oak = await api(list(1, 'name', `&search=oak&category=${lookups.other.id}`));
    expect(oak.results.map((p: { name: string }) => p.name)).toEqual(['Oak monitor stand']);
    expect((await load(`search=oak&category=${lookups.other.id}&ordering=name`)).products).toEqual(oak);
  });

  it('reads what the address cannot mean as the first page in the default order, ignoring unknown filters', async () => {
    const first = await api(list(1, '-created_on'));
    // `-wishlisted` is an order of the API the page does not offer.
    for (const query of [
      '',
      'page=abc',
      'page=0',
      'page=-3&ordering=bogus',
      'ordering=-wishlisted',
      'colour=blue',
    ]) {
      expect((await load(query)).products, query).toEqual(first);
    }
    const far = (await load('page=9999')).products as { results: unknown[] };
    expect(far).toEqual(await api(list(9999, '-created_on')));
    expect(far.results).toEqual([]);
  });

  it('gives the page without the list for a filter the API refuses, so the island shows why', async () => {
    const long = 'x'.repeat(65);
    expect((await t.call('GET', `/api/product/product/?category=${long}`)).status).toBe(400);
    const data = await load(`category=${long}`);
    expect(data.products).toBeNull();
    expect(data.categories).not.toHaveLength(0);
  });
});
