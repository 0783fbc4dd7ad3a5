import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Db } from '../db/client';
import type { Env } from '../server/env';
import { seedDemo } from './seed';

/**
 * Loads demo data into a new database (SEED=demo, outside production); when media lives in an S3
 * bucket, copies the demo files the seed wrote under $DATA_DIR/uploads into it. Answers whether it
 * loaded anything (`npm start`'s and `npm run migrate`'s prepare step).
 */
export async function prepareDemo(db: Db, env: Env): Promise<boolean> {
  if (env.seed !== 'demo' || env.production || !(await seedDemo(db, env.dataDir))) return false;
  console.log('Loaded demo data into a new database.');
  if (env.s3) {
    const { createS3Client, createS3Store } = await import('../server/lib/s3-store');
    const client = createS3Client(env.s3);
    let copied = 0;
    for (const area of ['public', 'private'] as const) {
      const root = join(env.dataDir, 'uploads', area);
      const store = createS3Store(client, env.s3.bucket, `${area}/`);
      for (const key of await filesUnder(root)) {
        await store.put(
          key,
          await readFile(join(root, key)),
          CONTENT_TYPES.get(extension(key)) ?? 'application/octet-stream',
        );
        copied += 1;
      }
    }
    client.destroy();
    console.log(`Copied ${copied} demo files to the bucket ${env.s3.bucket}.`);
  }
  return true;
}

const extension = (key: string) => key.split('.').pop()?.toLowerCase() ?? '';

const CONTENT_TYPES = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
  ['svg', 'image/svg+xml'],
  ['mp4', 'video/mp4'],
  ['webm', 'video/webm'],
  ['mov', 'video/quicktime'],
  ['zip', 'application/zip'],
  ['pdf', 'application/pdf'],
]);

/** Every file under a folder, as paths relative to it (none when it does not exist). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)));
}
