import { test, expect } from '../support/fixtures';

test.describe('age gate', () => {
  test('Yes stores the answer and closes the gate', async ({ page, axe }) => {
    await page.goto('/no-such-page-for-the-gate');
    const gate = page.getByRole('dialog', { name: 'Are you 21 or older?' });
    await expect(gate).toBeVisible();
    await axe.check(page);
    await gate.getByRole('button', { name: 'Yes' }).click();
    await expect(gate).toBeHidden();
    await expect(page).toHaveURL(/\/no-such-page-for-the-gate$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: /Lost in the cellar/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toHaveCount(0);
  });

  test('No stores the answer and leads to /age-verify', async ({ page, axe }) => {
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Are you 21 or older?' }).getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/age-verify$/);
    await expect(page.getByRole('heading', { name: 'Sorry, you must be 21 or older' })).toBeVisible();
    await expect(page.getByText('to enter Liquor Express.')).toBeVisible();
    await expect(page.getByText(/come back when you are of legal drinking age/)).toBeVisible();
    await expect(page.locator('main').getByRole('img', { name: 'Liquor Express' })).toBeVisible();
    // The gate itself is not shown over its own answer page.
    await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toHaveCount(0);
    await axe.check(page);
    // Still not verified elsewhere.
    await page.goto('/no-such-page');
    await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toBeVisible();
  });

  test.describe('for search-engine bots', () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    test('the page has no gate', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: /Lost in the cellar/ })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toHaveCount(0);
    });
  });
});
