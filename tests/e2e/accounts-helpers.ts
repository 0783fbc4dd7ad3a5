import { expect, type Page } from '@playwright/test';

/**
 * The six-digit code in the newest outbox entry to `to` whose subject starts with `subject`, read
 * from /dev/outbox as a developer would (mail and text messages share the outbox).
 */
export async function codeFromOutboxEntry(page: Page, to: string, subject: string): Promise<string> {
  const outbox = await page.context().newPage();
  let code = '';
  await expect(async () => {
    await outbox.goto('/dev/outbox');
    const row = outbox.locator('tr', { hasText: to }).filter({ hasText: subject }).first();
    await expect(row).toBeVisible({ timeout: 1000 });
    await row.getByRole('link').click();
    const text = (await outbox.locator('#text').textContent()) ?? '';
    code = text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 15_000 });
  await outbox.close();
  return code;
}

/** Switches the marketplace to Arabic (right to left) the way a user does, and reloads. */
export async function switchToArabic(page: Page) {
  await page.evaluate(() => localStorage.setItem('preferredLanguage', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}
