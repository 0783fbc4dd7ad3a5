import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPLORE_PAGE_SIZE } from '../../../contracts/gigs';
import { HOME_FEATURED } from '../../../contracts/pagination';
import { createTestApp, type TestApp } from '../../test/app';
import { makeGig, makeUser } from '../../test/factories';

// The list pages rendered per request (decision 14): what their `load` hands the page is what the
// API answers a visitor for the same query, whatever the address holds.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await makeUser(t, { isExpert: true, fullName: 'Page Seller' });
  for (let i = 0; i < EXPLORE_PAGE_SIZE + 3; i++) await makeGig(t, seller.token, { name: `Listed kit ${i}` });
});
afterAll(async () => {
  await t.close();
});

/** What the page registered for `path` loads for its query string. */
async function load(path: string, query = '') {
  const found = t.app.marketPages.match(path);
  expect(found?.page.load).toBeDefined();
  expect(await found!.page.exists(found!.params)).toBe(true);
  return (await found!.page.load!(found!.params, new URLSearchParams(query))) as Record<string, unknown>;
}

const api = async (path: string) => {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  return res.body;
};

describe('Explore Gigs (/market/gigs/)', () => {
  it('carries the page of gigs the list API gives a visitor for its address, with the categories and tags', async () => {
    const data = await load('/market/gigs/', 'page=2&ordering=-visits');
    expect(data.gigs).toEqual(
      await api(`/api/gig/gigs/?page=2&page_size=${EXPLORE_PAGE_SIZE}&ordering=-visits`),
    );
    expect((data.gigs as { results: unknown[] }).results).toHaveLength(3);
    expect(data.categories).toEqual((await api('/api/gig/gigs/category/?all_pages=true')).results);
    expect(data.tags).toEqual((await api('/api/gig/gigs/tag/?all_pages=true')).results);
  });

  it('reads what the address cannot mean as the first page in the default order, ignoring unknown filters', async () => {
    const first = await api(`/api/gig/gigs/?page=1&page_size=${EXPLORE_PAGE_SIZE}&ordering=-created_on`);
    for (const query of ['page=abc', 'page=0', 'page=-3&ordering=bogus', 'colour=blue', 'page=1e9', '']) {
      expect((await load('/market/gigs/', query)).gigs, query).toEqual(first);
    }
  });

  it('gives the page without the list for a filter the API refuses, so the island shows why', async () => {
    const long = 'x'.repeat(41);
    expect((await t.call('GET', `/api/gig/gigs/?category=${long}`)).status).toBe(400);
    expect((await load('/market/gigs/', `category=${long}`)).gigs).toBeNull();
  });
});

describe('the market home (/market/)', () => {
  it("is made of each module's featured list, as the API answers a visitor", async () => {
    const data = await load('/market/');
    expect(Object.keys(data).sort()).toEqual(['experts', 'gigs', 'products', 'teams']);
    expect(data.gigs).toEqual(await api(`/api/gig/home-page-gigs/?page_size=${HOME_FEATURED.gigs}`));
    expect((data.gigs as { results: unknown[] }).results).toHaveLength(HOME_FEATURED.gigs);
    expect(data.experts).toEqual(
      await api(`/api/gig/home-page-users/?page_size=${HOME_FEATURED.experts}&is_expert=true`),
    );
    expect(data.teams).toEqual(await api(`/api/team/?page_size=${HOME_FEATURED.teams}`));
    expect(data.products).toEqual(
      await api(`/api/product/product/?page_size=${HOME_FEATURED.products}&ordering=-rating`),
    );
  });
});
