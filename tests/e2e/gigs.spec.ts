import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { gigArtwork, makePdf, makeZip } from '../../scripts/seed/demo-files';
import { watchErrors } from './helpers';

const PASSWORD = 'Guild-demo-1!';

async function signIn(page: Page, email: string) {
  await page.goto('/market/login/');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login\//);
}

test('an expert creates a gig with media, stats and a kit; a client buys it and downloads the kit', async ({
  browser,
}, testInfo) => {
  const name = `E2E Figma Kit ${Date.now()}`;
  const image = testInfo.outputPath('screen.png');
  const zip = testInfo.outputPath('kit.zip');
  const pdf = testInfo.outputPath('guide.pdf');
  writeFileSync(image, gigArtwork(7, 320, 180));
  writeFileSync(zip, makeZip({ 'README.md': `# ${name}\n`, 'tokens.json': '{"primary":"#4338ca"}\n' }));
  writeFileSync(pdf, makePdf('How to use the kit', ['Unzip it.', 'Open README.md.']));

  // ---- the expert
  const expertContext = await browser.newContext();
  const expert = await expertContext.newPage();
  const expertErrors = watchErrors(expert);
  await signIn(expert, 'demo@guild.test');
  await expert.goto('/market/gigs/new/');
  await expect(expert.getByRole('heading', { name: 'Sell a gig' })).toBeVisible();
  await expert.getByLabel('Name', { exact: true }).fill(name);
  await expert.getByLabel('Summary').fill('Forty components and tokens, ready for Figma.');
  await expert.getByLabel('Price').fill('25');
  await expert.getByRole('checkbox', { name: 'Figma' }).check();
  await expert.locator('#gig-media').setInputFiles(image);
  await expert.getByRole('button', { name: 'Add a stat' }).click();
  await expert.getByRole('button', { name: 'Add a stat' }).click();
  await expert.locator('input[name=stat_title]').nth(0).fill('Components');
  await expert.locator('input[name=stat_value]').nth(0).fill('40');
  await expert.locator('input[name=stat_title]').nth(1).fill('Rating');
  await expert.locator('input[name=stat_value]').nth(1).fill('4.5');
  await expert.locator('#kit-zip_file').setInputFiles(zip);
  await expert.locator('#kit-instruction_pdf').setInputFiles(pdf);
  await expert.getByRole('button', { name: 'Create gig' }).click();

  // Every file and item shows how it went (success, or failure with the error text); a decimal stat is refused with the
  // whole-number message.
  const uploads = expert.locator('.gig-upload');
  await expect(uploads).toHaveCount(5);
  await expect(uploads.filter({ hasText: 'screen.png' })).toHaveAttribute('data-state', 'success');
  await expect(uploads.filter({ hasText: 'Components: 40' })).toHaveAttribute('data-state', 'success');
  const bad = uploads.filter({ hasText: 'Rating: 4.5' });
  await expect(bad).toHaveAttribute('data-state', 'failed');
  await expect(bad).toContainText('Please enter Valid Number value can not contain decimal or Character.');
  await expect(uploads.filter({ hasText: 'kit.zip' })).toHaveAttribute('data-state', 'success');
  await expect(uploads.filter({ hasText: 'guide.pdf' })).toHaveAttribute('data-state', 'success');
  await expect(expert).toHaveURL(/\/market\/gigs\/[a-z0-9]+\/edit\/$/);

  await expert.getByTestId('view-gig').click();
  await expect(expert.getByRole('heading', { name })).toBeVisible();
  await expect(expert.locator('.gig-stats')).toContainText('Components');
  await expect(expert.locator('.gig-stats')).toContainText('40');
  await expect(expert.locator('.gig-gallery-main img')).toBeVisible();
  await expect(expert.getByRole('link', { name: 'Edit gig' })).toBeVisible();
  const gigUrl = expert.url();
  expect(expertErrors).toEqual([]);
  await expertContext.close();

  // ---- a visitor is asked to sign in before buying
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(gigUrl);
  await visitor.getByTestId('gig-buy').click();
  await expect(visitor).toHaveURL(/\/market\/login\/\?next=/);
  await visitorContext.close();

  // ---- the client
  const clientContext = await browser.newContext({ acceptDownloads: true });
  const client = await clientContext.newPage();
  const clientErrors = watchErrors(client);
  await signIn(client, 'client@guild.test');
  await client.goto(gigUrl);
  await expect(client.getByRole('heading', { name })).toBeVisible();
  await client.getByTestId('gig-buy').click();
  await expect(client.getByRole('heading', { name: 'Guild test checkout' })).toBeVisible();
  await expect(client.getByText('$25.00')).toBeVisible();
  await client.getByRole('button', { name: 'Pay' }).click();
  await expect(client).toHaveURL(/\/market\/checkout\/success\/\?order=/);
  await expect(client.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(client.getByText('Completed')).toBeVisible();

  const downloadPromise = client.waitForEvent('download');
  await client.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^e2e-figma-kit-\d+-kit\.zip$/);
  const saved = testInfo.outputPath('downloaded.zip');
  await download.saveAs(saved);
  expect(readFileSync(saved).equals(readFileSync(zip))).toBe(true);

  await client.goto('/market/orders/');
  const row = client.getByTestId('order-row').filter({ hasText: name });
  await expect(row).toContainText('25.00');
  await expect(row).toContainText('USD');
  await expect(row).toContainText('Completed');

  await client.goto(gigUrl);
  await expect(client.getByTestId('gig-download')).toContainText('You own this gig.');
  expect(clientErrors).toEqual([]);
  await clientContext.close();
});

test('explore gigs searches by name and pages through, in Arabic too', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/market/gigs/');
  await expect(page.getByRole('heading', { name: 'Explore gigs' })).toBeVisible();
  const first = await page.locator('.gig-card-title').first().textContent();
  await expect(page.locator('.pagination')).toContainText('Page 1 of');
  await page.locator('.pagination').getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.pagination')).toContainText('Page 2 of');
  await expect(page.locator('.gig-card-title').first()).not.toHaveText(first ?? '');

  await page.getByPlaceholder('Search gigs by name').fill('dashboard');
  await page.locator('.explore-filters').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=dashboard/);
  const titles = page.locator('.gig-card-title');
  await expect(titles.first()).toBeVisible();
  // The filtered page replaces the unfiltered one once it arrives.
  await expect(async () => {
    for (const title of await titles.allTextContents()) expect(title.toLowerCase()).toContain('dashboard');
  }).toPass();

  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'استكشف الخدمات' })).toBeVisible();
  expect(errors).toEqual([]);
});
