import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { makeGig, makeUser } from '../test/factories';
import { gigs, notifications } from '../test/tables';
import { handle } from './db';
import { createLocalFanout } from './fanout';
import { createPublicAnswers, forgetOnWrites, type PublicAnswers } from './public-answers';

/** A bare app with one answered route whose answer is the number of times it was built. */
async function counted(answers: PublicAnswers, slow?: Promise<void>) {
  let builds = 0;
  const app = Fastify();
  forgetOnWrites(app, answers);
  app.get('/n', (request, reply) =>
    answers.answer(request, reply, async () => {
      builds += 1;
      const n = builds;
      await slow;
      return { n };
    }),
  );
  app.post('/write', async () => ({ ok: true }));
  await app.ready();
  const get = async (headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: '/n', headers });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json().n as number;
  };
  return { app, get, builds: () => builds };
}

describe('visitors’ answers kept for a moment', () => {
  it('answers the same address again from memory, until it is older than its time', async () => {
    let clock = 1_000;
    const { get, builds } = await counted(createPublicAnswers({ ttlMs: 1000, now: () => clock }));
    expect(await get()).toBe(1);
    clock += 999;
    expect(await get()).toBe(1);
    expect(builds()).toBe(1);
    clock += 1;
    expect(await get()).toBe(2);
  });

  it('builds every signed-in reader’s answer for them', async () => {
    const { get } = await counted(createPublicAnswers({ ttlMs: 60_000 }));
    expect(await get()).toBe(1);
    expect(await get({ authorization: 'Bearer someone' })).toBe(2);
    expect(await get({ authorization: 'Bearer someone' })).toBe(3);
    expect(await get()).toBe(1);
  });

  it('forgets everything on a write, and never keeps an answer built before it', async () => {
    const answers = createPublicAnswers({ ttlMs: 60_000 });
    let release!: () => void;
    const { app, get } = await counted(
      answers,
      new Promise((r) => {
        release = r;
      }),
    );
    // The first build waits; a write lands while it is running.
    const first = get();
    await new Promise((r) => setTimeout(r, 10));
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);
    release();
    expect(await first).toBe(1);
    // The answer read before the write was not kept.
    expect(await get()).toBe(2);
    expect(await get()).toBe(2);
    await app.inject({ method: 'POST', url: '/write' });
    expect(await get()).toBe(3);
  });

  it('forgets on every instance that shares the fanout', async () => {
    const fanout = createLocalFanout<number>();
    const one = await counted(createPublicAnswers({ ttlMs: 60_000, fanout }));
    const two = await counted(createPublicAnswers({ ttlMs: 60_000, fanout }));
    expect([await one.get(), await two.get()]).toEqual([1, 1]);
    expect([await one.get(), await two.get()]).toEqual([1, 1]);
    await one.app.inject({ method: 'POST', url: '/write' });
    expect([await one.get(), await two.get()]).toEqual([2, 2]);
  });

  it('lets the oldest answers go once they hold more characters than allowed', async () => {
    const answers = createPublicAnswers({ ttlMs: 60_000, maxChars: 1280 });
    let builds = 0;
    const app = Fastify();
    app.get('/page', (request, reply) =>
      answers.answer(request, reply, async () => {
        builds += 1;
        return { text: 'x'.repeat(140) };
      }),
    );
    const get = (n: number) => app.inject({ method: 'GET', url: `/page?n=${n}` });
    // Eight answers of 151 characters fit in 1,280; the ninth pushes the first out.
    const eight = [1, 2, 3, 4, 5, 6, 7, 8];
    for (const n of [...eight, ...eight]) await get(n);
    expect(builds).toBe(8);
    await get(9);
    await get(2);
    expect(builds).toBe(9);
    await get(1);
    expect(builds).toBe(10);
  });

  it('keeps nothing with a time of 0', async () => {
    const { get } = await counted(createPublicAnswers({ ttlMs: 0 }));
    expect([await get(), await get()]).toEqual([1, 2]);
  });
});

