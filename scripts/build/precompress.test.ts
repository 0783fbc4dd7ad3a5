import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brotliOptions, compressAhead, GZIP_OPTIONS, precompressDir } from './precompress.mjs';
import { AHEAD, onRequest } from './precompress-middleware.mjs';

const page = (words: string) =>
  `<!doctype html><html><head><title>${words}</title></head><body>${`<p>${words} and more words.</p>`.repeat(80)}</body></html>`;

let root: string;
let site: string;
let cache: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'guild-precompress-'));
  site = join(root, 'dist');
  cache = join(root, 'cache');
  mkdirSync(join(site, 'post', 'a'), { recursive: true });
  mkdirSync(join(site, 'post', 'b'), { recursive: true });
  writeFileSync(join(site, 'post', 'a', 'index.html'), page('first article'));
  writeFileSync(join(site, 'post', 'b', 'index.html'), page('second article'));
  writeFileSync(join(site, 'tiny.css'), 'a{color:red}');
  writeFileSync(join(site, 'cover.png'), Buffer.alloc(4096, 7));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every file of `site` and its bytes. */
const snapshot = () =>
  Object.fromEntries(
    readdirSync(site, { recursive: true, encoding: 'utf8' })
      .filter((f) => statSync(join(site, f)).isFile())
      .sort()
      .map((f) => [f, readFileSync(join(site, f)).toString('base64')]),
  );

describe('precompressDir', () => {
  it('writes .br and .gz beside text files of 1 KB or more, each decoding to its source', async () => {
    expect(await precompressDir(site)).toEqual({ files: 2, compressed: 2, reused: 0 });
    for (const name of ['a', 'b']) {
      const path = join(site, 'post', name, 'index.html');
      const source = readFileSync(path);
      expect(brotliDecompressSync(readFileSync(`${path}.br`))).toEqual(source);
      expect(gunzipSync(readFileSync(`${path}.gz`))).toEqual(source);
    }
    expect(Object.keys(snapshot())).not.toContain('tiny.css.br');
    expect(Object.keys(snapshot())).not.toContain('cover.png.br');
  });

  it('fits the brotli window to pages of 64 KB or less, and compresses no worse than the default window', () => {
    const source = Buffer.from(page('a page of the journal'));
    expect(brotliOptions(source.length).params?.[constants.BROTLI_PARAM_LGWIN]).toBe(16);
    expect(brotliOptions(2 ** 16).params?.[constants.BROTLI_PARAM_LGWIN]).toBeUndefined();
    const fitted = brotliCompressSync(source, brotliOptions(source.length));
    const quality = Number(brotliOptions(source.length).params?.[constants.BROTLI_PARAM_QUALITY]);
    const usual = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    expect(brotliDecompressSync(fitted)).toEqual(source);
    expect(fitted.length).toBeLessThanOrEqual(usual.length);
  });

  it('with a cache, compresses only what changed and writes what a fresh compression writes', async () => {
    expect(await precompressDir(site, { cacheDir: cache })).toEqual({ files: 2, compressed: 2, reused: 0 });
    expect(readdirSync(cache)).toHaveLength(4);

    // The next build: Astro writes the site afresh, one article changed.
    rmSync(site, { recursive: true });
    mkdirSync(join(site, 'post', 'a'), { recursive: true });
    mkdirSync(join(site, 'post', 'b'), { recursive: true });
    writeFileSync(join(site, 'post', 'a', 'index.html'), page('first article'));
    const edited = page('second article, edited');
    writeFileSync(join(site, 'post', 'b', 'index.html'), edited);
    expect(await precompressDir(site, { cacheDir: cache })).toEqual({ files: 2, compressed: 1, reused: 1 });

    const b = join(site, 'post', 'b', 'index.html');
    expect(brotliDecompressSync(readFileSync(`${b}.br`)).toString()).toBe(edited);
    expect(gunzipSync(readFileSync(`${b}.gz`)).toString()).toBe(edited);
    // What the cache gave equals what compressing from scratch gives.
    const cached = snapshot();
    for (const name of ['a', 'b']) {
      const source = readFileSync(join(site, 'post', name, 'index.html'));
      expect(Buffer.from(cached[`post/${name}/index.html.br`]!, 'base64')).toEqual(
        brotliCompressSync(source, brotliOptions(source.length)),
      );
      expect(Buffer.from(cached[`post/${name}/index.html.gz`]!, 'base64')).toEqual(
        gzipSync(source, GZIP_OPTIONS),
      );
    }
    // The cache holds this build's files only: the old second article is gone.
    expect(readdirSync(cache)).toHaveLength(4);
  });

  it('never writes a changed page through the cache entry its old copy shares', async () => {
    await precompressDir(site, { cacheDir: cache });
    // The next build, over the old output: the first article's text moves to a new address and
    // the first address gets new text, so its old .br (the cache's bytes) is replaced.
    const first = page('first article');
    const moved = join(site, 'post', 'c', 'index.html');
    mkdirSync(join(site, 'post', 'c'));
    writeFileSync(moved, first);
    const a = join(site, 'post', 'a', 'index.html');
    writeFileSync(a, page('first article, rewritten'));
    expect(await precompressDir(site, { cacheDir: cache })).toEqual({ files: 3, compressed: 1, reused: 2 });
    expect(brotliDecompressSync(readFileSync(`${moved}.br`)).toString()).toBe(first);
    expect(gunzipSync(readFileSync(`${moved}.gz`)).toString()).toBe(first);
    expect(brotliDecompressSync(readFileSync(`${a}.br`)).toString()).toBe(page('first article, rewritten'));
    expect(await precompressDir(site, { cacheDir: cache })).toEqual({ files: 3, compressed: 0, reused: 3 });
    expect(brotliDecompressSync(readFileSync(`${moved}.br`)).toString()).toBe(first);
  });

  it('compresses again when a cache entry is missing its .gz half', async () => {
    await precompressDir(site, { cacheDir: cache });
    const gz = readdirSync(cache).find((f) => f.endsWith('.gz'))!;
    rmSync(join(cache, gz));
    expect(await precompressDir(site, { cacheDir: cache })).toEqual({ files: 2, compressed: 1, reused: 1 });
    expect(readdirSync(cache)).toHaveLength(4);
  });

  it('compresses the folder of work still running (Pagefind) once that work is done, and throws its failure', async () => {
    const index = join(site, 'pagefind');
    const ready = new Promise<void>((done) =>
      setTimeout(() => {
        mkdirSync(index);
        writeFileSync(join(index, 'pagefind.js'), page('search'));
        done();
      }, 50),
    );
    expect(await precompressDir(site, { cacheDir: cache, later: { dir: 'pagefind', ready } })).toEqual({
      files: 3,
      compressed: 3,
      reused: 0,
    });
    expect(gunzipSync(readFileSync(join(index, 'pagefind.js.gz'))).toString()).toBe(page('search'));

    const failed = Promise.reject(new Error('Pagefind could not write'));
    await expect(
      precompressDir(site, { cacheDir: cache, later: { dir: 'pagefind', ready: failed } }),
    ).rejects.toThrow('Pagefind could not write');
  });
});

