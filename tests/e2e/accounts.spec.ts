import { expect, test } from '@playwright/test';
import { codeFromOutbox, watchErrors } from './helpers';

const PASSWORD = 'Sturdy-pass-9';

for (const lang of ['en', 'ar'] as const) {
  test(`a new user signs up, verifies the e-mail code, logs out and logs in (${lang})`, async ({ page }) => {
    const errors = watchErrors(page);
    const email = `e2e-${lang}-${Date.now()}@example.test`;
    const text =
      lang === 'en'
        ? {
            create: 'Create account',
            verify: 'Verify e-mail',
            done: 'Your e-mail address is verified',
            logout: 'Log out',
            signin: 'Sign in',
            mismatch: 'Passwords do not match',
          }
        : {
            create: 'إنشاء الحساب',
            verify: 'تأكيد البريد الإلكتروني',
            done: 'تم تأكيد بريدك الإلكتروني',
            logout: 'تسجيل الخروج',
            signin: 'تسجيل الدخول',
            mismatch: 'كلمتا المرور غير متطابقتين',
          };

    await page.goto('/market/signup/');
    if (lang === 'ar') {
      await page.getByTestId('language-toggle').click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await page.reload();
    }
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    await page.locator('input[name=full_name]').fill('Nadia Test');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password1]').fill(PASSWORD);
    await expect(page.locator('[data-hint=uppercase]')).toHaveAttribute('data-met', 'true');
    await page.locator('input[name=password2]').fill('Different-pass-9');
    await page.locator('input[name=is_terms_agreed]').check();
    await page.getByRole('button', { name: text.create }).click();
    await expect(page.getByText(text.mismatch)).toBeVisible();

    await page.locator('input[name=password2]').fill(PASSWORD);
    await page.getByRole('button', { name: text.create }).click();
    await expect(page).toHaveURL(/\/market\/verify\/$/);
    await expect(page.getByText(email)).toBeVisible();

    const code = await codeFromOutbox(page, email);
    await page.locator('input[name=otp]').fill(code);
    await page.getByRole('button', { name: text.verify }).click();
    await expect(page.getByText(text.done)).toBeVisible();

    await page.goto('/market/');
    await expect(page.getByTestId('signed-in-as')).toContainText('Nadia Test');
    await page.getByRole('button', { name: text.logout }).click();
    await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();

    await page.goto('/market/login/');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('form').getByRole('button', { name: text.signin }).click();
    await expect(page).toHaveURL(/\/market\/$/);
    await expect(page.getByTestId('signed-in-as')).toContainText('Nadia Test');
    expect(errors).toEqual([]);
  });
}

test('a wrong password is answered in the spec words', async ({ page }) => {
  await page.goto('/market/login/');
  await page.locator('input[name=email]').fill('demo@guild.test');
  await page.locator('input[name=password]').fill('Not-the-password-1');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This email or password is incorrect, please try again.');
});

test('the demo expert can sign in', async ({ page }) => {
  await page.goto('/market/login/');
  await page.locator('input[name=email]').fill('demo@guild.test');
  await page.locator('input[name=password]').fill('Guild-demo-1!');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText('Layla Haddad');
});
