import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { holdScripts, watchErrors } from './helpers';

/**
 * The public lists are drawn by the server and hydrated later (decision 14); on a slow phone a
 * reader taps a field, types, chooses and presses Enter before the islands' scripts arrive. Here the scripts
 * are held back until the test releases them: what the reader did first must survive hydration
 * and be acted on, and a search sent before hydration is a plain GET form the server answers.
 */

/** The island a field belongs to (the field's locator starts inside it), which carries `ssr` until it has hydrated. */
const islandOf = (page: Page, field: Locator) => page.locator('astro-island', { has: field }).first();

/** Opens a list with its scripts held back, the island drawn but not hydrated. */
async function openHeld(page: Page, path: string, field: Locator) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(field).toBeVisible();
  await expect(islandOf(page, field)).toHaveAttribute('ssr');
  return release;
}

/** Releases the scripts and waits for the island to hydrate. */
async function hydrate(page: Page, release: () => void, field: Locator) {
  release();
  await expect(islandOf(page, field)).not.toHaveAttribute('ssr');
  // Whatever the island renders next (the stored session, the reader's words) is drawn by then.
  await page.waitForLoadState('networkidle');
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

type Named = { count: number; results: { name: string }[] };

test.describe('typed before the island hydrates', () => {
  test('an experts search typed early stays in the field and is what the list searches', async ({
    page,
    request,
  }) => {
    const layla = await api<{ count: number }>(
      request,
      '/gig/gig/user-profile/?is_expert=true&search=Layla&page_size=12',
    );
    expect(layla.count).toBeGreaterThan(0);
    const errors = watchErrors(page);
    const search = page.locator('#experts-q');
    const release = await openHeld(page, '/market/experts/', search);
    await search.click();
    await search.pressSequentially('Layla');
    await hydrate(page, release, search);
    await expect(search).toHaveValue('Layla');
    await page.locator('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/market\/experts\/\?q=Layla$/);
    await expect(page.getByTestId('expert-card')).toHaveCount(layla.count);
    await expect(page.getByTestId('expert-card').first()).toContainText('Layla');
    expect(errors).toEqual([]);
  });

  test('a teams search and order chosen early survive hydration, and the order is applied', async ({
    page,
    request,
  }) => {
    const byViews = await api<Named>(request, '/team/?ordering=-visits&page=1&page_size=12');
    const team = byViews.results[0]!;
    const errors = watchErrors(page);
    const search = page.getByRole('searchbox', { name: 'Search teams' });
    const release = await openHeld(page, '/market/teams/', search);
    await search.click();
    await search.pressSequentially(team.name);
    const ordering = page.locator('.teams-index').getByRole('combobox');
    await ordering.selectOption('-visits');
    await hydrate(page, release, search);
    // The order chosen early is acted on as soon as the island can.
    await expect(page).toHaveURL(/\/market\/teams\/\?ordering=-visits$/);
    await expect(ordering).toHaveValue('-visits');
    await expect(page.getByTestId('team-card').first()).toContainText(team.name);
    await expect(search).toHaveValue(team.name);
    await search.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(
        `/market/teams/\\?search=${encodeURIComponent(team.name).replace(/%20/g, '\\+')}&ordering=-visits$`,
      ),
    );
    await expect(page.getByTestId('team-card').first()).toContainText(team.name);
    expect(errors).toEqual([]);
  });

  test('a gig order and a products search chosen early survive hydration', async ({ page, request }) => {
    const gigs = await api<Named>(request, '/gig/gigs/?page=1&page_size=8&ordering=-visits');
    const errors = watchErrors(page);
    const ordering = page.locator('.explore select[name="ordering"]');
    let release = await openHeld(page, '/market/gigs/', ordering);
    await ordering.selectOption('-visits');
    await hydrate(page, release, ordering);
    await expect(page).toHaveURL(/\/market\/gigs\/\?ordering=-visits$/);
    await expect(ordering).toHaveValue('-visits');
    await expect(page.locator('.gig-grid .gig-card-title').first()).toHaveText(gigs.results[0]!.name);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const products = await api<Named>(request, '/product/product/?page=1&page_size=1&ordering=-created_on');
    const product = products.results[0]!;
    const search = page.locator('.products input[name="search"]');
    release = await openHeld(page, '/market/products/', search);
    await search.click();
    await search.pressSequentially(product.name);
    await hydrate(page, release, search);
    await expect(search).toHaveValue(product.name);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/market\/products\/\?search=/);
    await expect(page.locator('.product-grid')).toContainText(product.name);
    expect(errors).toEqual([]);
  });

  test('a product page keeps a quantity chosen early', async ({ page, request }) => {
    const products = await api<{
      results: { id: string; name: string; product_stock: { quantity: number }[] }[];
    }>(request, '/product/product/?page=1&page_size=12');
    const product = products.results.find((p) => (p.product_stock[0]?.quantity ?? 0) >= 2)!;
    const errors = watchErrors(page);
    const quantity = page.locator('select[name="quantity"]');
    const release = await openHeld(page, `/market/products/${product.id}/`, quantity);
    await quantity.selectOption('2');
    await hydrate(page, release, quantity);
    // Drawn again in Arabic, the page still holds the reader's quantity.
    await page.getByTestId('language-toggle').first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('buy')).toHaveText('اشترِ الآن');
    await expect(quantity).toHaveValue('2');
    expect(errors).toEqual([]);
  });
});

test.describe('sent before the island hydrates', () => {
  test('Enter in the teams search lands on the page with the search applied', async ({ page, request }) => {
    const team = (await api<Named>(request, '/team/?page=1&page_size=1')).results[0]!;
    const search = page.getByRole('searchbox', { name: 'Search teams' });
    await openHeld(page, '/market/teams/', search);
    await search.click();
    await search.pressSequentially(team.name);
    await search.press('Enter');
    // The browser sent the form itself: the server drew the page for the address.
    await expect(page).toHaveURL(/\/market\/teams\/\?search=[^&]+&ordering=-follower$/);
    await expect(search).toHaveValue(team.name);
    await expect(page.getByTestId('team-card').first()).toContainText(team.name);
  });

  test('the experts Search button lands on the page with the search applied', async ({ page }) => {
    const search = page.locator('#experts-q');
    await openHeld(page, '/market/experts/', search);
    await search.click();
    await search.pressSequentially('Layla');
    await page.locator('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/market\/experts\/\?q=Layla&/);
    await expect(search).toHaveValue('Layla');
    await expect(page.getByTestId('expert-card').first()).toContainText('Layla');
  });

  test('Enter in the search page keeps its tab and order', async ({ page }) => {
    const search = page.locator('.search-page input[name="q"]');
    await openHeld(page, '/market/search/?q=flutter&kind=gigs&sort=most_viewed', search);
    await search.click();
    await search.fill('');
    await search.pressSequentially('react');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/market\/search\/\?q=react&kind=gigs&sort=most_viewed$/);
    await expect(search).toHaveValue('react');
    await expect(page.getByTestId('tab-gigs')).toHaveAttribute('aria-current', 'page');
  });
});
