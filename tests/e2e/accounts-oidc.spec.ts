import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startOidcProvider } from '../../server/test/oidc-provider';
import { switchToArabic, watchErrors } from './helpers';

/**
 * Sign-in through a real OpenID provider (oidc-provider on loopback), started here with a Guild
 * server of its own that is configured for it (the shared e2e server has no OIDC settings).
 */
const port = Number(process.env.E2E_PORT ?? 4510) + 100;
const base = `http://127.0.0.1:${port}`;
const dataDir = `.data-e2e-oidc-${port}`;
let op: Awaited<ReturnType<typeof startOidcProvider>>;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  op = await startOidcProvider({
    redirectUri: `${base}/api/auth/oidc/callback/`,
    identities: { ada: { email: `ada-${Date.now()}@oidc.test`, email_verified: true, name: 'Ada Lovelace' } },
  });
  rmSync(dataDir, { recursive: true, force: true });
  // Its own process group, so stopping it stops tsx and the node process it starts.
  server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: op.issuer,
      OIDC_CLIENT_ID: op.clientId,
      OIDC_CLIENT_SECRET: op.clientSecret,
      OIDC_NAME: 'Guild ID',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect(async () => {
    const res = await fetch(`${base}/api/auth/providers/`);
    expect((await res.json()).oidc.enabled).toBe(true);
  }).toPass({ timeout: 60_000 });
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await op?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

for (const lang of ['en', 'ar'] as const) {
  test(`a visitor signs in with OpenID Connect, onboards and lands signed in (${lang})`, async ({ page }) => {
    const errors = watchErrors(page);
    const login = `${lang === 'en' ? 'ada' : 'layla'}`;
    const text =
      lang === 'en'
        ? {
            button: 'Continue with Guild ID',
            agree: 'I agree to the conditions above',
            save: 'Save and continue',
            source: 'Guild Journal',
          }
        : {
            button: 'المتابعة باستخدام Guild ID',
            agree: 'أوافق على الشروط أعلاه',
            save: 'حفظ ومتابعة',
            source: 'مجلة Guild',
          };

    await page.goto(`${base}/market/login/?next=/market/`);
    if (lang === 'ar') await switchToArabic(page);
    await page.getByRole('link', { name: text.button }).click();

    // The provider's own sign-in page (any login name is accepted by the test provider).
    await expect(page).toHaveURL(new RegExp(`^${op.issuer}/interaction/`));
    await page.locator('input[name=login]').fill(login);
    await page.locator('input[name=password]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    // First sign-in: Guild made the account and asks the onboarding questions (a first outside sign-in is flagged for onboarding).
    await expect(page).toHaveURL(new RegExp(`^${base}/market/onboarding/`));
    expect(page.url()).not.toMatch(/access|refresh|code=/);
    await expect(page.locator('video')).toBeVisible();
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.locator('[role=alert]').first()).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(text.source) }).check();
    await page.getByLabel(text.agree).check();
    await page.getByRole('button', { name: text.save }).click();

    await expect(page).toHaveURL(`${base}/market/`);
    await expect(page.getByTestId('signed-in-as')).toBeVisible();
    const user = await page.evaluate(async () => {
      const res = await fetch('/api/auth/user/', {
        headers: { authorization: `Bearer ${localStorage.getItem('access')}` },
      });
      return res.json();
    });
    expect(user).toMatchObject({
      is_first_social_login: false,
      is_terms_agreed: true,
      referral_source: 'journal',
      has_password: false,
    });
    expect(user.email).toMatch(lang === 'en' ? /^ada-\d+@oidc\.test$/ : /^layla@oidc\.test$/);
    expect(errors).toEqual([]);
  });
}

test('cancelling at the provider comes back to the login page with a message', async ({ page }) => {
  await page.goto(`${base}/market/login/`);
  await page.getByRole('link', { name: 'Continue with Guild ID' }).click();
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(`${base}/market/login/?sso=cancelled`);
  await expect(page.getByText('Sign-in was cancelled at your identity provider.')).toBeVisible();
});
