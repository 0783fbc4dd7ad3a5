import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { MESSAGES } from '../../contracts/messages';
import { newId } from '../../db/ids';
import type { BlobStore } from '../lib/blob-store';
import { HttpError } from '../lib/http-errors';

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

/**
 * Public uploads are served at /media/: from $DATA_DIR/uploads/public by @fastify/static (the
 * embedded default), or streamed from the S3 bucket when the store is one (every instance sees
 * every upload). Either way with a week's immutable caching: a key is never reused.
 */
export default fp(
  async (app: FastifyInstance, opts: { store: BlobStore; publicUrl: string }) => {
    const { store } = opts;
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
          .header('cache-control', 'public, max-age=604800, immutable')
          .send(blob.body);
      });
    }
    app.decorate<Storage>('storage', {
      async savePublic(data, allowed, folder) {
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
      },
    });
  },
  { name: 'storage' },
);
