import { expect, type Page } from '@playwright/test';

/** Reads the newest verification code sent to `email` from the /dev/outbox page, as a developer would. */
export async function codeFromOutbox(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  let code = '';
  await expect(async () => {
    await outbox.goto('/dev/outbox');
    const row = outbox.locator('tr', { hasText: email }).first();
    await expect(row).toBeVisible({ timeout: 1000 });
    await row.getByRole('link').click();
    const text = (await outbox.locator('#text').textContent()) ?? '';
    code = text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 15_000 });
  await outbox.close();
  return code;
}

/** Fails the test on any error the page logs or throws. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // A 4xx the test provokes on purpose is logged by Chromium as a failed resource load.
    if (m.type() === 'error' && !m.text().includes('Failed to load resource')) errors.push(m.text());
  });
  return errors;
}
