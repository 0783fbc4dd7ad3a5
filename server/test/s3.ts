import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnOnFreePort, stopChild } from './processes';

/**
 * s3rver (npm, a dev dependency): a small S3-compatible server keeping objects in a folder. It
 * checks presigned URLs' X-Amz-Date + X-Amz-Expires (expired links answer 403) but does not verify
 * V4 signatures themselves; its fixed credentials are S3RVER / S3RVER.
 */
const S3RVER = join(import.meta.dirname, '..', '..', 'node_modules', 's3rver', 'bin', 's3rver.js');

export const TEST_BUCKET = 'guild-media';

export interface TestS3 {
  endpoint: string;
  /** The S3_* variables that point the app at it. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver on the first free port of 4790-4799, with the bucket `guild-media`. */
export async function startS3(): Promise<TestS3> {
  const dir = mkdtempSync(join(tmpdir(), 'guild-s3-'));
  const { child, port } = await spawnOnFreePort(
    process.execPath,
    (p) => [S3RVER, '-d', dir, '-a', '127.0.0.1', '-p', String(p), '--configure-bucket', TEST_BUCKET],
    'S3rver listening on',
    [4790, 4799],
  ).catch((err) => {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  // Its request log goes nowhere (stdout must still be read, or the pipe fills up).
  child.stdout!.resume();
  child.stderr!.resume();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
