import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle, single } from '../../lib/db';
import { createTestApp, type TestApp } from '../../test/app';
import { makeUser } from '../../test/factories';
import { secondInstance } from '../../test/instances';
import { gigTags, teamMembers, teams, teamTags } from '../../test/tables';

let t: TestApp;
let lead: Awaited<ReturnType<typeof makeUser>>;
let reader: Awaited<ReturnType<typeof makeUser>>;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  lead = await makeUser(t, { fullName: 'Lina Lead', jobTitle: 'Tech lead' });
  const member = await makeUser(t, { fullName: 'Marco Member' });
  reader = await makeUser(t);
  const q = handle(t.db);
  teamId = single(
    await q
      .insert(teams)
      .values({
        name: 'Cedar Studio',
        description: 'Product design and engineering.',
        ratingTenths: 48,
        projectCount: 31,
        pricingCurrency: 'USD',
        pricingMinor: 450000,
        teamLeadId: lead.id,
      })
      .returning(),
  ).id;
  await q.insert(teams).values({ name: 'Quiet Team', teamLeadId: member.id });
  await q.insert(teamMembers).values([
    { teamId, userId: lead.id, position: 0 },
    { teamId, userId: member.id, position: 1 },
  ]);
  const tag = single(await q.insert(gigTags).values({ title: 'React' }).returning());
  await q.insert(teamTags).values({ teamId, tagId: tag.id });
});
afterAll(async () => {
  await t.close();
});

describe('teams', () => {
  it('renders /market/teams/ with the page of teams the list API gives a visitor for its address', async () => {
    const found = t.app.marketPages.match('/market/teams/')!;
    const load = (query: string) => found.page.load!(found.params, new URLSearchParams(query));
    const first = (await t.call('GET', '/api/team/?ordering=-follower&page=1&page_size=12')).body;
    expect(first.count).toBe(2);
    // What the address cannot mean is the first page in the default order; unknown filters are ignored.
    for (const query of ['', 'page=abc', 'ordering=bogus&colour=blue', 'page=0']) {
      expect(await load(query), query).toEqual(first);
    }
    const cedar = (await t.call('GET', '/api/team/?search=Cedar&ordering=-visits&page=1&page_size=12')).body;
    expect(cedar.count).toBe(1);
    expect(await load('search=Cedar&ordering=-visits')).toEqual(cedar);
    // A search the API refuses (over 200 characters) renders without the list: the island asks.
    expect((await t.call('GET', `/api/team/?search=${'x'.repeat(201)}`)).status).toBe(400);
    expect(await load(`search=${'x'.repeat(201)}`)).toBeNull();
  });

  it('lists teams paginated with the spec fields and a default follower count of "0"', async () => {
    const res = await t.call('GET', '/api/team/');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    const quiet = res.body.results.find((x: { name: string }) => x.name === 'Quiet Team');
    expect(quiet).toMatchObject({
      follower: '0',
      following: '0',
      is_followed: false,
      rating: 0,
      members: [],
      live_url: null,
      stats: [],
      faqs: [],
      appreciations: 0,
      visits: 0,
      is_appreciated: false,
    });
    const cedar = res.body.results.find((x: { name: string }) => x.name === 'Cedar Studio');
    expect(Object.keys(cedar).sort()).toEqual(
      [
        'banner_image',
        'description',
        'follower',
        'following',
        'id',
        'is_followed',
        'logo',
        'members',
        'name',
        'pricing',
        'pricing_currency',
        'project_count',
        'rating',
        'tag',
        'team_lead',
        'live_url',
        'stats',
        'faqs',
        'appreciations',
        'visits',
        'is_appreciated',
      ].sort(),
    );
    expect(cedar).toMatchObject({
      rating: 4.8,
      project_count: 31,
      pricing: '4500.00',
      team_lead: { id: lead.id, full_name: 'Lina Lead', job_title: 'Tech lead' },
      tag: [{ title: 'React' }],
    });
    expect(cedar.members.map((m: { full_name: string }) => m.full_name)).toEqual([
      'Lina Lead',
      'Marco Member',
    ]);
    const search = await t.call('GET', '/api/team/?search=cedar');
    expect(search.body.count).toBe(1);
  });

  it('follows and unfollows with counts that move by exactly one', async () => {
    const follow = await t.call('POST', `/api/team/${teamId}/follow/`, { token: reader.token });
    expect(follow.status).toBe(200);
    expect(follow.body).toMatchObject({ follower: '1', is_followed: true });
    const twice = await t.call('POST', `/api/team/${teamId}/follow/`, { token: reader.token });
    expect(twice.body).toMatchObject({ follower: '1', is_followed: true });
    const seen = await t.call('GET', `/api/team/${teamId}/`, { token: reader.token });
    expect(seen.body).toMatchObject({ follower: '1', is_followed: true });
    const anonymous = await t.call('GET', `/api/team/${teamId}/`);
    expect(anonymous.body).toMatchObject({ follower: '1', is_followed: false });
    const unfollow = await t.call('DELETE', `/api/team/${teamId}/follow/`, { token: reader.token });
    expect(unfollow.body).toMatchObject({ follower: '0', is_followed: false });
    const again = await t.call('DELETE', `/api/team/${teamId}/follow/`, { token: reader.token });
    expect(again.body).toMatchObject({ follower: '0', is_followed: false });
  });

  it('asks visitors to sign in, refuses the lead, and answers 404 for an unknown team', async () => {
    expect((await t.call('POST', `/api/team/${teamId}/follow/`)).status).toBe(401);
    expect(await t.call('POST', `/api/team/${teamId}/follow/`, { token: lead.token })).toMatchObject({
      status: 403,
      body: { detail: MESSAGES.teamFollowOwn },
    });
    expect(await t.call('GET', '/api/team/nosuchteam/')).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.teamNotFound },
    });
  });
});

