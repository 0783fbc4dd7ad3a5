import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPg } from '../../../db/client';
import { handle, rawRows } from '../../lib/db';
import { createTestApp, type TestApp } from '../../test/app';
import { secondInstance } from '../../test/instances';
import { analyticsSalts, articleViewMarks, articleViews } from '../../test/tables';
import { createAnalyticsRepo } from './repo';
import { createAnalyticsService } from './service';

let t: TestApp;
let distDir: string;

/** Builds a fake article page, as `astro build` would, so the server knows the article exists. */
function publish(slug: string) {
  const dir = join(distDir, 'post', slug);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${slug}</title>`);
}

const reader = (address: string, ua = 'Reader/1.0') => ({
  remoteAddress: address,
  headers: { 'user-agent': ua },
});

beforeAll(async () => {
  t = await createTestApp();
  distDir = join(t.dataDir, 'no-dist');
  publish('counted-article');
  publish('another-article');
  publish('fresh-article');
  publish('private-article');
});
afterAll(() => t.close());

describe('GET /api/analytics', () => {
  it('answers 400 on url without one', async () => {
    const res = await t.call('GET', '/api/analytics');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ url: ['Required Field'] });
  });

  it('refuses paths that are not articles', async () => {
    for (const url of ['/', '/topics/ux/', '/post/', '/post/../secrets', '/market/post/x/y']) {
      const res = await t.call('GET', `/api/analytics?url=${encodeURIComponent(url)}`);
      expect(res.status, url).toBe(400);
      expect(res.body.url, url).toHaveLength(1);
    }
  });

  it('answers 404 for an article the site does not have', async () => {
    const res = await t.call('GET', '/api/analytics?url=/post/no-such-article/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('counts a view and answers the new total', async () => {
    const first = await t.call('GET', '/api/analytics?url=/post/counted-article/', reader('10.9.0.1'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ views: 1 });
    const second = await t.call('GET', '/api/analytics?url=/post/counted-article', reader('10.9.0.2'));
    expect(second.body).toEqual({ views: 2 });
  });

  it("counts a reader's repeat views of one article on one day once", async () => {
    const a = await t.call('GET', '/api/analytics?url=/post/another-article/', reader('10.9.1.1'));
    const b = await t.call('GET', '/api/analytics?url=/post/another-article/', reader('10.9.1.1'));
    expect(a.body).toEqual({ views: 1 });
    expect(b.body).toEqual({ views: 1 });
    // Another browser at the same address is another reader.
    const c = await t.call('GET', '/api/analytics?url=/post/another-article/', reader('10.9.1.1', 'Other/2'));
    expect(c.body).toEqual({ views: 2 });
  });

  it('counts the Spanish page and absolute URLs as the same article', async () => {
    await t.call('GET', '/api/analytics?url=/post/fresh-article/', reader('10.9.2.1'));
    const es = await t.call('GET', '/api/analytics?url=/es/post/fresh-article/', reader('10.9.2.2'));
    expect(es.body).toEqual({ views: 2 });
    const abs = await t.call(
      'GET',
      `/api/analytics?url=${encodeURIComponent('http://guild.test/post/fresh-article/?utm=x#top')}`,
      reader('10.9.2.1'),
    );
    expect(abs.body).toEqual({ views: 2 });
  });

  it('sets no cookie and stores no address', async () => {
    const res = await t.call('GET', '/api/analytics?url=/post/private-article/', reader('203.0.113.77'));
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    // Marks are written in a batch within a second of the view.
    await vi.waitFor(
      async () => expect((await handle(t.db).select().from(articleViewMarks)).length).toBeGreaterThan(0),
      { timeout: 3000 },
    );
    const dump = JSON.stringify(await rawRows(t.db, sql`select * from article_view_marks`));
    expect(dump).not.toContain('203.0.113.77');
    const marks = await handle(t.db).select().from(articleViewMarks);
    expect(marks.every((m) => /^[0-9a-f]{64}$/.test(m.readerHash))).toBe(true);
  });
});

describe('the daily salt', () => {
  it('counts the same reader again the next day and forgets the previous day', async () => {
    let now = new Date('2026-03-01T23:59:00Z');
    const service = createAnalyticsService({
      repo: createAnalyticsRepo(t.db),
      distDir,
      now: () => now.getTime(),
    });
    const same = { address: '10.9.3.1', userAgent: 'Reader/1.0' };
    publish('daily-article');
    expect(await service.view('daily-article', same)).toBe(1);
    expect(await service.view('daily-article', same)).toBe(1);
    const firstSalt = await handle(t.db).select().from(analyticsSalts);
    expect(firstSalt.map((s) => s.day)).toEqual(['2026-03-01']);

    now = new Date('2026-03-02T00:01:00Z');
    expect(await service.view('daily-article', same)).toBe(2);
    const salts = await handle(t.db).select().from(analyticsSalts);
    expect(salts.map((s) => s.day)).toEqual(['2026-03-02']);
    expect(salts[0]!.salt).not.toBe(firstSalt[0]!.salt);
    await service.flush();
    const days = new Set((await handle(t.db).select().from(articleViewMarks)).map((m) => m.day));
    expect([...days]).toEqual(['2026-03-02']);
  });
});

describe('views sent at the same moment', () => {
  it('count a reader once per article and day, and every other reader once', async () => {
    const service = createAnalyticsService({
      repo: createAnalyticsRepo(t.db),
      distDir,
      now: () => Date.parse('2026-04-01T12:00:00Z'),
    });
    publish('busy-article');
    const reader = { address: '10.9.4.1', userAgent: 'Reader/2.0' };
    const others = Array.from({ length: 4 }, (_, i) => ({ address: `10.9.5.${i}`, userAgent: 'Other/1.0' }));
    await Promise.all([
      ...Array.from({ length: 5 }, () => service.view('busy-article', reader)),
      ...others.map((o) => service.view('busy-article', o)),
    ]);
    expect(await service.view('busy-article', reader)).toBe(5);
  });
});

describe('views counted in memory', () => {
  it('are written in batches, and a restarted counter still counts a reader once a day', async () => {
    const at = () => Date.parse('2026-05-01T10:00:00Z');
    publish('batched-article');
    const first = createAnalyticsService({ repo: createAnalyticsRepo(t.db), distDir, now: at });
    const reader = { address: '10.9.6.1', userAgent: 'Reader/3.0' };
    expect(await first.view('batched-article', reader)).toBe(1);
    expect(await first.view('batched-article', { ...reader, address: '10.9.6.2' })).toBe(2);
    // Not written yet: the answer counted the views still in memory.
    const stored = async () =>
      (await handle(t.db).select().from(articleViews)).find((r) => r.slug === 'batched-article')?.views;
    expect(await stored()).toBeUndefined();
    await first.flush();
    expect(await stored()).toBe(2);

    const restarted = createAnalyticsService({ repo: createAnalyticsRepo(t.db), distDir, now: at });
    expect(await restarted.view('batched-article', reader)).toBe(2);
    expect(await restarted.view('batched-article', { ...reader, address: '10.9.6.3' })).toBe(3);
    await restarted.flush();
    expect(await stored()).toBe(3);
  });

  it('write a batch larger than one statement, counting only the marks that are new', async () => {
    const at = () => Date.parse('2026-05-02T10:00:00Z');
    publish('crowded-article');
    const a = createAnalyticsService({ repo: createAnalyticsRepo(t.db), distDir, now: at });
    const b = createAnalyticsService({ repo: createAnalyticsRepo(t.db), distDir, now: at });
    const readers = Array.from({ length: 1234 }, (_, i) => ({
      address: `10.7.${i >> 8}.${i & 255}`,
      userAgent: 'R/1',
    }));
    // Both instances start the day first, so neither knows what the other counts.
    await a.view('crowded-article', readers[0]!);
    await b.view('crowded-article', readers[0]!);
    for (const r of readers.slice(1)) await a.view('crowded-article', r);
    for (const r of readers.slice(1000)) await b.view('crowded-article', r);
    await a.flush();
    await b.flush();
    const q = handle(t.db);
    const row = (await q.select().from(articleViews)).find((r) => r.slug === 'crowded-article');
    expect(row?.views).toBe(1234);
    const marks = (await q.select().from(articleViewMarks)).filter((m) => m.slug === 'crowded-article');
    expect(marks).toHaveLength(1234);
  });

  it("learn the readers another instance wrote, and never write a reader's mark twice", async () => {
    const at = () => Date.parse('2026-05-03T10:00:00Z');
    publish('learned-article');
    const a = createAnalyticsService({ repo: createAnalyticsRepo(t.db), distDir, now: at });
    const b = createAnalyticsService({ repo: createAnalyticsRepo(t.db), distDir, now: at });
    const one = { address: '10.9.9.1', userAgent: 'R/1' };
    const two = { address: '10.9.9.2', userAgent: 'R/1' };
    expect(await a.view('learned-article', one)).toBe(1);
    expect(await b.view('learned-article', two)).toBe(1);
    await b.flush();
    // On SQLite A's batch finds B's mark before it is written, and A keeps it: reader two is counted
    // already. On PostgreSQL the marks' key turns A's repeat away when it is written.
    await a.flush();
    const answer = await a.view('learned-article', two);
    if (!isPg(t.db)) expect(answer).toBe(1);
    await a.flush();
    const q = handle(t.db);
    expect((await q.select().from(articleViews)).find((r) => r.slug === 'learned-article')?.views).toBe(2);
    expect(
      (await q.select().from(articleViewMarks)).filter((m) => m.slug === 'learned-article'),
    ).toHaveLength(2);
  });

  it('survive closing the app: nothing counted is lost', async () => {
    const own = await createTestApp();
    const ownDist = join(own.dataDir, 'no-dist', 'post', 'closing-article');
    mkdirSync(ownDist, { recursive: true });
    writeFileSync(join(ownDist, 'index.html'), '<!doctype html><title>closing</title>');
    for (let i = 0; i < 3; i++) {
      const res = await own.call('GET', '/api/analytics?url=/post/closing-article/', reader(`10.9.7.${i}`));
      expect(res.body).toEqual({ views: i + 1 });
    }
    // The app closed its database: another instance on the same one reads what was written.
    await own.app.close();
    const after = await createTestApp({ shareWith: own });
    try {
      const q = handle(after.db);
      expect(await q.select().from(articleViews)).toEqual([{ slug: 'closing-article', views: 3 }]);
      expect(await q.select().from(articleViewMarks)).toHaveLength(3);
    } finally {
      await after.close();
      await own.close();
    }
  });
});

describe('instances sharing one database', () => {
  it("count a reader's views of one article on one day once, whichever instance each view reaches", async () => {
    const a = await createTestApp();
    const { other: b } = await secondInstance(a);
    try {
      const dir = join(a.dataDir, 'no-dist', 'post', 'shared-article');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shared</title>');
      const url = '/api/analytics?url=/post/shared-article/';
      const addresses = ['10.9.8.1', '10.9.8.2', '10.9.8.3'];
      // Every reader views the article several times on both instances at once.
      const answers = await Promise.all(
        addresses.flatMap((address) =>
          [a, b, a, b].map((instance) => instance.call('GET', url, reader(address))),
        ),
      );
      expect(answers.every((r) => r.status === 200)).toBe(true);
      // Closing writes each instance's batch; both batches hold every reader's mark, written side by side.
      await Promise.all([...new Set([a, b])].map((instance) => instance.app.close()));
      const after = await createTestApp({ shareWith: a });
      try {
        const q = handle(after.db);
        expect(await q.select().from(articleViews)).toEqual([{ slug: 'shared-article', views: 3 }]);
        expect(await q.select().from(articleViewMarks)).toHaveLength(3);
      } finally {
        await after.close();
      }
    } finally {
      if (b !== a) await b.close();
      await a.close();
    }
  });
});
