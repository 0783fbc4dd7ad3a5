import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle, single } from '../../lib/db';
import { createTestApp, type TestApp } from '../../test/app';
import { makeUser } from '../../test/factories';
import { secondInstance } from '../../test/instances';
import { teamMembers, teams } from '../../test/tables';

let t: TestApp;

beforeAll(async () => {
  // No background imports here: the stats module has its own tests against a fake upstream.
  t = await createTestApp({ env: { STATS_REFRESH_SECONDS: '0' } });
});
afterAll(async () => {
  await t.close();
});

const SKILL = { title: 'TypeScript', description: 'Typed front ends and Node services' };
const CERT = {
  title: 'AWS Certified Developer',
  issued_by: 'Amazon Web Services',
  issue_date: '2024-03-01',
  expiry_date: '2027-03-01',
  certificate_id: 'AWS-DEV-1234',
  certificate_url: 'https://aws.amazon.com/verification/AWS-DEV-1234',
};
const AWARD = { title: 'Hackathon winner', awarded_by: 'JoTech', award_date: '2023-11-10' };
const ADDRESS = {
  name: 'Layla Haddad',
  phone: '+962 7 9000 0000',
  address_line1: '12 Rainbow Street',
  city: 'Amman',
  country: 'Jordan',
  postal_code: '11181',
};

async function addSkill(token: string, payload: Record<string, unknown> = SKILL) {
  const res = await t.call('POST', '/api/base_user/user-skills/', { token, payload });
  expect(res.status).toBe(201);
  return res.body as { id: string; endorsed_count: number; is_endorsed: boolean };
}

