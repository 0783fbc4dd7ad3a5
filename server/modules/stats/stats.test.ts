import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import type { GithubProfile } from '../../../contracts/stats';
import { handle } from '../../lib/db';
import { createTestApp, type TestApp } from '../../test/app';
import { makeUser } from '../../test/factories';
import { codingStats } from '../../test/tables';
import { startFakeUpstream } from './fixtures/fake-upstream';
import { testRefresher } from './fixtures/test-refresher';
import { createGithubImporter, createLeetcodeImporter } from './importers';
import type { createRefresher } from './refresher';
import { createStatsRepo } from './repo';

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;

beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
});

describe('the GitHub importer', () => {
  const none = { data: null, etags: null };

  it('reads the profile, the popular public repositories (no forks, most stars first) and organizations', async () => {
    const importer = createGithubImporter({ baseUrl: upstream.githubUrl });
    const outcome = await importer.fetch('octo-ok', none);
    expect(outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok') return;
    expect(outcome.data).toMatchObject({
      login: 'octo-ok',
      name: 'Octo Okafor',
      company: '@guild-labs',
      followers: 1280,
      following: 31,
      organizations: [{ login: 'guild-labs', description: 'Open-source tools for freelancers' }],
    });
    expect(outcome.data.repos.map((r) => r.name)).toEqual(['tiny-router', 'sqlite-kv', 'dotfiles']);
    expect(outcome.data.repos[0]).toEqual({
      name: 'tiny-router',
      private: false,
      description: 'A 2 kB router for islands',
      language: 'TypeScript',
      stargazers_count: 412,
      watchers_count: 412,
      html_url: 'https://github.com/octo-ok/tiny-router',
    });
    expect(Object.keys(outcome.etags ?? {}).sort()).toEqual([
      'actions:sqlite-kv',
      'actions:tiny-router',
      'orgs',
      'repos',
      'user',
    ]);
  });

  it('reads the recent GitHub Actions runs of the most starred repositories, newest first', async () => {
    const importer = createGithubImporter({ baseUrl: upstream.githubUrl });
    const outcome = await importer.fetch('octo-ok', none);
    if (outcome.kind !== 'ok') throw new Error('import failed');
    // dotfiles has no Actions (GitHub answers 404): it simply has no runs.
    expect(outcome.data.actions.map((r) => `${r.repo}#${r.run_number}`)).toEqual([
      'tiny-router#214',
      'tiny-router#213',
      'sqlite-kv#77',
      'tiny-router#41',
    ]);
    expect(outcome.data.actions[0]).toEqual({
      id: '9100003',
      repo: 'tiny-router',
      name: 'CI',
      status: 'in_progress',
      conclusion: null,
      event: 'pull_request',
      branch: 'feature/prefetch',
      run_number: 214,
      created_at: '2025-05-29T08:15:00Z',
      html_url: 'https://github.com/octo-ok/tiny-router/actions/runs/9100003',
    });
    expect(outcome.data.actions[2]).toMatchObject({ conclusion: 'failure', name: 'Lint and test' });
    const asked = upstream.requestsTo('/repos/octo-ok/tiny-router/actions/runs').at(-1)!;
    expect(asked.headers.accept).toBe('application/vnd.github+json');
  });

  it('asks for the runs conditionally too, and keeps them when nothing changed', async () => {
    const importer = createGithubImporter({ baseUrl: upstream.githubUrl });
    const first = await importer.fetch('octo-ok', none);
    if (first.kind !== 'ok') throw new Error('first import failed');
    // The user changed (no ETag kept for it), the runs did not: they are kept from the cache.
    const etags = { ...first.etags! };
    delete etags.user;
    const second = await importer.fetch('octo-ok', { data: first.data, etags });
    expect(second.kind).toBe('ok');
    if (second.kind !== 'ok') return;
    expect(second.data.actions).toEqual(first.data.actions);
    expect(
      upstream.requestsTo('/repos/octo-ok/sqlite-kv/actions/runs').at(-1)!.headers['if-none-match'],
    ).toBe('W/"0badf00d0badf00d0badf00d0badf00d"');
  });

  it('asks conditionally with the stored ETags and keeps the cache on 304', async () => {
    const importer = createGithubImporter({ baseUrl: upstream.githubUrl });
    const first = await importer.fetch('octo-ok', none);
    if (first.kind !== 'ok') throw new Error('first import failed');
    const before = upstream.requestsTo('/users/octo-ok').length;
    const second = await importer.fetch('octo-ok', { data: first.data, etags: first.etags });
    expect(second).toEqual({ kind: 'not_modified' });
    const sent = upstream.requestsTo('/users/octo-ok').slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['if-none-match']).toBe(first.etags!.user);
  });

  it('sends the token from the environment', async () => {
    const importer = createGithubImporter({ baseUrl: upstream.githubUrl, token: 'good-token' });
    await importer.fetch('octo-ok', none);
    expect(upstream.requestsTo('/users/octo-ok').at(-1)!.headers.authorization).toBe('Bearer good-token');
  });

  it('waits for the reset time of a primary rate limit (403) and the Retry-After of a secondary one (429)', async () => {
    const importer = createGithubImporter({ baseUrl: upstream.githubUrl });
    const primary = await importer.fetch('limited', none);
    expect(primary).toMatchObject({ kind: 'rate_limited', retryAt: new Date(4102444800 * 1000) });
    const before = Date.now();
    const secondary = await importer.fetch('hurried', none);
    expect(secondary.kind).toBe('rate_limited');
    if (secondary.kind === 'rate_limited') {
      expect(secondary.retryAt.getTime()).toBeGreaterThanOrEqual(before + 120_000);
    }
  });

  it('tells a missing account from bad credentials and other failures', async () => {
    const importer = createGithubImporter({ baseUrl: upstream.githubUrl });
    expect(await importer.fetch('ghost-missing', none)).toEqual({ kind: 'not_found' });
    expect(await importer.fetch('broken', none)).toMatchObject({
      kind: 'failed',
      error: MESSAGES.githubUnexpected,
    });
    const badToken = createGithubImporter({ baseUrl: upstream.githubUrl, token: 'bad-token' });
    expect(await badToken.fetch('octo-ok', none)).toMatchObject({
      kind: 'failed',
      error: 'An unexpected error occurred',
      reason: expect.stringContaining('bad credentials'),
    });
    const unreachable = createGithubImporter({ baseUrl: 'http://127.0.0.1:9' });
    expect(await unreachable.fetch('octo-ok', none)).toMatchObject({
      kind: 'failed',
      error: MESSAGES.githubUnexpected,
    });
  });
});

