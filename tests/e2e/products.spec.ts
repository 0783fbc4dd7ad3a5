import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { productArtwork } from '../../scripts/seed/products';
import { scrollToEnd, watchErrors } from './helpers';

const PASSWORD = 'Guild-demo-1!';
const SHOTS = 'reports/screenshots';

async function signIn(page: Page, email: string) {
  await page.goto('/market/login/');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login\//);
}

async function chooseLanguage(page: Page, lang: 'en' | 'ar') {
  await page.evaluate((l) => localStorage.setItem('preferredLanguage', l), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

async function openProduct(page: Page, name: string) {
  await page.goto(`/market/products/?search=${encodeURIComponent(name)}`);
  await page.locator('.product-card-title', { hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

// One journey per language: the client keeps an item on the wishlist, fails to remove it (the server
// is made to fail, so the removal is rolled back), removes it for real, buys a product through the
// built-in test checkout and reviews it with a picture.
for (const [lang, product] of [
  ['en', 'Grid dot notebook'],
  ['ar', 'Ship it tee'],
] as const) {
  test(`a client wishes, buys and reviews a product (${lang})`, async ({ page }, testInfo) => {
    const errors = watchErrors(page);
    const picture = testInfo.outputPath('review.png');
    writeFileSync(picture, productArtwork('notebook', [30, 58, 138], 4, 320, 240));
    await signIn(page, 'client@guild.test');
    await chooseLanguage(page, lang);

    // ---- the wishlist heart on the product page
    await openProduct(page, product);
    const heart = page.getByTestId('wishlist-heart');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // ---- removal rolled back when the server fails, then done for real
    await page.goto('/market/wishlist/');
    const item = page.getByTestId('wishlist-item').filter({ hasText: product });
    await expect(item).toBeVisible();
    const before = await page.getByTestId('wishlist-item').count();
    await page.route('**/api/product/wishlist/*/', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"detail":"Server error occurred. Please try again later."}',
          })
        : route.fallback(),
    );
    await item.getByTestId('wishlist-remove').click();
    const rolledBack = page.locator('[role=status], [role=alert]').filter({ hasText: product }).first();
    await expect(rolledBack).toBeVisible();
    await expect(item).toBeVisible();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(before);
    await page.unroute('**/api/product/wishlist/*/');
    await item.getByTestId('wishlist-remove').click();
    await expect(item).toHaveCount(0);
    await expect(page.getByTestId('wishlist-item')).toHaveCount(before - 1);
    await page.reload();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(before - 1);

    // ---- buying through the test checkout
    await openProduct(page, product);
    await page.locator('.product-option').nth(1).click();
    await page.getByTestId('buy').click();
    await expect(page).toHaveURL(/\/api\/order\/test-checkout\//);
    await page.locator('form[action$="/pay/"] button').click();
    await expect(page).toHaveURL(/\/market\/checkout\/success\/\?order=/);
    await expect(page.locator('.checkout-order')).toContainText(product);

    // ---- the review, with a picture
    await openProduct(page, product);
    await page.locator('.product-option').nth(1).click();
    // The form loads when the reader asks for it, and takes the focus.
    const reviews = page.locator('#product-reviews');
    await reviews
      .getByRole('button', { name: lang === 'ar' ? 'قيّم هذا العنصر' : 'Review this item' })
      .click();
    const form = page.getByTestId('review-form');
    await expect(form.locator('input[name=rating]').first()).toBeFocused();
    await form.locator('input[name=rating][value="4"]').check();
    await form
      .locator('textarea[name=comment]')
      .fill(lang === 'ar' ? 'قماش ممتاز ومقاس مريح.' : 'Lovely paper, lies flat.');
    await form.locator('input[type=file]').setInputFiles(picture);
    await form.locator('button[type=submit]').click();
    const review = page.getByTestId('review').filter({ hasText: 'Omar Farouk' }).first();
    await expect(review).toBeVisible();
    await expect(review.locator('.product-review-images img')).toBeVisible();
    await expect(page.getByTestId('rating-summary')).toBeVisible();

    // One review per customer and item: the form is gone once it is posted.
    await expect(form).toHaveCount(0);

    expect(errors).toEqual([]);
  });
}

test('a visitor is asked to sign in before buying or saving', async ({ page }) => {
  await openProduct(page, 'Walnut desk lamp');
  await page.getByTestId('buy').click();
  await expect(page).toHaveURL(/\/market\/login\/\?next=/);
});

test('a visitor is offered sign-in to ask; a client asks the seller, who answers', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  // A visitor reads the questions and is offered sign-in, not a form that would lose what they type.
  await openProduct(page, 'Bauhaus circles print');
  await scrollToEnd(page);
  await expect(
    page.getByTestId('question-sign-in').getByRole('link', { name: 'Sign in to ask the seller a question' }),
  ).toHaveAttribute('href', /^\/market\/login\/\?next=%2Fmarket%2Fproducts%2F/);
  await expect(page.locator('form.product-ask')).toHaveCount(0);

  // The client asks: an empty question is refused in the product's words, then one is sent.
  await signIn(page, 'client@guild.test');
  await openProduct(page, 'Bauhaus circles print');
  await scrollToEnd(page);
  // The form comes when the member asks for it, and takes the focus.
  await expect(page.locator('form.product-ask')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ask the seller a question' }).click();
  const ask = page.locator('form.product-ask');
  await expect(ask.getByLabel('Ask the seller a question')).toBeFocused();
  await ask.getByRole('button', { name: 'Send question' }).click();
  await expect(ask.getByText('Required Field')).toBeVisible();
  const text = `Is the print framed? (${Date.now()})`;
  await ask.getByLabel('Ask the seller a question').fill(text);
  await ask.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText('Your question was sent to the seller.')).toBeVisible();
  const asked = page.getByTestId('question').filter({ hasText: text });
  await expect(asked).toContainText('Waiting for the seller’s answer.');
  await expect(ask.getByLabel('Ask the seller a question')).toHaveValue('');

  // The seller answers it on the same page; the client sees the answer.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, 'demo@guild.test');
  await openProduct(seller, 'Bauhaus circles print');
  await scrollToEnd(seller);
  await expect(seller.locator('form.product-ask')).toHaveCount(0);
  const theirs = seller.getByTestId('question').filter({ hasText: text });
  await theirs.getByLabel('Your answer').fill('Unframed, on 200 g paper.');
  await theirs.getByRole('button', { name: 'Send answer' }).click();
  await expect(theirs.locator('.product-a')).toContainText('Unframed, on 200 g paper.');
  await sellerContext.close();
  await page.reload();
  await scrollToEnd(page);
  await expect(asked.locator('.product-a')).toContainText('Unframed, on 200 g paper.');
  expect(errors).toEqual([]);

  // In Arabic, the visitor's offer reads in Arabic.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openProduct(visitor, 'Bauhaus circles print');
  await chooseLanguage(visitor, 'ar');
  await scrollToEnd(visitor);
  await expect(visitor.getByTestId('question-sign-in')).toHaveText('سجّل الدخول لتسأل البائع');
  await visitorContext.close();
});

test('screens at 1366 and 390 px, in English and Arabic', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'client@guild.test');
  for (const lang of ['en', 'ar'] as const) {
    await chooseLanguage(page, lang);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/market/products/');
      await expect(page.locator('.product-card').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/products-list-${lang}-${width}.png`, fullPage: true });
      await openProduct(page, 'Walnut desk lamp');
      await expect(page.getByTestId('rating-summary')).toBeVisible();
      // The questions load when the reader scrolls near them.
      await scrollToEnd(page);
      await expect(page.getByTestId('question').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/products-detail-${lang}-${width}.png`, fullPage: true });
      await page.goto('/market/wishlist/');
      await expect(page.getByTestId('wishlist-item').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/products-wishlist-${lang}-${width}.png`, fullPage: true });
    }
  }
});
