import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredBlob {
  body: Readable;
  size: number;
  /** What it was stored as, when the store keeps it. */
  contentType?: string;
}

export interface PresignOptions {
  /** The start of validity. */
  date: Date;
  expiresSeconds: number;
  /** Sent back as `Content-Disposition: attachment; filename="…"`. */
  filename?: string;
  contentType: string;
}

/**
 * Where uploaded files are kept, by key (`folder/id.ext`; callers check the key's shape). The local
 * folder by default; an S3-compatible bucket when S3_* is set (`server/lib/s3-store.ts`), so every
 * instance sees every file.
 */
export interface BlobStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredBlob | null>;
  /** Forgets the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The folder, for a store that is one (served by @fastify/static), else null. */
  readonly root: string | null;
  /**
   * A direct GET URL signed by the store itself (S3's presigned URLs), or null when the store cannot
   * sign (the local folder: the app signs its own /api/files/ links).
   */
  presign(key: string, opts: PresignOptions): Promise<string | null>;
}

/** Files in a local folder (the embedded default: $DATA_DIR/uploads/public and …/private). */
export function createFolderStore(root: string): BlobStore {
  return {
    root,
    async put(key, data) {
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      const file = join(root, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size };
    },
    async remove(key) {
      await unlink(join(root, key)).catch(() => undefined);
    },
    presign: async () => null,
  };
}
