import { type APIRequestContext, expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * The six-digit code in the newest outbox entry to `to` (whose subject starts with `subject`, when
 * given), read from /dev/outbox as a developer would; mail and text messages share the outbox.
 */
export async function codeFromOutbox(page: Page, to: string, subject?: string): Promise<string> {
  const outbox = await page.context().newPage();
  let code = '';
  await expect(async () => {
    await outbox.goto('/dev/outbox');
    const rows = outbox.locator('tr', { hasText: to });
    const row = (subject ? rows.filter({ hasText: subject }) : rows).first();
    await expect(row).toBeVisible({ timeout: 1000 });
    await row.getByRole('link').click();
    const text = (await outbox.locator('#text').textContent()) ?? '';
    code = text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 15_000 });
  await outbox.close();
  return code;
}

/** Switches the marketplace to Arabic (right to left) the way a user does, and reloads. */
export async function switchToArabic(page: Page) {
  await page.evaluate(() => localStorage.setItem('preferredLanguage', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * Scrolls to the end of the page, so the parts that load when the reader comes near them
 * (islands/lib/ui/WhenVisible: a profile's credentials, work and stats) load.
 */
export async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/**
 * Scrolls to the end of the page until `target` shows. The parts that load on sight change the
 * page's length as they come, so one scroll may stop short of the part that holds it.
 */
export async function scrollToEndUntilVisible(page: Page, target: Locator) {
  await expect(async () => {
    await scrollToEnd(page);
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** Fails the test on any error the page logs or throws. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // A 4xx the test provokes on purpose is logged by Chromium as a failed resource load.
    if (m.type() === 'error' && !m.text().includes('Failed to load resource')) errors.push(m.text());
  });
  return errors;
}

/**
 * Holds every script of the page's islands (`/_astro/*.js`, or those `scripts` matches) back until
 * the returned function is called: the page as first painted, before any island has hydrated.
 */
export async function holdScripts(page: Page, scripts = '**/_astro/*.js'): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(scripts, async (route) => {
    await released;
    // A request the page gave up on (it went elsewhere meanwhile) cannot be continued.
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Watches the page's requests (those `counts`, every one when not given) so a test can wait until
 * none has been in flight for half a second. Playwright's `networkidle` fires once, after the load,
 * so it cannot tell when the parts that load on sight or after hydration are done.
 */
export function watchQuiet(page: Page, counts: (url: string) => boolean = () => true) {
  let inFlight = 0;
  let lastMove = Date.now();
  const started = (r: Request) => {
    if (!counts(r.url())) return;
    inFlight += 1;
    lastMove = Date.now();
  };
  const ended = (r: Request) => {
    if (!counts(r.url())) return;
    inFlight -= 1;
    lastMove = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Resolves once nothing has been in flight for half a second. */
    settled: () =>
      expect
        .poll(() => inFlight <= 0 && Date.now() - lastMove >= 500, { timeout: 20_000, intervals: [100] })
        .toBe(true),
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** The first item of an API list (`gig/gigs/?page_size=1`); fails the test when the list is empty. */
export async function first<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: T[] };
  expect(body.results.length).toBeGreaterThan(0);
  return body.results[0]!;
}
