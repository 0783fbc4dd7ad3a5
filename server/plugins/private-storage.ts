import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import * as v from 'valibot';
import { MESSAGES } from '../../contracts/messages';
import { SIGNED_URL_MAX_EXPIRES_SECONDS } from '../../contracts/orders';
import { newId } from '../../db/ids';
import type { BlobStore } from '../lib/blob-store';
import { HttpError } from '../lib/http-errors';
import { routeSchema } from '../lib/route-schema';

// Private files (gig kits) live in $DATA_DIR/uploads/private (or under private/ in the S3 bucket) and
// are never served as they are: only through URLs signed with the URL-signing key that carry a start
// date and an expiry in seconds, with the semantics of S3's presigned URLs: a start date and an expiry
// in seconds; the link is valid from the start date until start + expiry, and a missing or
// unparsable date or expiry counts as expired. With S3 the links are S3's own presigned URLs
// (X-Amz-Date, X-Amz-Expires), with the same semantics, answered by the bucket.

export const DATE_PARAM = 'X-Guild-Date';
export const EXPIRES_PARAM = 'X-Guild-Expires';
export const SIGNATURE_PARAM = 'X-Guild-Signature';
export const FILENAME_PARAM = 'filename';
const ALGORITHM = 'GUILD1-HMAC-SHA256';
/** How far in the future a start date may be (clocks disagree a little), as S3 allows. */
export const CLOCK_SKEW_SECONDS = 300;

const KEY_PATTERN = /^[a-z0-9]+(?:\/[a-z0-9]+)*\.[a-z0-9]{1,5}$/;

/** UTC `YYYYMMDDTHHMMSSZ`. */
export function formatSignedDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Reads `YYYYMMDDTHHMMSSZ`; null for anything else, including impossible dates. */
export function parseSignedDate(text: string | undefined): Date | null {
  const m = text?.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  return date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s
    ? date
    : null;
}

