import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../env';
import type { BlobStore } from './blob-store';

/** One client for the app's buckets (`S3_*` variables). */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
  });
}

const missing = (err: unknown) =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket under `prefix` (`public/` or `private/`). Downloads of private
 * files are S3's own presigned URLs: `X-Amz-Date` is the start date and `X-Amz-Expires` the seconds
 * after it, the same semantics as the app's own signed links (spec §3).
 */
export function createS3Store(client: S3Client, bucket: string, prefix: string): BlobStore {
  const Key = (key: string) => `${prefix}${key}`;
  return {
    root: null,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: Key(key), Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
        if (!out.Body) return null;
        return { body: out.Body as Readable, size: out.ContentLength ?? 0, contentType: out.ContentType };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: Key(key) }));
    },
    async presign(key, opts) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: Key(key),
        ResponseContentType: opts.contentType,
        ResponseCacheControl: 'private, no-store',
        ...(opts.filename ? { ResponseContentDisposition: `attachment; filename="${opts.filename}"` } : {}),
      });
      return getSignedUrl(client, command, { expiresIn: opts.expiresSeconds, signingDate: opts.date });
    },
  };
}
