import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * The built site's text files (pages, scripts, styles, SVG, feeds), held in memory with the `.br`
 * and `.gz` copies the build wrote beside them (scripts/build/precompress.mjs), so a page costs no
 * file system call: the site is fixed until the server restarts (decision 14). Anything else
 * (images, video, the search index, a file over FILE_LIMIT, what is left once TOTAL_LIMIT is
 * reached) is read from disk as before.
 */

/** The content type of each text file held, as @fastify/send would name it. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};
const FILE_LIMIT = 1024 * 1024;
const TOTAL_LIMIT = 64 * 1024 * 1024;

export type Encoding = 'br' | 'gzip' | 'identity';
const SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };
const OFFERED: Encoding[] = ['br', 'gzip'];

export interface Variant {
  body: Buffer;
  /** Weak, from the size and time of the file sent, as @fastify/send makes it. */
  etag: string;
  lastModified: string;
  mtimeMs: number;
}

export interface SiteFile {
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>>;
}

async function variant(path: string): Promise<Variant | undefined> {
  try {
    const [info, body] = await Promise.all([stat(path), readFile(path)]);
    return {
      body,
      etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      lastModified: info.mtime.toUTCString(),
      mtimeMs: Math.floor(info.mtimeMs / 1000) * 1000,
    };
  } catch {
    return undefined;
  }
}

/** Every file of the built site, dot files left out (they are never served). */
export async function* siteFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* siteFiles(path);
    else if (entry.isFile()) yield path;
  }
}

/** The URL path that names a file of the built site: `/post/x/index.html`. */
export const urlOf = (distDir: string, path: string) => `/${relative(distDir, path).split(sep).join('/')}`;

/**
 * Loads `distDir`'s text files. `cacheControl(path)` names each file's Cache-Control. The map is
 * keyed by the URL path a request names: `/post/x/index.html` is also `/post/x/`.
 */
export async function loadSiteFiles(
  distDir: string,
  cacheControl: (path: string) => string,
): Promise<Map<string, SiteFile>> {
  const held = new Map<string, SiteFile>();
  let total = 0;
  for await (const path of siteFiles(distDir)) {
    const type = TYPES[path.slice(path.lastIndexOf('.'))];
    if (!type) continue;
    const identity = await variant(path);
    if (!identity || identity.body.length > FILE_LIMIT) continue;
    const file: SiteFile = { type, cacheControl: cacheControl(path), variants: { identity } };
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = await variant(path + SUFFIX[encoding]);
      if (copy) file.variants[encoding] = copy;
    }
    const size = Object.values(file.variants).reduce((n, v) => n + v.body.length, 0);
    if (total + size > TOTAL_LIMIT) break;
    total += size;
    const url = urlOf(distDir, path);
    held.set(url, file);
    if (url.endsWith('/index.html')) held.set(url.slice(0, -'index.html'.length), file);
  }
  return held;
}

/** The reader's choice among `offered`; "*" counts as gzip, as @fastify/static reads it. */
const negotiateAmong = (acceptEncoding: string, offered: Encoding[]) =>
  negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), offered) as Encoding | null;

/** Browsers send a handful of Accept-Encoding headers: each one's choice is remembered (up to 256). */
const choices = new Map<string, Encoding | null>();

function choose(acceptEncoding: string): Encoding | null {
  let chosen = choices.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = negotiateAmong(acceptEncoding, OFFERED);
    if (choices.size < 256) choices.set(acceptEncoding, chosen);
  }
  return chosen;
}

/** Whether brotli is the reader's first choice of what the site offers (br, gzip). */
export const choosesBrotli = (acceptEncoding: string | undefined) =>
  acceptEncoding !== undefined && choose(acceptEncoding) === 'br';

/** The copy to send for an Accept-Encoding header: br, then gzip (as the reader ranks them), else the file itself. */
export function pick(file: SiteFile, acceptEncoding: string | undefined): [Encoding, Variant] {
  if (!acceptEncoding) return ['identity', file.variants.identity!];
  let chosen = choose(acceptEncoding);
  if (chosen && !file.variants[chosen]) {
    // The build wrote only some copies of this file: choose among those.
    chosen = negotiateAmong(
      acceptEncoding,
      OFFERED.filter((e) => file.variants[e]),
    );
  }
  return chosen ? [chosen, file.variants[chosen]!] : ['identity', file.variants.identity!];
}

/** Whether the reader's cached copy (If-None-Match, else If-Modified-Since) is still this one. */
export function fresh(
  variant: Variant,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
): boolean {
  if (ifNoneMatch) {
    if (ifNoneMatch.trim() === '*') return true;
    const strip = (tag: string) => tag.trim().replace(/^W\//, '');
    const mine = strip(variant.etag);
    return ifNoneMatch.split(',').some((tag) => strip(tag) === mine);
  }
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && variant.mtimeMs <= since;
  }
  return false;
}
