import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDb, openDb } from '../../db/client';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { createMarketPages, readerLang } from './market-pages';

// A small built site: the host page of one dynamic pattern, a real page beside it, the 404 pages.
const FILES: Record<string, string> = {
  '404.html': '<!doctype html><title>Journal 404</title><p>journal-not-found</p>',
  'market/index.html': '<!doctype html><title>Market</title><p>market-home</p>',
  'market/404/index.html':
    '<!doctype html><title>Not found</title><p>market-not-found</p><script>window.x=1</script>',
  'market/widgets/_/index.html': '<!doctype html><title>Widget</title><p>widget-host</p>',
  'market/widgets/_/edit/index.html': '<!doctype html><title>Edit widget</title><p>widget-edit-host</p>',
  'market/widgets/new/index.html': '<!doctype html><title>New widget</title><p>widget-new</p>',
  'market/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'market/about/index.html': '<!doctype html><title>About</title><p>market-about</p>',
};

let dir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
const known = new Set(['w1', 'ünï']);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'guild-market-pages-'));
  const dist = join(dir, 'dist');
  writeFileSync(join(dir, 'secret.txt'), 'top-secret');
  for (const [path, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), body);
  }
  const env = loadEnv({ DATA_DIR: dir, PUBLIC_URL: 'http://guild.test', SEED: 'none' });
  const db = openDb(join(dir, 'guild.db'));
  await migrateDb(db);
  app = await buildApp({ env, db, distDir: dist });
  // A fake registration, as a domain module would make it.
  app.marketPages.register({
    pattern: '/market/widgets/:id/',
    host: 'market/widgets/_/index.html',
    exists: ({ id }) => known.has(id!),
  });
  // A page rendered per request; this built site has no server half (dist-server/).
  app.marketPages.register({
    pattern: '/market/gadgets/:id/',
    exists: ({ id }) => known.has(id!),
    load: async ({ id }) => ({ id }),
  });
  app.marketPages.register({
    pattern: '/market/widgets/:id/edit/',
    host: 'market/widgets/_/edit/index.html',
    exists: async ({ id }) => known.has(id!),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('marketplace dynamic pages', () => {
  it('answer a known id with the host page and the security headers of every page', async () => {
    const res = await get('/market/widgets/w1/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('widget-host');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('send the information pages without Cross-Origin-Opener-Policy, and every other page with it', async () => {
    const about = await get('/market/about/');
    expect(about.body).toContain('market-about');
    expect(about.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(about.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(about.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A member's screens and editors (built pages and hosts of a pattern), and the 404 page.
    for (const url of [
      '/market/widgets/new/',
      '/market/widgets/w1/',
      '/market/widgets/w1/edit/',
      '/market/nope/',
    ]) {
      expect((await get(url)).headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('decode the id before asking whether it exists', async () => {
    const res = await get(`/market/widgets/${encodeURIComponent('ünï')}/`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('widget-host');
  });

  it('answer an unknown id with the marketplace not-found page and status 404', async () => {
    const res = await get('/market/widgets/nope/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('market-not-found');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answer a page rendered per request with the 404 page when the site has no server build', async () => {
    const res = await get('/market/gadgets/w1/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('market-not-found');
  });

  it('read the language of pages rendered per request from the preferredLanguage cookie', () => {
    const lang = (cookie?: string) => readerLang({ headers: cookie ? { cookie } : {} } as FastifyRequest);
    expect(lang()).toBe('en');
    expect(lang('a=1; preferredLanguage=ar')).toBe('ar');
    expect(lang('preferredLanguage=en')).toBe('en');
    expect(lang('xpreferredLanguage=ar')).toBe('en');
  });

  it('tell nested patterns apart', async () => {
    expect((await get('/market/widgets/w1/edit/')).body).toContain('widget-edit-host');
    expect((await get('/market/widgets/nope/edit/')).statusCode).toBe(404);
    expect((await get('/market/widgets/w1/edit/more/')).statusCode).toBe(404);
  });

  it('let real built pages win over a pattern', async () => {
    const res = await get('/market/widgets/new/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('widget-new');
    const asset = await get('/market/logo.svg');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('never serve the placeholder host or the 404 page as live pages', async () => {
    const placeholder = await get('/market/widgets/_/');
    expect(placeholder.statusCode).toBe(404);
    expect(placeholder.body).toContain('market-not-found');
    const notFound = await get('/market/404/');
    expect(notFound.statusCode).toBe(404);
  });

  it('add the trailing slash, keeping the query', async () => {
    const page = await get('/market/widgets/w1?tab=faq');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/market/widgets/w1/?tab=faq');
    const real = await get('/market/widgets/new');
    expect(real.statusCode).toBe(301);
    expect(real.headers.location).toBe('/market/widgets/new/');
  });

  it('answer unknown marketplace paths with the marketplace 404', async () => {
    for (const url of ['/market/nothing-here/', '/market/widgets/', '/market/widgets/w1/extra/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('market-not-found');
    }
  });

  it('never serve files from outside the built site', async () => {
    for (const url of [
      '/market/%2e%2e/%2e%2e/secret.txt',
      '/market/..%2f..%2fsecret.txt',
      '/market/../../secret.txt',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('top-secret');
    }
  });

  it('leave the rest of the site and the API alone', async () => {
    expect((await get('/market/')).body).toContain('market-home');
    const journal = await get('/no-such-page/');
    expect(journal.statusCode).toBe(404);
    expect(journal.body).toContain('journal-not-found');
    const api = await get('/api/no-such-thing/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('the registry', () => {
  it('refuses patterns outside /market/ and hosts outside the built site', () => {
    const pages = createMarketPages();
    const exists = () => true;
    expect(() => pages.register({ pattern: '/gigs/:id/', host: 'x/index.html', exists })).toThrow();
    expect(() => pages.register({ pattern: '/market/x/:id', host: 'x/index.html', exists })).toThrow();
    expect(() => pages.register({ pattern: '/market/x/:id/', host: '../x.html', exists })).toThrow();
    pages.register({ pattern: '/market/x/:id/', host: 'market/x/_/index.html', exists });
    expect(() =>
      pages.register({ pattern: '/market/x/:id/', host: 'market/x/_/index.html', exists }),
    ).toThrow();
  });

  it('prefers the more literal pattern', () => {
    const pages = createMarketPages();
    const exists = () => true;
    pages.register({ pattern: '/market/:kind/:id/', host: 'a.html', exists });
    pages.register({ pattern: '/market/teams/:id/', host: 'b.html', exists });
    expect(pages.match('/market/teams/t1/')).toMatchObject({
      page: { host: 'b.html' },
      params: { id: 't1' },
    });
    expect(pages.match('/market/gigs/g1/')).toMatchObject({
      page: { host: 'a.html' },
      params: { kind: 'gigs', id: 'g1' },
    });
    expect(pages.match('/market/gigs/')).toBeNull();
  });

  it('combines the parts several modules register for one page, each loaded with the query', async () => {
    const pages = createMarketPages();
    const seen: string[] = [];
    pages.register({
      pattern: '/market/',
      part: 'gigs',
      exists: () => true,
      load: async (_, query) => {
        seen.push(query.toString());
        return ['g1'];
      },
    });
    pages.register({
      pattern: '/market/',
      part: 'teams',
      exists: async () => true,
      load: async () => ['t1'],
    });
    // One part twice, a part beside a whole page, a whole page twice: refused.
    const load = async () => null;
    expect(() => pages.register({ pattern: '/market/', part: 'teams', exists: () => true, load })).toThrow();
    expect(() => pages.register({ pattern: '/market/', exists: () => true, load })).toThrow();
    pages.register({ pattern: '/market/x/', exists: () => true, load });
    expect(() => pages.register({ pattern: '/market/x/', part: 'y', exists: () => true, load })).toThrow();

    const found = pages.match('/market/')!;
    expect(await found.page.exists(found.params)).toBe(true);
    expect(await found.page.load!(found.params, new URLSearchParams('page=abc'))).toEqual({
      gigs: ['g1'],
      teams: ['t1'],
    });
    expect(seen).toEqual(['page=abc']);
    // The page exists only when every part says so.
    pages.register({ pattern: '/market/', part: 'products', exists: () => false, load });
    const again = pages.match('/market/')!;
    expect(await again.page.exists(again.params)).toBe(false);
  });
});
