import { type Browser, expect, type Page, test } from '@playwright/test';
import { watchErrors } from './helpers';

// Hiring in real Chromium, in English and in Arabic: a client hires the demo expert from her
// profile, the expert opens the notification and rejects with a reason after the confirmation, and
// the client sees the reason. Screenshots of the requests list, a request and the hire form at
// desktop and phone widths go to reports/screenshots/hiring/.

const PASSWORD = 'Guild-demo-1!';
const EXPERT = 'demo@guild.test';
const CLIENT = 'client@guild.test';
const SHOTS = 'reports/screenshots/hiring';

const TEXT = {
  en: { hire: 'Hire', rejected: 'Rejected', reasonLabel: 'Rejection reason', sentTab: 'Sent' },
  ar: { hire: 'وظّف', rejected: 'مرفوض', reasonLabel: 'سبب الرفض', sentTab: 'المرسلة' },
} as const;
type Lang = keyof typeof TEXT;

async function open(browser: Browser, lang: Lang, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((l) => localStorage.setItem('preferredLanguage', l), lang);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Signs in on the login page (which may already be open with a `next`), and waits to leave it. */
async function signIn(page: Page, email: string) {
  if (!page.url().includes('/market/login/')) await page.goto('/market/login/');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  // The whole suite signs in from one address: past the per-address login limit the form says to
  // wait, so wait as a person would and send it again.
  test.slow();
  await expect(async () => {
    if (page.url().includes('/market/login/')) await page.locator('form button[type=submit]').first().click();
    await expect(page).not.toHaveURL(/\/market\/login\//, { timeout: 5000 });
  }).toPass({ intervals: [20_000, 30_000], timeout: 150_000 });
}

/** The demo expert's id, from the public profile search (sign-ins are rate-limited per address). */
async function expertId(page: Page): Promise<string> {
  const res = await page.request.get(`/api/gig/gig/user-profile/?name=${encodeURIComponent('Layla Haddad')}`);
  expect(res.ok()).toBe(true);
  const { results } = (await res.json()) as { results: { id: string; full_name: string }[] };
  return results.find((u) => u.full_name === 'Layla Haddad')!.id;
}

/** A signed-in session stored the way the islands keep it, so screenshots need one sign-in per account. */
async function session(browser: Browser, email: string) {
  const context = await browser.newContext();
  let res = await context.request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  // The whole suite signs in from one address; past the per-address login limit, wait it out as a
  // person would (the answer says how long).
  for (let tries = 0; res.status() === 429 && tries < 2; tries += 1) {
    await new Promise((resolve) =>
      setTimeout(resolve, (Number(res.headers()['retry-after']) || 30) * 1000 + 500),
    );
    res = await context.request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  }
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { access: string; refresh: string; user: unknown };
  await context.close();
  return {
    access: body.access,
    refresh: body.refresh,
    root: JSON.stringify({ isLoggedIn: true, user: body.user }),
  };
}

async function openSignedIn(
  browser: Browser,
  lang: Lang,
  stored: Awaited<ReturnType<typeof session>>,
  viewport: { width: number; height: number },
) {
  const opened = await open(browser, lang, viewport);
  await opened.context.addInitScript((s) => {
    localStorage.setItem('access', s.access);
    localStorage.setItem('refresh', s.refresh);
    localStorage.setItem('guild:root', s.root);
  }, stored);
  return opened;
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a client hires the demo expert, the expert rejects with a reason, the client sees it`, async ({
    browser,
  }) => {
    const text = TEXT[lang];
    const title = `${lang === 'ar' ? 'تطبيق حجز' : 'Booking widget'} ${Date.now()}`;
    const reason = lang === 'ar' ? 'جدولي ممتلئ حتى الشهر القادم.' : 'Fully booked until next month, sorry.';

    // ---- the client, signed out, finds the expert's profile and is asked to sign in first
    const client = await open(browser, lang);
    const id = await expertId(client.page);
    await client.page.goto(`/market/experts/${id}/`);
    await expect(client.page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const hire = client.page.getByTestId('hire-button');
    await expect(hire).toHaveText(text.hire);
    await hire.click();
    await expect(client.page).toHaveURL(/\/market\/login\/\?next=/);
    await signIn(client.page, CLIENT);
    await expect(client.page).toHaveURL(new RegExp(`/market/experts/${id}/$`));

    // ---- the form comes back open; the contract's rules apply before anything is sent
    const form = client.page.getByTestId('hire-form');
    await expect(form).toBeVisible();
    await form.locator('input[name=title]').fill(title);
    await form.locator('textarea[name=message]').fill('short');
    await form.locator('button[type=submit]').click();
    await expect(form.locator('.field-errors')).toHaveCount(1);
    await form
      .locator('textarea[name=message]')
      .fill(
        lang === 'ar'
          ? 'نحتاج إلى أداة حجز لموقعنا قبل الصيف.'
          : 'We need a booking widget on our site before summer.',
      );
    await form.locator('button[type=submit]').click();
    await expect(client.page.getByTestId('hire-sent')).toBeVisible();

    // ---- the expert opens the notification and rejects after the confirmation
    const expert = await open(browser, lang);
    await signIn(expert.page, EXPERT);
    await expert.page.goto('/market/');
    await expert.page.getByTestId('notification-bell').click();
    await expert.page.getByTestId('notification').filter({ hasText: title }).getByRole('link').click();
    await expect(expert.page).toHaveURL(/\/market\/requests\/[a-z0-9]+\/$/);
    const detail = expert.page.getByTestId('request-detail');
    await expect(detail.getByRole('heading', { name: title })).toBeVisible();
    await expect(detail.getByTestId('client-email')).toContainText(CLIENT);
    await expect(detail.getByTestId('owner-email')).toContainText(EXPERT);
    await detail.getByTestId('reject').click();
    const dialog = expert.page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    // The reason is required: confirming without one keeps the dialog open.
    await dialog.locator('button[type=submit]').click();
    await expect(dialog.locator('.field-errors')).toBeVisible();
    await dialog.locator('textarea[name=reason]').fill(reason);
    await dialog.locator('button[type=submit]').click();
    await expect(dialog).toBeHidden();
    // Updated in place, without a reload.
    await expect(detail.getByTestId('status')).toHaveText(text.rejected);
    await expect(detail.getByTestId('rejection-reason')).toContainText(reason);
    await expect(detail.getByTestId('reject')).toHaveCount(0);

    // ---- the client sees the decision and the reason
    await client.page.goto('/market/requests/');
    await client.page.getByRole('tab', { name: text.sentTab }).click();
    const item = client.page.getByTestId('request-item').filter({ hasText: title });
    await expect(item.getByTestId('status')).toHaveText(text.rejected);
    await expect(item.getByTestId('request-reason')).toContainText(reason);
    await item.getByRole('link', { name: title }).click();
    await expect(client.page.getByTestId('rejection-reason')).toContainText(text.reasonLabel);
    await expect(client.page.getByTestId('rejection-reason')).toContainText(reason);
    await expect(client.page.getByTestId('approve')).toHaveCount(0);

    expect(client.errors).toEqual([]);
    expect(expert.errors).toEqual([]);
    await client.context.close();
    await expert.context.close();
  });
}

test('screenshots of the requests list, a request and the hire form (1366 and 390 px, en and ar)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const expertSession = await session(browser, EXPERT);
  const clientSession = await session(browser, CLIENT);
  for (const lang of ['en', 'ar'] as const) {
    for (const width of [1366, 390]) {
      const tag = `${lang}-${width}`;
      const viewport = { width, height: width > 600 ? 900 : 844 };
      const expert = await openSignedIn(browser, lang, expertSession, viewport);
      await expert.page.goto('/market/requests/');
      await expect(expert.page.getByTestId('request-item').first()).toBeVisible();
      await expect(expert.page.getByTestId('change-item').first()).toBeVisible();
      await expert.page.screenshot({ path: `${SHOTS}/requests-${tag}.png`, fullPage: true });
      await expert.page.locator('[data-testid=request-item][data-status=Pending] a').first().click();
      await expect(expert.page.getByTestId('request-detail')).toBeVisible();
      await expect(expert.page.getByTestId('approve')).toBeVisible();
      await expert.page.screenshot({ path: `${SHOTS}/request-${tag}.png`, fullPage: true });
      await expert.page.getByTestId('reject').click();
      await expect(expert.page.getByRole('alertdialog')).toBeVisible();
      await expert.page.waitForTimeout(300);
      await expert.page.screenshot({ path: `${SHOTS}/reject-${tag}.png` });
      const id = await expertId(expert.page);
      expect(expert.errors).toEqual([]);
      await expert.context.close();

      // The form on the expert's team page: on the profile, the activity calendar makes the RTL
      // document wider than a phone, and Chromium then captures a blank viewport under a dialog.
      const client = await openSignedIn(browser, lang, clientSession, viewport);
      const teams = (await (await client.page.request.get('/api/team/?all_pages=true')).json()) as {
        results: { id: string; team_lead: { id: string } }[];
      };
      const team = teams.results.find((t) => t.team_lead.id === id)!;
      await client.page.goto(`/market/teams/${team.id}/`);
      // The page is rendered on the server (decision 14): click once its island has hydrated.
      await expect(client.page.locator('astro-island:has([data-testid=hire-button])')).not.toHaveAttribute(
        'ssr',
      );
      await client.page.getByTestId('hire-button').click();
      await expect(client.page.getByTestId('hire-form')).toBeVisible();
      await client.page.waitForTimeout(300);
      await client.page.screenshot({ path: `${SHOTS}/hire-${tag}.png` });
      expect(client.errors).toEqual([]);
      await client.context.close();
    }
  }
});
