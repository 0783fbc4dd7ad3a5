import { type Browser, expect, type Page, test } from '@playwright/test';

// Phones and both languages (issue 16): nothing wider than a 390 px screen, no console errors, the
// price and Buy on the first screen of a gig, a pending order paid later, an address added.

const PASSWORD = 'Guild-demo-1!';
const LANGS = ['en', 'ar'] as const;
type Lang = (typeof LANGS)[number];

test.use({ viewport: { width: 390, height: 844 } });

/** Signs in once through the form and keeps the session for the other pages of the test. */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/market/login/');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').first().click();
  await expect(page).not.toHaveURL(/\/market\/login\//);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A page at 390 × 844 in a language, with every console error it logs collected. */
async function phonePage(browser: Browser, lang: Lang, state?: Awaited<ReturnType<typeof signedIn>>) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: state });
  await context.addInitScript((l) => localStorage.setItem('preferredLanguage', l), lang);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // Which address a "Failed to load resource" was about.
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return { page, errors, close: () => context.close() };
}

async function expectFits(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', /en|ar/);
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

async function expectOnFirstScreen(page: Page, testId: string) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  expect(box, testId).not.toBeNull();
  expect(box.y + box.height, testId).toBeLessThanOrEqual(844);
  expect(box.x).toBeGreaterThanOrEqual(0);
}

const firstId = async (page: Page, path: string) => {
  const res = await page.request.get(path);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: { id: string }[] }).results[0]!.id;
};

test('gig, product, notifications and orders fit a phone in English and Arabic, without console errors', async ({
  browser,
  page,
}) => {
  test.slow();
  const gig = await firstId(page, '/api/gig/gigs/?page_size=1');
  const product = await firstId(page, '/api/product/product/?page_size=1');
  const expert = await signedIn(browser, 'demo@guild.test');
  const client = await signedIn(browser, 'client@guild.test');

  for (const lang of LANGS) {
    const visitor = await phonePage(browser, lang);
    await visitor.page.goto(`/market/gigs/${gig}/`);
    await expect(visitor.page.getByTestId('gig-buy')).toBeVisible();
    await expectOnFirstScreen(visitor.page, 'gig-price');
    await expectOnFirstScreen(visitor.page, 'gig-buy');
    await expectFits(visitor.page);

    await visitor.page.goto(`/market/products/${product}/`);
    await expect(visitor.page.getByTestId('buy')).toBeVisible();
    await expectOnFirstScreen(visitor.page, 'buy');
    await expectFits(visitor.page);
    expect(visitor.errors, `${lang} visitor`).toEqual([]);
    await visitor.close();

    const seller = await phonePage(browser, lang, expert);
    await seller.page.goto('/market/notifications/');
    await expect(seller.page.getByTestId('notification').first()).toBeVisible();
    await expect(seller.page.getByTestId('notification').first().locator('time')).toHaveAttribute(
      'title',
      /\S/,
    );
    // "New sale" opens the gig it is about, not the notifications page.
    const sale = seller.page.getByTestId('notification').filter({
      hasText: lang === 'en' ? 'New sale' : 'عملية بيع جديدة',
    });
    await expect(sale.locator('a').first()).toHaveAttribute('href', /\/market\/gigs\/[^/]+\/$/);
    await expectFits(seller.page);
    await seller.page.getByTestId('notification-bell').click();
    await expect(seller.page.locator('.bell-panel [data-testid=notification]').first()).toBeVisible();
    const panel = (await seller.page.locator('.bell-panel').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
    expect(panel.width).toBeGreaterThan(300);
    await expectFits(seller.page);
    expect(seller.errors, `${lang} seller`).toEqual([]);
    await seller.close();

    const buyer = await phonePage(browser, lang, client);
    await buyer.page.goto('/market/orders/');
    await expect(buyer.page.getByTestId('order-row').first()).toBeVisible();
    await expectFits(buyer.page);
    expect(buyer.errors, `${lang} buyer`).toEqual([]);
    await buyer.close();
  }
});

test('a pending order is paid later from the orders list', async ({ browser, page }) => {
  // A gig of another seller that the demo client has not bought.
  const name = 'Restaurant Website Template';
  const list = await page.request.get(`/api/gig/gigs/?page_size=50`);
  const gig = ((await list.json()) as { results: { id: string; name: string }[] }).results.find(
    (g) => g.name === name,
  )!.id;
  const client = await signedIn(browser, 'client@guild.test');
  const buyer = await phonePage(browser, 'en', client);
  await buyer.page.goto(`/market/gigs/${gig}/`);
  await buyer.page.getByTestId('gig-buy').click();
  await expect(buyer.page.getByRole('heading', { name: 'Guild test checkout' })).toBeVisible();
  // The buyer walks away without paying, then comes back through the orders list.
  await buyer.page.goto('/market/orders/');
  const row = buyer.page.getByTestId('order-row').filter({ hasText: name });
  await expect(row).toContainText('Pending');
  await row.getByTestId('complete-payment').click();
  await expect(buyer.page.getByRole('heading', { name: 'Guild test checkout' })).toBeVisible();
  await buyer.page.getByRole('button', { name: 'Pay' }).click();
  await expect(buyer.page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await buyer.page.goto('/market/orders/');
  await expect(buyer.page.getByTestId('order-row').filter({ hasText: name })).toContainText('Completed');
  expect(buyer.errors).toEqual([]);
  await buyer.close();
});

test('the addresses screen adds an address, in Arabic too', async ({ browser }) => {
  const client = await signedIn(browser, 'client@guild.test');
  for (const lang of LANGS) {
    const user = await phonePage(browser, lang, client);
    await user.page.goto('/market/account/');
    await user.page
      .getByRole('link', { name: lang === 'en' ? 'Manage addresses' : 'إدارة العناوين' })
      .click();
    await expect(user.page).toHaveURL(/\/market\/account\/addresses\/$/);
    const form = user.page.locator('form', { has: user.page.locator('input[name=address_line1]') });
    await form.getByRole('button').last().click();
    await expect(form.locator('[aria-invalid=true]').first()).toBeVisible();
    const street = `${lang === 'en' ? '12 Nile Street' : '١٢ شارع النيل'} ${Date.now()}`;
    await form.locator('input[name=name]').fill('Omar Farouk');
    await form.locator('input[name=phone]').fill('+201001234567');
    await form.locator('input[name=address_line1]').fill(street);
    await form.locator('input[name=city]').fill('Cairo');
    await form.locator('input[name=country]').fill('Egypt');
    await form.locator('input[name=postal_code]').fill('11511');
    await form.getByRole('button').last().click();
    await expect(user.page.getByTestId('address').filter({ hasText: street })).toBeVisible();
    await user.page.reload();
    await expect(user.page.getByTestId('address').filter({ hasText: street })).toBeVisible();
    await expectFits(user.page);
    expect(user.errors).toEqual([]);
    await user.close();
  }
});