describe('the LeetCode importer', () => {
  const importer = () => createLeetcodeImporter({ graphqlUrl: upstream.leetcodeUrl });

  it('reads the stats through the GraphQL endpoint', async () => {
    const outcome = await importer().fetch('algo-queen', { data: null, etags: null });
    expect(outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok') return;
    expect(outcome.data).toMatchObject({
      username: 'algo-queen',
      profile: { realName: 'Mariam Khalil', countryName: 'Egypt', ranking: 48211, reputation: 112 },
      contestBadge: { name: 'Knight', icon: 'https://leetcode.com/static/images/badges/knight.png' },
    });
    expect(outcome.data.submitStats.acSubmissionNum.map((s) => s.difficulty)).toEqual([
      'All',
      'Easy',
      'Medium',
      'Hard',
    ]);
    expect(outcome.data.badges[1]!.icon).toBe(
      'https://leetcode.com/static/images/badges/2025/lg/2025-50.png',
    );
    const sent = upstream.requestsTo('/graphql').at(-1)!;
    expect(sent.body).toMatchObject({ variables: { username: 'algo-queen' } });
    expect(String((sent.body as { query: string }).query)).toContain('submissionCalendar');
  });

  it('says an unknown user is not found, bad data is "Invalid data format", and waits out a 429', async () => {
    expect(await importer().fetch('nobody-here', { data: null, etags: null })).toEqual({ kind: 'not_found' });
    expect(await importer().fetch('garbled', { data: null, etags: null })).toMatchObject({
      kind: 'failed',
      error: 'Invalid data format',
    });
    expect(await importer().fetch('too-fast', { data: null, etags: null })).toMatchObject({
      kind: 'rate_limited',
    });
  });
});

describe('the cached stats API', () => {
  let t: TestApp;
  let refresher: ReturnType<typeof createRefresher>;

  beforeAll(async () => {
    // The background job is off: the tests run the refresher's passes themselves.
    t = await createTestApp({
      env: {
        STATS_REFRESH_SECONDS: '0',
        GITHUB_API_URL: upstream.githubUrl,
        LEETCODE_GRAPHQL_URL: upstream.leetcodeUrl,
      },
    });
    refresher = testRefresher(t, upstream);
  });
  afterAll(async () => {
    await t.close();
  });

  async function linked(links: Record<string, string>) {
    const who = await makeUser(t);
    for (const [name, url] of Object.entries(links)) {
      const res = await t.call('POST', '/api/base_user/social-links/', {
        token: who.token,
        payload: { name, url },
      });
      expect(res.status).toBe(201);
    }
    return who;
  }
  const github = (id: string) => t.call('GET', `/api/gig/user-github-data/${id}/`);
  const leetcode = (id: string) => t.call('GET', `/api/gig/user-leetcode-data/${id}/`);

  it('answers 404 for an unknown user and for a user without the link', async () => {
    expect((await github('nobody')).status).toBe(404);
    const { user } = await makeUser(t);
    const res = await github(user.id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: MESSAGES.githubNotLinked });
    expect((await leetcode(user.id)).body).toEqual({ detail: MESSAGES.leetcodeNotLinked });
  });

  it('answers "not yet imported" at once, without asking GitHub while the page waits', async () => {
    const before = upstream.seen.length;
    const { user } = await linked({ github: 'https://github.com/octo-ok' });
    const res = await github(user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      freshness: {
        source: 'github',
        status: 'pending',
        username: 'octo-ok',
        profile_url: 'https://github.com/octo-ok',
        detail: MESSAGES.statsPending,
        fetched_at: null,
        expires_at: null,
        stale: false,
      },
    });
    expect(upstream.seen.length).toBe(before);
  });

  it('answers the imported data with its fetch time once the refresher has run', async () => {
    const { user } = await linked({
      github: 'https://github.com/octo-ok',
      leetcode: 'https://leetcode.com/u/algo-queen/',
    });
    await refresher.runOnce();
    const gh = await github(user.id);
    expect(gh.body.freshness).toMatchObject({
      status: 'ready',
      stale: false,
      detail: null,
      username: 'octo-ok',
    });
    expect(Date.parse(gh.body.freshness.fetched_at)).not.toBeNaN();
    expect(Date.parse(gh.body.freshness.expires_at) - Date.parse(gh.body.freshness.fetched_at)).toBe(
      3600 * 1000,
    );
    const data = gh.body as GithubProfile;
    expect(data.repos[0]!.name).toBe('tiny-router');

    const lc = await leetcode(user.id);
    expect(lc.body.freshness.status).toBe('ready');
    const calendar = lc.body.activity_calendar;
    expect(calendar.contributions.length).toBeGreaterThanOrEqual(365);
    expect(calendar.contributions.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    const total = calendar.contributions.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(calendar.total.lastYear).toBe(total);
    expect(lc.body.submissionCalendar).toBeUndefined();
  });

  it('refreshes an expired import with a conditional request and keeps the data on 304', async () => {
    const { user } = await linked({ github: 'https://github.com/octo-ok' });
    await refresher.runOnce();
    const { freshness: firstFreshness, ...first } = (await github(user.id)).body;
    await handle(t.db)
      .update(codingStats)
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where(and(eq(codingStats.userId, user.id), eq(codingStats.source, 'github')));
    expect((await github(user.id)).body.freshness.stale).toBe(true);
    const before = upstream.requestsTo('/users/octo-ok').length;
    await refresher.runOnce();
    const sent = upstream.requestsTo('/users/octo-ok').slice(before);
    expect(sent.map((r) => r.headers['if-none-match'])).toEqual(['W/"7b2d5e3c1a0f4e9b8c6d2a1f0e9d8c7b"']);
    const { freshness, ...after } = (await github(user.id)).body;
    expect(freshness.stale).toBe(false);
    expect(after).toEqual(first);
    expect(freshness.fetched_at >= firstFreshness.fetched_at).toBe(true);
  });

  it('answers the upstream 404 as its own, and the spec §8 texts for failures', async () => {
    const missing = await linked({
      github: 'https://github.com/ghost-missing',
      leetcode: 'https://leetcode.com/u/garbled/',
    });
    const broken = await linked({ github: 'https://github.com/broken' });
    await refresher.runOnce();
    expect(await github(missing.user.id)).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.githubUserNotFound },
    });
    expect((await leetcode(missing.user.id)).body).toMatchObject({
      freshness: { status: 'failed', detail: 'Invalid data format' },
    });
    const failed = (await github(broken.user.id)).body;
    expect(failed).toMatchObject({ freshness: { status: 'failed', detail: 'An unexpected error occurred' } });
    expect(Object.keys(failed)).toEqual(['freshness']);
  });

  it('waits out a rate limit instead of asking again', async () => {
    const { user } = await linked({ github: 'https://github.com/limited' });
    await refresher.runOnce();
    const before = upstream.requestsTo('/users/limited').length;
    await refresher.runOnce();
    expect(upstream.requestsTo('/users/limited').length).toBe(before);
    expect((await github(user.id)).body.freshness.status).toBe('pending');
  });

  it('starts over when the link changes, and forgets a removed link', async () => {
    const who = await linked({ github: 'https://github.com/octo-ok' });
    await refresher.runOnce();
    const links = (await t.call('GET', '/api/base_user/social-links/', { token: who.token })).body.results;
    await t.call('PATCH', `/api/base_user/social-links/${links[0].id}/`, {
      token: who.token,
      payload: { url: 'https://github.com/ghost-missing' },
    });
    expect((await github(who.user.id)).body).toMatchObject({
      freshness: { status: 'pending', username: 'ghost-missing' },
    });
    await t.call('DELETE', `/api/base_user/social-links/${links[0].id}/`, { token: who.token });
    expect((await github(who.user.id)).status).toBe(404);
    await refresher.sync(who.user.id);
    expect(await createStatsRepo(t.db).get(who.user.id, 'github')).toBeUndefined();
  });

  it('answers the GitHub profile fields at the top level, freshness under its own key', async () => {
    const { user } = await linked({ github: 'https://github.com/octo-ok' });
    await refresher.runOnce();
    const gh = (await github(user.id)).body;
    expect(Object.keys(gh).sort()).toEqual(
      [
        'login',
        'avatar_url',
        'name',
        'company',
        'bio',
        'followers',
        'following',
        'html_url',
        'public_repos',
        'organizations',
        'repos',
        'actions',
        'freshness',
      ].sort(),
    );
    expect(gh.actions.map((r: { run_number: number }) => r.run_number)).toEqual([214, 213, 77, 41]);
    expect(Object.keys(gh.repos[0]).sort()).toEqual(
      ['name', 'private', 'description', 'language', 'stargazers_count', 'watchers_count', 'html_url'].sort(),
    );
    expect(Object.keys(gh.freshness).sort()).toEqual(
      ['source', 'username', 'profile_url', 'status', 'detail', 'fetched_at', 'expires_at', 'stale'].sort(),
    );
  });

  it('answers the coding-profile fields at the top level, freshness under its own key', async () => {
    const { user } = await linked({ leetcode: 'https://leetcode.com/u/algo-queen/' });
    await refresher.runOnce();
    const lc = (await leetcode(user.id)).body;
    expect(Object.keys(lc).sort()).toEqual(
      [
        'username',
        'githubUrl',
        'twitterUrl',
        'linkedinUrl',
        'profile',
        'submitStats',
        'badges',
        'contestBadge',
        'activity_calendar',
        'freshness',
      ].sort(),
    );
    expect(Object.keys(lc.profile).sort()).toEqual(
      ['realName', 'userAvatar', 'countryName', 'reputation', 'ranking'].sort(),
    );
    expect(lc.submitStats.acSubmissionNum[0]).toEqual({
      difficulty: 'All',
      count: expect.any(Number),
      submissions: expect.any(Number),
    });
    expect(lc.freshness).toMatchObject({ source: 'leetcode', username: 'algo-queen', status: 'ready' });
  });

  it('makes every URL in the answers absolute: a path left in the cache is one of the site’s own', async () => {
    const { user } = await linked({
      github: 'https://github.com/octo-old',
      leetcode: 'https://leetcode.com/u/old-timer/',
    });
    const repo = createStatsRepo(t.db);
    await repo.pin({
      userId: user.id,
      source: 'github',
      username: 'octo-old',
      status: 'ok',
      data: JSON.stringify({
        login: 'octo-old',
        avatar_url: '/avatars/u/1',
        name: null,
        company: null,
        bio: null,
        followers: 1,
        following: 2,
        html_url: '',
        public_repos: 1,
        organizations: [{ login: 'org', avatar_url: '//avatars.example.test/org.png', description: null }],
        repos: [
          {
            name: 'r',
            private: false,
            description: null,
            language: null,
            stargazers_count: 0,
            watchers_count: 0,
            html_url: '/octo-old/r',
          },
        ],
      }),
      fetchedAt: '2020-01-01T00:00:00.000Z',
    });
    await repo.pin({
      userId: user.id,
      source: 'leetcode',
      username: 'old-timer',
      status: 'ok',
      data: JSON.stringify({
        username: 'old-timer',
        githubUrl: 'github.com/old-timer',
        twitterUrl: '',
        linkedinUrl: null,
        profile: {
          realName: 'Old',
          userAvatar: '/users/avatar.png',
          countryName: null,
          reputation: 0,
          ranking: 1,
        },
        submitStats: { acSubmissionNum: [] },
        badges: [{ id: '1', displayName: 'B', icon: '/static/b.png', creationDate: null }],
        contestBadge: { name: 'Knight', expired: false, hoverText: null, icon: 'javascript:alert(1)' },
        submissionCalendar: '{}',
      }),
      fetchedAt: '2020-01-01T00:00:00.000Z',
    });
    const gh = (await github(user.id)).body;
    expect(gh.avatar_url).toBe('http://guild.test/avatars/u/1');
    expect(gh.html_url).toBe('https://github.com/octo-old');
    expect(gh.organizations[0].avatar_url).toBe('https://avatars.example.test/org.png');
    expect(gh.repos[0].html_url).toBe('http://guild.test/octo-old/r');
    // Cached before GitHub Actions were imported: no runs until the next refresh, not a failure.
    expect(gh.actions).toEqual([]);
    const lc = (await leetcode(user.id)).body;
    expect(lc.githubUrl).toBe('https://github.com/old-timer');
    expect(lc.twitterUrl).toBeNull();
    expect(lc.profile.userAvatar).toBe('http://guild.test/users/avatar.png');
    expect(lc.badges[0].icon).toBe('http://guild.test/static/b.png');
    expect(lc.contestBadge.icon).toBeNull();
  });

  it("answers several users' GitHub data at once, leaving out those without it (no 404)", async () => {
    const octo = await linked({ github: 'https://github.com/octo-ok' });
    const plain = await makeUser(t);
    const ghost = await linked({ github: 'https://github.com/ghost-missing' });
    await refresher.runOnce();
    const ids = [plain.user.id, octo.user.id, ghost.user.id, 'nobody'];
    const res = await t.call('GET', `/api/gig/users-github-data/?users=${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.results.map((r: { user: string }) => r.user)).toEqual([octo.user.id]);
    expect(res.body.results[0]).toMatchObject({
      login: 'octo-ok',
      freshness: { status: 'ready' },
      actions: expect.arrayContaining([expect.objectContaining({ repo: 'tiny-router', run_number: 214 })]),
    });
    for (const bad of ['', 'a,,b', 'x'.repeat(65), Array.from({ length: 21 }, (_, i) => `u${i}`).join(',')]) {
      const refused = await t.call('GET', `/api/gig/users-github-data/?users=${bad}`);
      expect(refused.status, bad).toBe(400);
    }
  });

  it('never refreshes the pinned demo imports', async () => {
    const { user } = await linked({ github: 'https://github.com/octo-ok' });
    const repo = createStatsRepo(t.db);
    await repo.pin({
      userId: user.id,
      source: 'github',
      username: 'octo-ok',
      status: 'ok',
      data: JSON.stringify({ login: 'octo-ok', repos: [], organizations: [] }),
      fetchedAt: '2020-01-01T00:00:00.000Z',
      expiresAt: '2020-01-02T00:00:00.000Z',
    });
    await refresher.runOnce();
    const res = await github(user.id);
    expect(res.body).toMatchObject({
      freshness: { status: 'ready', stale: false, fetched_at: '2020-01-01T00:00:00.000Z' },
    });
  });
});

describe('the background refresher', () => {
  it('imports a link soon after it is set, while requests only read the cache', async () => {
    const t = await createTestApp({
      env: {
        STATS_REFRESH_SECONDS: '3600',
        GITHUB_API_URL: upstream.githubUrl,
        LEETCODE_GRAPHQL_URL: upstream.leetcodeUrl,
      },
    });
    try {
      const who = await makeUser(t);
      await t.call('POST', '/api/base_user/social-links/', {
        token: who.token,
        payload: { name: 'github', url: 'https://github.com/octo-ok' },
      });
      await expect
        .poll(
          async () =>
            (await t.call('GET', `/api/gig/user-github-data/${who.user.id}/`)).body.freshness.status,
          {
            timeout: 10_000,
          },
        )
        .toBe('ready');
    } finally {
      await t.close();
    }
  });
});
