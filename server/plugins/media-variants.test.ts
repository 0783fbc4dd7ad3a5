import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { pictureSizes } from '../../islands/lib/picture-sizes';
import { gigArtwork } from '../../scripts/seed/demo-files';
import { type BlobStore, createFolderStore } from '../lib/blob-store';
import { createImageVariants } from '../lib/image-variants';
import { createTestApp, type TestApp } from '../test/app';
import { files, makeUser, multipart, type Part } from '../test/factories';

// Smaller copies of public pictures (decision 22), through the real app on the local folder store:
// the address the islands derive from an API answer's picture URL answers a WebP that wide, made on
// the first request and read from the store afterwards.
let t: TestApp;
let owner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t, { isExpert: true, fullName: 'Picture Owner' });
});
afterAll(async () => {
  await t?.close();
});

/** Creates a gig with `banner` through the API; answers its banner_image URL. */
async function gigWithBanner(banner: Part) {
  const res = await t.call('POST', '/api/gig/v2-gigs/', {
    token: owner.token,
    ...multipart({ name: 'Pictured gig', description: 'A kit.', pricing: '10.00' }, { banner_image: banner }),
  });
  expect(res.status).toBe(201);
  return res.body.banner_image as string;
}

/** The copies' paths at 400, 680 and 960 px, as the islands derive them from a picture's URL. */
function copiesOf(url: string): Map<number, string> {
  const { srcSet } = pictureSizes(url);
  expect(srcSet).toBeDefined();
  return new Map(
    srcSet!.split(',').map((candidate) => {
      const [address, width] = candidate.split(' ');
      return [Number.parseInt(width!, 10), new URL(address!).pathname];
    }),
  );
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const stored = (path: string) => join(t.dataDir, 'uploads', 'public', path.replace('/media/', ''));

describe('smaller copies of public pictures', () => {
  it('answers a WebP of each width for an uploaded PNG, keeps it, and serves the kept one after', async () => {
    const banner = await gigWithBanner({
      filename: 'b.png',
      data: gigArtwork(3, 1360, 1020),
      contentType: 'image/png',
    });
    const copies = copiesOf(banner);
    expect([...copies.keys()]).toEqual([400, 680, 960]);
    const path = copies.get(680)!;
    expect(path).toBe(`/media/w/680${new URL(banner).pathname.replace('/media', '')}.webp`);
    expect(existsSync(stored(path))).toBe(false);

    const first = await get(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=604800, immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 680, 510]);
    expect(first.rawPayload.length).toBeLessThan(readFileSync(stored(new URL(banner).pathname)).length);
    expect(readFileSync(stored(path)).equals(first.rawPayload)).toBe(true);

    // The second request reads the kept copy: it answers even with the original gone.
    unlinkSync(stored(new URL(banner).pathname));
    const second = await get(path);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('image/webp');
    expect(second.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    for (const copy of [copies.get(400)!, copies.get(960)!]) {
      // The others would be made from the original, which is gone now: 404, not a 5xx.
      const res = await t.call('GET', copy);
      expect([copy, res.status]).toEqual([copy, 404]);
      expect(res.body).toEqual({ detail: MESSAGES.notFound });
    }
  });

  it('turns a JPEG upright and never enlarges a small picture', async () => {
    // Stored 1600×900 with EXIF orientation 6: shown 900 wide and 1600 tall.
    const jpeg = await sharp(gigArtwork(4, 1600, 900))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = copiesOf(await gigWithBanner({ filename: 'p.jpg', data: jpeg, contentType: 'image/jpeg' }));
    const upright = await get(photo.get(400)!);
    expect(upright.statusCode).toBe(200);
    const meta = await sharp(upright.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['webp', 400, 711, undefined]);

    const small = copiesOf(await gigWithBanner(files.png()));
    const same = await get(small.get(960)!);
    expect(same.statusCode).toBe(200);
    expect((await sharp(same.rawPayload).metadata()).width).toBe(64);
  });

  it('answers 404 in the error shape for keys that are not copies, and for missing originals', async () => {
    const banner = await gigWithBanner({
      filename: 'b.webp',
      data: await sharp(gigArtwork(5, 960, 540))
        .webp()
        .toBuffer(),
      contentType: 'image/webp',
    });
    const key = new URL(banner).pathname.replace('/media/', '');
    expect((await get(`/media/w/680/${key}.webp`)).statusCode).toBe(200);
    for (const path of [
      `/media/w/640/${key}.webp`, // a width that is not made
      `/media/w/abc/${key}.webp`,
      `/media/w/680/${key}`, // not the copy's name
      `/media/w/680/w/680/${key}.webp.webp`, // a copy of a copy
      '/media/w/680/gigs/missing.png.webp', // no such original
      '/media/w/680/gigs/moving.gif.webp', // GIFs have no copies
      '/media/w/680/gigs/clip.webm.webp',
      '/media/w/680/gigs/..%2f..%2fsecrets.png.webp',
      '/media/w/680/.webp',
    ]) {
      const res = await t.call('GET', path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body).toEqual({ detail: MESSAGES.notFound });
    }
    // Dot segments are resolved before routing; what is left is not a copy's address either.
    for (const path of [
      '/media/w/680/../../secrets.json.webp',
      '/media/w/680/gigs/%2e%2e/%2e%2e/secrets.json.webp',
    ]) {
      expect([path, (await get(path)).statusCode]).toEqual([path, 404]);
    }
    // The copies' folder itself is a folder, refused as /media/gigs/ is.
    expect((await get('/media/w/680/')).statusCode).toBe(403);
  });

  it('answers the original when the picture cannot be resized', async () => {
    // A file named like a picture whose content is not one (uploads are sniffed; this was put by hand).
    mkdirSync(join(t.dataDir, 'uploads', 'public', 'gigs'), { recursive: true });
    writeFileSync(join(t.dataDir, 'uploads', 'public', 'gigs', 'broken.png'), 'not a picture');
    const res = await get('/media/w/400/gigs/broken.png.webp');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/media/gigs/broken.png');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('forgets the copies with their original', async () => {
    const created = await t.call('POST', '/api/gig/v2-gigs/', {
      token: owner.token,
      payload: { name: 'Gig with media', description: 'A kit.', pricing: '10.00' },
    });
    const media = await t.call('POST', '/api/gig/v2-gigs-media/', {
      token: owner.token,
      ...multipart(
        { gig: created.body.id, media_type: 'Image' },
        { image: { filename: 'm.png', data: gigArtwork(6, 800, 450), contentType: 'image/png' } },
      ),
    });
    expect(media.status).toBe(201);
    const copy = copiesOf(media.body.image).get(400)!;
    expect((await get(copy)).statusCode).toBe(200);
    expect(existsSync(stored(copy))).toBe(true);
    const gone = await t.call('DELETE', `/api/gig/v2-gigs-media/${media.body.id}/`, { token: owner.token });
    expect(gone.status).toBe(204);
    expect(existsSync(stored(copy))).toBe(false);
  });
});

describe('making a copy', () => {
  it('makes a copy asked for several times at once only once', async () => {
    const folder = createFolderStore(join(t.dataDir, 'uploads', 'counted'));
    let puts = 0;
    const store: BlobStore = {
      ...folder,
      async put(...args) {
        puts += 1;
        await folder.put(...args);
      },
    };
    await folder.put('gigs/once.png', gigArtwork(7, 1200, 675), 'image/png');
    const variants = createImageVariants(store, { warn: () => undefined });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => variants.get('680', 'gigs/once.png.webp')),
    );
    expect(puts).toBe(1);
    const sizes = answers.map((a) => (a && 'size' in a ? a.size : 0));
    expect(new Set(sizes).size).toBe(1);
    expect(sizes[0]).toBeGreaterThan(0);
    // Asked again later: read from the store, not made again.
    expect(await variants.get('680', 'gigs/once.png.webp')).toMatchObject({ size: sizes[0] });
    expect(puts).toBe(1);
  });
});

