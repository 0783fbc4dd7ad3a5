import { gzipSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { watchErrors } from './helpers';

// Guild Journal: the static publication in en and es, The Source, view counts, theme and search.

const TRANSLATED = 'design-tokens-that-survive-a-rebrand';
const ENGLISH_ONLY = 'forms-people-finish';

/** A link of the newest message to `email`, read from /dev/outbox as a developer would. */
async function linkFromOutbox(page: Page, email: string, path: string): Promise<string> {
  const outbox = await page.context().newPage();
  let link = '';
  await expect(async () => {
    await outbox.goto('/dev/outbox');
    const row = outbox.locator('tr', { hasText: email }).first();
    await expect(row).toBeVisible({ timeout: 1000 });
    await row.getByRole('link').click();
    const text = (await outbox.locator('#text').textContent()) ?? '';
    link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path) ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  await outbox.close();
  return link;
}

test('an article reads in Spanish, and an untranslated one in English with the notice', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`/es/post/${TRANSLATED}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Design tokens que sobreviven a un cambio de marca',
  );
  await expect(page.locator('[data-english-only]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();

  // The language switcher leads to the same article in English.
  await page.locator('[data-lang-switch]').click();
  await expect(page).toHaveURL(new RegExp(`/post/${TRANSLATED}/$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design tokens that survive a rebrand');

  await page.goto(`/es/post/${ENGLISH_ONLY}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const notice = page.locator('[data-english-only]');
  await expect(notice).toContainText('Este artículo solo está disponible en inglés.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forms people finish');
  // The English text is marked as English inside the Spanish page.
  await expect(page.locator('[lang="en"]').filter({ has: page.locator('h1') })).toHaveCount(1);
  await notice.getByRole('link', { name: 'Más información sobre las traducciones' }).click();
  await expect(page).toHaveURL(/\/es\/help\/#translations$/);
  await expect(page.locator('#translations')).toHaveText('¿Por qué un artículo solo está en inglés?');
  expect(errors).toEqual([]);
});

for (const lang of ['en', 'es'] as const) {
  test(`a reader subscribes to The Source and confirms from the e-mail (${lang})`, async ({ page }) => {
    const errors = watchErrors(page);
    const email = `reader-${lang}-${Date.now()}@example.test`;
    const text =
      lang === 'en'
        ? {
            required: 'Email address required. Please check and try again.',
            submitting: 'Submitting…',
            check: 'Check your inbox!',
            sent: 'Click the activation link in the email we just sent you',
            confirmed: "You're subscribed to The Source",
          }
        : {
            required: 'La dirección de email es necesaria. Por favor, revísala e inténtalo de nuevo.',
            submitting: 'Enviando…',
            check: '¡Revisa tu bandeja de entrada!',
            sent: 'Haz clic en el enlace de activación del email que te acabamos de enviar',
            confirmed: 'Ya estás suscrito a The Source',
          };
    await page.goto(lang === 'en' ? '/subscribe/' : '/es/subscribe/');
    const form = page.locator('form[data-subscribe]');

    await form.getByRole('button').click();
    await expect(form.locator('[data-status]')).toHaveText(text.required);
    await expect(form.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');

    // An address that is not one gets the same words, from the server.
    await form.getByRole('textbox').fill('not-an-address');
    const refused = page.waitForResponse('**/api/newsletter/subscribe/');
    await form.getByRole('button').click();
    expect((await refused).status()).toBe(400);
    await expect(form.locator('[data-status]')).toHaveText(text.required);

    // Hold the request a moment to see the submitting state.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/newsletter/subscribe/', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button').click();
    await expect(form.getByRole('button')).toHaveText(text.submitting);
    await expect(form.getByRole('button')).toBeDisabled();
    release();

    await expect(page.getByRole('heading', { name: text.check })).toBeVisible();
    await expect(page.locator('.j-form__done')).toContainText(text.sent);
    await expect(page.locator('.j-form__done')).toContainText(email);

    const link = await linkFromOutbox(page, email, '/api/newsletter/confirm/');
    await page.goto(link);
    await expect(page).toHaveURL(
      lang === 'en' ? /\/newsletter\/confirmed\/$/ : /\/es\/newsletter\/confirmed\/$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.confirmed);
    expect(errors).toEqual([]);
  });
}

test('a subscriber leaves The Source from the link in the e-mail, after confirming on the page', async ({
  page,
  request,
}) => {
  const email = `leaving-${Date.now()}@example.test`;
  const res = await request.post('/api/newsletter/subscribe/', { data: { email, locale: 'es-ES' } });
  expect(res.status()).toBe(202);
  expect(await res.json()).toEqual({ status: 'pending' });
  const link = await linkFromOutbox(page, email, '/api/newsletter/unsubscribe/');
  await page.goto(link);
  await expect(page).toHaveURL(/\/es\/newsletter\/unsubscribe\/\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Darte de baja de The Source?');
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page).toHaveURL(/\/es\/newsletter\/unsubscribed\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te has dado de baja');
});

test('the subscribe form shows the spec’s error when the server fails', async ({ page }) => {
  await page.route('**/api/newsletter/subscribe/', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"x"}' }),
  );
  await page.goto('/');
  const form = page.locator('form[data-subscribe]').first();
  await form.getByRole('textbox').fill('someone@example.test');
  await form.getByRole('button').click();
  await expect(form.locator('[data-status]')).toHaveText(
    'Something went wrong. Please refresh the page and try again. Contact journal@guild.test for help. Please try again!',
  );
  await expect(form.getByRole('button')).toBeEnabled();
});

test('the colour scheme survives a reload and is applied before the page paints', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByLabel('Colour scheme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Record, in parse order, when <html> gets its theme and when <body> appears.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { themeOrder: string[] }).themeOrder = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target === document.documentElement) {
          seen.push(`theme:${document.documentElement.dataset.theme}`);
        }
        for (const node of r.addedNodes) if (node.nodeName === 'BODY') seen.push('body');
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-theme'],
    });
  });
  await page.reload();
  const order = await page.evaluate(() => (window as unknown as { themeOrder: string[] }).themeOrder);
  expect(order.indexOf('theme:dark')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('theme:dark')).toBeLessThan(order.indexOf('body'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByLabel('Colour scheme')).toHaveValue('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = background.match(/\d+/g)?.map(Number) ?? [];
  expect(r + g + b).toBeLessThan(150);

  // Another page, another language: the same choice.
  await page.goto('/es/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('an article counts its readers and shows the count', async ({ page, browser }) => {
  const views = page.locator('[data-views]');
  await page.goto(`/post/${TRANSLATED}/`);
  await expect(views).toHaveText(/^\d+$/);
  const first = Number(await views.textContent());
  expect(first).toBeGreaterThan(0);

  // The same reader again on the same day is not counted twice.
  await page.reload();
  await expect(views).toHaveText(String(first));

  // Another reader (another browser) is.
  const other = await browser.newContext({ userAgent: `Another reader ${Date.now()}` });
  const otherPage = await other.newPage();
  await otherPage.goto(`/es/post/${TRANSLATED}/`);
  await expect(otherPage.locator('[data-views]')).toHaveText(String(first + 1));
  await other.close();
  expect((await page.context().cookies()).length).toBe(0);
});

test('search finds an article by a word in its body, in each edition', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/search/');
  await page.getByLabel('Search articles').fill('chromaticity');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.locator('[data-search-results] li');
  await expect(results.first()).toBeVisible();
  await expect(results.getByRole('link', { name: 'Design tokens that survive a rebrand' })).toHaveAttribute(
    'href',
    `/post/${TRANSLATED}/`,
  );
  await expect(results.first().locator('mark')).toHaveText(/chromaticity/i);

  await page.goto('/es/search/?q=cromaticidad');
  await expect(
    page.locator('[data-search-results] li').getByRole('link', {
      name: 'Design tokens que sobreviven a un cambio de marca',
    }),
  ).toHaveAttribute('href', `/es/post/${TRANSLATED}/`);
  // Only article text is indexed: "Toolbox", a word of the navigation on every page, matches no
  // page's own text (Pagefind still offers articles with similar words such as "tools").
  await page.goto('/search/?q=Toolbox');
  await expect(page.locator('[data-search-status]')).toHaveText(/^(Results for|No articles match) “Toolbox”/);
  const hrefs = await page
    .locator('[data-search-results] li h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.every((href) => href?.startsWith('/post/'))).toBe(true);
  await expect(page.locator('[data-search-results] mark', { hasText: /^toolbox$/i })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the navigation and its submenus work from the keyboard', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const more = nav.locator('summary', { hasText: 'More' });
  await more.focus();
  await page.keyboard.press('Enter');
  const topics = nav.getByRole('list', { name: 'Topics' });
  await expect(topics.getByRole('link')).toHaveText([
    'All Topics',
    'UX Design',
    'Interviews',
    'Accessibility',
    'UI Design',
    'Code',
  ]);
  await page.keyboard.press('Tab');
  await expect(topics.getByRole('link', { name: 'All Topics' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(topics).toBeHidden();

  const toolbox = nav.locator('summary', { hasText: 'Toolbox' });
  await toolbox.focus();
  await page.keyboard.press('Enter');
  const tools = nav.getByRole('list', { name: 'Tools' });
  await expect(tools.getByRole('link')).toHaveText([
    'All Tools',
    'UX Tools',
    'Virtual Reality',
    'Prototyping Tools',
    'Accessibility',
    'Conversational Design',
  ]);
  await tools.getByRole('link', { name: 'Virtual Reality' }).click();
  await expect(page).toHaveURL(/\/toolbox\/virtual-reality\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Virtual Reality');
});

test('the navigation progress bar grows while the next page loads, then completes and hides', async ({
  page,
}) => {
  await page.goto('/');
  const bar = page.locator('#j-progress');
  await expect(bar).toBeHidden();
  // A 204 answer leaves the browser on this page, as a slow server would: the bar keeps growing
  // (every 500 ms, by 10 while under 20, then by 4…).
  await page.route('**/topics/', (route) => route.fulfill({ status: 204 }));
  // Record every value the bar takes, so the test reads the sequence rather than racing the timer.
  await page.evaluate(() => {
    const values: string[] = [];
    (window as unknown as { growth: string[] }).growth = values;
    const el = document.getElementById('j-progress')!;
    new MutationObserver(() => {
      const now = el.getAttribute('aria-valuenow') ?? '';
      if (values.at(-1) !== now) values.push(now);
    }).observe(el, { attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  const more = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'More' });
  await more.click();
  await page.getByRole('link', { name: 'All Topics' }).click();
  await expect(bar).toBeVisible();
  const growth = () => page.evaluate(() => (window as unknown as { growth: string[] }).growth);
  await expect.poll(async () => (await growth()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
  expect((await growth()).slice(0, 4)).toEqual(['10', '20', '24', '28']);

  // Now the page arrives: it takes the bar over, completes it at 100, hides it and resets it.
  await page.unroute('**/topics/');
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { progress: string[] }).progress = seen;
    new MutationObserver(() => {
      const el = document.getElementById('j-progress');
      if (el) seen.push(`${el.getAttribute('aria-valuenow')}${el.hidden ? ' hidden' : ''}`);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-valuenow', 'hidden'] });
  });
  // The submenu is still open from the first click.
  await page.getByRole('link', { name: 'All Topics' }).click();
  await expect(page).toHaveURL(/\/topics\/$/);
  await expect(page.locator('#j-progress')).toBeHidden();
  await expect(page.locator('#j-progress')).toHaveAttribute('aria-valuenow', '0');
  const seen = await page.evaluate(() => (window as unknown as { progress: string[] }).progress);
  expect(seen).toContain('100');
  expect(seen.at(-1)).toBe('0 hidden');
});

test('an article page ships no framework JavaScript and at most 4 KB of its own, gzipped', async ({
  request,
}) => {
  const html = await (await request.get(`/post/${TRANSLATED}/`)).text();
  expect(html).not.toContain('astro-island');
  let code = '';
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = '', body = ''] = match;
    if (/type=["']?application\/(ld\+)?json/.test(attrs)) continue;
    const src = attrs.match(/\bsrc=["']?([^"' >]+)/)?.[1];
    code += src ? await (await request.get(src)).text() : body;
  }
  expect(code).not.toMatch(/react|preact|__astro_island/i);
  const gzipped = gzipSync(code).length;
  test.info().annotations.push({ type: 'article page JS, gzipped bytes', description: String(gzipped) });
  expect(gzipped).toBeLessThanOrEqual(4096);
});

test('RSS, sitemap, Open Graph, JSON-LD and Web Monetization are in place', async ({ page, request }) => {
  const rss = await (await request.get('/rss.xml')).text();
  expect(rss).toContain(`/post/${TRANSLATED}/</link>`);
  const rssEs = await (await request.get('/es/rss.xml')).text();
  expect(rssEs).toContain('<title>Design tokens que sobreviven a un cambio de marca</title>');
  const sitemap = await request.get('/sitemap-index.xml');
  expect(sitemap.ok()).toBe(true);

  await page.goto(`/post/${TRANSLATED}/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Design tokens that survive a rebrand',
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'Article', headline: 'Design tokens that survive a rebrand' });
  expect(ld.author.name).toBe('Mateo Quispe');
  await expect(page.locator('link[rel="monetization"]')).toHaveAttribute('href', /^https:\/\//);
});

test('the home lays out its hero first: the sections below show, with their pictures, when scrolled near', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fetched = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'image') fetched.add(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  // The sections drawn when scrolled near (site/styles/journal.css).
  const SECTIONS = '.j-hero ~ .j-section:not(.j-pitch)';
  const sections = page.locator(SECTIONS);
  const count = await sections.count();
  expect(count).toBeGreaterThanOrEqual(4);
  /** Whether a section's content is drawn (content-visibility: auto skips it while far off screen). */
  const drawn = (i: number) =>
    sections
      .nth(i)
      .evaluate((el) => el.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true }));
  /** The pictures a reader can see there (not those of the spotlight's other tabs). */
  const picturesOf = (images: Locator) =>
    images.evaluateAll((imgs) =>
      imgs
        .filter((img) => getComputedStyle(img.closest('.j-tabpanel') ?? img).display !== 'none')
        .map((img) => new URL((img as HTMLImageElement).src).pathname),
    );
  const shown = new Set(await picturesOf(page.locator('.j-hero img')));
  const skipped: number[] = [];
  for (let i = 0; i < count; i++) {
    if (await drawn(i)) for (const src of await picturesOf(sections.nth(i).locator('img'))) shown.add(src);
    else skipped.push(i);
  }
  // On a phone, everything past the first section waits (the hero fills the first screens).
  expect(skipped).toEqual([...Array(count).keys()].slice(1));
  // Pictures only the skipped sections show are not fetched yet.
  const below: string[] = [];
  for (const i of skipped) below.push(...(await picturesOf(sections.nth(i).locator('img'))));
  const onlyBelow = [...new Set(below)].filter((src) => !shown.has(src));
  expect(onlyBelow.length).toBeGreaterThan(0);
  expect(onlyBelow.filter((src) => fetched.has(src))).toEqual([]);
  // The hero's cover, the largest paint, is there at once.
  expect(
    await page
      .locator('.j-hero img.j-card__cover')
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);

  // Read down the page: every section is drawn and every picture loads, with nothing moving on screen.
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.shifts += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  // Each section is drawn as it comes near (and skipped again once far behind).
  const seen = await page.evaluate(async (selector) => {
    const all = [...document.querySelectorAll(selector)];
    const drawnOnce = new Set<number>();
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
      all.forEach((el, i) => {
        const onScreen =
          el.getBoundingClientRect().top < innerHeight && el.getBoundingClientRect().bottom > 0;
        if (onScreen && el.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true }))
          drawnOnce.add(i);
      });
    }
    return [...drawnOnce].sort((a, b) => a - b);
  }, SECTIONS);
  expect(seen).toEqual([...Array(count).keys()]);
  await expect.poll(() => onlyBelow.filter((src) => !fetched.has(src))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
});
