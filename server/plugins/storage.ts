import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { VARIANT_FOLDER } from '../../contracts/media-variants';
import { MESSAGES } from '../../contracts/messages';
import { newId } from '../../db/ids';
import type { BlobStore } from '../lib/blob-store';
import { HttpError } from '../lib/http-errors';
import { createImageVariants } from '../lib/image-variants';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export interface Storage {
  /**
   * Stores a public file under a generated name (never the client's) when its content is one of
   * `allowed`; answers the stored key, or null when the content is not an allowed type.
   */
  savePublic(data: Buffer, allowed: readonly string[], folder: string): Promise<string | null>;
  publicUrl(key: string | null | undefined): string | null;
  removePublic(key: string | null | undefined): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** A public key: folders and a file name, nothing that climbs out. */
const PUBLIC_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/;

/** What /media/ answers with, originals and copies alike: a key is never reused. */
const IMMUTABLE = 'public, max-age=604800, immutable';

/**
 * Public uploads are served at /media/: from $DATA_DIR/uploads/public by @fastify/static (the
 * embedded default), or streamed from the S3 bucket when the store is one (every instance sees
 * every upload). Either way with a week's immutable caching: a key is never reused.
 * `/media/w/<width>/<key>.webp` is a picture's smaller copy (decision 22), made on first request
 * and kept in the same store; this route is more literal than `/media/*`, so it wins either way.
 */
export default fp(
  async (app: FastifyInstance, opts: { store: BlobStore; publicUrl: string }) => {
    const { store } = opts;
    const variants = createImageVariants(store, app.log);
    app.get<{ Params: { width: string; '*': string } }>(
      '/media/w/:width/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const answer = await variants.get(request.params.width, request.params['*']);
        if (!answer) throw new HttpError(404, MESSAGES.notFound);
        if ('original' in answer) {
          // Not resizable (too many pixels, or sharp cannot read it): the original, as before.
          return reply
            .header('cache-control', 'public, max-age=3600')
            .redirect(`/media/${answer.original}`, 302);
        }
        return reply
          .type('image/webp')
          .header('content-length', answer.size)
          .header('cache-control', IMMUTABLE)
          .send(answer.body);
      },
    );
    if (store.root) {
      await mkdir(store.root, { recursive: true });
      await app.register(fastifyStatic, {
        root: store.root,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        maxAge: '7d',
        immutable: true,
      });
    } else {
      app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
        const key = request.params['*'];
        const blob = PUBLIC_KEY.test(key) && !key.includes('..') ? await store.get(key) : null;
        if (!blob) throw new HttpError(404, MESSAGES.notFound);
        return reply
          .type(blob.contentType ?? 'application/octet-stream')
          .header('content-length', blob.size)
          .header('cache-control', IMMUTABLE)
          .send(blob.body);
      });
    }
    app.decorate<Storage>('storage', {
      async savePublic(data, allowed, folder) {
        // The copies' folder holds nothing else: a copy's key names its original.
        if (folder.split('/')[0] === VARIANT_FOLDER) throw new Error(`no uploads in ${folder}/`);
        const type = await fileTypeFromBuffer(data);
        if (!type || !allowed.includes(type.mime)) return null;
        const key = `${folder}/${newId()}.${type.ext}`;
        await store.put(key, data, type.mime);
        return key;
      },
      publicUrl(key) {
        if (!key) return null;
        return /^https?:\/\//.test(key) ? key : `${opts.publicUrl}/media/${key}`;
      },
      async removePublic(key) {
        if (!key || /^https?:\/\//.test(key) || key.includes('..')) return;
        // Best effort, as before: a file left behind costs space, never the request.
        await store.remove(key).catch((err) => app.log.warn({ err, key }, 'public file not removed'));
        await variants.remove(key).catch((err) => app.log.warn({ err, key }, 'picture copies not removed'));
      },
    });
  },
  { name: 'storage' },
);
