import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisMissing, startRedis, type TestRedis } from '../test/redis';
import { connectRedis, type RedisServices } from './redis';

const missing = redisMissing();
if (missing) console.warn(missing);

const log = { warn: () => {}, error: () => {} };

describe.skipIf(missing)('Redis: what several instances share', () => {
  let redis: TestRedis;
  let a: RedisServices;
  let b: RedisServices;

  beforeAll(async () => {
    redis = await startRedis(1);
    // Two instances: each its own pair of connections.
    a = await connectRedis(redis.url, log);
    b = await connectRedis(redis.url, log);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('delivers a fanout message to every instance, the publisher included, in order', async () => {
    const heard: Record<'a' | 'b', number[]> = { a: [], b: [] };
    const fa = a.fanout<{ n: number }>('test');
    const fb = b.fanout<{ n: number }>('test');
    fa.subscribe((m) => heard.a.push(m.n));
    fb.subscribe((m) => heard.b.push(m.n));
    // Subscriptions are in place once a round trip on the subscriber has passed.
    await new Promise((r) => setTimeout(r, 100));
    for (let n = 1; n <= 5; n++) fa.publish({ n });
    await expect.poll(() => heard.b, { timeout: 2000 }).toEqual([1, 2, 3, 4, 5]);
    expect(heard.a).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives a lease to one instance at a time, back only from its holder, and lets it lapse', async () => {
    const release = await a.leases.acquire('job', 10_000);
    expect(release).toBeTypeOf('function');
    expect(await b.leases.acquire('job', 10_000)).toBeNull();
    await release!();
    const next = await b.leases.acquire('job', 150);
    expect(next).toBeTypeOf('function');
    await new Promise((r) => setTimeout(r, 250));
    // b's lease lapsed; a takes it, and b's late release must not drop a's.
    const again = await a.leases.acquire('job', 10_000);
    expect(again).toBeTypeOf('function');
    await next!();
    expect(await b.leases.acquire('job', 10_000)).toBeNull();
    await again!();
  });

  it('answers ping, and throws once Redis is gone', async () => {
    const own = await startRedis(2);
    const c = await connectRedis(own.url, log);
    await expect(c.ping()).resolves.toBeUndefined();
    if (process.env.TEST_REDIS_URL) {
      await c.close();
      return; // a shared server is not ours to stop
    }
    await own.stop();
    await expect(c.ping()).rejects.toThrow();
    await c.close();
  });
});
