import { expect, type Page, test } from '@playwright/test';
import { scrollToEnd, watchErrors } from './helpers';

// The marketplace front (issue 16): the home page with the market on it, one search over every
// kind, the teams index and a team's page, and expert pages that ask only for what a user has.

/** Every API answer of 400 or more the page received (a 404 for data a user does not have included). */
function watchFailedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  return failed;
}

test('from the home page, "Flutter" finds a gig and a team; the team and an expert open', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const failed = watchFailedRequests(page);
  await page.goto('/market/');
  await expect(page.getByText('You are signed out.')).toHaveCount(0);

  // The market on the home page: gigs, experts (with their own picture), teams and products, each a link.
  for (const kind of ['gigs', 'experts', 'teams', 'products']) {
    const list = page.getByTestId(`featured-${kind}`).filter({ visible: true });
    await expect(list.locator('li').first(), kind).toBeVisible();
  }
  const layla = page.getByTestId('featured-experts').locator('.person-card', { hasText: 'Layla Haddad' });
  await expect(layla.getByRole('link', { name: 'Cedar Digital' })).toHaveAttribute(
    'href',
    /^\/market\/teams\/[^/]+\/$/,
  );
  await expect(page.getByTestId('featured-experts').locator('.avatar-initials')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Hire a team' }).first()).toHaveAttribute(
    'href',
    '/market/teams/',
  );
  await expect(page.locator('.journal-pick:visible').first()).toBeVisible();

  await page.locator('.home-hero .search-bar:visible input').fill('Flutter');
  await page.locator('.home-hero .search-bar:visible button').click();
  await expect(page).toHaveURL(/\/market\/search\/\?q=Flutter$/);
  await expect(
    page.getByTestId('results-gigs').getByRole('link', { name: 'Booking App Template' }),
  ).toBeVisible();
  await expect(page.getByTestId('results-teams').getByRole('link', { name: 'Atlas Mobile' })).toBeVisible();
  await expect(page.getByTestId('results-experts').locator('li').first()).toBeVisible();

  // The Teams tab keeps the query in the address; back returns to everything.
  await page.getByTestId('tab-teams').click();
  await expect(page).toHaveURL(/\/market\/search\/\?q=Flutter&kind=teams$/);
  await expect(page.getByTestId('results-gigs')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('results-gigs')).toBeVisible();

  // The team page: figures, FAQs, live demo, views, appreciations, members and their GitHub work.
  await page.getByTestId('results-teams').getByRole('link', { name: 'Atlas Mobile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atlas Mobile');
  await expect(page.getByTestId('team-stats')).toContainText('Apps in the stores');
  await expect(page.getByText('Flutter or native?')).toBeVisible();
  await expect(page.getByTestId('team-live')).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByTestId('team-views')).toContainText(/\d/);
  await expect(page.getByTestId('team-appreciations')).toContainText(/\d/);
  await expect(page.getByTestId('team-following')).toBeVisible();
  await expect(page.getByTestId('hire-button')).toBeVisible();
  await expect(page.getByTestId('message-button')).toBeVisible();
  // The members' GitHub data loads when the reader scrolls near the end of the page.
  await expect(page.getByTestId('team-github')).toHaveCount(0);
  await page.locator('.team-members').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(page.getByTestId('team-github').getByTestId('github-actions').first()).toBeVisible();

  // A member's profile lists their team and gigs, with Hire and Message.
  await page.locator('.team-members').getByRole('link', { name: 'Youssef El-Amrani' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Youssef El-Amrani');
  await scrollToEnd(page);
  await expect(page.getByTestId('profile-teams').getByRole('link', { name: 'Atlas Mobile' })).toBeVisible();
  await expect(page.getByTestId('profile-gigs').locator('.gig-card').first()).toBeVisible();
  await expect(page.getByTestId('hire-button')).toBeVisible();
  await expect(page.getByTestId('message-button')).toBeVisible();
  await expect(page.getByTestId('github-section').getByTestId('github-actions')).toBeVisible();

  expect(errors).toEqual([]);
  expect(failed).toEqual([]);
});

test('the teams index lists every team in the listing orders, kept in the address (Arabic)', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/market/teams/');
  await page.evaluate(() => localStorage.setItem('preferredLanguage', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('فرق الخبراء');
  await expect(page.getByTestId('team-card')).toHaveCount(3);
  await page.getByLabel('الترتيب حسب').selectOption('-visits');
  await expect(page).toHaveURL(/\/market\/teams\/\?ordering=-visits$/);
  // The demo's most visited team comes first.
  await expect(page.getByTestId('team-card').first()).toContainText('Cedar Digital');
  expect(errors).toEqual([]);
});

test('an expert page asks for no GitHub or LeetCode data the user has not linked', async ({ page }) => {
  const errors = watchErrors(page);
  const failed = watchFailedRequests(page);
  const asked: string[] = [];
  page.on('request', (req) => {
    if (/user-(github|leetcode)-data/.test(req.url())) asked.push(req.url());
  });
  // Omar Farouk, the demo client, links neither.
  const found = await page.request.get('/api/gig/gig/user-profile/?search=Omar%20Farouk');
  const omar = (await found.json()).results[0];
  await page.goto(`/market/experts/${omar.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Omar Farouk');
  await expect(page.getByRole('heading', { name: 'Skills' })).toBeVisible();
  // The sections below load when seen: with them on screen, still nothing is asked for.
  await scrollToEnd(page);
  await expect(page.getByTestId('certification-section')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
