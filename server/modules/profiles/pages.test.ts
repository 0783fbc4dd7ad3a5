import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_WORK_PAGE_SIZE } from '../../../contracts/lists';
import { EXPERTS_PAGE_SIZE } from '../../../contracts/profiles';
import { createTestApp, type TestApp } from '../../test/app';
import { makeGig, makeUser } from '../../test/factories';
import { loadMarketPage } from '../../test/market-pages';

// The experts list rendered per request (decision 14): what its `load` hands the page is what the
// API answers a visitor for the same query, whatever the address holds.

let t: TestApp;
let fan: Awaited<ReturnType<typeof makeUser>>;
let star: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  // Nothing imported in the background: a linked GitHub account stays pending while the test reads it.
  t = await createTestApp({ env: { STATS_REFRESH_SECONDS: '0' } });
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
      profile: {
        card: { id: string };
        followers: { count: number; results: { id: string; is_followed: boolean }[] };
      };
    };
    expect(data.profile.card.id).toBe(star.id);
    const visitor = await api(`/api/base_user/${star.id}/user-followers/?page=1&page_size=12`);
    expect(visitor.results.map((u: { id: string }) => u.id)).toEqual([fan.id]);
    expect(data.profile.followers).toEqual(visitor);
  });

  it('carries what a visitor reads below the skills, each part as its call answers a visitor', async () => {
    const post = async (path: string, payload: Record<string, unknown>) => {
      const res = await t.call('POST', path, { token: star.token, payload });
      expect(res.status, path).toBe(201);
    };
    await post('/api/base_user/user-certifications/', {
      title: 'AWS Certified Developer',
      issued_by: 'Amazon Web Services',
      issue_date: '2024-03-01',
      certificate_id: 'AWS-DEV-1234',
    });
    await post('/api/base_user/user-honors/', {
      title: 'Hackathon winner',
      awarded_by: 'JoTech',
      award_date: '2023-11-10',
    });
    await post('/api/base_user/social-links/', { name: 'github', url: 'https://github.com/rania-aziz' });
    await makeGig(t, star.token, { name: 'Rania’s audit kit' });

    const data = (await loadMarketPage(t, `/market/experts/${star.id}/`)) as Record<string, unknown> & {
      profile: Record<string, unknown>;
    };
    const certifications = await api(
      `/api/base_user/user-certifications-list/?user=${star.id}&all_pages=true`,
    );
    expect(certifications.results.map((c: { title: string }) => c.title)).toEqual([
      'AWS Certified Developer',
    ]);
    expect(data.profile.certifications).toEqual(certifications);
    expect(data.profile.awards).toEqual(
      await api(`/api/base_user/user-honors-list/?user=${star.id}&all_pages=true`),
    );
    const gigs = await api(`/api/gig/gigs/?user=${star.id}&page_size=${PROFILE_WORK_PAGE_SIZE}`);
    expect(gigs.results.map((g: { name: string }) => g.name)).toEqual(['Rania’s audit kit']);
    expect(data.gigs).toEqual(gigs);
    expect(data.products).toEqual(
      await api(`/api/product/product/?vendor=${star.id}&page_size=${PROFILE_WORK_PAGE_SIZE}`),
    );
    expect(data.teams).toEqual(await api(`/api/team/?member=${star.id}&page_size=${PROFILE_WORK_PAGE_SIZE}`));
    // Linked but not yet imported: the answer says so; not linked: the 404's message, a quiet note on the page.
    const github = await api(`/api/gig/user-github-data/${star.id}/`);
    expect(github.freshness).toMatchObject({ username: 'rania-aziz', status: 'pending' });
    expect(data.github).toEqual({ answer: github });
    const leetcode = await t.call('GET', `/api/gig/user-leetcode-data/${star.id}/`);
    expect(leetcode.status).toBe(404);
    expect(data.leetcode).toEqual({ missing: leetcode.body.detail });
  });

  it('is not found for a user that does not exist', async () => {
    const found = t.app.marketPages.match('/market/experts/nobody-here/');
    expect(await found!.page.exists(found!.params)).toBe(false);
  });
});
