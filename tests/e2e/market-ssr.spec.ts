import { createHash } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type Response,
  test,
} from '@playwright/test';
import { eq, inArray } from 'drizzle-orm';
import { priceText } from '../../contracts/locale';
import { openSqlite, type SqliteDb } from '../../db/client';
import { teams as teamsTable } from '../../db/schema';
import { PUBLIC_ANSWER_TTL_MS } from '../../server/lib/public-answers';
import { first, holdScripts, watchErrors, watchQuiet } from './helpers';

/**
 * The public marketplace pages come from the server with their content in the HTML (decision 14):
 * read here as plain HTTP, as a link preview or a search engine would, then hydrated in Chromium
 * in English and Arabic without a hydration mismatch and without loading again what the HTML carries.
 */

interface Gig {
  id: string;
  name: string;
  pricing: string;
  pricing_currency: string;
  banner_image: string | null;
  media: { url: string; media_type: string }[];
}

/** The address of the server's copy of one of our pictures at `width` (decision 22). */
const copyOf = (original: string, width: number) =>
  `${original.replace('/media/', `/media/w/${width}/`)}.webp`;

/**
 * Opens `path` on Lighthouse's phone (412 px wide at 1.75) and gathers the paths of the pictures it
 * asks for.
 */
async function onLighthousePhone(browser: Browser, path: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  const pictures: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') pictures.push(new URL(r.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { context, page, pictures };
}

interface Ld {
  '@type': string;
  [key: string]: unknown;
}

/** The page's JSON-LD blocks, parsed (a block that is not valid JSON fails the test). */
function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Ld,
  );
}

/** The SQLite file of the server under test (DATA_DIR in playwright.config.ts). */
const e2eDatabase = () => openSqlite(`.data-e2e-${process.env.E2E_PORT ?? 4510}/guild.db`);

/** How long the server keeps a visitor's page or answer (server/lib/public-answers.ts), and a margin. */
const KEPT_MS = PUBLIC_ANSWER_TTL_MS + 100;

const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1] ?? null;

async function html(request: APIRequestContext, path: string, lang?: 'ar') {
  const res = await request.get(path, { headers: lang ? { cookie: `preferredLanguage=${lang}` } : {} });
  return { status: res.status(), body: await res.text(), headers: res.headers() };
}

/** What the page's island wrote on the server: its `written` prop, as Astro serialises props. */
function writtenOf(body: string): Record<string, string> {
  for (const [, attr] of body.matchAll(/<astro-island [^>]*?props="([^"]*)"/g)) {
    const text = attr!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    const props = JSON.parse(text.replace(/&amp;/g, '&')) as {
      written?: [number, Record<string, [number, string]>];
    };
    if (props.written)
      return Object.fromEntries(Object.entries(props.written[1]).map(([key, [, v]]) => [key, v]));
  }
  throw new Error('no island carries what it wrote');
}

