import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { gigArtwork } from '../../scripts/seed/demo-files';
import { createTestApp, type TestApp } from '../test/app';
import { files, makeGig, makeUser, multipart } from '../test/factories';
import { startS3, type TestS3 } from '../test/s3';
import { IMAGE_TYPES } from './storage';

// Media in an S3-compatible bucket (S3_*), against s3rver started by this test: uploads land in the
// bucket, /media/ serves them from it, and kit downloads are S3 presigned URLs whose X-Amz-Date and
// X-Amz-Expires keep the spec's start-date-plus-seconds semantics.
let s3: TestS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe('media in an S3 bucket', () => {
  it('keeps a public upload in the bucket, not the local folder, and serves it at /media/', async () => {
    const png = files.png().data;
    const key = await t.app.storage.savePublic(png, IMAGE_TYPES, 'avatars');
    expect(key).toMatch(/^avatars\/[a-z0-9]+\.png$/);
    expect(existsSync(join(t.dataDir, 'uploads', 'public', key!))).toBe(false);
    const direct = await fetch(`${s3.endpoint}/guild-media/public/${key}`);
    expect(direct.status).toBe(200);
    expect(Buffer.from(await direct.arrayBuffer()).equals(png)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);

    await t.app.storage.removePublic(key);
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/../secrets.json' })).statusCode).toBe(404);
  });

  it('keeps the smaller copy of a picture in the bucket and serves it from there after', async () => {
    const key = await t.app.storage.savePublic(gigArtwork(9, 1200, 675), IMAGE_TYPES, 'gigs');
    const copy = `w/680/${key}.webp`;
    const first = await t.app.inject({ method: 'GET', url: `/media/${copy}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect((await sharp(first.rawPayload).metadata()).width).toBe(680);
    const kept = await fetch(`${s3.endpoint}/guild-media/public/${copy}`);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(first.rawPayload)).toBe(true);

    // With the original gone from the bucket, the copy is still read from it.
    expect((await fetch(`${s3.endpoint}/guild-media/public/${key}`, { method: 'DELETE' })).status).toBe(204);
    const second = await t.app.inject({ method: 'GET', url: `/media/${copy}` });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Another width would be made from the missing original: 404, not a 5xx.
    const missing = await t.call('GET', `/media/w/400/${key}.webp`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: MESSAGES.notFound });

    // Removing the picture removes its copies.
    await t.app.storage.removePublic(key);
    expect((await fetch(`${s3.endpoint}/guild-media/public/${copy}`)).status).toBe(404);
  });

  it('answers kit downloads with presigned URLs valid from their start date for their seconds', async () => {
    const seller = await makeUser(t);
    const gig = await makeGig(t, seller.token, { name: 'Bucket kit' });
    const kit = await t.call('POST', '/api/gig/v2-gigs-kit/', {
      token: seller.token,
      ...multipart({ gig: gig.id }, { zip_file: files.zip() }),
    });
    expect(kit.status).toBe(201);
    // The owner sees the links.
    const detail = await t.call('GET', `/api/gig/gigs/${gig.id}/`, { token: seller.token });
    const url = new URL(detail.body.kit.zip_file);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toMatch(/^\/guild-media\/private\/kits\/[a-z0-9]+\/[a-z0-9]+\.zip$/);
    expect(url.searchParams.get('X-Amz-Date')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="bucket-kit-kit.zip"',
    );

    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('504b0304');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="bucket-kit-kit.zip"');

    // Spec §3: valid from the start date until start + expiry seconds.
    const key = url.pathname.replace('/guild-media/private/', '');
    const started = (ago: number, expiresSeconds: number) =>
      t.app.privateStorage.signedUrl(key, { date: new Date(Date.now() - ago * 1000), expiresSeconds });
    expect((await fetch(await started(300, 600))).status).toBe(200);
    const expired = await fetch(await started(3600, 600));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });
});
