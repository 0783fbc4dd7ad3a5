import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

// The routes of the profiles, stats, notifications, contact, newsletter and analytics modules, as
// the API reference lists them: every one has a schema for what it answers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STATS_REFRESH_SECONDS: '0' } });
});
afterAll(async () => {
  await t.close();
});

const ROUTES: Record<string, string[]> = {
  profiles: [
    'get /api/base_user/user-address/',
    'post /api/base_user/user-address/',
    'get /api/base_user/user-address/{id}/',
    'patch /api/base_user/user-address/{id}/',
    'delete /api/base_user/user-address/{id}/',
    'get /api/base_user/social-links/',
    'post /api/base_user/social-links/',
    'patch /api/base_user/social-links/{id}/',
    'delete /api/base_user/social-links/{id}/',
    'get /api/base_user/user-skills/',
    'post /api/base_user/user-skills/',
    'patch /api/base_user/user-skills/{id}/',
    'delete /api/base_user/user-skills/{id}/',
    'patch /api/base_user/update-user-skill/',
    'post /api/base_user/user-skill-endorsements/',
    'delete /api/base_user/user-skill-endorsements/{skill}/',
    'get /api/base_user/user-certifications-list/',
    'post /api/base_user/user-certifications/',
    'get /api/base_user/user-certifications/{id}/',
    'patch /api/base_user/user-certifications/{id}/',
    'delete /api/base_user/user-certifications/{id}/',
    'get /api/base_user/user-honors-list/',
    'post /api/base_user/user-honors/',
    'get /api/base_user/user-honors/{id}/',
    'patch /api/base_user/user-honors/{id}/',
    'delete /api/base_user/user-honors/{id}/',
    'get /api/base_user/{user_id}/user-followers/',
    'get /api/base_user/{user_id}/user-followings/',
    'post /api/friendship/add-follower/',
    'post /api/friendship/remove-follower/',
    'patch /api/base_user/expert-mode/',
    'get /api/gig/home-page-users/',
    'get /api/gig/gig/user-profile/',
    'get /api/gig/gig/user-profile/{id}/',
  ],
  stats: [
    'get /api/gig/user-github-data/{id}/',
    'get /api/gig/user-leetcode-data/{id}/',
    'get /api/gig/users-github-data/',
  ],
  notifications: [
    'get /api/notification/notification/',
    'patch /api/notification/notification/all-read/',
    'patch /api/notification/notification/{id}/',
  ],
  contact: ['post /api/contact/'],
  newsletter: [
    'post /api/newsletter/subscribe/',
    'get /api/newsletter/confirm/',
    'get /api/newsletter/unsubscribe/',
    'post /api/newsletter/unsubscribe/',
  ],
  analytics: ['get /api/analytics'],
};

type Operation = { tags?: string[]; responses?: Record<string, { content?: unknown }> };

describe('the API reference', () => {
  it('lists every route of these modules under its module, each with the schema of its answer', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const found: Record<string, string[]> = {};
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const tag = op.tags?.[0];
        if (!tag || !(tag in ROUTES)) continue;
        found[tag] = [...(found[tag] ?? []), `${method} ${path}`];
        const answers = Object.entries(op.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status));
        expect({ route: `${method} ${path}`, answers: answers.length > 0 }).toEqual({
          route: `${method} ${path}`,
          answers: true,
        });
        for (const [status, answer] of answers) {
          if (status !== '204' && status !== '303') {
            expect({ route: `${method} ${path}`, status, schema: Boolean(answer.content) }).toEqual({
              route: `${method} ${path}`,
              status,
              schema: true,
            });
          }
        }
      }
    }
    for (const [tag, routes] of Object.entries(ROUTES))
      expect(found[tag]?.sort()).toEqual([...routes].sort());
  });
});