/** Opens a page the way a reader does; the API calls it makes after loading are returned. */
async function open(page: Page, path: string, lang: 'en' | 'ar') {
  if (lang === 'ar') {
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
    // The cookie the islands keep beside localStorage once the reader has chosen (setLanguage).
    const url = test.info().project.use.baseURL!;
    await page.context().addCookies([{ name: 'preferredLanguage', value: 'ar', url }]);
  }
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/'))
      calls.push(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return calls;
}

test.describe('the gig page', () => {
  test('carries the gig, its Open Graph tags and a Product with an Offer in the HTML', async ({
    request,
  }) => {
    // A demo gig with a banner (a journey may have added one without).
    const res = await request.get('/api/gig/gigs/?page_size=50');
    const gigs = ((await res.json()) as { results: Gig[] }).results;
    const gig = gigs.find((g) => g.banner_image)!;
    const { status, body, headers } = await html(request, `/market/gigs/${gig.id}/`);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(body).toContain(`<h1 dir="auto">${gig.name}</h1>`);
    expect(body).toContain(`<title>${gig.name} · Guild</title>`);
    expect(body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(body).toMatch(
      /<img class="gig-banner" src="[^"]+" srcSet="[^"]+" sizes="[^"]+" alt="" width="960" height="540"/,
    );
    expect(body).toContain('data-testid="gig-price"><bdi>$');
    expect(meta(body, 'og:title')).toBe(gig.name);
    expect(meta(body, 'og:type')).toBe('product');
    expect(meta(body, 'og:url')).toMatch(new RegExp(`^https?://[^/]+/market/gigs/${gig.id}/$`));
    expect(meta(body, 'og:image')).toMatch(/^https?:\/\/[^/]+\/media\//);
    const [product] = jsonLd(body);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: gig.name,
      offers: {
        '@type': 'Offer',
        price: gig.pricing,
        priceCurrency: gig.pricing_currency,
        availability: 'https://schema.org/InStock',
        url: meta(body, 'og:url'),
      },
    });
  });

  test('is rendered in Arabic for a reader who chose Arabic', async ({ request }) => {
    const gig = await first<{ id: string }>(request, 'gig/gigs/?page_size=1');
    const { body } = await html(request, `/market/gigs/${gig.id}/`, 'ar');
    expect(body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(body).toContain('سجّل الدخول للشراء');
  });

  test('answers an unknown id with the marketplace 404 page', async ({ request }) => {
    const { status, body } = await html(request, '/market/gigs/no-such-gig/');
    expect(status).toBe(404);
    expect(body).toContain('<html');
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`hydrates in ${lang} without a mismatch and without loading the gig again`, async ({
      page,
      request,
    }) => {
      const gig = await first<{ id: string; name: string }>(request, 'gig/gigs/?page_size=1');
      const errors = watchErrors(page);
      const calls = await open(page, `/market/gigs/${gig.id}/`, lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: gig.name })).toBeVisible();
      // Hydrated: the appreciate button answers (a visitor is sent to sign in).
      await page.getByTestId('gig-like').click();
      await expect(page).toHaveURL(/\/market\/login\/\?next=/);
      expect(calls.filter((p) => p.startsWith('/api/gig/gigs/'))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('switches to Arabic with the toggle, words the English page never loaded included', async ({
    page,
    request,
  }) => {
    const gig = await first<{ id: string }>(request, 'gig/gigs/?page_size=1');
    const errors = watchErrors(page);
    await open(page, `/market/gigs/${gig.id}/`, 'en');
    await expect(page.getByText('Sign in to buy').first()).toBeVisible();
    await expect(page.locator('[data-lang="ar"]')).toHaveCount(0);
    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('سجّل الدخول للشراء').first()).toBeVisible();
    await expect(page.getByText('Sign in to buy')).toHaveCount(0);
    // The page was loaded again, in Arabic alone (decision 21).
    await expect(page.locator('[data-lang="en"]')).toHaveCount(0);
    await expect(page.locator('[data-lang="ar"]').first()).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('is drawn again in Arabic for a reader whose choice is Arabic only in storage', async ({
    page,
    request,
  }) => {
    const gig = await first<{ id: string }>(request, 'gig/gigs/?page_size=1');
    const errors = watchErrors(page);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    // No cookie yet: the server draws English; the head script keeps the choice in the cookie and
    // asks for the page again, which comes in Arabic alone (decision 21).
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
    await page.goto(`/market/gigs/${gig.id}/`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('سجّل الدخول للشراء').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(documents).toHaveLength(2);
    await expect(page.locator('[data-lang="en"]')).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'preferredLanguage')?.value).toBe('ar');
    expect(errors).toEqual([]);
    // The next visit is one load.
    documents.length = 0;
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(documents).toHaveLength(1);
  });

  test('hydrates in the language it shows when the stored choice changes before its scripts run', async ({
    page,
    request,
  }) => {
    const gig = await first<{ id: string }>(request, 'gig/gigs/?page_size=1');
    const errors = watchErrors(page);
    // The page is drawn and shown in English; then, before any island script has run, the choice
    // in storage becomes Arabic (another tab, say). The islands hydrate the English they were
    // drawn in, with its words loaded, and the page stays in one language.
    const release = await holdScripts(page);
    await page.goto(`/market/gigs/${gig.id}/`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.evaluate(() => localStorage.setItem('preferredLanguage', 'ar'));
    release();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Sign in to buy').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(errors).toEqual([]);
    // The next page follows the new choice.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('سجّل الدخول للشراء').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('carries the numbers and prices its island wrote, each request its own in its language', async ({
    request,
  }) => {
    const gig = await first<Gig>(request, 'gig/gigs/?page_size=1');
    // Asked at the same time in both languages: no page carries another request's text.
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, i) => html(request, `/market/gigs/${gig.id}/`, i % 2 ? 'ar' : undefined)),
    );
    pages.forEach(({ body }, i) => {
      const written = writtenOf(body);
      const prices = Object.entries(written).filter(([key]) => key.includes('"style":"currency"'));
      expect(prices.length).toBeGreaterThan(0);
      for (const [key, text] of prices) {
        expect(key.startsWith(i % 2 ? 'n ar-EG ' : 'n en-US ')).toBe(true);
        expect(body).toContain(`>${text}<`);
      }
    });
  });

  test('hydrates with the text its HTML carries, making no number formatter', async ({ page, request }) => {
    const gig = await first<Gig>(request, 'gig/gigs/?page_size=1');
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      // Counts the Intl number formatters the page makes (each first one costs a phone ~100 ms).
      const Real = Intl.NumberFormat;
      const counted = window as unknown as { madeFormatters: number };
      counted.madeFormatters = 0;
      Intl.NumberFormat = function NumberFormat(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        counted.madeFormatters++;
        return new Real(...args);
      } as unknown as typeof Intl.NumberFormat;
    });
    await page.goto(`/market/gigs/${gig.id}/`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(
      page
        .locator('main')
        .getByText(priceText('en', gig.pricing, gig.pricing_currency))
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { madeFormatters: number }).madeFormatters)).toBe(
      0,
    );
    expect(errors).toEqual([]);
  });

  test('shows the page with JavaScript off', async ({ browser, request }) => {
    const gig = await first<{ id: string; name: string }>(request, 'gig/gigs/?page_size=1');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/market/gigs/${gig.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: gig.name })).toBeVisible();
    await expect(page.getByTestId('gig-price')).toBeVisible();
    await context.close();
  });

  test('paints its banner before it fetches any island script (client:painted), then hydrates', async ({
    page,
    request,
  }) => {
    // Gigs made by earlier tests may have no banner: the newest demo gig with one.
    const list = await request.get('/api/gig/gigs/?page_size=50');
    const gig = ((await list.json()) as { results: Gig[] }).results.find((g) => g.banner_image);
    if (!gig) throw new Error('no gig with a banner');
    const errors = watchErrors(page);
    await page.goto(`/market/gigs/${gig.id}/`);
    await page.waitForLoadState('networkidle');
    const { paints, firstScript } = await page.evaluate(async () => {
      const entries = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.startsWith('/_astro/'));
      return {
        paints: entries.map((e) => {
          const paint = e as PerformanceEntry & { url: string; renderTime: number };
          return { url: paint.url, at: paint.renderTime || paint.startTime };
        }),
        firstScript: Math.min(...scripts.map((s) => s.startTime)),
      };
    });
    // The banner is the largest paint (at 1280 px, its 960 px copy), and it was on screen before the
    // first island script was asked for.
    const banner = paints.find((p) => p.url.endsWith(copyOf(new URL(gig.banner_image!).pathname, 960)));
    expect(banner, JSON.stringify(paints)).toBeDefined();
    expect(firstScript).toBeGreaterThan(banner!.at);
    // Then the island hydrates: the appreciate button answers (a visitor is sent to sign in).
    await page.getByTestId('gig-like').click();
    await expect(page).toHaveURL(/\/market\/login\/\?next=/);
    expect(errors).toEqual([]);
  });

  test('on a phone, paints with its price card already above the gallery: nothing shifts as it loads', async ({
    browser,
    request,
  }) => {
    // A gig with pictures besides its banner: the gallery is what the price card would push down.
    const list = await request.get('/api/gig/gigs/?page_size=50');
    const gig = ((await list.json()) as { results: Gig[] }).results.find(
      (g) => g.banner_image && g.media.some((m) => m.url !== g.banner_image),
    );
    if (!gig) throw new Error('no gig with a banner and a gallery');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      // Painted half parsed, half of such loads shifted the gallery by the card's height (0.083).
      for (let load = 0; load < 4; load++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const seen: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = seen;
          new PerformanceObserver((entries) => {
            for (const e of entries.getEntries())
              seen.push((e as PerformanceEntry & { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`/market/gigs/${gig.id}/`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.gig-gallery')).toBeVisible();
        const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
        expect(
          shifts.reduce((a, b) => a + b, 0),
          `load ${load}: ${JSON.stringify(shifts)}`,
        ).toBeLessThan(0.01);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  test('on a phone, its banner and gallery come from the pictures’ smaller copies, the gallery’s once the banner is on screen', async ({
    browser,
    request,
  }) => {
    const list = await request.get('/api/gig/gigs/?page_size=50');
    const gig = ((await list.json()) as { results: Gig[] }).results.find(
      (g) => g.banner_image && g.media.filter((m) => m.media_type === 'Image').length > 1,
    );
    if (!gig) throw new Error('no gig with a banner and pictures');
    const { body } = await html(request, `/market/gigs/${gig.id}/`);
    const bannerPath = new URL(gig.banner_image!).pathname;
    // The head preloads the banner alone, from its copies: not the gallery's picture, which React
    // would preload too.
    const preloads = [...body.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.length).toBeGreaterThan(0);
    for (const preload of preloads) {
      expect(preload).toMatch(
        / imagesrcset="[^"]+" imagesizes="\(max-width:1120px\) calc\(100vw - 2rem\),1088px"/i,
      );
      for (const w of [400, 680, 960]) expect(preload).toContain(`${copyOf(bannerPath, w)} ${w}w`);
    }

    // Lighthouse's phone: the banner and the gallery are 380 px wide (665 device pixels), a thumbnail
    // 96 (168).
    const { context, page, pictures } = await onLighthousePhone(browser, `/market/gigs/${gig.id}/`);
    expect(pictures).toContain(copyOf(bannerPath, 680));
    expect(pictures).not.toContain(bannerPath);
    const originals = gig.media.filter((m) => m.media_type === 'Image').map((m) => new URL(m.url).pathname);
    await page.locator('.gig-gallery').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('.gig-gallery-main img').evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain(copyOf(originals[0]!, 680));
    // No picture of the gallery was asked for until the page had loaded: they wait for the banner,
    // which the page's load waits for (site/directives/painted.ts). Lazy loading alone asked for the
    // large one, in the phone's first screen, while the banner was still on its way.
    const { loaded, asked } = await page.evaluate(
      (banner) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return {
          loaded: navigation!.loadEventStart,
          asked: performance
            .getEntriesByType('resource')
            .filter((r) => r.name.includes('/media/w/') && !r.name.endsWith(banner))
            .map((r) => [r.startTime, r.name] as const),
        };
      },
      copyOf(bannerPath, 680),
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const [at, name] of asked) expect(at, name).toBeGreaterThanOrEqual(loaded);
    for (const original of originals) {
      await expect.poll(() => pictures.includes(copyOf(original, 400)), original).toBe(true);
      expect(pictures, original).not.toContain(original);
    }
    await context.close();
  });
});

test.describe('the pages rendered per request', () => {
  test('carry only inline scripts their Content-Security-Policy allows, and it allows no others', async ({
    request,
  }) => {
    const gig = await first<{ id: string }>(request, 'gig/gigs/?page_size=1');
    for (const path of ['/market/', '/market/gigs/', `/market/gigs/${gig.id}/`, '/market/search/?q=kit']) {
      const page = await html(request, path);
      expect(page.status).toBe(200);
      const scripts = [
        ...page.body.matchAll(
          /<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(scripts.length).toBeGreaterThan(0);
      const allowed = new Set<string>();
      for (const [, body] of scripts) {
        const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
        allowed.add(hash);
        expect(page.headers['content-security-policy'], `${path}: ${body!.slice(0, 60)}`).toContain(hash);
      }
      // Its own scripts and no other page's (decision 21).
      expect(page.headers['content-security-policy']!.match(/'sha256-[^']+'/g)!.sort()).toEqual(
        [...allowed].sort(),
      );
    }
  });
});

test('public pages open without Cross-Origin-Opener-Policy; sign-in pages and a member’s screens keep it', async ({
  request,
}) => {
  // Decision 23: a page every reader gets the same, signing nobody in, opens in the browser's
  // process as the page before it left it; the rest keep the policy.
  const gig = await first<{ id: string }>(request, 'gig/gigs/?page_size=1');
  const opener = async (path: string) => {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    return res.headers()['cross-origin-opener-policy'];
  };
  for (const path of [
    '/',
    '/es/',
    '/market/',
    '/market/gigs/',
    `/market/gigs/${gig.id}/`,
    '/market/about/',
  ]) {
    expect(await opener(path), path).toBeUndefined();
  }
  for (const path of [
    '/market/login/',
    '/market/signup/',
    '/market/account/',
    '/market/messages/',
    '/market/gigs/new/',
  ]) {
    expect(await opener(path), path).toBe('same-origin');
  }
});

/** The other public pages with an id: where the id comes from, what the HTML must say, the JSON-LD type. */
const PAGES = [
  {
    name: 'expert',
    find: async (request: APIRequestContext) => {
      const gig = await first<{ user: { id: string; full_name: string } }>(request, 'gig/gigs/?page_size=1');
      return { path: `/market/experts/${gig.user.id}/`, title: gig.user.full_name };
    },
    type: 'Person',
    unknown: '/market/experts/no-such-user/',
  },
  {
    name: 'team',
    find: async (request: APIRequestContext) => {
      const team = await first<{ id: string; name: string }>(request, 'team/?page_size=1');
      return { path: `/market/teams/${team.id}/`, title: team.name };
    },
    type: 'Organization',
    unknown: '/market/teams/no-such-team/',
  },
  {
    name: 'product',
    find: async (request: APIRequestContext) => {
      const product = await first<{ id: string; name: string }>(request, 'product/product/?page_size=1');
      return { path: `/market/products/${product.id}/`, title: product.name };
    },
    type: 'Product',
    unknown: '/market/products/no-such-product/',
  },
] as const;

for (const p of PAGES) {
  test.describe(`the ${p.name} page`, () => {
    test(`carries its content, Open Graph tags and a ${p.type} in the HTML; an unknown id is a 404`, async ({
      request,
    }) => {
      const { path, title } = await p.find(request);
      const { status, body } = await html(request, path);
      expect(status).toBe(200);
      expect(body).toContain(`<title>${title} · Guild</title>`);
      expect(body).toMatch(new RegExp(`<h1[^>]*>(?:<bdi>)?${title}`));
      expect(meta(body, 'og:title')).toBe(title);
      expect(meta(body, 'og:url')).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      const [ld] = jsonLd(body);
      expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': p.type, name: title });
      if (p.type === 'Product') {
        expect(ld!.offers).toMatchObject({ '@type': 'Offer', priceCurrency: expect.any(String) });
      }
      expect((await html(request, p.unknown)).status).toBe(404);
    });

    for (const lang of ['en', 'ar'] as const) {
      test(`hydrates in ${lang} without a mismatch`, async ({ page, request }) => {
        const { path, title } = await p.find(request);
        const errors = watchErrors(page);
        const calls = await open(page, path, lang);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // What the HTML carries is not loaded again: the thing itself (its path ends with the id).
        const id = path.split('/').at(-2)!;
        expect(calls.filter((c) => c.endsWith(`/${id}/`) && !c.includes('-data/'))).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

/** The API list calls a page made after loading, with their query (the `open` helper keeps paths only). */
function listCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

test.describe('the market home', () => {
  test('carries the featured gigs, experts, teams and products, Open Graph and an Organization and WebSite in the HTML', async ({
    request,
  }) => {
    const res = await request.get('/api/gig/home-page-gigs/?page_size=8');
    const gigs = (
      (await res.json()) as { results: { id: string; name: string; banner_image: string | null }[] }
    ).results;
    expect(gigs.length).toBeGreaterThan(0);
    const { status, body, headers } = await html(request, '/market/');
    expect(status).toBe(200);
    expect(headers.vary).toMatch(/cookie/i);
    for (const id of ['gigs', 'experts', 'teams', 'products'])
      expect(body).toContain(`data-testid="featured-${id}"`);
    for (const gig of gigs) expect(body).toContain(`href="/market/gigs/${gig.id}/"`);
    // The largest paint: the first gig's banner, not lazy, sized, fetched first.
    const banner = body.match(/<img class="gig-card-banner"[^>]*>/)![0];
    expect(banner).toContain(`src="${gigs[0]!.banner_image}"`);
    expect(banner).toMatch(/fetchpriority="high"/i);
    expect(banner).not.toContain('loading="lazy"');
    expect(banner).toContain('width="400" height="225"');
    // Plain server HTML: the featured lists are not an island.
    expect(body).not.toMatch(/component-url="[^"]*HomeMarket/);
    expect(meta(body, 'og:type')).toBe('website');
    expect(meta(body, 'og:url')).toMatch(/^https?:\/\/[^/]+\/market\/$/);
    const [ld] = jsonLd(body);
    const graph = ld!['@graph'] as Ld[];
    expect(graph.map((x) => x['@type'])).toEqual(['Organization', 'WebSite']);
    expect(graph[1]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: expect.stringMatching(/\/market\/search\/\?q=\{search_term_string\}$/) },
      },
    });
  });

  test('is rendered in Arabic for a reader who chose Arabic, and in that language alone', async ({
    request,
  }) => {
    const { body } = await html(request, '/market/', 'ar');
    expect(body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(meta(body, 'og:locale')).toBe('ar_AR');
    expect(body).toContain('وظّف الخبراء الذين يُنجزون');
    expect(body).not.toContain('Hire the experts who ship');
    expect(body).not.toContain('data-lang="en"');
    const english = await html(request, '/market/');
    expect(english.body).toContain('Hire the experts who ship');
    expect(english.body).not.toContain('وظّف الخبراء الذين يُنجزون');
    expect(english.body).not.toContain('data-lang="ar"');
  });

  test('shows the featured gigs with JavaScript off', async ({ browser, request }) => {
    const gig = await first<{ name: string }>(request, 'gig/home-page-gigs/?page_size=1');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/market/');
    await expect(
      page.getByTestId('featured-gigs').filter({ visible: true }).getByText(gig.name),
    ).toBeVisible();
    await context.close();
  });

  test('draws its cards from the pictures’ smaller copies: a phone fetches the 680 px one, never the original', async ({
    browser,
    request,
  }) => {
    const { body } = await html(request, '/market/');
    const cards = [
      ...body.matchAll(/<img class="(?:gig-card-banner|product-card-image|team-card-banner)"[^>]*>/g),
    ].map((m) => m[0]);
    expect(cards.length).toBeGreaterThan(3);
    for (const card of cards) {
      // Decision 22: every card picture of ours has its copies at 400, 680 and 960 px.
      const src = card.match(/ src="([^"]+)"/)![1]!;
      const srcset = card.match(/ srcset="([^"]+)"/i)?.[1];
      expect(srcset, src).toBe([400, 680, 960].map((w) => `${copyOf(src, w)} ${w}w`).join(','));
      expect(card).toMatch(/ sizes="\(max-width:551px\) calc\(100vw - 2rem\),260px"/i);
    }
    // The head's preload of the largest paint picks from the same copies, at the same sizes.
    const banner = cards[0]!;
    const preload = body.match(/<link rel="preload" as="image"[^>]*>/)![0];
    expect(preload).toContain(`imagesrcset="${banner.match(/ srcset="([^"]+)"/i)![1]}"`);
    expect(preload).toContain(`imagesizes="${banner.match(/ sizes="([^"]+)"/i)![1]}"`);
    for (const candidate of banner.match(/ srcset="([^"]+)"/i)![1]!.split(',')) {
      const res = await request.get(candidate.split(' ')[0]!);
      expect(res.status(), candidate).toBe(200);
      expect(res.headers()['content-type']).toBe('image/webp');
      expect(res.headers()['cache-control']).toBe('public, max-age=604800, immutable');
    }

    // Lighthouse's phone: the card is 380 px wide (665 device pixels).
    const { context, page, pictures } = await onLighthousePhone(browser, '/market/');
    const first = page.locator('img.gig-card-banner').first();
    const original = new URL((await first.getAttribute('src'))!).pathname;
    expect(new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(
      copyOf(original, 680),
    );
    const banners = pictures.filter((p) => p.startsWith('/media/gigs/') || p.startsWith('/media/w/'));
    expect(banners.length).toBeGreaterThan(0);
    expect(
      banners.every((p) => p.startsWith('/media/w/680/')),
      banners.join('\n'),
    ).toBe(true);
    await context.close();
  });

  test('gives every picture held for its largest one its address back once it hydrates, in both languages', async ({
    browser,
  }) => {
    // site/directives/painted.ts holds the lazy pictures until the largest is on screen, then gives
    // them back a few per task: every one of the home's (several tasks' worth) must come back whole.
    for (const lang of ['en', 'ar'] as const) {
      const { context, page } = await onLighthousePhone(browser, '/market/');
      if (lang === 'ar') {
        await context.addCookies([{ name: 'preferredLanguage', value: 'ar', url: page.url() }]);
        await page.evaluate(() => localStorage.setItem('preferredLanguage', 'ar'));
        await page.reload({ waitUntil: 'networkidle' });
      }
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const lazy = page.locator('main img[loading="lazy"]');
      expect(await lazy.count()).toBeGreaterThan(8);
      await expect
        .poll(() =>
          lazy.evaluateAll((imgs) =>
            imgs
              .filter((img) => img.hasAttribute('data-held') || img.getAttribute('src')?.startsWith('data:'))
              .map((img) => img.outerHTML.slice(0, 120)),
          ),
        )
        .toEqual([]);
      // Each has the address and candidates the server wrote.
      const { body } = await html(page.request, '/market/', lang === 'ar' ? 'ar' : undefined);
      for (const img of await lazy.evaluateAll((imgs) =>
        imgs.map((i) => [i.getAttribute('src'), i.getAttribute('srcset')] as const),
      )) {
        expect(body).toContain(`src="${img[0]}"`);
        if (img[1]) expect(body).toContain(img[1]);
      }
      await context.close();
    }
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`loads no featured list in the browser (${lang}) and logs no error`, async ({ page }) => {
      const errors = watchErrors(page);
      const calls = await open(page, '/market/', lang);
      await expect(page.getByTestId('featured-gigs').filter({ visible: true })).toBeVisible();
      expect(
        calls.filter((c) =>
          /home-page-gigs|home-page-users|^\/api\/team\/$|^\/api\/product\/product\/$/.test(c),
        ),
      ).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('Explore Gigs', () => {
  type GigPage = { count: number; results: { id: string; name: string }[] };
  const apiPage = async (request: APIRequestContext, page: number) =>
    (await (await request.get(`/api/gig/gigs/?page=${page}&page_size=8`)).json()) as GigPage;

  test('carries the page its address asks for, with an ItemList of its gigs', async ({ request }) => {
    const second = await apiPage(request, 2);
    expect(second.results.length).toBeGreaterThan(0);
    const { status, body } = await html(request, '/market/gigs/?page=2');
    expect(status).toBe(200);
    for (const gig of second.results) expect(body).toContain(`href="/market/gigs/${gig.id}/"`);
    expect(meta(body, 'og:url')).toMatch(/\/market\/gigs\/\?page=2$/);
    const [list] = jsonLd(body);
    expect(list).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: second.results.length,
      itemListElement: second.results.map((g, i) => ({ '@type': 'ListItem', position: i + 1, name: g.name })),
    });
  });

  test('gives the first page for a query it cannot read, ignores unknown filters, and speaks Arabic', async ({
    request,
  }) => {
    const firstPage = await apiPage(request, 1);
    for (const query of ['?page=abc', '?ordering=bogus&colour=blue', '?page=-1']) {
      const { status, body } = await html(request, `/market/gigs/${query}`);
      expect(status, query).toBe(200);
      expect(body, query).toContain(`href="/market/gigs/${firstPage.results[0]!.id}/"`);
    }
    const { body } = await html(request, '/market/gigs/', 'ar');
    expect(body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(body).toContain('<h1>استكشف الخدمات</h1>');
  });

  test('shows its gigs with JavaScript off', async ({ browser, request }) => {
    const second = await apiPage(request, 2);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/market/gigs/?page=2');
    await expect(page.locator('.gig-card-title').first()).toHaveText(second.results[0]!.name);
    await context.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`hydrates in ${lang} without loading its page again, then pages in the browser keeping the address`, async ({
      page,
      request,
    }) => {
      const [firstPage, second] = [await apiPage(request, 1), await apiPage(request, 2)];
      const errors = watchErrors(page);
      const calls = listCalls(page);
      await open(page, '/market/gigs/', lang);
      await expect(page.locator('.gig-card-title').first()).toHaveText(firstPage.results[0]!.name);
      // The first page, the categories and the tags came with the HTML.
      expect(calls.filter((c) => c.startsWith('/api/gig/gigs/'))).toEqual([]);
      await page.locator('.pagination button').last().click();
      await expect(page).toHaveURL(/\/market\/gigs\/\?page=2$/);
      await expect(page.locator('.gig-card-title').first()).toHaveText(second.results[0]!.name);
      expect(calls.filter((c) => c.startsWith('/api/gig/gigs/?'))).toEqual([
        '/api/gig/gigs/?page=2&page_size=8&ordering=-created_on',
      ]);
      await page.goBack();
      await expect(page.locator('.gig-card-title').first()).toHaveText(firstPage.results[0]!.name);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the teams list', () => {
  test('carries the first page of teams with an ItemList, gives the page for a query it cannot read, and speaks Arabic', async ({
    request,
  }) => {
    const teams = (await (await request.get('/api/team/?ordering=-follower&page=1&page_size=12')).json()) as {
      results: { id: string; name: string }[];
    };
    expect(teams.results.length).toBeGreaterThan(0);
    for (const query of ['', '?page=abc', '?ordering=bogus&colour=blue']) {
      const { status, body } = await html(request, `/market/teams/${query}`);
      expect(status, query).toBe(200);
      for (const team of teams.results) expect(body, query).toContain(`href="/market/teams/${team.id}/"`);
      const [list] = jsonLd(body);
      expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: teams.results.length });
    }
    const { body } = await html(request, '/market/teams/', 'ar');
    expect(body).toMatch(/<html lang="ar" dir="rtl">/);
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`hydrates in ${lang} without loading its page again, then searches in the browser keeping the address`, async ({
      page,
      request,
    }) => {
      const team = await first<{ name: string }>(request, 'team/?page_size=1');
      const errors = watchErrors(page);
      const calls = listCalls(page);
      await open(page, '/market/teams/', lang);
      await expect(page.locator('.gig-grid')).toContainText(team.name);
      expect(calls.filter((c) => c.startsWith('/api/team/?'))).toEqual([]);
      // The demo's teams fit on one page: nothing more to load.
      await expect(page.locator('.load-more')).toHaveCount(0);
      await page.getByRole('searchbox').last().fill(team.name);
      await page.getByRole('searchbox').last().press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`/market/teams/\\?search=${encodeURIComponent(team.name).replace(/%20/g, '\\+')}$`),
      );
      await expect(page.locator('.gig-grid')).toContainText(team.name);
      expect(calls.filter((c) => c.startsWith('/api/team/?')).length).toBe(1);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the teams list past one page', () => {
  // The demo makes 3 teams and no API makes one, so this adds 12 plain teams to the server's
  // SQLite file (DATA_DIR in playwright.config.ts) for these tests, and removes them after.
  const names = Array.from({ length: 12 }, (_, i) => `Paging Team ${String(i + 1).padStart(2, '0')}`);
  let db: SqliteDb;
  type Teams = { count: number; next: string | null; results: { id: string; name: string }[] };
  const apiPage = async (request: APIRequestContext, page: number) =>
    (await (await request.get(`/api/team/?ordering=-follower&page=${page}&page_size=12`)).json()) as Teams;
  const cards = (page: Page) => page.getByTestId('team-card');
  // Waits for the list to show them (after Back, the island renders the earlier list again).
  const inOrder = async (page: Page, expected: { name: string }[]) => {
    await expect(cards(page)).toHaveCount(expected.length);
    for (const [i, team] of expected.entries()) await expect(cards(page).nth(i)).toContainText(team.name);
  };

  test.beforeAll(async ({ request }) => {
    const lead = await first<{ team_lead: { id: string } }>(request, 'team/?page_size=1');
    db = e2eDatabase();
    db.insert(teamsTable)
      .values(names.map((name) => ({ name, teamLeadId: lead.team_lead.id })))
      .run();
    // Written past the API: the pages and answers a visitor was given in the last second are kept
    // that long (decision 11), so wait it out.
    await new Promise((resolve) => setTimeout(resolve, KEPT_MS));
  });
  test.afterAll(async () => {
    db.delete(teamsTable).where(inArray(teamsTable.name, names)).run();
    db.$client.close();
    await new Promise((resolve) => setTimeout(resolve, KEPT_MS));
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`in ${lang}, Load more appends page 2 under page 1 and a new search replaces the list`, async ({
      page,
      request,
    }) => {
      const [one, two] = [await apiPage(request, 1), await apiPage(request, 2)];
      expect(two.results.length).toBeGreaterThan(0);
      const errors = watchErrors(page);
      const calls = listCalls(page);
      const teamCalls = () => calls.filter((c) => c.startsWith('/api/team/?'));
      await open(page, '/market/teams/', lang);
      await inOrder(page, one.results);
      expect(teamCalls()).toEqual([]);
      const more = page.locator('.load-more');
      await expect(more).toHaveText(lang === 'ar' ? 'عرض المزيد' : 'Load more');
      await more.click();
      await expect(cards(page)).toHaveCount(one.results.length + two.results.length);
      await inOrder(page, [...one.results, ...two.results]);
      await expect(page).toHaveURL(/\/market\/teams\/$/);
      expect(teamCalls()).toEqual(['/api/team/?ordering=-follower&page=2&page_size=12']);
      await expect(more).toHaveCount(0);

      await page.getByRole('searchbox').last().fill('Paging Team');
      await page.getByRole('searchbox').last().press('Enter');
      await expect(page).toHaveURL(/\/market\/teams\/\?search=Paging\+Team$/);
      await expect(cards(page)).toHaveCount(names.length);
      await inOrder(
        page,
        names.map((name) => ({ name })),
      );
      await page.goBack();
      await expect(page).toHaveURL(/\/market\/teams\/$/);
      await inOrder(page, one.results);
      expect(errors).toEqual([]);
    });
  }

  test('with JavaScript off, Load more is a link to page 2 alone', async ({ browser, request }) => {
    const two = await apiPage(request, 2);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/market/teams/');
    await expect(page.locator('a.load-more')).toHaveAttribute('href', '/market/teams/?page=2');
    await page.locator('a.load-more').click();
    await expect(page).toHaveURL(/\/market\/teams\/\?page=2$/);
    await inOrder(page, two.results);
    await context.close();
  });
});

test.describe('the experts list', () => {
  type Experts = { count: number; results: { id: string; full_name: string }[] };
  const apiPage = async (request: APIRequestContext, query = 'page=1') =>
    (await (
      await request.get(`/api/gig/gig/user-profile/?is_expert=true&${query}&page_size=12`)
    ).json()) as Experts;

  test('carries the page its address asks for with an ItemList, a sensible page for what it cannot read, and speaks Arabic', async ({
    request,
  }) => {
    const experts = await apiPage(request);
    expect(experts.results.length).toBeGreaterThan(0);
    for (const query of ['', '?page=abc', '?sort=bogus&colour=blue']) {
      const { status, body } = await html(request, `/market/experts/${query}`);
      expect(status, query).toBe(200);
      expect(body, query).toContain('<title>Find experts · Guild</title>');
      for (const expert of experts.results)
        expect(body, query).toContain(`href="/market/experts/${expert.id}/"`);
      const [list] = jsonLd(body);
      expect(list).toMatchObject({
        '@type': 'ItemList',
        numberOfItems: experts.results.length,
        itemListElement: experts.results.map((e, i) => ({ position: i + 1, name: e.full_name })),
      });
    }
    const { body } = await html(request, '/market/experts/?q=Layla');
    expect(meta(body, 'og:url')).toMatch(/\/market\/experts\/\?q=Layla$/);
    expect(meta(body, 'og:title')).toBe('Find experts');
    // Past the last page, and nothing found: the page says so, never a server error.
    for (const query of ['?page=9999', '?q=no-such-expert-anywhere']) {
      const empty = await html(request, `/market/experts/${query}`);
      expect(empty.status, query).toBe(200);
      expect(empty.body, query).toContain('No experts match these filters.');
    }
    const ar = await html(request, '/market/experts/', 'ar');
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(ar.body).toContain('ابحث عن خبراء');
  });

  test('shows its experts with JavaScript off, searches and reaches the next page by its link', async ({
    browser,
    request,
  }) => {
    const layla = await apiPage(request, 'search=Layla');
    const second = await apiPage(request, 'page=2');
    expect(second.results.length).toBeGreaterThan(0);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/market/experts/');
    await expect(page.getByTestId('expert-card').first()).toBeVisible();
    // "Load more" is a plain link to the next page, shown alone.
    await expect(page.locator('a.load-more')).toHaveAttribute('href', '/market/experts/?page=2');
    await page.locator('a.load-more').click();
    await expect(page).toHaveURL(/\/market\/experts\/\?page=2$/);
    await expect(page.getByTestId('expert-card')).toHaveCount(second.results.length);
    await expect(page.getByTestId('expert-card').first()).toContainText(second.results[0]!.full_name);
    await page.locator('#experts-q').fill('Layla');
    await page.locator('#experts-q').press('Enter');
    await expect(page).toHaveURL(/\/market\/experts\/\?q=Layla/);
    await expect(page.getByTestId('expert-card')).toHaveCount(layla.results.length);
    await context.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`hydrates in ${lang} without loading its page again, appends the next page, and a new sort or search starts over keeping the address`, async ({
      page,
      request,
    }) => {
      const experts = await apiPage(request);
      const errors = watchErrors(page);
      const calls = listCalls(page);
      const profileCalls = () => calls.filter((c) => c.startsWith('/api/gig/gig/user-profile/'));
      const cards = page.getByTestId('expert-card');
      await open(page, '/market/experts/', lang);
      await expect(cards.first()).toContainText(experts.results[0]!.full_name);
      expect(profileCalls()).toEqual([]);
      await page.locator('#experts-sort').selectOption('most_followers');
      await expect(page).toHaveURL(/\/market\/experts\/\?sort=most_followers$/);
      const byFollowers = await apiPage(request, 'ordering=-follower&page=1');
      const next = await apiPage(request, 'ordering=-follower&page=2');
      expect(byFollowers.count).toBeGreaterThan(12);
      await expect(cards.first()).toContainText(byFollowers.results[0]!.full_name);
      await expect(cards).toHaveCount(byFollowers.results.length);

      // "Load more" appends page 2 under page 1; the address keeps the query, without a page.
      const more = page.locator('.load-more');
      await expect(more).toHaveText(lang === 'ar' ? 'عرض المزيد' : 'Load more');
      await more.click();
      await expect(cards).toHaveCount(byFollowers.results.length + next.results.length);
      const shown = await cards.allTextContents();
      const expected = [...byFollowers.results, ...next.results];
      for (const [i, e] of expected.entries()) expect(shown[i]).toContain(e.full_name);
      await expect(page).toHaveURL(/\/market\/experts\/\?sort=most_followers$/);
      expect(profileCalls()).toEqual([
        '/api/gig/gig/user-profile/?is_expert=true&ordering=-follower&page=1&page_size=12',
        '/api/gig/gig/user-profile/?is_expert=true&ordering=-follower&page=2&page_size=12',
      ]);

      // A new search replaces the list with its own page 1.
      const layla = await apiPage(request, 'search=Layla&ordering=-follower&page=1');
      await page.locator('#experts-q').fill('Layla');
      await page.locator('#experts-q').press('Enter');
      await expect(page).toHaveURL(/\/market\/experts\/\?q=Layla&sort=most_followers$/);
      await expect(cards).toHaveCount(layla.results.length);
      await expect(cards.first()).toContainText(layla.results[0]!.full_name);
      expect(profileCalls().at(-1)).toBe(
        '/api/gig/gig/user-profile/?is_expert=true&search=Layla&ordering=-follower&page=1&page_size=12',
      );

      await page.goBack();
      await expect(page).toHaveURL(/\/market\/experts\/\?sort=most_followers$/);
      await expect(cards).toHaveCount(byFollowers.results.length);
      await page.goBack();
      await expect(page).toHaveURL(/\/market\/experts\/$/);
      await expect(cards.first()).toContainText(experts.results[0]!.full_name);
      expect(errors).toEqual([]);
    });
  }

  test('opened at an old ?page=2 link, shows that page and appends page 3 from there', async ({
    page,
    request,
  }) => {
    const [two, three] = [await apiPage(request, 'page=2'), await apiPage(request, 'page=3')];
    expect(three.results.length).toBeGreaterThan(0);
    const calls = listCalls(page);
    const cards = page.getByTestId('expert-card');
    await open(page, '/market/experts/?page=2', 'en');
    await expect(cards).toHaveCount(two.results.length);
    await page.locator('.load-more').click();
    await expect(cards).toHaveCount(two.results.length + three.results.length);
    const shown = await cards.allTextContents();
    for (const [i, e] of [...two.results, ...three.results].entries())
      expect(shown[i]).toContain(e.full_name);
    expect(calls.filter((c) => c.startsWith('/api/gig/gig/user-profile/'))).toEqual([
      '/api/gig/gig/user-profile/?is_expert=true&page=3&page_size=12',
    ]);
    await expect(page).toHaveURL(/\/market\/experts\/\?page=2$/);
  });

  test('keeps what it showed when a later page fails, and loads it again on retry', async ({
    page,
    request,
  }) => {
    const experts = await apiPage(request);
    const next = await apiPage(request, 'page=2');
    const cards = page.getByTestId('expert-card');
    await open(page, '/market/experts/', 'en');
    await expect(cards).toHaveCount(experts.results.length);
    // The next page's call fails once, as a dropped connection would.
    let failures = 1;
    const secondPage = (url: URL) =>
      url.pathname === '/api/gig/gig/user-profile/' && url.searchParams.get('page') === '2';
    await page.route(secondPage, (route) =>
      failures-- > 0 ? route.abort('connectionreset') : route.continue(),
    );
    await page.locator('.load-more').click();
    const error = page.getByRole('alert');
    await expect(error).toBeVisible();
    await expect(cards).toHaveCount(experts.results.length);
    await error.getByRole('button').click();
    await expect(cards).toHaveCount(experts.results.length + next.results.length);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('the product catalogue', () => {
  type Products = { count: number; results: { id: string; name: string }[] };
  const apiPage = async (request: APIRequestContext, page = 1, ordering = '-created_on') =>
    (await (
      await request.get(`/api/product/product/?page=${page}&page_size=12&ordering=${ordering}`)
    ).json()) as Products;

  test('carries the page its address asks for with an ItemList, a sensible page for what it cannot read, and speaks Arabic', async ({
    request,
  }) => {
    const products = await apiPage(request);
    expect(products.results.length).toBeGreaterThan(0);
    for (const query of ['', '?page=abc', '?ordering=bogus&colour=blue']) {
      const { status, body } = await html(request, `/market/products/${query}`);
      expect(status, query).toBe(200);
      expect(body, query).toContain('<title>Products · Guild</title>');
      for (const product of products.results)
        expect(body, query).toContain(`href="/market/products/${product.id}/"`);
      const [list] = jsonLd(body);
      expect(list).toMatchObject({
        '@type': 'ItemList',
        numberOfItems: products.results.length,
        itemListElement: products.results.map((p, i) => ({ position: i + 1, name: p.name })),
      });
    }
    const byPrice = await apiPage(request, 1, 'price');
    const { body } = await html(request, '/market/products/?ordering=price');
    expect(meta(body, 'og:url')).toMatch(/\/market\/products\/\?ordering=price$/);
    expect(body.indexOf(`/market/products/${byPrice.results[0]!.id}/`)).toBeLessThan(
      body.indexOf(`/market/products/${byPrice.results[1]!.id}/`),
    );
    // The first card's picture is the largest paint: not lazy, fetched first.
    expect(body.match(/<img class="product-card-image"[^>]*>/)![0]).toMatch(/fetchpriority="high"/i);
    for (const query of ['?page=9999', '?search=no-such-product-anywhere']) {
      const empty = await html(request, `/market/products/${query}`);
      expect(empty.status, query).toBe(200);
      expect(empty.body, query).toContain('No products match');
    }
    const ar = await html(request, '/market/products/', 'ar');
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(meta(ar.body, 'og:locale')).toBe('ar_AR');
  });

  test('shows its products with JavaScript off', async ({ browser, request }) => {
    const products = await apiPage(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/market/products/');
    await expect(page.locator('.product-card-title').first()).toHaveText(products.results[0]!.name);
    await context.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`hydrates in ${lang} without loading its page or its filters again, then sorts in the browser keeping the address`, async ({
      page,
      request,
    }) => {
      const [products, byPrice] = [await apiPage(request), await apiPage(request, 1, 'price')];
      const errors = watchErrors(page);
      const calls = listCalls(page);
      await open(page, '/market/products/', lang);
      await expect(page.locator('.product-card-title').first()).toHaveText(products.results[0]!.name);
      expect(calls.filter((c) => c.startsWith('/api/product/'))).toEqual([]);
      await page.locator('select[name="ordering"]').selectOption('price');
      await expect(page).toHaveURL(/\/market\/products\/\?ordering=price$/);
      await expect(page.locator('.product-card-title').first()).toHaveText(byPrice.results[0]!.name);
      expect(calls.filter((c) => c.startsWith('/api/product/'))).toEqual([
        '/api/product/product/?page=1&page_size=12&ordering=price',
      ]);
      await page.goBack();
      await expect(page).toHaveURL(/\/market\/products\/$/);
      await expect(page.locator('.product-card-title').first()).toHaveText(products.results[0]!.name);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the search page', () => {
  test('carries the results for the words in its address with an ItemList, a sensible page for what it cannot read, and speaks Arabic', async ({
    request,
  }) => {
    const gigs = (await (await request.get('/api/gig/gigs/?page=1&page_size=4&search=React')).json()) as {
      count: number;
      results: { id: string; name: string }[];
    };
    expect(gigs.results.length).toBeGreaterThan(0);
    for (const query of ['?q=React', '?q=React&page=abc', '?q=React&kind=bogus&colour=blue']) {
      const { status, body } = await html(request, `/market/search/${query}`);
      expect(status, query).toBe(200);
      expect(body, query).toContain('<title>Results for “React” · Guild</title>');
      for (const gig of gigs.results) expect(body, query).toContain(`href="/market/gigs/${gig.id}/"`);
      const [list] = jsonLd(body);
      expect(list).toMatchObject({ '@type': 'ItemList' });
      expect((list!.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(
        expect.arrayContaining(gigs.results.map((g) => g.name)),
      );
    }
    const tab = await html(request, '/market/search/?q=React&kind=gigs');
    expect(meta(tab.body, 'og:url')).toMatch(/\/market\/search\/\?q=React&kind=gigs$/);
    expect(meta(tab.body, 'og:title')).toBe('Results for “React”');
    expect(jsonLd(tab.body)[0]).toMatchObject({ numberOfItems: Math.min(gigs.count, 12) });
    for (const query of [
      '?q=React&kind=gigs&page=9999',
      '?q=no-such-thing-anywhere',
      `?q=${'x'.repeat(300)}`,
    ]) {
      const empty = await html(request, `/market/search/${query}`);
      expect(empty.status, query).toBe(200);
    }
    expect((await html(request, '/market/search/?q=no-such-thing-anywhere')).body).toContain(
      'Nothing matches your search yet.',
    );
    const ar = await html(request, '/market/search/?q=React', 'ar');
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(ar.body).toContain('نتائج البحث عن «<bdi>React</bdi>»');
  });

  test('shows its results with JavaScript off', async ({ browser, request }) => {
    const gig = await first<{ name: string }>(request, 'gig/gigs/?page=1&page_size=4&search=React');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/market/search/?q=React');
    await expect(page.getByTestId('results-gigs').getByText(gig.name)).toBeVisible();
    await context.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`hydrates in ${lang} without searching again, then switches tabs in the browser keeping the address`, async ({
      page,
      request,
    }) => {
      const gig = await first<{ name: string }>(request, 'gig/gigs/?page=1&page_size=4&search=React');
      const errors = watchErrors(page);
      const calls = listCalls(page);
      await open(page, '/market/search/?q=React', lang);
      await expect(page.getByTestId('results-gigs')).toContainText(gig.name);
      expect(calls.filter((c) => /search=/.test(c))).toEqual([]);
      await page.getByTestId('tab-gigs').click();
      await expect(page).toHaveURL(/\/market\/search\/\?q=React&kind=gigs$/);
      await expect(page.getByTestId('results-gigs')).toContainText(gig.name);
      expect(calls.filter((c) => /search=/.test(c))).toEqual([
        '/api/gig/gigs/?page=1&page_size=12&search=React',
      ]);
      await page.goBack();
      await expect(page).toHaveURL(/\/market\/search\/\?q=React$/);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('what a visitor’s page asks of the API', () => {
  /** Every API call the page makes after loading, with its method, and the answers' statuses. */
  async function visit(page: Page, path: string, awaiting?: RegExp) {
    const calls: string[] = [];
    const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
    const quiet = watchQuiet(page, isApi);
    const onResponse = (r: Response) => {
      if (isApi(r.url())) calls.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
    };
    page.on('response', onResponse);
    // The islands ask once they have hydrated (after the first paint, decision 19), which can be
    // after the network first goes quiet, and React hydrates in a transition after Astro has
    // dropped `ssr`: wait for the call the page must make (`awaiting`), or for every island, then
    // for half a second without a call in flight.
    const awaited = awaiting && page.waitForResponse((r) => awaiting.test(new URL(r.url()).pathname));
    await page.goto(path);
    await awaited;
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await quiet.settled();
    quiet.stop();
    page.off('response', onResponse);
    return calls;
  }

  test('a gig and a team count the visit once a day; Explore Gigs and an expert page ask nothing', async ({
    browser,
    request,
  }) => {
    // A reader of their own (the server counts a visitor by address and browser, once a day).
    const context = await browser.newContext({ userAgent: `Visitor ${Date.now()} (e2e)` });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const gig = await first<{ id: string }>(request, 'gig/gigs/?page_size=1');
    const visitsOf = async () =>
      ((await (await request.get(`/api/gig/gigs/${gig.id}/`)).json()) as { visits: number }).visits;
    const before = await visitsOf();
    expect(await visit(page, `/market/gigs/${gig.id}/`, /\/gig-visits\/$/)).toEqual([
      'POST /api/gig/gig-visits/ 200',
    ]);
    expect(await visitsOf()).toBe(before + 1);
    await visit(page, `/market/gigs/${gig.id}/`, /\/gig-visits\/$/);
    expect(await visitsOf()).toBe(before + 1);

    // The team page shows the count its visit answered.
    const team = await first<{ id: string; visits: number }>(request, 'team/?page_size=1');
    expect(await visit(page, `/market/teams/${team.id}/`, /\/visit\/$/)).toEqual([
      `POST /api/team/${team.id}/visit/ 200`,
    ]);
    await expect(page.getByTestId('team-views')).toContainText((team.visits + 1).toLocaleString('en-US'));

    // Their lists and connections come with the HTML.
    expect(await visit(page, '/market/gigs/')).toEqual([]);
    const expert = await first<{ id: string }>(request, 'gig/gig/user-profile/?page_size=1&is_expert=true');
    expect(await visit(page, `/market/experts/${expert.id}/`)).toEqual([]);
    await expect(page.getByTestId('connections-followers')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('pages rendered per request, kept for a second', () => {
  test('show a write at once, and keep what changed without a request until the second is over', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const team = await first<{ id: string; visits: number }>(request, 'team/?page_size=1');
    const path = `/market/teams/${team.id}/`;
    const views = (body: string) =>
      body.match(/data-testid="team-views"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/)?.[1];
    const shown = async () => views((await html(request, path)).body);
    const before = await shown();
    expect(before).toBe(team.visits.toLocaleString('en-US'));

    // A visit (a write, from a reader of its own) is on the very next load of the page.
    const reader = await playwright.request.newContext({
      baseURL,
      userAgent: `Kept-page reader ${Date.now()}`,
    });
    const visit = await reader.post(`/api/team/${team.id}/visit/`);
    expect(visit.status()).toBe(200);
    const counted = (await visit.json()) as { visits: number };
    await reader.dispose();
    expect(await shown()).toBe(counted.visits.toLocaleString('en-US'));

    // A change made in the database, not through a request, waits for the kept page to expire.
    const db = e2eDatabase();
    try {
      const keptAt = Date.now();
      await shown();
      db.update(teamsTable)
        .set({ visits: counted.visits + 1000 })
        .where(eq(teamsTable.id, team.id))
        .run();
      const right = await shown();
      // Only while the page kept a moment ago is still fresh (a stalled machine could take longer).
      if (Date.now() - keptAt < 800) expect(right).toBe(counted.visits.toLocaleString('en-US'));
      await expect.poll(shown, { timeout: 3000 }).toBe((counted.visits + 1000).toLocaleString('en-US'));
    } finally {
      db.update(teamsTable).set({ visits: counted.visits }).where(eq(teamsTable.id, team.id)).run();
      db.$client.close();
    }
  });
});
