import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import errors from './errors';
import pages from './pages';

const SCRIPT = "document.documentElement.dataset.ready='1'";
const HTML = `<!doctype html><html><head><script>${SCRIPT}</script><script type="application/ld+json">{"@type":"Article"}</script></head><body>${'<p>Guild</p>'.repeat(200)}</body></html>`;
let dist: string;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'guild-pages-'));
  mkdirSync(join(dist, 'post'));
  writeFileSync(join(dist, 'post', 'index.html'), HTML);
  writeFileSync(join(dist, 'post', 'index.html.br'), brotliCompressSync(HTML));
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
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
  it('allow exactly the inline scripts of the build (and client:load of rendered pages), not JSON-LD data', async () => {
    const res = await app.inject('/post/');
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    // The marketplace pages rendered per request add Astro's client:load directive.
    expect(csp).toContain(`'sha256-${createHash('sha256').update(loadDirective).digest('base64')}'`);
    expect(csp.match(/'sha256-/g)).toHaveLength(2);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
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
