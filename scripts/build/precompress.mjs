// @ts-check
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { basename, extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { AHEAD } from './precompress-middleware.mjs';

// `.br` and `.gz` beside every text file of the built site (the integration at the end of this file),
// so the server sends pages and assets compressed without compressing them on every request
// (server/lib/site-files.ts holds them in memory; @fastify/static preCompressed for the rest).

/** The extensions compressed: the text files the server sends (server/lib/site-files.ts). */
export const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.svg',
  '.xml',
  '.json',
  '.txt',
  '.webmanifest',
]);
/** Smaller files are sent as they are: compression would save less than a packet. */
export const MIN_SIZE = 1024;

/** The largest file a 64 KB brotli window covers whole (the window is 2^lgwin − 16 bytes). */
const SMALL_WINDOW_LIMIT = 2 ** 16 - 16;

/**
 * Brotli at quality 8, with the window fitted to the file when it is 64 KB or less (nearly every
 * page). Any window the file fits in finds the same matches, and with a window of 2^16 brotli uses
 * its chain hasher instead of the large one it sets up (and clears) for the default 4 MB window:
 * about 15 times faster on a 40 KB page, with output as small or smaller. Every brotli decoder reads
 * any window size. Larger files (big scripts, the feeds, lists of every article) keep the default
 * window. The size hint lets brotli prepare only the part of its tables the file needs (same
 * output; about 4 % less CPU on the large files). Quality 9 made copies 0.09 % smaller (0.4 % on
 * the large files) for about twice the time: 13.3 s against 9.7 s for the whole site of the build
 * benchmark (4,372 files), most of it on the large files, where quality 9's hasher is slow to set up
 * (decision 16).
 * @param {number} size
 * @returns {import('node:zlib').BrotliOptions}
 */
export function brotliOptions(size) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 8,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      ...(size <= SMALL_WINDOW_LIMIT ? { [constants.BROTLI_PARAM_LGWIN]: 16 } : {}),
    },
  };
}
/** @type {import('node:zlib').ZlibOptions} */
export const GZIP_OPTIONS = { level: 9 };

// Names the settings above in the cache key: a change of settings compresses everything afresh.
const SETTINGS = 'br8-w16-upto-65520-hint|gz9|v1';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The cache entry of a file's bytes: `<entry>.br` and `<entry>.gz` in `cacheDir`, named by the
 * SHA-256 of the settings and the bytes.
 * @param {string} cacheDir @param {Uint8Array} data
 */
const entryOf = (cacheDir, data) =>
  join(cacheDir, createHash('sha256').update(SETTINGS).update(data).digest('hex'));

/**
 * Writes `data` as a new file at `path`: whatever was there is removed first, so a file that shares
 * its bytes with a cache entry (a hard link, below) is never written through.
 * @param {string} path @param {Buffer} data
 */
function place(path, data) {
  rmSync(path, { force: true });
  writeFileSync(path, data);
}

/**
 * Gives `to` the bytes of `from` as a hard link: a second name for the same file, where writing a
 * copy made a new file and wrote it whole (creating files was a third of the compression's time
 * in a 4,000-page build). A copy where links cannot be made (another device).
 * @param {string} from @param {string} to
 */
function share(from, to) {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Runs `work` on every item, `limit` at a time.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} work
 */
