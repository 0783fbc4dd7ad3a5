import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers';

test('the API reference renders under the site CSP with no violation', async ({ page }) => {
  const errors = watchErrors(page);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation(t: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Guild API/ })).toBeVisible();
  // A section per module, with the routes inside.
  await expect(page.locator('.opblock-tag-section').first()).toBeVisible();
  await page.locator('.opblock-tag-section').first().click();
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
