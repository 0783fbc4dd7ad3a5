import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contracts/messages';
import { connectRedis } from './lib/redis';
import { startFakeUpstream } from './modules/stats/fixtures/fake-upstream';
import { testRefresher } from './modules/stats/fixtures/test-refresher';
import { exhaustLimit } from './test/accounts';
import { createTestApp, type TestApp } from './test/app';
import { makeGig, makeUser } from './test/factories';
import { redisMissing, startRedis, type TestRedis } from './test/redis';
import { signedIn } from './test/websocket';

// Two instances of the app in this process, on one DATA_DIR (database, secrets) and one Redis:
// what one instance does must reach the other's sockets, counts and leases. scripts/cluster.test.ts
// does the same with separate processes behind nginx.
const missing = redisMissing();
if (missing) console.warn(missing);

describe.skipIf(missing)('two instances sharing Redis', () => {
  let redis: TestRedis;
  let a: TestApp;
  let b: TestApp;
  const wsOf = (t: TestApp) => `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws/`;

  beforeAll(async () => {
    redis = await startRedis(3);
    // Visitors' answers are kept for a minute: only a write's message can make b forget them in time.
    const env = { REDIS_URL: redis.url, STATS_REFRESH_SECONDS: '0' };
    a = await createTestApp({ env, publicAnswerTtlMs: 60_000 });
    b = await createTestApp({ env, shareWith: a, publicAnswerTtlMs: 60_000 });
    for (const t of [a, b]) await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it('pushes a message posted through one instance to the sockets on the other', async () => {
    const alice = await makeUser(a);
    const bob = await makeUser(a);
    const bobOnB = await signedIn(wsOf(b), bob.token);
    const aliceOnA = await signedIn(wsOf(a), alice.token);
    const res = await a.call('POST', '/api/chat/chats/', {
      token: alice.token,
      payload: { receiver: bob.id, content: 'across instances' },
    });
    expect(res.status).toBe(201);
    expect((await bobOnB.next('chat.message')).data).toEqual(res.body);
    expect((await aliceOnA.next('chat.message')).data).toEqual(res.body);
    // The notification is rendered on b, in the language b's socket asked for.
    expect((await bobOnB.next('notification')).data).toMatchObject({ kind: 'chat' });
    // Typing sent on b's socket reaches alice on a.
    bobOnB.send({ type: 'typing', to: alice.id });
    expect((await aliceOnA.next('typing')).data).toEqual({ from: bob.id, to: alice.id });
    for (const c of [bobOnB, aliceOnA]) c.ws.close();
  });

  it('shows a visitor on one instance a gig edited through the other', async () => {
    const owner = await makeUser(a);
    const gig = await makeGig(a, owner.token, { name: 'Icon set' });
    const nameOnB = async () => (await b.call('GET', `/api/gig/gigs/${gig.id}/`)).body.name;
    expect(await nameOnB()).toBe('Icon set');
    const edit = await a.call('PATCH', `/api/gig/v2-gigs/${gig.id}/`, {
      token: owner.token,
      payload: { name: 'Icon set 2' },
    });
    expect(edit.status).toBe(200);
    // The write's message crosses Redis in about a millisecond; b keeps the old answer until it arrives.
    await expect.poll(nameOnB, { timeout: 2000, interval: 20 }).toBe('Icon set 2');
  });

  it('shows a reader on one instance a notification made on the other outside any request', async () => {
    const reader = await makeUser(a);
    const countOnB = async () =>
      (await b.call('GET', '/api/notification/notification/', { token: reader.token })).body.count;
    expect(await countOnB()).toBe(0);
    // A direct call of the notifier: no write route forgets, only the notification's commit.
    await a.app.notifier.notify(reader.id, { kind: 'welcome', title: 'Welcome', message: 'Hello.' });
    await expect.poll(countOnB, { timeout: 2000, interval: 20 }).toBe(1);
  });

  it('counts a rate limit across both instances', async () => {
    const last = await exhaustLimit(10, (i) =>
      (i % 2 ? a : b).call('POST', '/api/auth/login/', {
        remoteAddress: '192.0.2.91',
        payload: { email: 'ghost@example.test', password: 'Wrong-pass-1' },
      }),
    );
    expect(last.body).toEqual({ detail: MESSAGES.tooManyRequests });
    // The other instance says the same: the count is one.
    const other = await a.call('POST', '/api/auth/login/', {
      remoteAddress: '192.0.2.91',
      payload: { email: 'ghost@example.test', password: 'Wrong-pass-1' },
    });
    expect(other.status).toBe(429);
  });

  it('refreshes each profile on one instance only', async () => {
    const upstream = await startFakeUpstream();
    const connections = await Promise.all([a, b].map(() => connectRedis(redis.url, a.app.log)));
    try {
      const refreshers = [a, b].map((t, i) => testRefresher(t, upstream, connections[i]!.leases));
      const who = await makeUser(a);
      const link = await a.call('POST', '/api/base_user/social-links/', {
        token: who.token,
        payload: { name: 'github', url: 'https://github.com/octo-ok' },
      });
      expect(link.status).toBe(201);
      const before = upstream.seen.length;
      const tried = await Promise.all(refreshers.map((r) => r.runOnce()));
      // The profile was imported once, by one of them: no GitHub path (user, repos, orgs, each
      // popular repository's workflow runs) was asked for twice.
      expect(tried.sort()).toEqual([0, 1]);
      const paths = upstream.seen
        .slice(before)
        .filter((s) => s.path.includes('octo-ok'))
        .map((s) => s.path);
      expect(paths.length).toBeGreaterThanOrEqual(3);
      expect(new Set(paths).size).toBe(paths.length);
      expect((await b.call('GET', `/api/gig/user-github-data/${who.id}/`)).body.freshness.status).toBe(
        'ready',
      );
    } finally {
      await Promise.all(connections.map((c) => c.close()));
      await upstream.close();
    }
  });

  it('answers ready with the database and Redis, and 503 once Redis is gone', async () => {
    const ready = await a.call('GET', '/api/ready/');
    expect(ready).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'ok' } },
    });
    expect((await a.call('GET', '/api/health/')).body).toEqual({ status: 'ok' });
    if (process.env.TEST_REDIS_URL) return; // a shared server is not ours to stop
    const own = await startRedis(4);
    const c = await createTestApp({ env: { REDIS_URL: own.url }, shareWith: a });
    await own.stop();
    const down = await c.call('GET', '/api/ready/');
    expect(down).toMatchObject({
      status: 503,
      body: { status: 'not ready', checks: { database: 'ok', redis: 'failed' } },
    });
    await c.close();
  });
});
