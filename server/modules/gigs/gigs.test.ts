import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle, single } from '../../lib/db';
import { createTestApp, type TestApp } from '../../test/app';
import { files, makeGig, makeUser, multipart } from '../../test/factories';
import { userGigTotals } from '../../test/gig-totals';
import { secondInstance } from '../../test/instances';
import { follows, gigCategories, gigTags, userEngagement } from '../../test/tables';

let t: TestApp;
let owner: Awaited<ReturnType<typeof makeUser>>;
let stranger: Awaited<ReturnType<typeof makeUser>>;
let category: string;
let tags: string[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t, { isExpert: true, fullName: 'Owner Expert' });
  stranger = await makeUser(t);
  const q = handle(t.db);
  category = single(
    await q.insert(gigCategories).values({ title: 'Web templates', titleAr: 'قوالب ويب' }).returning(),
  ).id;
  tags = [];
  for (const title of ['React', 'Figma', 'Node.js'])
    tags.push(single(await q.insert(gigTags).values({ title }).returning()).id);
});
afterAll(async () => {
  await t.close();
});

describe('creating and editing a gig', () => {
  it('creates a gig from multipart with tags, category, pricing and a banner', async () => {
    const body = multipart(
      {
        name: 'Landing page kit',
        description: 'Ten sections.',
        summary: 'A fast landing page.',
        pricing: '49.5',
        pricing_currency: 'EUR',
        category,
        tag: [tags[0]!, tags[1]!],
        type: 'ui_kit',
        live_url: 'https://demo.example.com',
        faqs: JSON.stringify([{ question: 'Figma files?', answer: 'Yes.' }]),
      },
      { banner_image: files.png('banner.png') },
    );
    const res = await t.call('POST', '/api/gig/v2-gigs/', { token: owner.token, ...body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Landing page kit',
      pricing: '49.50',
      pricing_currency: 'EUR',
      category,
      type: 'ui_kit',
      status: 'published',
      live_url: 'https://demo.example.com',
      faqs: [{ question: 'Figma files?', answer: 'Yes.' }],
      appreciations: 0,
      visits: 0,
      is_appreciated: false,
      kit: null,
      user: { id: owner.id, full_name: 'Owner Expert' },
    });
    expect(typeof res.body.id).toBe('string');
    expect(res.body.tag.map((x: { title: string }) => x.title).sort()).toEqual(['Figma', 'React']);
    expect(res.body.banner_image).toMatch(/^http:\/\/guild\.test\/media\/gigs\/[a-z0-9]+\.png$/);
    // The stored name is the server's, never the client's.
    expect(res.body.banner_image).not.toContain('banner');
    const served = await t.app.inject({ method: 'GET', url: new URL(res.body.banner_image).pathname });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a price with three decimals, an unknown tag and a missing name', async () => {
    const res = await t.call('POST', '/api/gig/v2-gigs/', {
      token: owner.token,
      payload: { pricing: '10.999', tag: ['nosuchtag'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.pricing).toEqual([MESSAGES.gigPriceInvalid]);
    expect(res.body.name).toEqual([MESSAGES.required]);
    const unknownTag = await t.call('POST', '/api/gig/v2-gigs/', {
      token: owner.token,
      payload: { name: 'X', pricing: '1', tag: ['nosuchtag'] },
    });
    expect(unknownTag.status).toBe(400);
    expect(unknownTag.body.tag).toEqual([MESSAGES.gigTagsInvalid]);
  });

  it('refuses a banner that is not an image by its content', async () => {
    const body = multipart(
      { name: 'Bad banner', pricing: '5' },
      { banner_image: { ...files.text(), filename: 'x.png' } },
    );
    const res = await t.call('POST', '/api/gig/v2-gigs/', { token: owner.token, ...body });
    expect(res.status).toBe(400);
    expect(res.body.banner_image).toEqual([MESSAGES.mediaFileType]);
  });

  it('caps upload sizes per kind of file', async () => {
    const big = {
      filename: 'big.png',
      data: Buffer.concat([files.png().data, Buffer.alloc(5 * 1024 * 1024)]),
    };
    const banner = await t.call('POST', '/api/gig/v2-gigs/', {
      token: owner.token,
      ...multipart({ name: 'Big banner', pricing: '5' }, { banner_image: big }),
    });
    expect(banner.status).toBe(400);
    expect(banner.body).toEqual({ banner_image: [MESSAGES.gigFileTooLarge] });
    const gig = await makeGig(t, owner.token);
    const hugeImage = {
      filename: 'huge.png',
      data: Buffer.concat([files.png().data, Buffer.alloc(10 * 1024 * 1024)]),
    };
    const media = await t.call('POST', '/api/gig/v2-gigs-media/', {
      token: owner.token,
      ...multipart({ gig: gig.id, media_type: 'Image' }, { image: hugeImage }),
    });
    expect(media.status).toBe(400);
    expect(media.body).toEqual({ image: [MESSAGES.gigFileTooLarge] });
  });

  it('lets only the owner edit or delete, with a 403 detail for others', async () => {
    const gig = await makeGig(t, owner.token);
    const edit = await t.call('PATCH', `/api/gig/v2-gigs/${gig.id}/`, {
      token: stranger.token,
      payload: { name: 'Mine now' },
    });
    expect(edit.status).toBe(403);
    expect(edit.body).toEqual({ detail: MESSAGES.gigForbidden });
    const del = await t.call('DELETE', `/api/gig/v2-gigs/${gig.id}/`, { token: stranger.token });
    expect(del.status).toBe(403);

    const ok = await t.call('PATCH', `/api/gig/v2-gigs/${gig.id}/`, {
      token: owner.token,
      payload: { name: 'Renamed', pricing: 12, tag: [tags[2]] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Renamed', pricing: '12.00' });
    expect(ok.body.tag).toHaveLength(1);

    const gone = await t.call('DELETE', `/api/gig/v2-gigs/${gig.id}/`, { token: owner.token });
    expect(gone.status).toBe(204);
    expect((await t.call('GET', `/api/gig/gigs/${gig.id}/`)).status).toBe(404);
  });

  it('answers 404 with a detail for an unknown gig', async () => {
    const res = await t.call('GET', '/api/gig/gigs/doesnotexist/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: MESSAGES.gigNotFound });
  });

  it('needs a signed-in user to create', async () => {
    const res = await t.call('POST', '/api/gig/v2-gigs/', { payload: { name: 'x', pricing: '1' } });
    expect(res.status).toBe(401);
  });

  it('hides a draft from everyone but its owner', async () => {
    const gig = await makeGig(t, owner.token, { status: 'draft' });
    expect((await t.call('GET', `/api/gig/gigs/${gig.id}/`)).status).toBe(404);
    expect((await t.call('GET', `/api/gig/gigs/${gig.id}/`, { token: owner.token })).status).toBe(200);
    const mine = await t.call('GET', '/api/gig/v2-gigs/', { token: owner.token });
    expect(mine.body.results.map((g: { id: string }) => g.id)).toContain(gig.id);
  });
});

describe('media', () => {
  it('adds an image checked by content and name, stored under a generated name', async () => {
    const gig = await makeGig(t, owner.token);
    const res = await t.call('POST', '/api/gig/v2-gigs-media/', {
      token: owner.token,
      ...multipart({ gig: gig.id, media_type: 'Image' }, { image: files.png('../../evil name.png') }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ gig: gig.id, media_type: 'Image', video: null });
    expect(res.body.image).toMatch(/\/media\/gigs\/[a-z0-9]+\.png$/);
    expect(res.body.url).toBe(res.body.image);
    const detail = await t.call('GET', `/api/gig/gigs/${gig.id}/`);
    expect(detail.body.media).toHaveLength(1);
  });

  it('refuses a wrong file type with the spec message, by content and by name', async () => {
    const gig = await makeGig(t, owner.token);
    const text = await t.call('POST', '/api/gig/v2-gigs-media/', {
      token: owner.token,
      ...multipart({ gig: gig.id, media_type: 'Image' }, { image: { ...files.text(), filename: 'pic.png' } }),
    });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ image: ['File type does not support please upload another file type.'] });

    const misnamed = await t.call('POST', '/api/gig/v2-gigs-media/', {
      token: owner.token,
      ...multipart({ gig: gig.id, media_type: 'Image' }, { image: files.png('pic.exe') }),
    });
    expect(misnamed.status).toBe(400);
    expect(misnamed.body.image).toEqual([MESSAGES.mediaFileType]);

    const imageAsVideo = await t.call('POST', '/api/gig/v2-gigs-media/', {
      token: owner.token,
      ...multipart({ gig: gig.id, media_type: 'Video' }, { video: files.png('clip.mp4') }),
    });
    expect(imageAsVideo.status).toBe(400);
    expect(imageAsVideo.body.video).toEqual([MESSAGES.mediaFileType]);
  });

  it("refuses a stranger's upload with the spec's 403 message", async () => {
    const gig = await makeGig(t, owner.token);
    const res = await t.call('POST', '/api/gig/v2-gigs-media/', {
      token: stranger.token,
      ...multipart({ gig: gig.id, media_type: 'Image' }, { image: files.png() }),
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "You don't have access to upload file" });
  });

  it('deletes media (owner only) and its file', async () => {
    const gig = await makeGig(t, owner.token);
    const media = await t.call('POST', '/api/gig/v2-gigs-media/', {
      token: owner.token,
      ...multipart({ gig: gig.id, media_type: 'Image' }, { image: files.png() }),
    });
    const path = join(
      t.dataDir,
      'uploads',
      'public',
      new URL(media.body.image).pathname.replace('/media/', ''),
    );
    expect(existsSync(path)).toBe(true);
    expect(
      (await t.call('DELETE', `/api/gig/v2-gigs-media/${media.body.id}/`, { token: stranger.token })).status,
    ).toBe(403);
    expect(
      (await t.call('DELETE', `/api/gig/v2-gigs-media/${media.body.id}/`, { token: owner.token })).status,
    ).toBe(204);
    expect(existsSync(path)).toBe(false);
  });
});

describe('stats', () => {
  it('adds whole-number stats and refuses decimals and letters with the spec message', async () => {
    const gig = await makeGig(t, owner.token);
    const ok = await t.call('POST', '/api/gig/v2-gigs-stats/', {
      token: owner.token,
      payload: { gig: gig.id, title: 'Screens', value: '24' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ gig: gig.id, title: 'Screens', value: 24 });
    for (const value of ['12.5', 12.5, 'ten', '-3', '']) {
      const bad = await t.call('POST', '/api/gig/v2-gigs-stats/', {
        token: owner.token,
        payload: { gig: gig.id, title: 'Screens', value },
      });
      expect(bad.status, String(value)).toBe(400);
      expect(bad.body.value).toEqual([
        'Please enter Valid Number value can not contain decimal or Character.',
      ]);
    }
    const patched = await t.call('PATCH', `/api/gig/v2-gigs-stats/${ok.body.id}/`, {
      token: owner.token,
      payload: { value: 30 },
    });
    expect(patched.body.value).toBe(30);
    const nothing = await t.call('PATCH', `/api/gig/v2-gigs-stats/${ok.body.id}/`, {
      token: owner.token,
      payload: {},
    });
    expect(nothing).toMatchObject({ status: 200, body: { title: 'Screens', value: 30 } });
    const badPatch = await t.call('PATCH', `/api/gig/v2-gigs-stats/${ok.body.id}/`, {
      token: owner.token,
      payload: { value: '3.3' },
    });
    expect(badPatch.status).toBe(400);
  });

  it("refuses a stranger's stats with the spec's 403 message, even with a bad value", async () => {
    const gig = await makeGig(t, owner.token);
    const res = await t.call('POST', '/api/gig/v2-gigs-stats/', {
      token: stranger.token,
      payload: { gig: gig.id, title: 'Screens', value: '1.5' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "You don't have access to upload stats" });
  });
});

describe('kits', () => {
  it('stores a kit privately: the owner gets signed links, a visitor none, and nothing is served directly', async () => {
    const gig = await makeGig(t, owner.token, { name: 'Dashboard kit' });
    const res = await t.call('POST', '/api/gig/v2-gigs-kit/', {
      token: owner.token,
      ...multipart({ gig: gig.id }, { zip_file: files.zip(), instruction_pdf: files.pdf() }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      gig: gig.id,
      has_zip_file: true,
      has_instruction_pdf: true,
      has_instruction_video: false,
    });
    expect(res.body.zip_file).toMatch(/\/api\/files\/kits\/.+\.zip\?.*X-Guild-Signature=/);
    const download = await t.app.inject({
      method: 'GET',
      url: res.body.zip_file.replace('http://guild.test', ''),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe('attachment; filename="dashboard-kit-kit.zip"');

    const privateDir = join(t.dataDir, 'uploads', 'private', 'kits', gig.id);
    expect(readdirSync(privateDir)).toHaveLength(2);
    expect(existsSync(join(t.dataDir, 'uploads', 'public', 'kits'))).toBe(false);
    const unsigned = await t.call('GET', new URL(res.body.zip_file).pathname);
    expect(unsigned.status).toBe(403);
    expect(unsigned.body).toEqual({ detail: MESSAGES.signedUrlExpired });

    const seen = await t.call('GET', `/api/gig/gigs/${gig.id}/`, { token: stranger.token });
    expect(seen.body.kit).toMatchObject({ zip_file: null, instruction_pdf: null, has_zip_file: true });
  });

  it('refuses a zip that is not a zip, and a stranger', async () => {
    const gig = await makeGig(t, owner.token);
    const fake = await t.call('POST', '/api/gig/v2-gigs-kit/', {
      token: owner.token,
      ...multipart({ gig: gig.id }, { zip_file: { ...files.pdf(), filename: 'kit.zip' } }),
    });
    expect(fake.status).toBe(400);
    expect(fake.body.zip_file).toEqual([MESSAGES.mediaFileType]);
    const stranger403 = await t.call('POST', '/api/gig/v2-gigs-kit/', {
      token: stranger.token,
      ...multipart({ gig: gig.id }, { zip_file: files.zip() }),
    });
    expect(stranger403.status).toBe(403);
    expect(stranger403.body.detail).toBe(MESSAGES.mediaForbidden);
  });
});

describe('listing and search', () => {
  it('pages through gigs and finds them by a case-insensitive part of the name', async () => {
    const maker = await makeUser(t);
    for (let i = 0; i < 5; i++) await makeGig(t, maker.token, { name: `Zebra Pattern ${i}` });
    const search = await t.call('GET', `/api/gig/gigs/?name=zEBRA pat&page_size=2&user=${maker.id}`);
    expect(search.status).toBe(200);
    expect(search.body.count).toBe(5);
    expect(search.body.results).toHaveLength(2);
    expect(search.body.next).toMatch(/^http:\/\/guild\.test\/api\/gig\/gigs\/\?.*page=2/);
    expect(search.body.previous).toBeNull();
    const last = await t.call('GET', `/api/gig/gigs/?search=zebra&page_size=2&page=3&user=${maker.id}`);
    expect(last.body.results).toHaveLength(1);
    expect(last.body.next).toBeNull();
    const pages = [1, 2, 3].map((page) =>
      t.call('GET', `/api/gig/gigs/?search=zebra&page_size=2&page=${page}&user=${maker.id}`),
    );
    const ids = (await Promise.all(pages)).flatMap((p) => p.body.results.map((g: { id: string }) => g.id));
    expect(new Set(ids).size).toBe(5);
    const none = await t.call('GET', '/api/gig/gigs/?name=100%25');
    expect(none.body.count).toBe(0);
  });

  it('filters by category and tag, and orders by views, appreciations and followers', async () => {
    const a = await makeGig(t, owner.token, { name: 'Ordering A', category, tag: [tags[0]] });
    const b = await makeGig(t, stranger.token, { name: 'Ordering B' });
    const byCategory = await t.call('GET', `/api/gig/gigs/?category=${category}&page_size=100`);
    expect(byCategory.body.results.every((g: { category: string }) => g.category === category)).toBe(true);
    const byTag = await t.call('GET', `/api/gig/gigs/?tag=${tags[0]}&page_size=100`);
    expect(byTag.body.results.map((g: { id: string }) => g.id)).toContain(a.id);

    await t.call('POST', '/api/gig/gig-visits/', { token: stranger.token, payload: { gig: a.id } });
    await t.call('POST', '/api/gig/gigs/like/', { token: owner.token, payload: { gig: b.id } });
    const viewed = await t.call('GET', '/api/gig/gigs/?ordering=-visits&search=Ordering');
    expect(viewed.body.results[0].id).toBe(a.id);
    const liked = await t.call('GET', '/api/gig/gigs/?ordering=-appreciations&search=Ordering');
    expect(liked.body.results[0].id).toBe(b.id);
    const bad = await t.call('GET', '/api/gig/gigs/?ordering=-password');
    expect(bad.status).toBe(400);
  });

  it("orders by the sellers' followers, both ways, in pages that never overlap", async () => {
    const popular = await makeUser(t);
    const quiet = await makeUser(t);
    const fans = [await makeUser(t), await makeUser(t)];
    await handle(t.db)
      .insert(follows)
      .values(fans.map((fan) => ({ followerId: fan.id, followingId: popular.id })));
    const loud = await makeGig(t, popular.token, { name: 'Follow order loud' });
    const hush1 = await makeGig(t, quiet.token, { name: 'Follow order hush one' });
    const hush2 = await makeGig(t, quiet.token, { name: 'Follow order hush two' });
    const ids = async (ordering: string) => {
      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = await t.call(
          'GET',
          `/api/gig/gigs/?search=Follow order&ordering=${ordering}&page_size=1&page=${page}`,
        );
        expect(res.body.count).toBe(3);
        pages.push(...res.body.results.map((g: { id: string }) => g.id));
      }
      return pages;
    };
    const hushed = [hush1.id, hush2.id].sort();
    const down = await ids('-followers');
    expect(down[0]).toBe(loud.id);
    expect(down.slice(1).sort()).toEqual(hushed);
    const up = await ids('followers');
    expect(up[2]).toBe(loud.id);
    expect(up.slice(0, 2).sort()).toEqual(hushed);
    const card = await t.call('GET', `/api/gig/gigs/${loud.id}/`, { token: fans[0]!.token });
    expect(card.body.user).toMatchObject({ id: popular.id, follower: 2, is_followed: true });
  });

  it('lists tags and categories paginated, and home-page gigs in the spec shape', async () => {
    const tagList = await t.call('GET', '/api/gig/gigs/tag/');
    expect(tagList.body).toMatchObject({ count: 3, next: null, previous: null });
    expect(tagList.body.results[0]).toEqual({
      id: expect.any(String),
      title: 'Figma',
      description: '',
      image: null,
    });
    const cats = await t.call('GET', '/api/gig/gigs/category/');
    expect(cats.body.results[0]).toMatchObject({
      id: category,
      title: 'Web templates',
      title_ar: 'قوالب ويب',
    });
    const home = await t.call('GET', '/api/gig/home-page-gigs/?page_size=3');
    expect(Object.keys(home.body.results[0]).sort()).toEqual(
      ['appreciations', 'banner_image', 'id', 'is_appreciated', 'name', 'user', 'visits'].sort(),
    );
  });
  it('searches the name, summary, description, category and tags, ignoring case; `name` stays the name', async () => {
    const flutter = single(
      await handle(t.db).insert(gigTags).values({ title: 'Flutterwise' }).returning(),
    ).id;
    const maker = await makeUser(t);
    const byTag = await makeGig(t, maker.token, { name: 'Quokka starter', tag: [flutter] });
    const byText = await makeGig(t, maker.token, {
      name: 'Wombat kit',
      summary: 'A FLUTTERWISE shell',
      description: 'Plain.',
    });
    const byWords = await makeGig(t, maker.token, {
      name: 'Numbat kit',
      description: 'Built with flutterwise widgets.',
    });
    const byCategory = await makeGig(t, maker.token, { name: 'Bilby kit', category });
    const found = async (q: string) =>
      (await t.call('GET', `/api/gig/gigs/?${q}&user=${maker.id}&page_size=100`)).body.results
        .map((g: { id: string }) => g.id)
        .sort();
    expect(await found('search=flutterWISE')).toEqual([byTag.id, byText.id, byWords.id].sort());
    expect(await found('search=web templates')).toEqual([byCategory.id]);
    expect(await found('name=flutterwise')).toEqual([]);
    expect(await found('search=%25')).toEqual([]);
  });
});

describe('likes and visits', () => {
  it('toggles a like, counts appreciations and feeds the owner card', async () => {
    const gig = await makeGig(t, owner.token);
    const on = await t.call('POST', '/api/gig/gigs/like/', {
      token: stranger.token,
      payload: { gig: gig.id },
    });
    expect(on.body).toEqual({ gig: gig.id, is_appreciated: true, appreciations: 1 });
    const seen = await t.call('GET', `/api/gig/gigs/${gig.id}/`, { token: stranger.token });
    expect(seen.body).toMatchObject({ is_appreciated: true, appreciations: 1 });
    const off = await t.call('POST', '/api/gig/gigs/like/', {
      token: stranger.token,
      payload: { gig: gig.id },
    });
    expect(off.body).toEqual({ gig: gig.id, is_appreciated: false, appreciations: 0 });
    expect((await t.call('POST', '/api/gig/gigs/like/', { payload: { gig: gig.id } })).status).toBe(401);
  });

  it('counts a visitor once a day: users by id, visitors by address, never the owner', async () => {
    const gig = await makeGig(t, owner.token);
    const visit = (options: Parameters<TestApp['call']>[2]) =>
      t.call('POST', '/api/gig/gig-visits/', { payload: { gig: gig.id }, ...options });
    expect((await visit({ token: stranger.token })).body).toMatchObject({ visits: 1, counted: true });
    expect((await visit({ token: stranger.token })).body).toMatchObject({ visits: 1, counted: false });
    expect((await visit({ remoteAddress: '10.9.9.9' })).body).toMatchObject({ visits: 2, counted: true });
    expect((await visit({ remoteAddress: '10.9.9.9' })).body).toMatchObject({ visits: 2, counted: false });
    expect((await visit({ token: owner.token })).body).toMatchObject({ visits: 2, counted: false });
    const card = (await handle(t.db).select().from(userEngagement)).find((r) => r.userId === owner.id);
    const totals = await userGigTotals(t.db, owner.id);
    expect(card?.visits).toBe(totals.visits);
    expect(card?.appreciations).toBe(totals.appreciations);
  });
});

describe('likes and visits at the same moment, on two instances sharing the database', () => {
  it('count each visitor once a day and each like once, and keep the owner card in step', async () => {
    const { other: b, close } = await secondInstance(t);
    try {
      const seller = await makeUser(t);
      const gig = await makeGig(t, seller.token);
      const on = (i: number) => [t, b][i % 2]!;
      const visitor = await makeUser(t);
      const visits = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          on(i).call('POST', '/api/gig/gig-visits/', { token: visitor.token, payload: { gig: gig.id } }),
        ),
      );
      expect(visits.map((v) => v.status)).toEqual(Array(8).fill(200));
      expect(visits.filter((v) => v.body.counted)).toHaveLength(1);
      const fans = await Promise.all(Array.from({ length: 6 }, () => makeUser(t)));
      const likes = await Promise.all(
        fans.map((fan, i) =>
          on(i).call('POST', '/api/gig/gigs/like/', { token: fan.token, payload: { gig: gig.id } }),
        ),
      );
      expect(likes.every((l) => l.status === 200 && l.body.is_appreciated === true)).toBe(true);
      expect((await b.call('GET', `/api/gig/gigs/${gig.id}/`)).body).toMatchObject({
        visits: 1,
        appreciations: 6,
      });
      // Half the fans take their like back, all at once.
      await Promise.all(
        fans
          .slice(0, 3)
          .map((fan, i) =>
            on(i).call('POST', '/api/gig/gigs/like/', { token: fan.token, payload: { gig: gig.id } }),
          ),
      );
      expect((await t.call('GET', `/api/gig/gigs/${gig.id}/`)).body).toMatchObject({ appreciations: 3 });
      const [card] = await handle(t.db)
        .select()
        .from(userEngagement)
        .where(eq(userEngagement.userId, seller.id));
      expect(card).toMatchObject({ visits: 1, appreciations: 3 });
      expect(await userGigTotals(t.db, seller.id)).toEqual({ visits: 1, appreciations: 3 });
    } finally {
      await close();
    }
  });
});

describe('malformed requests answer 400, never 500', () => {
  const routes = [
    '/api/gig/v2-gigs/',
    '/api/gig/v2-gigs-media/',
    '/api/gig/v2-gigs-kit/',
    '/api/gig/v2-gigs-stats/',
  ];
  const unreadable = { status: 400, body: { non_field_errors: [MESSAGES.invalidBody] } };

  it('refuses a multipart body without a boundary', async () => {
    for (const url of routes) {
      const res = await t.call('POST', url, {
        token: owner.token,
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'name=Half&pricing=5',
      });
      expect(res, url).toMatchObject(unreadable);
    }
  });

  it('refuses a multipart body cut short, as an interrupted upload leaves it', async () => {
    const gig = await makeGig(t, owner.token);
    const forms = {
      '/api/gig/v2-gigs/': multipart({ name: 'Cut gig', pricing: '5' }, { banner_image: files.png() }),
      '/api/gig/v2-gigs-media/': multipart({ gig: gig.id, media_type: 'Image' }, { image: files.png() }),
      '/api/gig/v2-gigs-kit/': multipart({ gig: gig.id }, { zip_file: files.zip() }),
      '/api/gig/v2-gigs-stats/': multipart({ gig: gig.id, title: 'Screens', value: '4' }),
    };
    for (const [url, form] of Object.entries(forms)) {
      // Cut inside the last part, and just before the closing boundary.
      for (const cut of [40, `--${form.headers['content-type'].split('boundary=')[1]}--\r\n`.length]) {
        const res = await t.call('POST', url, {
          token: owner.token,
          headers: form.headers,
          payload: form.payload.subarray(0, form.payload.length - cut),
        });
        expect(res, `${url} cut ${cut}`).toMatchObject(unreadable);
      }
      // The whole form is fine.
      expect((await t.call('POST', url, { token: owner.token, ...form })).status, url).toBe(201);
    }
    const before = await t.call('GET', `/api/gig/v2-gigs/${gig.id}/`, { token: owner.token });
    const patch = multipart({ name: 'Renamed by a cut body' });
    const cutPatch = await t.call('PATCH', `/api/gig/v2-gigs/${gig.id}/`, {
      token: owner.token,
      headers: patch.headers,
      payload: patch.payload.subarray(0, patch.payload.length - 10),
    });
    expect(cutPatch).toMatchObject(unreadable);
    expect((await t.call('GET', `/api/gig/v2-gigs/${gig.id}/`, { token: owner.token })).body.name).toBe(
      before.body.name,
    );
  });

  it('refuses form fields named like object internals as an unreadable body', async () => {
    const gig = await makeGig(t, owner.token);
    for (const name of ['constructor', 'toString', '__proto__']) {
      const field = await t.call('POST', '/api/gig/v2-gigs-stats/', {
        token: owner.token,
        ...multipart({ gig: gig.id, title: 'Screens', value: '4', [name]: 'x' }),
      });
      expect(field, name).toMatchObject(unreadable);
      const file = await t.call('POST', '/api/gig/v2-gigs-media/', {
        token: owner.token,
        ...multipart({ gig: gig.id, media_type: 'Image' }, { [name]: files.png(), image: files.png() }),
      });
      expect(file, name).toMatchObject(unreadable);
    }
    const detail = await t.call('GET', `/api/gig/gigs/${gig.id}/`);
    expect(detail.body).toMatchObject({ stats: [], media: [] });
  });

  it('refuses orderings that are not on the list, object internals included', async () => {
    for (const ordering of ['__proto__', 'constructor', '-constructor', 'toString', '-password']) {
      const res = await t.call('GET', `/api/gig/gigs/?ordering=${encodeURIComponent(ordering)}`);
      expect(res, ordering).toMatchObject({ status: 400, body: { ordering: [MESSAGES.invalidBody] } });
    }
    expect((await t.call('GET', '/api/gig/gigs/?ordering=-followers')).status).toBe(200);
    expect((await t.call('GET', '/api/gig/gigs/tag/?ordering=constructor')).status).toBe(200);
  });
});

describe('the API reference', () => {
  it('documents every gig route with its answer', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    const routes = {
      '/api/gig/gigs/': ['get'],
      '/api/gig/gigs/tag/': ['get'],
      '/api/gig/gigs/category/': ['get'],
      '/api/gig/gigs/{id}/': ['get'],
      '/api/gig/home-page-gigs/': ['get'],
      '/api/gig/gigs/like/': ['post'],
      '/api/gig/gig-visits/': ['post'],
      '/api/gig/v2-gigs/': ['get', 'post'],
      '/api/gig/v2-gigs/{id}/': ['get', 'patch', 'delete'],
      '/api/gig/v2-gigs-stats/': ['post'],
      '/api/gig/v2-gigs-stats/{id}/': ['get', 'patch', 'delete'],
      '/api/gig/v2-gigs-media/': ['post'],
      '/api/gig/v2-gigs-media/{id}/': ['get', 'patch', 'delete'],
      '/api/gig/v2-gigs-kit/': ['post'],
      '/api/gig/v2-gigs-kit/{id}/': ['get', 'patch', 'delete'],
    };
    for (const [path, methods] of Object.entries(routes)) {
      for (const method of methods) {
        const op = doc.paths[path]?.[method];
        expect(op?.summary, `${method} ${path}`).toEqual(expect.any(String));
        const answers = Object.keys(op.responses).filter((s) => s.startsWith('2'));
        expect(answers, `${method} ${path}`).toHaveLength(1);
      }
    }
    const kit = doc.paths['/api/gig/v2-gigs-kit/'].post;
    expect(Object.keys(kit.requestBody.content)).toEqual(['multipart/form-data']);
    expect(
      doc.paths['/api/gig/gigs/{id}/'].get.responses['200'].content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['kit', 'user', 'purchased_order', 'tag', 'faqs']));
  });
});