describe('the gig list and a gig, as a visitor reads them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicAnswerTtlMs: 60_000 });
  });
  afterAll(() => t.close());

  it('shows an owner’s edit at once, and what changed without a request only once the answer is old', async () => {
    const owner = await makeUser(t);
    const gig = await makeGig(t, owner.token, { name: 'Brand kit' });
    const names = async () => ({
      list: (
        (await t.call('GET', '/api/gig/gigs/?page_size=50')).body.results as { id: string; name: string }[]
      ).find((g) => g.id === gig.id)?.name,
      one: (await t.call('GET', `/api/gig/gigs/${gig.id}/`)).body.name,
    });
    expect(await names()).toEqual({ list: 'Brand kit', one: 'Brand kit' });

    // An edit through the API: the next visitor sees it.
    const edit = await t.call('PATCH', `/api/gig/v2-gigs/${gig.id}/`, {
      token: owner.token,
      payload: { name: 'Brand kit 2' },
    });
    expect(edit.status).toBe(200);
    expect(await names()).toEqual({ list: 'Brand kit 2', one: 'Brand kit 2' });

    // A change made in the database, not through a request: visitors get the kept answer…
    await handle(t.db).update(gigs).set({ name: 'Changed quietly' }).where(eq(gigs.id, gig.id));
    expect(await names()).toEqual({ list: 'Brand kit 2', one: 'Brand kit 2' });
    // …the owner, signed in, reads it as it is…
    expect((await t.call('GET', `/api/gig/gigs/${gig.id}/`, { token: owner.token })).body.name).toBe(
      'Changed quietly',
    );
    // …and any write forgets the kept answers.
    await t.call('POST', '/api/gig/gigs/like/', { token: owner.token, payload: { gig: gig.id } });
    expect(await names()).toEqual({ list: 'Changed quietly', one: 'Changed quietly' });
  });
});

describe('a reader’s notification list, kept for them alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicAnswerTtlMs: 60_000, env: { STATS_REFRESH_SECONDS: '0' } });
  });
  afterAll(() => t.close());

  const LIST = '/api/notification/notification/';
  const note = (userId: string, en: string) =>
    t.app.notifier.notify(userId, { kind: 'welcome', title: { en, ar: `${en} (ar)` }, message: 'Hello.' });
  const read = async (token: string, lang = 'en') => {
    const res = await t.call('GET', LIST, { token, headers: { 'accept-language': lang } });
    return {
      status: res.status,
      titles: ((res.body.results ?? []) as { title: string }[]).map((n) => n.title),
      unread: res.body.unread_count as number | undefined,
    };
  };

  it('shows a new notification, a read mark and a sign-out at once, and never another reader’s list', async () => {
    const reader = await makeUser(t);
    const other = await makeUser(t);
    await note(reader.id, 'First');
    expect(await read(reader.token)).toEqual({ status: 200, titles: ['First'], unread: 1 });

    // A change made in the database, not through the app: the reader's answer was kept…
    await handle(t.db).update(notifications).set({ isRead: true }).where(eq(notifications.userId, reader.id));
    expect(await read(reader.token)).toEqual({ status: 200, titles: ['First'], unread: 1 });
    // …but kept for them alone, in their language.
    expect(await read(other.token)).toEqual({ status: 200, titles: [], unread: 0 });
    expect(await read(reader.token, 'ar')).toEqual({ status: 200, titles: ['First (ar)'], unread: 0 });

    // A notification made outside any write route (here a direct call of the notifier) forgets it.
    await note(reader.id, 'Second');
    expect(await read(reader.token)).toEqual({ status: 200, titles: ['Second', 'First'], unread: 1 });

    // So does marking it read through the API.
    const all = await t.call('PATCH', `${LIST}all-read/`, {
      token: reader.token,
      payload: { system_type: 'guild' },
    });
    expect(all.status).toBe(200);
    expect(await read(reader.token)).toEqual({ status: 200, titles: ['Second', 'First'], unread: 0 });

    // The session is checked before anything kept is read: signed out, the same token is refused.
    const out = await t.call('POST', '/api/auth/logout/', { token: reader.token, payload: {} });
    expect(out.status).toBe(200);
    expect((await read(reader.token)).status).toBe(401);
  });
});