describe('compressAhead (pages compressed while the build renders the rest)', () => {
  const read = (name: string) => readFileSync(join(site, 'post', name, 'index.html'));

  it('puts each page in the cache, where precompressDir then finds it, with the bytes a fresh compression writes', async () => {
    const ahead = compressAhead(cache);
    expect(ahead.add(read('a'))).toBeUndefined();
    ahead.add(read('b'));
    ahead.add(Buffer.from('a{color:red}')); // under MIN_SIZE: never compressed
    ahead.add(read('a')); // the same bytes again: compressed once
    expect(await ahead.settled()).toEqual({ compressed: 2, failure: undefined });
    expect(readdirSync(cache)).toHaveLength(4);

    expect(await precompressDir(site, { cacheDir: cache })).toEqual({ files: 2, compressed: 0, reused: 2 });
    for (const name of ['a', 'b']) {
      const path = join(site, 'post', name, 'index.html');
      const source = readFileSync(path);
      expect(readFileSync(`${path}.br`)).toEqual(brotliCompressSync(source, brotliOptions(source.length)));
      expect(readFileSync(`${path}.gz`)).toEqual(gzipSync(source, GZIP_OPTIONS));
    }
  });

  it('holds the build back while its backlog is full, and lets it go on as the worker catches up', async () => {
    const ahead = compressAhead(cache, { backlog: 2 });
    expect(ahead.add(Buffer.from(page('one')))).toBeUndefined();
    const full = ahead.add(Buffer.from(page('two')));
    expect(full).toBeInstanceOf(Promise);
    await full;
    expect((await ahead.settled()).compressed).toBe(2);
  });

  it('lets the process end once its pages are compressed, even when nobody waits for it (a failed build)', () => {
    const script = `
      import { compressAhead } from ${JSON.stringify(new URL('./precompress.mjs', import.meta.url).href)};
      compressAhead(${JSON.stringify(cache)}).add(Buffer.from(${JSON.stringify(page('left behind'))}));
    `;
    writeFileSync(join(root, 'failed-build.mjs'), script);
    const run = spawnSync(process.execPath, [join(root, 'failed-build.mjs')], { timeout: 20_000 });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(0);
    // The page it had was compressed before the process ended.
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('says why it stopped when it cannot write, and precompressDir then compresses every page itself', async () => {
    writeFileSync(cache, 'a file where the cache folder should be');
    expect(() => compressAhead(cache)).toThrow();
    rmSync(cache);
    const ahead = compressAhead(cache);
    rmSync(cache, { recursive: true });
    writeFileSync(cache, 'a file where the cache folder should be');
    ahead.add(read('a'));
    const { compressed, failure } = await ahead.settled();
    expect(compressed).toBe(0);
    expect(String(failure)).toMatch(/ENOTDIR/);
    rmSync(cache);
    expect(await precompressDir(site, { cacheDir: cache })).toEqual({ files: 2, compressed: 2, reused: 0 });
  });
});

describe('the build middleware handing pages to compressAhead', () => {
  const context = (isPrerendered: boolean) => ({ isPrerendered }) as Parameters<typeof onRequest>[0];
  const html = page('a prerendered page');
  const answer = () =>
    Promise.resolve(new Response(html, { status: 200, headers: { 'content-type': 'text/html' } }));
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[AHEAD];
  });

  it('hands over the bytes of a prerendered page and answers the same page', async () => {
    const taken: Uint8Array[] = [];
    (globalThis as Record<symbol, unknown>)[AHEAD] = (data: Uint8Array) => void taken.push(data);
    const response = (await onRequest(context(true), answer)) as Response;
    expect(Buffer.from(taken[0]!).toString()).toBe(html);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toBe(html);
  });

  it('leaves alone a page rendered per request, and every page when no build is listening', async () => {
    const taken: Uint8Array[] = [];
    (globalThis as Record<symbol, unknown>)[AHEAD] = (data: Uint8Array) => void taken.push(data);
    const perRequest = (await onRequest(context(false), answer)) as Response;
    expect(await perRequest.text()).toBe(html);
    delete (globalThis as Record<symbol, unknown>)[AHEAD];
    expect(await ((await onRequest(context(true), answer)) as Response).text()).toBe(html);
    expect(taken).toEqual([]);
  });
});
