import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { gigTags, teamMembers, teams, teamTags } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeUser } from '../../test/factories';

let t: TestApp;
let lead: Awaited<ReturnType<typeof makeUser>>;
let reader: Awaited<ReturnType<typeof makeUser>>;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  lead = await makeUser(t, { fullName: 'Lina Lead', jobTitle: 'Tech lead' });
  const member = await makeUser(t, { fullName: 'Marco Member' });
  reader = await makeUser(t);
  teamId = t.db
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
    .returning()
    .get().id;
  t.db.insert(teams).values({ name: 'Quiet Team', teamLeadId: member.id }).run();
  t.db
    .insert(teamMembers)
    .values([
      { teamId, userId: lead.id, position: 0 },
      { teamId, userId: member.id, position: 1 },
    ])
    .run();
  const tag = t.db.insert(gigTags).values({ title: 'React' }).returning().get();
  t.db.insert(teamTags).values({ teamId, tagId: tag.id }).run();
});
afterAll(async () => {
  await t.close();
});

describe('teams', () => {
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

describe('the API reference', () => {
  it('documents every team route with its answer', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    for (const [path, method] of [
      ['/api/team/', 'get'],
      ['/api/team/{id}/', 'get'],
      ['/api/team/{id}/follow/', 'post'],
      ['/api/team/{id}/follow/', 'delete'],
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