/** Every query parameter but the signature, sorted and encoded: adding or changing one breaks it. */
function canonicalQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([k]) => k !== SIGNATURE_PARAM)
    .map(([k, value]) => [encodeURIComponent(k), encodeURIComponent(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
    .map(([k, value]) => `${k}=${value}`)
    .join('&');
}

function signature(key: Uint8Array, method: string, pathname: string, params: URLSearchParams): string {
  const date = params.get(DATE_PARAM) ?? '';
  const toSign = [ALGORITHM, date, method, pathname, canonicalQuery(params)].join('\n');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

export interface SignOptions {
  /** The start of validity (default now). */
  date?: Date;
  expiresSeconds: number;
  /** The name the browser saves the file under (signed too). */
  filename?: string;
}

/** A path plus query string, signed for GET. */
export function signPath(key: Uint8Array, pathname: string, opts: SignOptions): string {
  const params = new URLSearchParams();
  params.set(DATE_PARAM, formatSignedDate(opts.date ?? new Date()));
  params.set(EXPIRES_PARAM, String(opts.expiresSeconds));
  if (opts.filename) params.set(FILENAME_PARAM, opts.filename);
  params.set(SIGNATURE_PARAM, signature(key, 'GET', pathname, params));
  return `${pathname}?${params.toString()}`;
}

export type SignedCheck = { ok: true } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Checks a signed request. Missing or unparsable date or expiry count as expired; a wrong
 * signature (tampered path, date, expiry or any parameter) or a start date too far ahead is invalid.
 */
export function verifySigned(
  key: Uint8Array,
  method: string,
  pathname: string,
  params: URLSearchParams,
  now: Date = new Date(),
): SignedCheck {
  const date = parseSignedDate(params.get(DATE_PARAM) ?? undefined);
  const expiresText = params.get(EXPIRES_PARAM) ?? '';
  if (!date || !/^\d{1,7}$/.test(expiresText)) return { ok: false, reason: 'expired' };
  const expires = Number(expiresText);
  if (expires < 1 || expires > SIGNED_URL_MAX_EXPIRES_SECONDS) return { ok: false, reason: 'expired' };

  const sent = params.get(SIGNATURE_PARAM) ?? '';
  const expected = signature(key, method, pathname, params);
  const same =
    /^[0-9a-f]{64}$/.test(sent) && timingSafeEqual(Buffer.from(sent, 'hex'), Buffer.from(expected, 'hex'));
  if (!same) return { ok: false, reason: 'invalid' };

  const start = date.getTime();
  if (start - now.getTime() > CLOCK_SKEW_SECONDS * 1000) return { ok: false, reason: 'invalid' };
  // A link expires at its start date plus its expiry seconds.
  if (now.getTime() > start + expires * 1000) return { ok: false, reason: 'expired' };
  return { ok: true };
}

/** By extension (from the request's path, so a Map: no name reaches an object's prototype). */
const CONTENT_TYPES = new Map([
  ['zip', 'application/zip'],
  ['pdf', 'application/pdf'],
  ['mp4', 'video/mp4'],
  ['webm', 'video/webm'],
  ['mov', 'video/quicktime'],
]);

const contentTypeOf = (key: string) =>
  CONTENT_TYPES.get(key.split('.').pop() ?? '') ?? 'application/octet-stream';
const safeFilename = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

export interface PrivateStorage {
  /**
   * Stores a private file under a generated name when its content is one of `allowed`; answers the
   * key, or null when the content is not an allowed type.
   */
  save(data: Buffer, allowed: readonly string[], folder: string): Promise<string | null>;
  remove(key: string | null | undefined): Promise<void>;
  /** An absolute URL for the file that works for `expiresSeconds` from `date` (default now). */
  signedUrl(key: string, opts: SignOptions): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    privateStorage: PrivateStorage;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { store: BlobStore; publicUrl: string; signingKey: Uint8Array }) => {
    const { store } = opts;
    if (store.root) await mkdir(store.root, { recursive: true });
    // Signed URLs point at the file route below: /api/files/.
    const mount = '/api/files/';

    app.decorate<PrivateStorage>('privateStorage', {
      async save(data, allowed, folder) {
        const type = await fileTypeFromBuffer(data);
        if (!type || !allowed.includes(type.mime)) return null;
        if (!/^[a-z0-9]+(?:\/[a-z0-9]+)*$/.test(folder)) throw new Error(`bad private folder: ${folder}`);
        const key = `${folder}/${newId()}.${type.ext}`;
        await store.put(key, data, type.mime);
        return key;
      },
      async remove(key) {
        if (!key || !KEY_PATTERN.test(key)) return;
        await store.remove(key).catch((err) => app.log.warn({ err, key }, 'private file not removed'));
      },
      async signedUrl(key, signOpts) {
        if (!KEY_PATTERN.test(key)) throw new Error(`bad private key: ${key}`);
        const presigned = await store.presign(key, {
          date: signOpts.date ?? new Date(),
          expiresSeconds: signOpts.expiresSeconds,
          filename: signOpts.filename && safeFilename(signOpts.filename),
          contentType: contentTypeOf(key),
        });
        return presigned ?? `${opts.publicUrl}${signPath(opts.signingKey, `${mount}${key}`, signOpts)}`;
      },
    });

    // The signature is checked on the raw query string; the schema documents the parameters (a
    // parameter sent twice stays a signature problem, 403, as before).
    const param = v.optional(v.union([v.string(), v.array(v.string())]));
    const schema = routeSchema({
      summary: 'A private file, through a signed, expiring link',
      tags: ['files'],
      params: v.object({ '*': v.string(MESSAGES.notFound) }),
      query: v.object({
        [DATE_PARAM]: param,
        [EXPIRES_PARAM]: param,
        [SIGNATURE_PARAM]: param,
        [FILENAME_PARAM]: param,
      }),
      response: { 200: v.pipe(v.string(), v.description('The file, as an attachment.')) },
    });

    app.get('/api/files/*', { schema }, async (request, reply) => {
      const raw = request.raw.url ?? '';
      const q = raw.indexOf('?');
      const pathname = q === -1 ? raw : raw.slice(0, q);
      const params = new URLSearchParams(q === -1 ? '' : raw.slice(q + 1));
      const check = verifySigned(opts.signingKey, 'GET', pathname, params);
      if (!check.ok) {
        throw new HttpError(
          403,
          check.reason === 'expired' ? MESSAGES.signedUrlExpired : MESSAGES.signedUrlInvalid,
        );
      }
      if (!pathname.startsWith(mount)) throw new HttpError(404, MESSAGES.notFound);
      const key = pathname.slice(mount.length);
      if (!KEY_PATTERN.test(key)) throw new HttpError(404, MESSAGES.notFound);
      const blob = await store.get(key);
      if (!blob) throw new HttpError(404, MESSAGES.notFound);
      const ext = key.split('.').pop() ?? '';
      const filename = safeFilename(params.get(FILENAME_PARAM) ?? `download.${ext}`);
      return reply
        .type(contentTypeOf(key))
        .header('content-length', blob.size)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(blob.body);
    });
  },
  { name: 'private-storage', dependencies: ['errors'] },
);