describe('what a team page shows', () => {
  it('answers the live demo, the figures and the FAQs it keeps', async () => {
    await handle(t.db)
      .update(teams)
      .set({
        liveUrl: 'https://cedar.example/demo',
        stats: JSON.stringify([{ title: 'Apps shipped', value: 12 }]),
        faqs: JSON.stringify([{ question: 'Do you sign NDAs?', answer: 'Yes.' }]),
      })
      .where(eq(teams.id, teamId));
    const res = await t.call('GET', `/api/team/${teamId}/`);
    expect(res.body).toMatchObject({
      live_url: 'https://cedar.example/demo',
      stats: [{ title: 'Apps shipped', value: 12 }],
      faqs: [{ question: 'Do you sign NDAs?', answer: 'Yes.' }],
    });
  });

  it('counts as following the people its members follow, each once, members left out', async () => {
    const outsider = await makeUser(t);
    const another = await makeUser(t);
    const memberId = (await t.call('GET', `/api/team/${teamId}/`)).body.members[1].id as string;
    const memberToken = (await t.app.sessions.start(memberId)).access;
    for (const [token, id] of [
      [lead.token, outsider.id],
      [memberToken, outsider.id],
      [memberToken, another.id],
      [lead.token, memberId],
    ] as const) {
      const res = await t.call('POST', '/api/friendship/add-follower/', { token, payload: { id } });
      expect(res.status).toBe(200);
    }
    const team = (await t.call('GET', `/api/team/${teamId}/`)).body;
    expect(team.following).toBe('2');
    const list = (await t.call('GET', '/api/team/?search=cedar')).body.results[0];
    expect(list.following).toBe('2');
  });

  it('toggles an appreciation, moving the count by exactly one; the lead cannot appreciate', async () => {
    const fan = await makeUser(t);
    const like = await t.call('POST', `/api/team/${teamId}/like/`, { token: fan.token });
    expect(like).toMatchObject({
      status: 200,
      body: { team: teamId, is_appreciated: true, appreciations: 1 },
    });
    expect((await t.call('GET', `/api/team/${teamId}/`, { token: fan.token })).body).toMatchObject({
      appreciations: 1,
      is_appreciated: true,
    });
    const again = await t.call('POST', `/api/team/${teamId}/like/`, { token: fan.token });
    expect(again.body).toMatchObject({ is_appreciated: false, appreciations: 0 });
    expect((await t.call('POST', `/api/team/${teamId}/like/`)).status).toBe(401);
    expect(await t.call('POST', `/api/team/${teamId}/like/`, { token: lead.token })).toMatchObject({
      status: 403,
      body: { detail: MESSAGES.teamLikeOwn },
    });
  });

  it('counts a visitor once a day, and not the lead', async () => {
    const visitor = await makeUser(t);
    const first = await t.call('POST', `/api/team/${teamId}/visit/`, { token: visitor.token });
    expect(first).toMatchObject({ status: 200, body: { team: teamId, counted: true } });
    const second = await t.call('POST', `/api/team/${teamId}/visit/`, { token: visitor.token });
    expect(second.body).toMatchObject({ counted: false, visits: first.body.visits });
    const own = await t.call('POST', `/api/team/${teamId}/visit/`, { token: lead.token });
    expect(own.body).toMatchObject({ counted: false, visits: first.body.visits });
    const anonymous = await t.call('POST', `/api/team/${teamId}/visit/`);
    expect(anonymous.body).toMatchObject({ counted: true, visits: first.body.visits + 1 });
    expect((await t.call('GET', `/api/team/${teamId}/`)).body.visits).toBe(first.body.visits + 1);
    expect((await t.call('POST', '/api/team/nosuchteam/visit/')).status).toBe(404);
  });
});