describe('the islands’ picture addresses', () => {
  it('adds copies to our own pictures only', () => {
    expect(pictureSizes('http://guild.test/media/gigs/abc.png')).toEqual({
      srcSet:
        'http://guild.test/media/w/400/gigs/abc.png.webp 400w,http://guild.test/media/w/680/gigs/abc.png.webp 680w,http://guild.test/media/w/960/gigs/abc.png.webp 960w',
      sizes: '(max-width:551px) calc(100vw - 2rem),260px',
    });
    expect(pictureSizes('https://guild.example/media/products/x.jpeg').srcSet).toContain(
      'https://guild.example/media/w/680/products/x.jpeg.webp 680w',
    );
    expect(pictureSizes('/media/avatars/demo/1-lh.webp').srcSet).toContain(
      '/media/w/400/avatars/demo/1-lh.webp.webp 400w',
    );
    for (const src of [
      'https://lh3.googleusercontent.com/a/photo.jpg',
      'https://example.com/pictures/media/gigs/abc.png',
      'https://pbs.example.com/media/Fxyz.jpg?name=small',
      'http://guild.test/media/gigs/moving.gif',
      'http://guild.test/media/gigs/clip.mp4',
      'http://guild.test/media/gigs/abc.png?x=1',
      'http://guild.test/media/w/680/gigs/abc.png.webp',
    ])
      expect(pictureSizes(src), src).toEqual({});
  });
});