describe('skills', () => {
  it('are added, listed by user and shown on the account', async () => {
    const { user, token } = await makeUser(t);
    const skill = await addSkill(token);
    expect(skill).toMatchObject({ ...SKILL, endorsed_count: 0, is_endorsed: false, user: user.id });
    const list = await t.call('GET', `/api/base_user/user-skills/?user=${user.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.body.results[0].id).toBe(skill.id);
    const me = await t.call('GET', '/api/auth/user/', { token });
    expect(me.body.skills).toEqual([{ id: skill.id, title: SKILL.title, description: SKILL.description }]);
  });

  it('refuses a skill the user already has and a missing title', async () => {
    const { token } = await makeUser(t);
    await addSkill(token);
    const again = await t.call('POST', '/api/base_user/user-skills/', {
      token,
      payload: { title: ' typescript ' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ title: [MESSAGES.skillDuplicate] });
    const blank = await t.call('POST', '/api/base_user/user-skills/', { token, payload: { title: '' } });
    expect(blank.body).toEqual({ title: [MESSAGES.titleRequired] });
  });

  it('asks visitors for a user filter', async () => {
    const res = await t.call('GET', '/api/base_user/user-skills/');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ user: [MESSAGES.userFilterRequired] });
  });

  it('are changed and deleted by their owner only', async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const skill = await addSkill(owner.token);
    const url = `/api/base_user/user-skills/${skill.id}/`;
    const patch = await t.call('PATCH', url, { token: other.token, payload: { title: 'Go' } });
    expect(patch.status).toBe(403);
    expect(patch.body).toEqual({ detail: MESSAGES.notOwner });
    expect((await t.call('DELETE', url, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', '/api/base_user/user-skills/nope/', { token: owner.token })).status).toBe(
      404,
    );
    const mine = await t.call('PATCH', url, { token: owner.token, payload: { title: 'Go' } });
    expect(mine.body.title).toBe('Go');
    expect((await t.call('DELETE', url, { token: owner.token })).status).toBe(204);
    expect((await t.call('DELETE', url, { token: owner.token })).status).toBe(404);
  });

  it('update-user-skill replaces the set and keeps the endorsements of kept skills', async () => {
    const owner = await makeUser(t);
    const fan = await makeUser(t);
    const kept = await addSkill(owner.token, { title: 'React' });
    await addSkill(owner.token, { title: 'Vue' });
    await t.call('POST', '/api/base_user/user-skill-endorsements/', {
      token: fan.token,
      payload: { skill: kept.id },
    });
    const res = await t.call('PATCH', '/api/base_user/update-user-skill/', {
      token: owner.token,
      payload: { skills: [{ id: kept.id, title: 'React 19', description: 'Hooks' }, { title: 'Astro' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.skills.map((s: { title: string }) => s.title)).toEqual(['React 19', 'Astro']);
    expect(res.body.skills[0]).toMatchObject({ id: kept.id, endorsed_count: 1 });
  });

  it('update-user-skill refuses another user’s skill id', async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const theirs = await addSkill(other.token);
    const res = await t.call('PATCH', '/api/base_user/update-user-skill/', {
      token: owner.token,
      payload: { skills: [{ id: theirs.id, title: 'Mine now' }] },
    });
    expect(res.status).toBe(403);
  });
});

describe('endorsements', () => {
  it('count once per endorser, never one’s own, and tell the reader whether they endorsed', async () => {
    const owner = await makeUser(t);
    const fan = await makeUser(t, { fullName: 'Sami Nasser' });
    const third = await makeUser(t);
    const skill = await addSkill(owner.token);
    const endorse = (token: string) =>
      t.call('POST', '/api/base_user/user-skill-endorsements/', { token, payload: { skill: skill.id } });

    const own = await endorse(owner.token);
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ skill: [MESSAGES.endorseOwnSkill] });

    const first = await endorse(fan.token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: skill.id, endorsed_count: 1, is_endorsed: true });
    const second = await endorse(fan.token);
    expect(second.status).toBe(200);
    expect(second.body.endorsed_count).toBe(1);

    const read = (token?: string) =>
      t.call('GET', `/api/base_user/user-skills/?user=${owner.user.id}`, { token });
    expect((await read(fan.token)).body.results[0]).toMatchObject({ endorsed_count: 1, is_endorsed: true });
    expect((await read(third.token)).body.results[0]).toMatchObject({
      endorsed_count: 1,
      is_endorsed: false,
    });
    expect((await read()).body.results[0]).toMatchObject({ endorsed_count: 1, is_endorsed: false });

    const notes = await t.call('GET', '/api/notification/notification/?system_type=guild', {
      token: owner.token,
    });
    expect(notes.body.count).toBe(1);
    expect(notes.body.results[0]).toMatchObject({
      kind: 'endorsement',
      is_read: false,
      message: 'Sami Nasser endorsed your skill “TypeScript”.',
      actions: [
        { id: fan.user.id, type: 'user' },
        { id: skill.id, type: 'skill' },
      ],
    });

    const withdrawn = await t.call('DELETE', `/api/base_user/user-skill-endorsements/${skill.id}/`, {
      token: fan.token,
    });
    expect(withdrawn.body).toMatchObject({ endorsed_count: 0, is_endorsed: false });
  });

  it('answers 404 for an unknown skill', async () => {
    const { token } = await makeUser(t);
    const res = await t.call('POST', '/api/base_user/user-skill-endorsements/', {
      token,
      payload: { skill: 'missing' },
    });
    expect(res.status).toBe(404);
  });
});

describe('certifications', () => {
  it('need a user filter to be listed (spec §5)', async () => {
    const res = await t.call('GET', '/api/base_user/user-certifications-list/');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ user: [MESSAGES.userFilterRequired] });
  });

  it('name each missing required field in the spec words', async () => {
    const { token } = await makeUser(t);
    const res = await t.call('POST', '/api/base_user/user-certifications/', { token, payload: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      title: [MESSAGES.titleRequired],
      issued_by: [MESSAGES.issuerRequired],
      issue_date: [MESSAGES.issueDateRequired],
      certificate_id: [MESSAGES.credentialIdRequired],
    });
  });

  it('refuse an expiry before the issue date and a bad URL', async () => {
    const { token } = await makeUser(t);
    const res = await t.call('POST', '/api/base_user/user-certifications/', {
      token,
      payload: { ...CERT, expiry_date: '2020-01-01', certificate_url: 'not a url' },
    });
    expect(res.body).toEqual({
      expiry_date: [MESSAGES.expiryBeforeIssue],
      certificate_url: [MESSAGES.invalidUrl],
    });
  });

  it('are created, listed for anyone, changed and deleted by the owner only', async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const created = await t.call('POST', '/api/base_user/user-certifications/', {
      token: owner.token,
      payload: { ...CERT, description: '' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), ...CERT, description: null, user: owner.user.id });

    const list = await t.call('GET', `/api/base_user/user-certifications-list/?user=${owner.user.id}`);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toEqual(created.body);

    const url = `/api/base_user/user-certifications/${created.body.id}/`;
    const denied = await t.call('PATCH', url, { token: other.token, payload: { title: 'Mine' } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ detail: MESSAGES.notOwner });
    expect((await t.call('DELETE', url, { token: other.token })).status).toBe(403);

    const bad = await t.call('PATCH', url, { token: owner.token, payload: { expiry_date: '2000-01-01' } });
    expect(bad.body).toEqual({ expiry_date: [MESSAGES.expiryBeforeIssue] });
    const ok = await t.call('PATCH', url, {
      token: owner.token,
      payload: { title: 'AWS Developer – Associate' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ title: 'AWS Developer – Associate', issued_by: CERT.issued_by });

    expect((await t.call('DELETE', url, { token: owner.token })).status).toBe(204);
    expect((await t.call('GET', url)).status).toBe(404);
  });

  it('need a signed-in user to be added', async () => {
    const res = await t.call('POST', '/api/base_user/user-certifications/', { payload: CERT });
    expect(res.status).toBe(401);
  });
});

describe('honors and awards', () => {
  it('need a user filter, and title, issuing organization and award date', async () => {
    expect((await t.call('GET', '/api/base_user/user-honors-list/')).body).toEqual({
      user: [MESSAGES.userFilterRequired],
    });
    const { token } = await makeUser(t);
    const res = await t.call('POST', '/api/base_user/user-honors/', { token, payload: { description: 'x' } });
    expect(res.body).toEqual({
      title: [MESSAGES.titleRequired],
      awarded_by: [MESSAGES.awardedByRequired],
      award_date: [MESSAGES.awardDateRequired],
    });
  });

  it('are listed for a user and deleted by the owner only', async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const created = await t.call('POST', '/api/base_user/user-honors/', {
      token: owner.token,
      payload: AWARD,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      ...AWARD,
      issue_date: null,
      expiry_date: null,
      description: null,
      user: owner.user.id,
    });
    const list = await t.call('GET', `/api/base_user/user-honors-list/?user=${owner.user.id}`);
    expect(list.body.results).toEqual([created.body]);
    const url = `/api/base_user/user-honors/${created.body.id}/`;
    expect((await t.call('PATCH', url, { token: other.token, payload: { title: 'x' } })).status).toBe(403);
    expect((await t.call('DELETE', url, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', url, { token: owner.token })).status).toBe(204);
  });
});

describe('addresses', () => {
  it('need name, phone, first line, city, country and postal code', async () => {
    const { token } = await makeUser(t);
    const res = await t.call('POST', '/api/base_user/user-address/', { token, payload: { state: 'Amman' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(
      ['address_line1', 'city', 'country', 'name', 'phone', 'postal_code'].sort(),
    );
    expect(res.body.name).toEqual([MESSAGES.required]);
  });

  it('belong to their owner alone', async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const created = await t.call('POST', '/api/base_user/user-address/', {
      token: owner.token,
      payload: ADDRESS,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), ...ADDRESS, address_line2: null, state: null });
    const url = `/api/base_user/user-address/${created.body.id}/`;
    expect((await t.call('GET', url, { token: other.token })).status).toBe(403);
    expect((await t.call('PATCH', url, { token: other.token, payload: { city: 'Irbid' } })).status).toBe(403);
    expect((await t.call('DELETE', url, { token: other.token })).status).toBe(403);
    expect((await t.call('GET', '/api/base_user/user-address/', { token: other.token })).body.count).toBe(0);
    const mine = await t.call('GET', '/api/base_user/user-address/', { token: owner.token });
    expect(mine.body.results).toEqual([created.body]);
    const patched = await t.call('PATCH', url, { token: owner.token, payload: { city: 'Irbid' } });
    expect(patched.body.city).toBe('Irbid');
    expect((await t.call('PATCH', url, { token: owner.token, payload: { city: '' } })).body).toEqual({
      city: [MESSAGES.required],
    });
    expect((await t.call('DELETE', url, { token: owner.token })).status).toBe(204);
  });
});

describe('social links', () => {
  it('must point to the chosen site, once per site, and show on the account', async () => {
    const { token } = await makeUser(t);
    const wrong = await t.call('POST', '/api/base_user/social-links/', {
      token,
      payload: { name: 'github', url: 'https://gitlab.com/someone' },
    });
    expect(wrong.body).toEqual({ url: [MESSAGES.socialLinkSite] });
    const unknown = await t.call('POST', '/api/base_user/social-links/', {
      token,
      payload: { name: 'myspace', url: 'https://myspace.com/x' },
    });
    expect(unknown.body).toEqual({ name: [MESSAGES.socialLinkName] });
    const ok = await t.call('POST', '/api/base_user/social-links/', {
      token,
      payload: { name: 'github', url: 'https://github.com/octocat' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ id: expect.any(String), name: 'github', url: 'https://github.com/octocat' });
    const twice = await t.call('POST', '/api/base_user/social-links/', {
      token,
      payload: { name: 'github', url: 'https://github.com/other' },
    });
    expect(twice.body).toEqual({ name: [MESSAGES.socialLinkTaken] });
    const me = await t.call('GET', '/api/auth/user/', { token });
    expect(me.body.social_links).toEqual([ok.body]);
  });

  it('are changed by their owner only', async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const link = await t.call('POST', '/api/base_user/social-links/', {
      token: owner.token,
      payload: { name: 'linkedin', url: 'https://www.linkedin.com/in/someone' },
    });
    const url = `/api/base_user/social-links/${link.body.id}/`;
    expect(
      (await t.call('PATCH', url, { token: other.token, payload: { url: 'https://x.com/a' } })).status,
    ).toBe(403);
    const bad = await t.call('PATCH', url, { token: owner.token, payload: { url: 'https://x.com/a' } });
    expect(bad.body).toEqual({ url: [MESSAGES.socialLinkSite] });
    const ok = await t.call('PATCH', url, {
      token: owner.token,
      payload: { url: 'https://linkedin.com/in/renamed' },
    });
    expect(ok.body.url).toBe('https://linkedin.com/in/renamed');
    expect((await t.call('DELETE', url, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', url, { token: owner.token })).status).toBe(204);
  });
});

describe('following', () => {
  it('moves each count by exactly one, once, and tells the reader', async () => {
    const star = await makeUser(t, { fullName: 'Rania Aziz' });
    const fan = await makeUser(t, { fullName: 'Karim Said' });
    const follow = (path: string) =>
      t.call('POST', `/api/friendship/${path}/`, {
        token: fan.token,
        payload: { id: star.user.id, full_name: star.user.fullName, email: star.user.email },
      });
    const card = (token?: string) => t.call('GET', `/api/gig/gig/user-profile/${star.user.id}/`, { token });
    const before = (await card(fan.token)).body;
    expect(before).toMatchObject({ follower: 0, is_followed: false });

    const first = await follow('add-follower');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      detail: MESSAGES.followed,
      id: star.user.id,
      is_followed: true,
      follower: 1,
      following: 0,
    });
    expect((await follow('add-follower')).body.follower).toBe(1);
    expect((await card(fan.token)).body).toMatchObject({ follower: 1, is_followed: true });
    expect((await card()).body).toMatchObject({ follower: 1, is_followed: false });
    expect((await t.call('GET', `/api/gig/gig/user-profile/${fan.user.id}/`)).body.following).toBe(1);

    const followers = await t.call('GET', `/api/base_user/${star.user.id}/user-followers/`, {
      token: star.token,
    });
    expect(followers.body.count).toBe(1);
    expect(followers.body.results[0]).toMatchObject({
      id: fan.user.id,
      full_name: 'Karim Said',
      is_followed: false,
    });
    const followings = await t.call('GET', `/api/base_user/${fan.user.id}/user-followings/?search=rania`);
    expect(followings.body.results.map((u: { id: string }) => u.id)).toEqual([star.user.id]);
    expect(
      (await t.call('GET', `/api/base_user/${fan.user.id}/user-followings/?search=nobody`)).body.count,
    ).toBe(0);

    const notes = await t.call('GET', '/api/notification/notification/', { token: star.token });
    expect(notes.body.results.filter((n: { kind: string }) => n.kind === 'follow')).toHaveLength(1);
    expect(notes.body.results[0]).toMatchObject({
      title: 'New follower',
      message: 'Karim Said started following you.',
      actions: [{ id: fan.user.id, type: 'user' }],
    });

    const gone = await follow('remove-follower');
    expect(gone.body).toMatchObject({ detail: MESSAGES.unfollowed, is_followed: false, follower: 0 });
    expect((await follow('remove-follower')).body.follower).toBe(0);
    expect((await card(fan.token)).body).toMatchObject({ follower: 0, is_followed: false });
  });

  it('refuses following yourself and unknown users', async () => {
    const me = await makeUser(t);
    const self = await t.call('POST', '/api/friendship/add-follower/', {
      token: me.token,
      payload: { id: me.user.id },
    });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ id: [MESSAGES.followSelf] });
    const nobody = await t.call('POST', '/api/friendship/add-follower/', {
      token: me.token,
      payload: { id: 'nobody' },
    });
    expect(nobody.status).toBe(404);
    expect(
      (await t.call('POST', '/api/friendship/add-follower/', { payload: { id: me.user.id } })).status,
    ).toBe(401);
  });

  it('answers in the Arabic of an Arabic reader', async () => {
    const star = await makeUser(t);
    const fan = await makeUser(t, { fullName: 'هدى' });
    await t.call('POST', '/api/friendship/add-follower/', {
      token: fan.token,
      payload: { id: star.user.id },
    });
    const notes = await t.call('GET', '/api/notification/notification/', {
      token: star.token,
      headers: { 'accept-language': 'ar' },
    });
    expect(notes.body.results[0]).toMatchObject({ title: 'متابع جديد', message: 'بدأ هدى بمتابعتك.' });
  });
});

describe('expert mode', () => {
  it('needs a skill and a GitHub link, then switches on and off with the spec messages', async () => {
    const { token } = await makeUser(t);
    const toggle = (is_expert: boolean) =>
      t.call('PATCH', '/api/base_user/expert-mode/', { token, payload: { is_expert } });
    const refused = await toggle(true);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      non_field_errors: [MESSAGES.expertFailed],
      skills: [MESSAGES.expertNeedsSkill],
      github: [MESSAGES.expertNeedsGithub],
    });
    await addSkill(token);
    expect((await toggle(true)).body).toEqual({
      non_field_errors: [MESSAGES.expertFailed],
      github: [MESSAGES.expertNeedsGithub],
    });
    await t.call('POST', '/api/base_user/social-links/', {
      token,
      payload: { name: 'github', url: 'https://github.com/layla-dev' },
    });
    const on = await toggle(true);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ detail: 'You are now an expert!', is_expert: true });
    expect((await t.call('GET', '/api/auth/user/', { token })).body.is_expert).toBe(true);
    expect((await toggle(false)).body).toEqual({ detail: 'Expert mode disabled.', is_expert: false });
  });
});

describe('users on the marketplace', () => {
  const CARD_FIELDS = [
    'id',
    'appreciations',
    'avatar',
    'banner_image',
    'city',
    'company_name',
    'description',
    'full_name',
    'email',
    'phone',
    'gender',
    'location',
    'foundation_date',
    'website',
    'social_links',
    'follower',
    'following',
    'visits',
    'is_followed',
    'skills',
    'job_title',
    'last_message',
    'last_message_timestamp',
    'unread_messages_count',
    'rating',
    'is_expert',
  ];

  it('a profile card has the spec §3 fields, and contact details only for signed-in readers', async () => {
    const { user, token } = await makeUser(t, { phone: '+20 100 000 0000', city: 'Cairo' });
    const anon = await t.call('GET', `/api/gig/gig/user-profile/${user.id}/`);
    expect(Object.keys(anon.body).sort()).toEqual([...CARD_FIELDS].sort());
    expect(anon.body).toMatchObject({ email: null, phone: null, city: 'Cairo', appreciations: 0, visits: 0 });
    const signed = await t.call('GET', `/api/gig/gig/user-profile/${user.id}/`, { token });
    expect(signed.body).toMatchObject({ email: user.email, phone: '+20 100 000 0000' });
    expect((await t.call('GET', '/api/gig/gig/user-profile/unknown/')).status).toBe(404);
  });

  it('are filtered by name, city and location, case-insensitively, and paginated', async () => {
    const tag = `Zx${Date.now()}`;
    await makeUser(t, { fullName: `Yasmin ${tag}`, city: 'Alexandria', location: 'Egypt' });
    await makeUser(t, { fullName: `Omar ${tag}`, city: 'Dubai', location: 'United Arab Emirates' });
    await makeUser(t, { fullName: `Lina ${tag}`, city: 'Alexandria', location: 'Egypt' });
    const names = async (query: string) =>
      (await t.call('GET', `/api/gig/gig/user-profile/?${query}`)).body.results.map(
        (u: { full_name: string }) => u.full_name.split(' ')[0],
      );
    expect(await names(`name=${tag.toLowerCase()}`)).toEqual(['Lina', 'Omar', 'Yasmin']);
    expect(await names(`name=${tag}&city=alexAND`)).toEqual(['Lina', 'Yasmin']);
    expect(await names(`name=${tag}&location=emirates`)).toEqual(['Omar']);
    const first = await t.call('GET', `/api/gig/gig/user-profile/?name=${tag}&page_size=2`);
    expect(first.body.count).toBe(3);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.next).toContain('page=2');
    const second = await t.call('GET', `/api/gig/gig/user-profile/?name=${tag}&page_size=2&page=2`);
    expect(second.body.results).toHaveLength(1);
  });

  it('order by most followers', async () => {
    const tag = `Ord${Date.now()}`;
    const quiet = await makeUser(t, { fullName: `Aaron ${tag}` });
    const loud = await makeUser(t, { fullName: `Zaid ${tag}` });
    const fan = await makeUser(t);
    await t.call('POST', '/api/friendship/add-follower/', {
      token: fan.token,
      payload: { id: loud.user.id },
    });
    const ids = (
      await t.call('GET', `/api/gig/gig/user-profile/?name=${tag}&ordering=-follower`)
    ).body.results.map((u: { id: string }) => u.id);
    expect(ids).toEqual([loud.user.id, quiet.user.id]);
  });

  it('home-page users leave out the default (empty) avatar, and the chat variant is empty until chat exists', async () => {
    const tag = `Home${Date.now()}`;
    const pictured = await makeUser(t, { fullName: `Pictured ${tag}`, avatar: 'avatars/p.png' });
    await makeUser(t, { fullName: `Plain ${tag}` });
    const res = await t.call('GET', `/api/gig/home-page-users/?name=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((u: { id: string }) => u.id)).toEqual([pictured.user.id]);
    expect(Object.keys(res.body.results[0])).toEqual(
      expect.arrayContaining([
        'id',
        'full_name',
        'avatar',
        'social_links',
        'team',
        'follower',
        'is_followed',
        'skills',
      ]),
    );
    expect(res.body.results[0].avatar).toBe('http://guild.test/media/avatars/p.png');
    const chat = await t.call('GET', '/api/gig/home-page-users/?is_gig_chat=true', { token: pictured.token });
    expect(chat.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('home-page users name their team: the one they lead, else the first they belong to', async () => {
    const tag = `Crew${Date.now()}`;
    const lead = await makeUser(t, { fullName: `Lead ${tag}`, avatar: 'avatars/l.png' });
    const member = await makeUser(t, { fullName: `Member ${tag}`, avatar: 'avatars/m.png' });
    await makeUser(t, { fullName: `Loner ${tag}`, avatar: 'avatars/o.png' });
    const q = handle(t.db);
    const crew = single(
      await q
        .insert(teams)
        .values({ name: `${tag} Studio`, teamLeadId: lead.id })
        .returning(),
    );
    const other = single(
      await q
        .insert(teams)
        .values({ name: `${tag} Other`, teamLeadId: member.id })
        .returning(),
    );
    await q.insert(teamMembers).values([
      { teamId: crew.id, userId: lead.id, position: 0 },
      { teamId: crew.id, userId: member.id, position: 1 },
      { teamId: other.id, userId: member.id, position: 0 },
    ]);
    const res = await t.call('GET', `/api/gig/home-page-users/?name=${tag}`);
    const teamOf = Object.fromEntries(
      res.body.results.map((u: { full_name: string; team: unknown }) => [u.full_name.split(' ')[0], u.team]),
    );
    expect(teamOf).toEqual({
      Lead: { id: crew.id, name: `${tag} Studio` },
      // Member leads "Other" and belongs to "Studio": the team they lead wins.
      Member: { id: other.id, name: `${tag} Other` },
      Loner: null,
    });
  });
});

describe('profile card filters', () => {
  it('keep experts or the others by is_expert, and match names ignoring case', async () => {
    const tag = `Filterling${Date.now()}`;
    const expert = await makeUser(t, { fullName: `Ada ${tag}`, isExpert: true });
    const other = await makeUser(t, { fullName: `Ben ${tag}`, isExpert: false });
    const ids = async (query: string) =>
      (await t.call('GET', `/api/gig/gig/user-profile/?name=${tag.toLowerCase()}${query}`)).body.results.map(
        (card: { id: string }) => card.id,
      );
    expect((await ids('')).sort()).toEqual([expert.id, other.id].sort());
    expect(await ids('&is_expert=true')).toEqual([expert.id]);
    expect(await ids('&is_expert=false')).toEqual([other.id]);
  });
});

describe('following at the same moment, on two instances sharing the database', () => {
  it('counts each follower once and tells the followed user once per follower', async () => {
    const { other: b, close } = await secondInstance(t, { STATS_REFRESH_SECONDS: '0' });
    try {
      const star = await makeUser(t);
      const fans = await Promise.all(Array.from({ length: 5 }, () => makeUser(t)));
      const on = (i: number) => [t, b][i % 2]!;
      const answers = await Promise.all(
        fans.flatMap((fan, i) =>
          [i, i + 1].map((n) =>
            on(n).call('POST', '/api/friendship/add-follower/', {
              token: fan.token,
              payload: { id: star.user.id },
            }),
          ),
        ),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const card = await b.call('GET', `/api/gig/gig/user-profile/${star.user.id}/`);
      expect(card.body).toMatchObject({ follower: 5 });
      const notes = await t.call(
        'GET',
        '/api/notification/notification/?system_type=guild&page=1&page_size=20',
        {
          token: star.token,
        },
      );
      expect(notes.body).toMatchObject({ count: 5, unread_count: 5 });
    } finally {
      await close();
    }
  });
});

describe('notifications', () => {
  it('are listed with unread_count, marked read one by one by their owner, then all at once', async () => {
    const star = await makeUser(t);
    const stranger = await makeUser(t);
    for (let i = 0; i < 3; i += 1) {
      const fan = await makeUser(t);
      await t.call('POST', '/api/friendship/add-follower/', {
        token: fan.token,
        payload: { id: star.user.id },
      });
    }
    const list = await t.call('GET', '/api/notification/notification/?system_type=guild&page=1&page_size=2', {
      token: star.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 3, unread_count: 3, previous: null });
    expect(list.body.results).toHaveLength(2);
    expect(list.body.next).toContain('page=2');
    const note = list.body.results[0];
    expect(Object.keys(note)).toEqual(
      expect.arrayContaining(['id', 'title', 'image', 'message', 'is_read', 'actions']),
    );

    const url = `/api/notification/notification/${note.id}/`;
    expect((await t.call('PATCH', url, { token: stranger.token, payload: { is_read: true } })).status).toBe(
      403,
    );
    expect(
      (
        await t.call('PATCH', '/api/notification/notification/nope/', {
          token: star.token,
          payload: { is_read: true },
        })
      ).status,
    ).toBe(404);
    const read = await t.call('PATCH', url, { token: star.token, payload: { is_read: true } });
    expect(read.body).toMatchObject({ id: note.id, is_read: true });
    expect(
      (await t.call('GET', '/api/notification/notification/', { token: star.token })).body.unread_count,
    ).toBe(2);

    const all = await t.call('PATCH', '/api/notification/notification/all-read/', {
      token: star.token,
      payload: { system_type: 'guild' },
    });
    expect(all.body).toEqual({ detail: MESSAGES.allNotificationsRead, updated: 2, unread_count: 0 });
    const after = await t.call('GET', '/api/notification/notification/', { token: star.token });
    expect(after.body.unread_count).toBe(0);
    expect(after.body.results.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
  });

  it('need a signed-in reader', async () => {
    expect((await t.call('GET', '/api/notification/notification/')).status).toBe(401);
  });
});

describe('orderings a list does not know', () => {
  it('are ignored, never looked up on an object prototype', async () => {
    const star = await makeUser(t, { avatar: 'avatars/star.png' });
    const fan = await makeUser(t, { avatar: 'avatars/fan.png' });
    await t.call('POST', '/api/friendship/add-follower/', { token: fan.token, payload: { id: star.id } });
    const lists = [
      '/api/gig/home-page-users/',
      '/api/gig/gig/user-profile/',
      `/api/base_user/${star.id}/user-followers/`,
      `/api/base_user/${fan.id}/user-followings/`,
    ];
    for (const list of lists) {
      for (const ordering of ['__proto__', '-__proto__', 'constructor', '-constructor']) {
        const res = await t.call('GET', `${list}?ordering=${ordering}`);
        expect({ list, ordering, status: res.status }).toEqual({ list, ordering, status: 200 });
        expect(res.body.count).toBeGreaterThan(0);
      }
    }
  });
});

describe('a skill PATCH without changes', () => {
  it('answers 200 with the skill unchanged', async () => {
    const { token } = await makeUser(t);
    const skill = await addSkill(token);
    const res = await t.call('PATCH', `/api/base_user/user-skills/${skill.id}/`, { token, payload: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(skill);
  });
});

describe('a change and its notification', () => {
  /** Makes the next notification fail, as a broken database write would. */
  function failingNotifier() {
    const notifier = t.app.notifier;
    const original = notifier.notify;
    notifier.notify = async () => {
      throw new Error('the notification could not be written');
    };
    return () => {
      notifier.notify = original;
    };
  }

  it('an endorsement is not kept when its notification cannot be written', async () => {
    const owner = await makeUser(t);
    const fan = await makeUser(t);
    const skill = await addSkill(owner.token);
    const restore = failingNotifier();
    try {
      const res = await t.call('POST', '/api/base_user/user-skill-endorsements/', {
        token: fan.token,
        payload: { skill: skill.id },
      });
      expect(res.status).toBe(500);
    } finally {
      restore();
    }
    const list = await t.call('GET', `/api/base_user/user-skills/?user=${owner.id}`);
    expect(list.body.results[0].endorsed_count).toBe(0);
  });

  it('a follow is not kept when its notification cannot be written', async () => {
    const star = await makeUser(t);
    const fan = await makeUser(t);
    const restore = failingNotifier();
    try {
      const res = await t.call('POST', '/api/friendship/add-follower/', {
        token: fan.token,
        payload: { id: star.id },
      });
      expect(res.status).toBe(500);
    } finally {
      restore();
    }
    const card = await t.call('GET', `/api/gig/gig/user-profile/${star.id}/`);
    expect(card.body.follower).toBe(0);
  });
});

describe('route parameters', () => {
  it('answer 404 for a malformed id or user id', async () => {
    const { token } = await makeUser(t);
    expect(await t.call('GET', '/api/gig/gig/user-profile/not%20an%20id/')).toMatchObject({
      status: 404,
      code: 'notFound',
    });
    expect((await t.call('GET', '/api/base_user/bad%24id/user-followers/')).status).toBe(404);
    expect(
      (await t.call('DELETE', '/api/base_user/user-skill-endorsements/bad%24id/', { token })).status,
    ).toBe(404);
  });

  it('serve a page size above 100 as 100', async () => {
    const res = await t.call('GET', '/api/gig/gig/user-profile/?page_size=1000');
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeLessThanOrEqual(100);
    expect((await t.call('GET', '/api/gig/gig/user-profile/?page_size=ten')).status).toBe(400);
  });
});
