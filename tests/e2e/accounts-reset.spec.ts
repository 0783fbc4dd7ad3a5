import { expect, test } from '@playwright/test';
import { codeFromOutbox, switchToArabic, watchErrors } from './helpers';

const OLD = 'Sturdy-pass-9';
const NEW = 'Fresh-start-4!';

for (const lang of ['en', 'ar'] as const) {
  test(`a member resets a forgotten password with the e-mailed code (${lang})`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const email = `reset-${lang}-${Date.now()}@example.test`;
    const made = await request.post('/api/auth/registration/', {
      data: { email, full_name: 'Reset Tester', password1: OLD, password2: OLD, is_terms_agreed: true },
    });
    expect(made.status()).toBe(201);
    // The session sign-up started stands for another device: it lasts until the reset.
    const other = (await made.json()).access as string;
    const text =
      lang === 'en'
        ? {
            forgot: 'Forgot password?',
            send: 'Send code',
            next: 'Continue',
            save: 'Save password and sign in',
            title: 'Forgot your password?',
          }
        : {
            forgot: 'نسيت كلمة المرور؟',
            send: 'إرسال الرمز',
            next: 'متابعة',
            save: 'حفظ كلمة المرور وتسجيل الدخول',
            title: 'نسيت كلمة المرور؟',
          };

    await page.goto('/market/login/');
    if (lang === 'ar') await switchToArabic(page);
    await page.getByRole('link', { name: text.forgot }).click();
    await expect(page).toHaveURL(/\/market\/forgot-password\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);

    await page.locator('input[name=email]').fill(email);
    await page.getByRole('button', { name: text.send }).click();
    await expect(
      page.getByText(lang === 'en' ? `If ${email} belongs to a Guild account` : `إذا كان ${email} يخص حساباً`),
    ).toBeVisible();

    const code = await codeFromOutbox(page, email, 'Reset your Guild password');
    await page.locator('input[name=otp]').fill(code);
    await page.getByRole('button', { name: text.next }).click();

    await page.locator('input[name=new_password1]').fill(NEW);
    await expect(page.locator('[data-hint=special]')).toHaveAttribute('data-met', 'true');
    await page.locator('input[name=new_password2]').fill(NEW);
    await page.getByRole('button', { name: text.save }).click();

    await expect(page).toHaveURL(/\/market\/$/);
    await expect(page.getByTestId('signed-in-as')).toContainText('Reset Tester');
    expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBeNull();

    // The other device was signed out. (Login with the old and new passwords is pinned by the
    // integration tests; sign-ins here would spend the shared per-address login limit.)
    const stale = await request.get('/api/auth/user/', { headers: { authorization: `Bearer ${other}` } });
    expect(stale.status()).toBe(401);
    expect(errors).toEqual([]);
  });
}

test('the forgot-password page answers an unknown address like a known one', async ({ page }) => {
  await page.goto('/market/forgot-password/');
  await page.locator('input[name=email]').fill(`nobody-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/belongs to a Guild account, we sent it a 6-digit code/)).toBeVisible();
  await expect(page.getByText('can’t be found')).toHaveCount(0);
});

test('a reset link from the e-mail opens the new-password form; a spent link says so', async ({
  page,
  request,
}) => {
  const email = `link-${Date.now()}@example.test`;
  await request.post('/api/auth/registration/', {
    data: { email, full_name: 'Link Tester', password1: OLD, password2: OLD, is_terms_agreed: true },
  });
  await request.post('/api/auth/password/reset/', { data: { email } });
  const outbox = await page.context().newPage();
  let link = '';
  await expect(async () => {
    await outbox.goto('/dev/outbox');
    await outbox
      .locator('tr', { hasText: email })
      .filter({ hasText: 'Reset your Guild password' })
      .first()
      .getByRole('link')
      .click({ timeout: 1000 });
    link =
      ((await outbox.locator('#text').textContent()) ?? '').match(/https?:\/\/\S+reset-password\S+/)?.[0] ??
      '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  await outbox.close();

  const path = new URL(link).pathname + new URL(link).search;
  await page.goto(path);
  await page.locator('input[name=new_password1]').fill(NEW);
  await page.locator('input[name=new_password2]').fill(NEW);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page).toHaveURL(/\/market\/$/);

  await page.goto(path);
  await page.locator('input[name=new_password1]').fill('Third-pass-5!');
  await page.locator('input[name=new_password2]').fill('Third-pass-5!');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByText('This reset link is invalid or has expired. Ask for a new one.')).toBeVisible();
});
