import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPLORE_PAGE_SIZE } from '../../../contracts/gigs';
import { HOME_FEATURED } from '../../../contracts/pagination';
import { handle } from '../../lib/db';
import { createTestApp, type TestApp } from '../../test/app';
import { makeGig, makeUser } from '../../test/factories';
import { loadMarketPage } from '../../test/market-pages';
import { teams } from '../../test/tables';

// The list pages rendered per request (decision 14): what their `load` hands the page is what the
// API answers a visitor for the same query, whatever the address holds.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await makeUser(t, { isExpert: true, fullName: 'Page Seller' });
  for (let i = 0; i < EXPLORE_PAGE_SIZE + 3; i++) await makeGig(t, seller.token, { name: `Listed kit ${i}` });
  for (const name of ['Cedar Studio', 'Olive Works', 'Basalt Lab', 'Harbour Team']) {
    await handle(t.db).insert(teams).values({ name, teamLeadId: seller.id });
  }
});
afterAll(async () => {
  await t.close();
});

const load = (path: string, query = '') => loadMarketPage(t, path, query);

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
    // The teams beside the gigs, from the teams module, so the page makes no call of its own.
    expect(data.teams).toEqual(await api(`/api/team/?page_size=${HOME_FEATURED.teams}`));
    expect((data.teams as { results: unknown[] }).results).toHaveLength(HOME_FEATURED.teams);
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

describe('the search page (/market/search/)', () => {
  const calls = {
    experts: '/api/gig/gig/user-profile/',
    gigs: '/api/gig/gigs/',
    teams: '/api/team/',
    products: '/api/product/product/',
  };

  it("is made of each module's list for the address, as the API answers a visitor", async () => {
    // "All": a preview of each kind for the words.
    const all = await load('/market/search/', 'q=Listed');
    expect(Object.keys(all).sort()).toEqual(['experts', 'gigs', 'products', 'teams']);
    for (const [kind, path] of Object.entries(calls)) {
      expect(all[kind], kind).toEqual(await api(`${path}?page=1&page_size=4&search=Listed`));
    }
    expect((all.gigs as { count: number }).count).toBe(EXPLORE_PAGE_SIZE + 3);
    // One kind's tab a page at a time, in the order asked for; the others stay previews.
    const gigs = await load('/market/search/', 'q=Listed&kind=gigs&sort=most_viewed&page=2');
    expect(gigs.gigs).toEqual(await api('/api/gig/gigs/?page=2&page_size=12&search=Listed&ordering=-visits'));
    expect(gigs.teams).toEqual(await api('/api/team/?page=1&page_size=4&search=Listed&ordering=-visits'));
  });

  it('reads what the address cannot mean as the first page of everything, never a server error', async () => {
    const first = await load('/market/search/', 'q=Listed');
    for (const query of ['q=Listed&page=abc', 'q=Listed&kind=bogus&sort=bogus', 'q=Listed&colour=blue']) {
      expect(await load('/market/search/', query), query).toEqual(first);
    }
    const far = await load('/market/search/', 'q=Listed&kind=gigs&page=9999');
    expect((far.gigs as { results: unknown[] }).results).toEqual([]);
    const none = await load('/market/search/', 'q=nothing-matches-this');
    for (const kind of Object.keys(calls)) expect((none[kind] as { count: number }).count, kind).toBe(0);
  });

  it('gives the page without the lists the API refuses, so the island shows why', async () => {
    const long = 'x'.repeat(201);
    expect((await t.call('GET', `/api/gig/gigs/?search=${long}`)).status).toBe(400);
    const data = await load('/market/search/', `q=${long}`);
    expect(data).toEqual({ experts: null, gigs: null, teams: null, products: null });
  });
});