async function eachLimited(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(/** @type {T} */ (items[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `root` of MIN_SIZE or more.
 * With `cacheDir`, the compressed copies are also kept there under the SHA-256 of the file's bytes
 * (and of the settings): a file seen by an earlier build is copied from the cache instead of being
 * compressed again, and the cache is left holding only this build's files.
 * With `later`, the folder `later.dir` of `root` is compressed only once `later.ready` is settled (work
 * still writing that folder while the rest is compressed); a failure of that work is thrown.
 * @param {string} root
 * @param {{ cacheDir?: string, later?: { dir: string, ready: Promise<unknown> } }} [options]
 * @returns {Promise<{ files: number, compressed: number, reused: number }>}
 */
export async function precompressDir(root, { cacheDir, later } = {}) {
  // Its failure is kept from this moment (not left unhandled while the rest is compressed), thrown below.
  const laterDone = later?.ready.then(
    () => null,
    (/** @type {unknown} */ error) => ({ error }),
  );
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  /** @type {Set<string>} */
  const used = new Set();
  const count = { files: 0, compressed: 0, reused: 0 };

  /** @param {string} path */
  const compressOne = async (path) => {
    // Synchronous file calls: each is a few microseconds on a page, where a promise's round trip
    // through the thread pool cost more than the call (and queued behind the compression).
    const data = readFileSync(path);
    if (data.length < MIN_SIZE) return;
    count.files++;
    const cached = cacheDir && entryOf(cacheDir, data);
    if (cached) {
      used.add(basename(cached));
      // The .gz is written last: with it, the entry is whole.
      if (existsSync(`${cached}.gz`)) {
        share(`${cached}.br`, `${path}.br`);
        share(`${cached}.gz`, `${path}.gz`);
        count.reused++;
        return;
      }
    }
    const [brotli, gzipped] = await Promise.all([
      br(data, brotliOptions(data.length)),
      gz(data, GZIP_OPTIONS),
    ]);
    place(`${path}.br`, brotli);
    place(`${path}.gz`, gzipped);
    count.compressed++;
    if (cached) {
      share(`${path}.br`, `${cached}.br`);
      share(`${path}.gz`, `${cached}.gz`);
    }
  };

  /** @param {(path: string) => boolean} wanted */
  const compressAll = async (wanted) => {
    /** @type {string[]} */
    const queue = [];
    for await (const path of files(root))
      if (COMPRESSIBLE.has(extname(path)) && wanted(path)) queue.push(path);
    // zlib compresses on libuv's thread pool (four threads): enough files at once to keep it busy.
    await eachLimited(queue, 8, compressOne);
  };

  const laterDir = later && `${join(root, later.dir)}${sep}`;
  const isLater = (/** @type {string} */ path) => Boolean(laterDir && path.startsWith(laterDir));
  const [, failed] = await Promise.all([compressAll((path) => !isLater(path)), laterDone]);
  if (failed) throw failed.error;
  if (later) await compressAll(isLater);

  if (cacheDir) {
    for (const name of await readdir(cacheDir)) {
      if (!used.has(name.replace(/\.(br|gz)$/, ''))) await rm(join(cacheDir, name), { force: true });
    }
  }
  return count;
}

/**
 * Compresses `data` into its cache entry, unless the entry is there already; answers whether it
 * compressed. Synchronous: for `compressAhead`'s worker thread (scripts/build/precompress-worker.mjs).
 * A failure leaves no entry behind.
 * @param {string} cacheDir @param {Uint8Array} data
 */
export function compressIntoCache(cacheDir, data) {
  const entry = entryOf(cacheDir, data);
  if (existsSync(`${entry}.gz`)) return false;
  try {
    place(`${entry}.br`, brotliCompressSync(data, brotliOptions(data.length)));
    // The .gz is written last: with it, the entry is whole.
    place(`${entry}.gz`, gzipSync(data, GZIP_OPTIONS));
  } catch (error) {
    rmSync(`${entry}.br`, { force: true });
    rmSync(`${entry}.gz`, { force: true });
    throw error;
  }
  return true;
}

/**
 * Compresses pages into the cache while the build is still rendering the rest: rendering keeps one
 * core busy, and a worker thread compresses on the other, so that `precompressDir` at the end finds
 * each page's copies in the cache and only links them. `add` takes a page's bytes as Astro writes
 * them (scripts/build/precompress-middleware.mjs); files under MIN_SIZE and bytes already in the
 * cache are skipped. The worker works through its queue whatever the main thread is doing (zlib's
 * own asynchronous calls wait for the main thread between files, and share libuv's four threads with
 * the build's file writes). The rendering never waits for it while fewer than `backlog` pages are
 * queued (2,000 pages of about 40 KB: 80 MB), so both cores stay busy: with a queue of 64 the rendering
 * waited for the worker, one core idle while the other compressed, and what was saved at the end was
 * lost while rendering. Past `backlog`, `add` answers a promise that settles when there is room.
 * What is still queued when the pages are done is compressed beside Pagefind. `settled` waits for
 * the queue, stops the worker and answers how many files it compressed, and its first failure if one
 * stopped it (`precompressDir` then compresses the files it left).
 * @param {string} cacheDir
 * @param {{ backlog?: number }} [options]
 */
export function compressAhead(cacheDir, { backlog = 2000 } = {}) {
  mkdirSync(cacheDir, { recursive: true });
  const worker = new Worker(new URL('./precompress-worker.mjs', import.meta.url), {
    workerData: { cacheDir },
  });
  // The worker keeps the process alive only while it has pages to compress: a build that fails
  // before `settled` is called still ends.
  worker.unref();
  let waiting = 0;
  let compressed = 0;
  /** @type {{ error: unknown } | null} */
  let failed = null;
  /** @type {(() => void)[]} */
  let wakeOnRoom = [];
  /** @type {(() => void)[]} */
  let wakeOnDone = [];
  const wake = (/** @type {(() => void)[]} */ list) => {
    for (const resolve of list) resolve();
  };
  /** @param {number} [left] how many pages are still waiting (none once the worker has stopped) */
  const finished = (left = waiting - 1) => {
    waiting = left;
    if (waiting < backlog) wake(wakeOnRoom.splice(0));
    if (!waiting) {
      worker.unref();
      wake(wakeOnDone.splice(0));
    }
  };
  worker.on('message', (/** @type {{ compressed: boolean } | { error: string }} */ answer) => {
    if ('error' in answer) failed ??= { error: new Error(answer.error) };
    else if (answer.compressed) compressed++;
    finished();
  });
  worker.on('error', (error) => {
    failed ??= { error };
    finished(0);
  });
  return {
    /**
     * @param {Uint8Array} data
     * @returns {Promise<void> | undefined}
     */
    add(data) {
      if (data.length < MIN_SIZE || failed) return undefined;
      if (!waiting++) worker.ref();
      worker.postMessage(data);
      return waiting < backlog ? undefined : new Promise((resolve) => wakeOnRoom.push(() => resolve()));
    },
    /** @returns {Promise<{ compressed: number, failure: unknown }>} */
    async settled() {
      if (waiting && !failed) await new Promise((resolve) => wakeOnDone.push(() => resolve(null)));
      wakeOnRoom = [];
      wakeOnDone = [];
      await worker.terminate();
      return { compressed, failure: failed?.error };
    },
  };
}

/**
 * The Astro integration: precompresses the built site when the build is done, with its cache in
 * Astro's cache folder (`cacheDir`: node_modules/.astro, or beside a DIST_DIR), so a rebuild after
 * editing one article compresses only the pages that changed. `alongside` is other work on the
 * finished pages that writes the folder `dir` (Pagefind's index): it starts as soon as the pages are
 * generated, runs at the same time as the compression of the rest, and its folder is compressed
 * once it is done.
 * @param {{ alongside?: { name: string, dir: string, run: (root: string, logger: import('astro').AstroIntegrationLogger) => Promise<void> } }} [options]
 * @returns {import('astro').AstroIntegration}
 */
export function precompress({ alongside } = {}) {
  /** @type {string | undefined} */
  let cacheDir;
  /** @type {Promise<void> | undefined} */
  let alongsideRun;
  /** @type {ReturnType<typeof compressAhead> | undefined} */
  let ahead;
  const stopAhead = () => {
    // The build's pages are no longer handed over.
    delete (/** @type {Record<symbol, unknown>} */ (globalThis)[AHEAD]);
  };
  return {
    name: 'guild-precompress',
    hooks: {
      // Builds hand every prerendered page to the compression as it is rendered (compressAhead); the
      // middleware does nothing where no build is listening (the server rendering pages per request).
      'astro:config:setup': ({ command, addMiddleware }) => {
        if (command === 'build')
          addMiddleware({
            entrypoint: new URL('./precompress-middleware.mjs', import.meta.url),
            order: 'post',
          });
      },
      'astro:config:done': ({ config }) => {
        cacheDir = join(fileURLToPath(config.cacheDir), 'guild-precompress');
      },
      'astro:build:start': () => {
        if (!cacheDir) return;
        ahead = compressAhead(cacheDir);
        /** @type {Record<symbol, unknown>} */ (globalThis)[AHEAD] = ahead.add;
      },
      // The pages are final once generated: the work beside the compression starts on them while
      // Astro still arranges the server's files and writes the sitemap (a few seconds of a core).
      'astro:build:generated': ({ dir, logger }) => {
        stopAhead();
        alongsideRun = alongside?.run(fileURLToPath(dir), logger.fork(alongside.name));
        // Its failure is thrown by precompressDir below; kept from being unhandled until then.
        alongsideRun?.catch(() => {});
      },
      'astro:build:done': async ({ dir, logger }) => {
        stopAhead();
        const root = fileURLToPath(dir);
        alongsideRun ??= alongside?.run(root, logger.fork(alongside.name));
        const later = alongside && alongsideRun && { dir: alongside.dir, ready: alongsideRun };
        // The pages compressed while rendered are in the cache before the site is looked through.
        const { compressed: early = 0, failure } = (await ahead?.settled()) ?? {};
        ahead = undefined;
        if (failure) logger.warn(`compressing pages while they were rendered stopped: ${String(failure)}`);
        const done = await precompressDir(root, { cacheDir, later });
        alongsideRun = undefined;
        logger.info(
          `precompressed ${done.files} files (.br and .gz): ${done.compressed + early} compressed (${early} while the pages were rendered), ${done.reused - early} from the cache`,
        );
      },
    },
  };
}
