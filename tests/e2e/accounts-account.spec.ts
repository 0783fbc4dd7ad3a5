import { expect, type Page, test } from '@playwright/test';
import { codeFromOutbox, switchToArabic, watchErrors } from './helpers';

const PASSWORD = 'Sturdy-pass-9';

/** A new member, signed in in this page through the API's login shape (no login call spent). */
async function signedInMember(page: Page, name: string) {
  const email = `acct-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const res = await page.request.post('/api/auth/registration/', {
    data: { email, full_name: name, password1: PASSWORD, password2: PASSWORD, is_terms_agreed: true },
  });
  expect(res.status()).toBe(201);
  const session = await res.json();
  // Stored from a Journal page: a marketplace page's header would start reading (and refreshing)
  // with these tokens in the background, and a test that then expires the access token could see
  // that page trade the refresh token as it leaves, the new pair never stored.
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('access', s.access);
    localStorage.setItem('refresh', s.refresh);
    localStorage.setItem('guild:root', JSON.stringify({ isLoggedIn: true, user: s.user }));
  }, session);
  return { email, session };
}

test('a member changes e-mail and phone with codes, and the change shows only after the code', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const { email } = await signedInMember(page, 'Account Tester');
  await page.goto('/market/account/');
  await expect(page.getByTestId('account-email')).toHaveText(email);

  const newEmail = `moved-${Date.now()}@example.test`;
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await page.locator('input[name=email]').fill(newEmail);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We sent a code to your new e-mail address.')).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  // A wrong code: the screen shows the answer's message field.
  await page.locator('input[name=otp]').fill('111111');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The code is not valid' })).toBeVisible();
  const code = await codeFromOutbox(page, newEmail, 'Confirm your new Guild e-mail address');
  await page.locator('input[name=otp]').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);

  const phone = `+9627955${String(Date.now()).slice(-5)}`;
  await page.getByRole('button', { name: 'Add a phone number' }).click();
  await page.locator('input[name=phone]').fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a phone number in international format')).toBeVisible();
  await page.locator('input[name=phone]').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We sent a code by text message.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  const smsCode = await codeFromOutbox(page, phone, '[SMS]');
  await page.locator('input[name=otp]').fill(smsCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('account-phone')).toHaveText(phone);
  await expect(page.locator('.account-section', { hasText: phone }).getByText('Verified')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a member changes the password; a wrong old password is shown on its field', async ({ page }) => {
  await signedInMember(page, 'Password Changer');
  await page.goto('/market/change-password/');
  await page.locator('input[name=old_password]').fill('Not-the-old-1!');
  await page.locator('input[name=new_password1]').fill('Next-pass-22!');
  await page.locator('input[name=new_password2]').fill('Next-pass-22!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('Your old password was entered incorrectly. Please enter it again.'),
  ).toBeVisible();
  await page.locator('input[name=old_password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.locator('.form-alert-success')).toHaveText('New password has been saved.');
});

test('a page that only reads refreshes an expired access token, and signs out when the refresh fails too', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signedInMember(page, 'Expired Reader');
  const oldRefresh = await page.evaluate(() => localStorage.getItem('refresh'));
  // The access token is no longer accepted (401); the refresh token still is.
  await page.evaluate(() => localStorage.setItem('access', 'expired.access.token'));
  await page.goto('/market/notifications/');
  await expect(page.getByText('You have no notifications yet.')).toBeVisible();
  await expect(page).toHaveURL(/\/market\/notifications\/$/);
  // The pair was traded for a new one (spec §7) and the reads went on with it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh'))).not.toBe(oldRefresh);
  expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBe('expired.access.token');

  // Neither token is accepted: the member is signed out and sent to sign in, back to this page after.
  // Set from a Journal page: the notifications page's header, still reading in the background, would
  // otherwise sign out and leave for the sign-in page while the next page loads.
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('access', 'expired.access.token');
    localStorage.setItem('refresh', 'expired.refresh.token');
  });
  await page.goto('/market/orders/');
  await expect(page).toHaveURL(/\/market\/login\/\?next=%2Fmarket%2Forders%2F$/);
  expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
  expect(errors).toEqual([]);
});

for (const lang of ['en', 'ar'] as const) {
  test(`a member deletes the account after confirming (${lang})`, async ({ page }) => {
    const { session } = await signedInMember(page, 'Leaving Member');
    await page.goto('/market/account/');
    if (lang === 'ar') await switchToArabic(page);
    const text =
      lang === 'en'
        ? { open: 'Delete my account', cancel: 'Cancel', confirm: 'Delete for good' }
        : { open: 'حذف حسابي', cancel: 'إلغاء', confirm: 'حذف نهائياً' };
    await page.getByRole('button', { name: text.open }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBeNull();

    await page.getByRole('button', { name: text.open }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.confirm }).click();
    await expect(page).toHaveURL(/\/market\/$/);
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    const gone = await page.request.get('/api/auth/user/', {
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(gone.status()).toBe(401);
  });
}
