import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import errors from './errors';
import pages from './pages';

const SCRIPT = "document.documentElement.dataset.ready='1'";
const OTHER_SCRIPT = "document.documentElement.dataset.other='1'";
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const HTML = `<!doctype html><html><head><script>${SCRIPT}</script><script type="application/ld+json">{"@type":"Article"}</script></head><body>${'<p>Guild</p>'.repeat(200)}</body></html>`;
let dist: string;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'guild-pages-'));
  mkdirSync(join(dist, 'post'));
  writeFileSync(join(dist, 'post', 'index.html'), HTML);
  writeFileSync(join(dist, 'post', 'index.html.br'), brotliCompressSync(HTML));
  writeFileSync(join(dist, 'post', 'index.html.gz'), gzipSync(HTML));
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  mkdirSync(join(dist, 'other'));
  writeFileSync(join(dist, 'other', 'index.html'), `<!doctype html><script>${OTHER_SCRIPT}</script>`);
  mkdirSync(join(dist, '_astro'));
  writeFileSync(join(dist, '_astro', 'island.Ab12.js'), SCRIPT);
  writeFileSync(join(dist, '_astro', 'island.Ab12.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'cover.webp'), Buffer.from('RIFF....WEBPVP8 '));
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  app = Fastify();
  await app.register(errors);
  await app.register(pages, { distDir: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('built pages', () => {
  it('allow exactly the inline scripts of the build, not JSON-LD data', async () => {
    const res = await app.inject('/post/');
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it("allow each page's own inline scripts, not every page's", async () => {
    const post = String((await app.inject('/post/')).headers['content-security-policy']);
    const other = String((await app.inject('/other/')).headers['content-security-policy']);
    expect(post).toContain(hashOf(SCRIPT));
    expect(post).not.toContain(hashOf(OTHER_SCRIPT));
    expect(other).toContain(hashOf(OTHER_SCRIPT));
    expect(other).not.toContain(hashOf(SCRIPT));
    // The 404 page stands for any page: it allows every script the build produced.
    const missing = String((await app.inject('/no/such/page/')).headers['content-security-policy']);
    expect(missing).toContain(hashOf(SCRIPT));
    expect(missing).toContain(hashOf(OTHER_SCRIPT));
    // A page rendered per request gets the policy of its own HTML, the rest of it unchanged.
    const rendered = app.documentPolicy(`<script>${OTHER_SCRIPT}</script><script>${OTHER_SCRIPT}</script>`);
    expect(rendered).toBe(other);
    expect(rendered.match(/'sha256-/g)).toHaveLength(1);
  });

  it('send the precompressed file to clients that take brotli, the plain one otherwise', async () => {
    const compressed = await app.inject({ url: '/post/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(HTML);
    const plain = await app.inject({ url: '/post/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HTML);
  });

  it('answer unknown pages with the built 404 and unknown API paths with JSON', async () => {
    const page = await app.inject('/no/such/page/');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Not found');
    const api = await app.inject('/api/no/such/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('files of the build', () => {
  it('are revalidated when they are pages and kept for a year when they are hashed assets', async () => {
    const page = await app.inject('/post/');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toBe('accept-encoding');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const script = await app.inject({
      url: '/_astro/island.Ab12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    // Only a .gz copy was built: brotli readers get gzip.
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(script.rawPayload).toString()).toBe(SCRIPT);
    // Files that are not text (read from disk) carry the same rules.
    const image = await app.inject('/cover.webp');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('no-cache');
  });

  it("follow the order of the reader's Accept-Encoding", async () => {
    const gz = await app.inject({ url: '/post/', headers: { 'accept-encoding': 'br;q=0.5, gzip;q=1' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(HTML);
    const br = await app.inject({ url: '/post/', headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('answer 304 to a reader whose copy is current, by ETag or by date', async () => {
    const first = await app.inject({ url: '/post/', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({
      url: '/post/',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The plain copy is another file, with another tag.
    const plain = await app.inject({ url: '/post/', headers: { 'if-none-match': etag } });
    expect(plain.statusCode).toBe(200);
    const dated = await app.inject({
      url: '/post/',
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(dated.statusCode).toBe(304);
    const older = await app.inject({
      url: '/post/',
      headers: { 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' },
    });
    expect(older.statusCode).toBe(200);
  });

  it('answer HEAD with the headers alone, and a query string or index.html name the same page', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/post/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(HTML)));
    expect(head.body).toBe('');
    expect((await app.inject('/post/?ref=home')).body).toBe(HTML);
    expect((await app.inject('/post/index.html')).body).toBe(HTML);
  });

  it('redirect a folder named without its slash, and never serve dot files or paths outside the build', async () => {
    const folder = await app.inject('/post');
    expect(folder.statusCode).toBe(301);
    expect(folder.headers.location).toBe('/post/');
    for (const url of ['/.env', '/%2e%2e/etc/passwd', '/post/../../etc/passwd']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
    }
    // A broken escape is a bad request, not a server error.
    expect((await app.inject('/%E0%A4%A')).statusCode).toBe(400);
  });
});

describe('security headers', () => {
  it('go in full (CSP, framing, referrer) on documents and as nosniff and CORP on everything else', async () => {
    const a = Fastify();
    await a.register(errors);
    await a.register(pages, { distDir: dist, https: true });
    a.get('/api/thing', async () => ({ ok: true }));
    try {
      const page = await a.inject('/post/');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      const missing = await a.inject('/no/such/page/');
      expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
      const json = await a.inject('/api/thing');
      expect(json.headers['content-security-policy']).toBeUndefined();
      expect(json.headers['x-frame-options']).toBeUndefined();
      expect(json.headers['x-content-type-options']).toBe('nosniff');
      expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(json.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await a.close();
    }
  });
});

describe('Cross-Origin-Opener-Policy', () => {
  it('is left off the built pages, public pages of Guild Journal, and sent with every other document', async () => {
    const a = Fastify();
    await a.register(errors);
    await a.register(pages, { distDir: dist });
    a.get('/dev/page', (_request, reply) =>
      reply.type('text/html; charset=utf-8').send('<!doctype html><p>dev</p>'),
    );
    try {
      const page = await a.inject('/post/');
      expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
      // The rest of the documents' headers are there.
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['origin-agent-cluster']).toBe('?1');
      expect((await a.inject('/post/?page=2')).headers['cross-origin-opener-policy']).toBeUndefined();
      expect((await a.inject('/dev/page')).headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await a.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent only when the site is served over https', async () => {
    const answers: Record<string, unknown> = {};
    for (const https of [false, true, undefined]) {
      const a = Fastify();
      await a.register(errors);
      await a.register(pages, { distDir: dist, https });
      answers[String(https)] = (await a.inject('/post/')).headers['strict-transport-security'];
      await a.close();
    }
    expect(answers).toEqual({
      false: undefined,
      true: 'max-age=31536000; includeSubDomains',
      undefined: undefined,
    });
  });

  it('follows the scheme of PUBLIC_URL in the whole app', async () => {
    for (const [publicUrl, expected] of [
      ['https://guild.example', 'max-age=31536000; includeSubDomains'],
      ['http://guild.test', undefined],
    ] as const) {
      const t = await createTestApp({ env: { PUBLIC_URL: publicUrl, STATS_REFRESH_SECONDS: '0' } });
      try {
        const res = await t.call('GET', '/api/gig/gig/user-profile/');
        expect(res.headers['strict-transport-security']).toBe(expected);
      } finally {
        await t.close();
      }
    }
  });
});
