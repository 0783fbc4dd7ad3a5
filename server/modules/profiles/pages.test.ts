import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERTS_PAGE_SIZE } from '../../../contracts/profiles';
import { createTestApp, type TestApp } from '../../test/app';
import { makeUser } from '../../test/factories';
import { loadMarketPage } from '../../test/market-pages';

// The experts list rendered per request (decision 14): what its `load` hands the page is what the
// API answers a visitor for the same query, whatever the address holds.

let t: TestApp;
let fan: Awaited<ReturnType<typeof makeUser>>;
let star: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < EXPERTS_PAGE_SIZE + 2; i++) {
    await makeUser(t, { isExpert: true, fullName: `Listed expert ${i}`, city: i % 2 ? 'Beirut' : 'Cairo' });
  }
  star = await makeUser(t, { isExpert: true, fullName: 'Rania Aziz', city: 'Amman' });
  await makeUser(t, { fullName: 'Not an expert' });
  fan = await makeUser(t, { fullName: 'Karim Said' });
  const followed = await t.call('POST', '/api/friendship/add-follower/', {
    token: fan.token,
    payload: { id: star.id, full_name: star.user.fullName, email: star.user.email },
  });
  expect(followed.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const load = (query = '') => loadMarketPage(t, '/market/experts/', query);

const api = async (path: string, token?: string) => {
  const res = await t.call('GET', path, { token });
  expect(res.status).toBe(200);
  return res.body;
};

const list = (query: string) =>
  `/api/gig/gig/user-profile/?is_expert=true&${query}&page_size=${EXPERTS_PAGE_SIZE}`;

describe('the experts list (/market/experts/)', () => {
  it('carries the page of experts the list API gives a visitor for its address', async () => {
    const second = await api(list('page=2'));
    expect(second.count).toBe(EXPERTS_PAGE_SIZE + 3);
    expect(second.results).toHaveLength(3);
    expect(await load('page=2')).toEqual(second);
    const amman = await api(list('search=Rania&city=Amman&ordering=-follower&page=1'));
    expect(amman.results.map((e: { full_name: string }) => e.full_name)).toEqual(['Rania Aziz']);
    expect(await load('q=Rania&city=Amman&sort=most_followers')).toEqual(amman);
  });

  it('reads what the address cannot mean as the first page in the default order, ignoring unknown filters', async () => {
    const first = await api(list('page=1'));
    for (const query of ['', 'page=abc', 'page=0', 'page=-3&sort=bogus', 'colour=blue', 'page=1e9']) {
      expect(await load(query), query).toEqual(first);
    }
    // A page past the end is an empty page with the way back, as the API answers it.
    const far = (await load('page=9999')) as { count: number; results: unknown[]; previous: string };
    expect(far).toEqual(await api(list('page=9999')));
    expect(far.results).toEqual([]);
  });

  it('never carries whom a signed-in reader follows: the HTML is the visitor’s', async () => {
    const own = await api(list('search=Rania&page=1'), fan.token);
    expect(own.results[0]).toMatchObject({ id: star.id, is_followed: true });
    const page = (await load('q=Rania')) as { results: { id: string; is_followed: boolean }[] };
    expect(page.results[0]).toMatchObject({ id: star.id, is_followed: false });
  });

  it('gives the page without the list for a search the API refuses, so the island shows why', async () => {
    const long = 'x'.repeat(201);
    expect((await t.call('GET', `/api/gig/gig/user-profile/?search=${long}`)).status).toBe(400);
    expect(await load(`q=${long}`)).toBeNull();
  });
});

describe('an expert’s page (/market/experts/<id>/)', () => {
  it('carries the first page of followers the API gives a visitor, so the connections panel makes no call', async () => {
    const data = (await loadMarketPage(t, `/market/experts/${star.id}/`)) as {
      card: { id: string };
      followers: { count: number; results: { id: string; is_followed: boolean }[] };
    };
    expect(data.card.id).toBe(star.id);
    const visitor = await api(`/api/base_user/${star.id}/user-followers/?page=1&page_size=12`);
    expect(visitor.results.map((u: { id: string }) => u.id)).toEqual([fan.id]);
    expect(data.followers).toEqual(visitor);
  });
});
