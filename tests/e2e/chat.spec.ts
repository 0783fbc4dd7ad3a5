import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  test,
  type WebSocketRoute,
} from '@playwright/test';
import { watchErrors } from './helpers';

const PASSWORD = 'Sturdy-pass-9';
const DEMO_PASSWORD = 'Guild-demo-1!';
const SHOTS = process.env.CHAT_SHOTS_DIR ?? 'test-results/chat-shots';

interface Session {
  user: { id: string; full_name: string };
  access: string;
  refresh: string;
}

async function register(request: APIRequestContext, name: string) {
  const email = `chat-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const res = await request.post('/api/auth/registration/', {
    data: { email, full_name: name, password1: PASSWORD, password2: PASSWORD, is_terms_agreed: true },
  });
  expect(res.status()).toBe(201);
  const session = (await res.json()) as Session;
  return { email, id: session.user.id, name, session };
}

/** One API sign-in for an account several contexts share (the per-address login limit is small). */
async function apiSignIn(request: APIRequestContext, email: string): Promise<Session> {
  const res = await request.post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Session;
}

/** A browser context already signed in with `session`, in `lang`, the way the sign-in page leaves it. */
async function pageAs(
  browser: Browser,
  session: Session,
  lang: 'en' | 'ar' = 'en',
  viewport = { width: 1366, height: 900 },
) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ({ s, l }) => {
      localStorage.setItem('access', s.access);
      localStorage.setItem('refresh', s.refresh);
      localStorage.setItem('guild:root', JSON.stringify({ isLoggedIn: true, user: s.user }));
      localStorage.setItem('preferredLanguage', l);
    },
    { s: session, l: lang },
  );
  return context.newPage();
}

const thread = (page: Page) => page.getByTestId('chat-messages');
const sendMessage = async (page: Page, text: string) => {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
};

test('two members chat in real time: badge, bell, typing, read state, edit, delete, a dropped socket', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const rana = await register(request, 'Rana Kassab');
  const sami = await register(request, 'Sami Nasser');

  // Sami's page routes its websocket through a switch, so the test can cut it like a bad network.
  const samiPage = await pageAs(browser, sami.session);
  const samiErrors = watchErrors(samiPage);
  let cut = false;
  const open: WebSocketRoute[] = [];
  await samiPage.routeWebSocket(/\/api\/ws\//, (ws) => {
    if (cut) {
      ws.close({ code: 4000, reason: 'network down' });
      return;
    }
    ws.connectToServer();
    open.push(ws);
  });
  await samiPage.goto('/market/');
  await expect(samiPage.getByTestId('messages-link')).toBeVisible();
  await expect(samiPage.getByTestId('messages-unread')).toHaveCount(0);

  // Rana opens Sami's profile and presses Message.
  const ranaPage = await pageAs(browser, rana.session);
  const ranaErrors = watchErrors(ranaPage);
  await ranaPage.goto(`/market/experts/${sami.id}/`);
  // The page is drawn for a visitor (decision 14); hydrated, the button is the member's.
  await expect(ranaPage.getByTestId('message-button')).toHaveAttribute('href', /^\/market\/messages\//);
  await ranaPage.getByTestId('message-button').click();
  await expect(ranaPage).toHaveURL(new RegExp(`/market/messages/\\?user=${sami.id}`));
  await expect(ranaPage.getByTestId('thread-name')).toHaveText('Sami Nasser');
  await expect(ranaPage.getByText('No messages yet. Say hello!')).toBeVisible();

  await sendMessage(ranaPage, 'Hello Sami! Are you free for a React project next month?');
  await expect(thread(ranaPage).getByText('Hello Sami! Are you free')).toBeVisible();

  // Sami's header badge and bell update without a reload.
  await expect(samiPage.getByTestId('messages-unread')).toHaveText('1', { timeout: 5000 });
  await expect(samiPage.getByTestId('unread-count')).toHaveText('1', { timeout: 5000 });

  // Sami opens the messages: the conversation, its unread badge and the last message.
  await samiPage.goto('/market/messages/');
  const conversation = samiPage.getByTestId('conversation').filter({ hasText: 'Rana Kassab' });
  await expect(conversation).toContainText('Hello Sami! Are you free');
  await expect(conversation.getByTestId('conversation-unread')).toContainText('1');
  await conversation.click();
  await expect(samiPage).toHaveURL(new RegExp(`\\?user=${rana.id}`));
  await expect(thread(samiPage).getByText('Hello Sami! Are you free')).toBeVisible();
  await expect(samiPage.getByTestId('messages-unread')).toHaveCount(0);
  await expect(conversation.getByTestId('conversation-unread')).toHaveCount(0);
  // Rana sees it read.
  await expect(ranaPage.getByTestId('receipt').last()).toHaveText(/Read/);

  // Typing shows on the other side; a reply in Arabic with emoji arrives live.
  await samiPage.getByTestId('chat-input').pressSequentially('مرحبا');
  await expect(ranaPage.getByTestId('typing')).toHaveText('Sami Nasser is typing…');
  await samiPage.getByTestId('chat-input').fill('مرحباً رنا! نعم، I am free from the 3rd 👋');
  await samiPage.getByTestId('chat-input').press('Enter');
  const arabic = thread(ranaPage).getByText('مرحباً رنا! نعم، I am free from the 3rd 👋');
  await expect(arabic).toBeVisible();
  await expect(arabic).toHaveAttribute('dir', 'auto');

  // Rana edits and deletes her own message; Sami sees both at once.
  const mine = thread(ranaPage).getByTestId('chat-message').filter({ hasText: 'Hello Sami!' });
  await mine.hover();
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByRole('textbox').fill('Hello Sami! Are you free for a React Native project next month?');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(thread(samiPage).getByText('React Native project')).toBeVisible();
  await expect(thread(samiPage).getByTestId('chat-message').first()).toContainText('edited');
  await sendMessage(ranaPage, 'Oops, wrong chat');
  await expect(thread(samiPage).getByText('Oops, wrong chat')).toBeVisible();
  // Read as it arrives in the open conversation: the header's count stays at none.
  await expect(samiPage.getByTestId('messages-unread')).toHaveCount(0);
  const oops = thread(ranaPage).getByTestId('chat-message').filter({ hasText: 'Oops, wrong chat' });
  await oops.hover();
  await oops.getByRole('button', { name: 'Delete' }).click();
  await ranaPage.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(thread(ranaPage).getByText('Oops, wrong chat')).toHaveCount(0);
  await expect(thread(samiPage).getByText('Oops, wrong chat')).toHaveCount(0);

  // Sami's connection drops; what Rana sends meanwhile is there once it comes back.
  cut = true;
  for (const ws of open.splice(0)) await ws.close({ code: 4000, reason: 'network down' });
  await expect(samiPage.getByTestId('chat-offline')).toBeVisible();
  await sendMessage(ranaPage, 'Sent while your connection was down');
  await sendMessage(ranaPage, 'And one more 🚀');
  await expect(thread(ranaPage).getByText('And one more 🚀')).toBeVisible();
  await samiPage.waitForTimeout(1500);
  await expect(thread(samiPage).getByText('Sent while your connection was down')).toHaveCount(0);
  cut = false;
  await expect(thread(samiPage).getByText('Sent while your connection was down')).toBeVisible({
    timeout: 20_000,
  });
  await expect(thread(samiPage).getByText('And one more 🚀')).toBeVisible();
  await expect(samiPage.getByTestId('chat-offline')).toHaveCount(0);
  // And live delivery works again.
  await sendMessage(ranaPage, 'Welcome back');
  await expect(thread(samiPage).getByText('Welcome back')).toBeVisible({ timeout: 5000 });

  expect(samiErrors).toEqual([]);
  expect(ranaErrors).toEqual([]);
  await samiPage.context().close();
  await ranaPage.context().close();
});

test('in Arabic, the demo client and expert chat right to left; a failed send offers Retry', async ({
  browser,
  request,
}) => {
  const client = await pageAs(browser, await apiSignIn(request, 'client@guild.test'), 'ar');
  const errors = watchErrors(client);
  const expert = await pageAs(browser, await apiSignIn(request, 'demo@guild.test'), 'ar');

  await client.goto('/market/messages/');
  await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(client.getByRole('heading', { name: 'الرسائل' })).toBeVisible();
  // The demo conversation: the expert's newest lines are unread for the client.
  const layla = client.getByTestId('conversation').filter({ hasText: 'Layla Haddad' });
  await expect(layla.getByTestId('conversation-unread')).toContainText('٢');
  await layla.click();
  await expect(thread(client).getByText('وصلني العرض، شكراً!')).toBeVisible();

  await expert.goto('/market/messages/');
  await expert.getByTestId('conversation').filter({ hasText: 'Omar Farouk' }).click();
  await sendMessage(expert, 'أهلاً عمر، the wireframe is ready ✅');
  await expect(thread(client).getByText('أهلاً عمر، the wireframe is ready ✅')).toBeVisible({
    timeout: 5000,
  });

  // The search narrows the list.
  await client.getByRole('searchbox').fill('zzz-nobody');
  await expect(client.getByTestId('conversation')).toHaveCount(0);
  await client.getByRole('searchbox').fill('layla');
  await expect(client.getByTestId('conversation')).toHaveCount(1);

  // A send that fails stays on screen with Retry, and goes through on retry.
  let fail = true;
  await client.route('**/api/chat/chats/', async (route) => {
    if (fail && route.request().method() === 'POST') {
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"x"}' });
      return;
    }
    await route.continue();
  });
  await sendMessage(client, 'رسالة تجريبية');
  const failed = thread(client).getByTestId('chat-message').filter({ hasText: 'رسالة تجريبية' });
  await expect(failed.getByRole('alert')).toContainText('لم تُرسل');
  fail = false;
  await failed.getByRole('button', { name: 'أعد المحاولة' }).click();
  await expect(failed.getByRole('alert')).toHaveCount(0);
  await expect(thread(expert).getByText('رسالة تجريبية')).toBeVisible({ timeout: 5000 });
  expect(errors.filter((e) => !e.includes('503'))).toEqual([]);
  await client.context().close();
  await expert.context().close();
});

test('visitors sign in first from Message; the account menu opens the messages', async ({
  page,
  request,
}) => {
  const target = await register(request, 'Target Person');
  await page.goto(`/market/experts/${target.id}/`);
  await page.getByTestId('message-button').click();
  await expect(page).toHaveURL(/\/market\/login\/\?next=/);
  await page.locator('input[name=email]').fill('client@guild.test');
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/market/messages/\\?user=${target.id}`));
  await expect(page.getByTestId('thread-name')).toHaveText('Target Person');

  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Message' }).click();
  await expect(page).toHaveURL(/\/market\/messages\/$/);
  await expect(page.getByTestId('conversation').first()).toBeVisible();
});

test('screenshots of the messages page at 1366 and 390 px, in English and Arabic; it passes axe', async ({
  browser,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const demo = await apiSignIn(request, 'demo@guild.test');
  for (const lang of ['en', 'ar'] as const) {
    for (const width of [1366, 390]) {
      const page = await pageAs(browser, demo, lang, { width, height: width > 500 ? 900 : 844 });
      await page.goto('/market/messages/');
      const omar = page.getByTestId('conversation').filter({ hasText: 'Omar Farouk' });
      await expect(omar).toBeVisible();
      if (width < 500) await page.screenshot({ path: `${SHOTS}/messages-list-${lang}-${width}.png` });
      await omar.click();
      await expect(thread(page).getByTestId('chat-message').last()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/messages-${lang}-${width}.png` });
      if (width > 500) expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      // Long words wrap inside the bubble instead of widening the page.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  }
});
