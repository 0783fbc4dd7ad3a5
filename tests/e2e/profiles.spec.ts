import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { scrollToEnd, scrollToEndUntilVisible, watchErrors } from './helpers';

const PASSWORD = 'Sturdy-pass-9';
const DEMO_PASSWORD = 'Guild-demo-1!';

async function register(request: APIRequestContext, name: string) {
  const email = `profile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const res = await request.post('/api/auth/registration/', {
    data: { email, full_name: name, password1: PASSWORD, password2: PASSWORD, is_terms_agreed: true },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { user: { id: string }; access: string };
  return { email, name, id: body.user.id, access: body.access };
}

type Member = Awaited<ReturnType<typeof register>>;

async function signIn(page: Page, email: string, password: string, lang: 'en' | 'ar' = 'en') {
  await page.goto('/market/login/');
  await page.evaluate((l) => localStorage.setItem('preferredLanguage', l), lang);
  await page.reload();
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page
    .locator('form')
    .getByRole('button', { name: lang === 'en' ? 'Sign in' : 'تسجيل الدخول' })
    .click();
  await expect(page).not.toHaveURL(/\/market\/login\//);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('a member builds a profile, becomes an expert, and sees a follow and an endorsement arrive', async ({
  page,
  browser,
  request,
}) => {
  const errors = watchErrors(page);
  const me = await register(request, 'Rana Kassab');
  await signIn(page, me.email, PASSWORD);

  // Basic information.
  await page.goto('/market/profile/edit/');
  await page.getByLabel('Job title').fill('Rust engineer');
  await page.getByLabel('City').fill('Beirut');
  await page.getByLabel('Country').fill('Lebanon');
  await page.getByRole('button', { name: 'Save basic information' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  // Expert mode needs a skill and a GitHub link first, and says so in the product's words.
  await page.getByTestId('expert-switch').click();
  const refusal = page.locator('#expert-errors');
  await expect(refusal).toContainText('Failed to update expert status. Please try again.');
  await expect(refusal).toContainText('Add at least one skill to become an expert.');
  await expect(page.getByTestId('expert-switch')).toHaveAttribute('aria-checked', 'false');

  // A skill and a GitHub link.
  await page.getByLabel('Skill', { exact: true }).fill('Rust');
  await page.getByLabel('What you do with it (optional)').fill('Fast, safe services');
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await page.getByRole('button', { name: 'Save skills' }).click();
  await expect(page.getByText('Your skills are saved.')).toBeVisible();
  await page.getByLabel('GitHub').fill('https://gitlab.com/rana');
  await page.getByRole('button', { name: 'Save links' }).click();
  await expect(page.getByText('Enter a profile link on the chosen site.')).toBeVisible();
  await page.getByLabel('GitHub').fill('https://github.com/rana-kassab');
  await page.getByRole('button', { name: 'Save links' }).click();
  await expect(page.getByText('Your links are saved.')).toBeVisible();

  await page.getByTestId('expert-switch').click();
  await expect(page.getByText('You are now an expert!')).toBeVisible();
  await expect(page.getByTestId('expert-switch')).toHaveAttribute('aria-checked', 'true');

  // A certification, checked by the same rules as the API.
  await page.getByRole('link', { name: 'View profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rana Kassab');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Expert');
  await scrollToEnd(page);
  const certs = page.getByTestId('certification-section');
  await certs.getByRole('button', { name: 'Add certification' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Issuer is required')).toBeVisible();
  await expect(dialog.getByText('Issue date is required')).toBeVisible();
  await expect(dialog.getByText('Credential ID is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Rust Foundation Certified Developer');
  await dialog.getByLabel('Issuing organization').fill('Rust Foundation');
  await dialog.getByLabel('Issue date').fill('2024-05-02');
  await dialog.getByLabel('Credential ID').fill('RF-2024-0042');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(certs.getByRole('heading', { name: 'Rust Foundation Certified Developer' })).toBeVisible();

  // An award, deleted again after a confirmation.
  const awards = page.getByTestId('award-section');
  await awards.getByRole('button', { name: 'Add award' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('Speaker, RustConf');
  await page.getByRole('dialog').getByLabel('Issuing organization').fill('Rust Foundation');
  await page.getByRole('dialog').getByLabel('Award date').fill('2023-09-12');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(awards.getByRole('heading', { name: 'Speaker, RustConf' })).toBeVisible();
  await awards.getByRole('button', { name: 'Delete Speaker, RustConf' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete this award?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(awards.getByRole('heading', { name: 'Speaker, RustConf' })).toHaveCount(0);
  await expect(awards.getByText('No honors or awards yet.')).toBeVisible();

  await expect(page.getByTestId('count-followers')).toContainText('0');

  // Another member follows and endorses.
  const other = await newPage(browser);
  await signIn(other, 'client@guild.test', DEMO_PASSWORD);
  await other.goto(`/market/experts/${me.id}/`);
  await expect(other.getByRole('heading', { level: 1 })).toContainText('Rana Kassab');
  await other.getByTestId(`follow-${me.id}`).first().click();
  await expect(other.getByTestId('count-followers')).toContainText('1');
  await expect(other.getByTestId(`follow-${me.id}`).first()).toHaveAttribute('aria-pressed', 'true');
  const skill = other.getByTestId('skill-Rust');
  await skill.getByRole('button', { name: 'Endorse Rust' }).click();
  await expect(skill.getByTestId('endorsed-count')).toHaveText('Endorsements: 1');
  await other.close();

  // The notifications and the counts, as the expert sees them.
  await page.reload();
  await expect(page.getByTestId('count-followers')).toContainText('1');
  await expect(page.getByTestId('skill-Rust').getByTestId('endorsed-count')).toHaveText('Endorsements: 1');
  await expect(page.getByTestId('unread-count')).toHaveText('2');
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: /Omar Farouk started following you\./ })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Omar Farouk endorsed your skill “Rust”\./ })).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  // The followers list shows the follower, and search narrows it.
  const followers = page.getByTestId('connections-followers');
  await expect(followers.getByRole('link', { name: 'Omar Farouk' })).toBeVisible();
  await followers.getByRole('searchbox').fill('nobody at all');
  await followers.getByRole('button', { name: 'Search' }).click();
  await expect(followers.getByText('Nobody matches that search.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the demo expert’s profile shows a year of LeetCode activity as a labelled heatmap', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The code of every script the page fetched (chunks are named by their hash, decision 15), less
  // the catalogue's word files, which name keys without being the code that says them.
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  const isWords = (text: string) => /^(const|var|let) \w+=JSON\.parse\(/.test(text);
  const code = async () => (await Promise.all(scripts)).filter((text) => !isWords(text));
  const words = async () => (await Promise.all(scripts)).filter(isWords);
  await page.goto('/market/experts/');
  // Rendered on the server (decision 14): typed before or after hydration, the search is kept
  // (tests/e2e/market-early-input.spec.ts).
  await page.locator('#experts-q').fill('Layla');
  await page.locator('main').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Layla Haddad' }).first().click();
  await expect(page).toHaveURL(/\/market\/experts\/[a-z2-7]+\/$/);
  await scrollToEnd(page);
  const heatmap = page.getByTestId('activity-heatmap');
  await expect(heatmap).toBeVisible();
  const days = heatmap.locator('td.heatmap-cell');
  expect(await days.count()).toBeGreaterThanOrEqual(365);
  await expect(heatmap.locator('td.heatmap-cell[data-level="4"]').first()).toBeAttached();
  await expect(heatmap.locator('figcaption')).toContainText('Submissions in the last year');
  await expect(days.last()).toHaveAttribute('title', /Submissions on .+: \d+/);
  await expect(
    page.getByTestId('github-section').getByRole('heading', { name: 'Popular repositories' }),
  ).toBeVisible();
  // Visitors see the profile and are asked to sign in for more.
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await expect(
    page.locator('.profile-actions').getByRole('link', { name: 'Sign in to follow' }),
  ).toBeVisible();
  // The sections below the skills came as HTML the server rendered: a visitor reading to the end
  // fetches none of their code (the GitHub section's, the owner's forms and dialogs: no field's
  // errors, no credential form, no modal or confirmation dialog), none of their words, and makes
  // none of their calls.
  const fetched = await code();
  // Not vacuous: the card's code is among what was fetched.
  expect(fetched.some((text) => text.includes('profile-counts'))).toBe(true);
  const sections = [
    'github-section',
    'credential-list',
    'profile-work',
    'field-errors',
    'profile.certForm.issuer',
    'aria-modal',
    'alertdialog',
  ];
  expect(sections.filter((marker) => fetched.some((text) => text.includes(marker)))).toEqual([]);
  const said = await words();
  expect(said.some((text) => text.includes('"profile.about"'))).toBe(true);
  expect(said.filter((text) => text.includes('"profile.cert.heading"'))).toEqual([]);
  expect(
    calls.filter((path) =>
      /certifications|honors|github|leetcode|gig\/gigs|product\/product|\/team\//.test(path),
    ),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

// A calendar that cannot be read says so instead of drawing a heatmap: the sections are drawn on the
// server now, which islands/profile/heatmap.test.ts checks in both languages.

test('the owner reading their page keeps the credentials the server drew until their buttons come, never “Loading…”', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo@guild.test', DEMO_PASSWORD);
  const id = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('guild:root') ?? '{}') as { user?: { id: string } }).user?.id,
  );
  expect(id).toBeTruthy();
  // The owner's lists are held back, so the page is seen while they are on their way.
  let asked!: () => void;
  const askedFor = new Promise<void>((resolve) => {
    asked = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/base_user/user-certifications-list/**', async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto(`/market/experts/${id}/`);
  const certs = page.getByTestId('certification-section');
  const first = certs.locator('.credential h3').first();
  await expect(first).toBeVisible();
  const title = await first.textContent();
  // Hydrated as the owner, then straight to the end: the reader jumps past the credentials (from
  // below the screen to above it at once), and they load all the same.
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await scrollToEnd(page);
  await askedFor;
  // The owner's code has been asked for with the lists; what the server drew stays meanwhile.
  await page.waitForTimeout(500);
  await expect(certs.getByText('Loading…')).toHaveCount(0);
  await expect(certs.getByRole('heading', { name: title! })).toBeVisible();
  release();
  await expect(certs.getByRole('button', { name: 'Add certification' })).toBeVisible();
  await expect(certs.getByRole('heading', { name: title! })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the experts directory and a profile read right to left in Arabic', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/market/experts/');
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ابحث عن خبراء' })).toBeVisible();
  await page.getByLabel('الترتيب حسب').selectOption('most_followers');
  await expect(page).toHaveURL(/sort=most_followers/);
  const first = page.getByTestId('expert-card').first();
  await expect(first).toBeVisible();
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'المهارات' })).toBeVisible();
  await scrollToEndUntilVisible(page, page.getByRole('heading', { name: 'التراخيص والشهادات' }));
  expect(errors).toEqual([]);
});

test('a member sees whom they follow in a profile’s followers, not the visitor’s page the HTML carries', async ({
  page,
  request,
}) => {
  const profile = await register(request, 'Connections Owner');
  const follower = await register(request, 'Connections Follower');
  const reader = await register(request, 'Connections Reader');
  const follow = async (who: Member, whom: Member) => {
    const res = await request.post('/api/friendship/add-follower/', {
      headers: { authorization: `Bearer ${who.access}` },
      data: { id: whom.id, full_name: whom.name, email: whom.email },
    });
    expect(res.status()).toBe(200);
  };
  await follow(follower, profile);
  await follow(reader, follower);
  // A visitor's page: the follower is there, with a way to sign in.
  await page.goto(`/market/experts/${profile.id}/`);
  const visitorList = page.getByTestId('connections-followers');
  await expect(visitorList.getByRole('link', { name: follower.name })).toBeVisible();
  await expect(visitorList.getByRole('link', { name: 'Sign in to follow' })).toBeVisible();
  // The reader, signed in, sees the follower as someone they follow.
  await signIn(page, reader.email, PASSWORD);
  await page.goto(`/market/experts/${profile.id}/`);
  const row = page.getByTestId('connections-followers').getByTestId(`follow-${follower.id}`);
  await expect(row).toHaveAttribute('aria-pressed', 'true');
});

test('an unknown profile id is a 404 page', async ({ request }) => {
  const res = await request.get('/market/experts/no-such-member/');
  expect(res.status()).toBe(404);
});

for (const lang of ['en', 'ar'] as const) {
  test(`the experts directory and a full profile pass axe (${lang})`, async ({ page }) => {
    await signIn(page, 'client@guild.test', DEMO_PASSWORD, lang);
    await page.goto('/market/experts/?q=Layla');
    const card = page.getByTestId('expert-card').first();
    await expect(card).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollToEnd(page);
    await expect(page.getByTestId('activity-heatmap')).toBeVisible();
    await expect(page.getByTestId('github-section')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
}
