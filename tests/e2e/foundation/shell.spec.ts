import { test, expect, passAgeGate, E2E_BASE_URL } from '../support/fixtures';

test.describe('app shell', () => {
  test('serves the document in pt-br with the shop title', async ({ page }) => {
    await passAgeGate(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-br');
    await expect(page).toHaveTitle(/Liquor Express/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('unknown path inside the layout is the 404 page', async ({ page }) => {
    await passAgeGate(page);
    const response = await page.goto('/no/such/page/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "Lost in the cellar? Let's get you back to the good stuff!" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Our Collection' })).toHaveAttribute('href', '/product-listing');
    await expect(page.getByRole('link', { name: 'Head Back Home' })).toHaveAttribute('href', '/');
  });

  test('unknown path outside the layout is the bare 404', async ({ page }) => {
    const response = await page.goto(`${E2E_BASE_URL}/resources/nothing-here`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404 Error - Nothing here...')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});