describe('finding teams', () => {
  const names = async (query: string) =>
    (await t.call('GET', `/api/team/?${query}`)).body.results.map((x: { name: string }) => x.name);

  it('searches names, descriptions and the stack, ignoring case', async () => {
    expect(await names('search=CEDAR')).toEqual(['Cedar Studio']);
    expect(await names('search=engineering')).toEqual(['Cedar Studio']);
    expect(await names('search=react')).toEqual(['Cedar Studio']);
    expect(await names('search=nothing-like-this')).toEqual([]);
    // `%` and `_` are letters, not wildcards.
    expect(await names('search=%25')).toEqual([]);
  });

  it('filters by a tag of the stack and by a member', async () => {
    const [tag] = await handle(t.db).select().from(gigTags).where(eq(gigTags.title, 'React'));
    if (!tag) throw new Error('the React tag is missing');
    expect(await names(`tag=${tag.id}`)).toEqual(['Cedar Studio']);
    const memberId = (await t.call('GET', `/api/team/${teamId}/`)).body.members[1].id as string;
    // Marco is a member of Cedar Studio and leads Quiet Team.
    expect((await names(`member=${memberId}`)).sort()).toEqual(['Cedar Studio', 'Quiet Team']);
    expect(await names(`member=${lead.id}`)).toEqual(['Cedar Studio']);
  });

  it("orders by spec §2's listing options, and refuses others", async () => {
    await handle(t.db)
      .update(teams)
      .set({ visits: 500, appreciations: 0 })
      .where(eq(teams.name, 'Quiet Team'));
    await handle(t.db).update(teams).set({ visits: 5, appreciations: 9 }).where(eq(teams.id, teamId));
    expect(await names('ordering=-visits')).toEqual(['Quiet Team', 'Cedar Studio']);
    expect(await names('ordering=-appreciations')).toEqual(['Cedar Studio', 'Quiet Team']);
    expect((await t.call('GET', '/api/team/?ordering=-password')).status).toBe(400);
  });
});

describe('the API reference', () => {
  it('documents every team route with its answer', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    for (const [path, method] of [
      ['/api/team/', 'get'],
      ['/api/team/{id}/', 'get'],
      ['/api/team/{id}/follow/', 'post'],
      ['/api/team/{id}/follow/', 'delete'],
      ['/api/team/{id}/like/', 'post'],
      ['/api/team/{id}/visit/', 'post'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op?.summary, `${method} ${path}`).toEqual(expect.any(String));
      expect(op.responses['200'], `${method} ${path}`).toBeDefined();
    }
  });

  it('answers a malformed team id like an unknown one', async () => {
    expect(await t.call('GET', '/api/team/not%20an%20id/')).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.teamNotFound },
    });
  });
});

describe('at the same moment, on two instances sharing the database', () => {
  it('counts a visitor once, and every follow and appreciation exactly once', async () => {
    const { other: b, close } = await secondInstance(t);
    try {
      const owner = await makeUser(t);
      const busyId = single(
        await handle(t.db).insert(teams).values({ name: 'Busy Crew', teamLeadId: owner.id }).returning(),
      ).id;
      const apps = [t, b];
      const on = (i: number) => apps[i % 2]!;
      const visitor = await makeUser(t);
      const visits = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          on(i).call('POST', `/api/team/${busyId}/visit/`, { token: visitor.token }),
        ),
      );
      expect(visits.map((v) => v.status)).toEqual(Array(8).fill(200));
      expect(visits.filter((v) => v.body.counted)).toHaveLength(1);

      const fans = await Promise.all(Array.from({ length: 6 }, () => makeUser(t)));
      // Each fan follows twice and appreciates once, all requests in flight together.
      const answers = await Promise.all(
        fans.flatMap((fan, i) => [
          on(i).call('POST', `/api/team/${busyId}/follow/`, { token: fan.token }),
          on(i + 1).call('POST', `/api/team/${busyId}/follow/`, { token: fan.token }),
          on(i).call('POST', `/api/team/${busyId}/like/`, { token: fan.token }),
        ]),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect((await b.call('GET', `/api/team/${busyId}/`)).body).toMatchObject({
        visits: 1,
        follower: '6',
        appreciations: 6,
      });
      // Every fan takes the appreciation back at once: the count returns to zero, not below.
      await Promise.all(
        fans.map((fan, i) => on(i).call('POST', `/api/team/${busyId}/like/`, { token: fan.token })),
      );
      expect((await t.call('GET', `/api/team/${busyId}/`)).body).toMatchObject({ appreciations: 0 });
    } finally {
      await close();
    }
  });
});
