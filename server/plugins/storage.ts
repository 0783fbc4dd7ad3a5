import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { newId } from '../../db/ids';

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

/** Public uploads live in $DATA_DIR/uploads/public and are served at /media/. */
export default fp(
  async (app: FastifyInstance, opts: { dataDir: string; publicUrl: string }) => {
    const root = join(opts.dataDir, 'uploads', 'public');
    await mkdir(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      immutable: true,
    });
    app.decorate<Storage>('storage', {
      async savePublic(data, allowed, folder) {
        const type = await fileTypeFromBuffer(data);
        if (!type || !allowed.includes(type.mime)) return null;
        await mkdir(join(root, folder), { recursive: true });
        const key = `${folder}/${newId()}.${type.ext}`;
        await writeFile(join(root, key), data);
        return key;
      },
      publicUrl(key) {
        if (!key) return null;
        return /^https?:\/\//.test(key) ? key : `${opts.publicUrl}/media/${key}`;
      },
      async removePublic(key) {
        if (!key || /^https?:\/\//.test(key) || key.includes('..')) return;
        await unlink(join(root, key)).catch(() => undefined);
      },
    });
  },
  { name: 'storage' },
);
