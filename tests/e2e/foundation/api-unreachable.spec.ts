import { test, expect, postForm, E2E_DOWN_URL } from '../support/fixtures';

// A second server runs the same build with SHOP_API_URL pointing at a closed port.
const UNREACHABLE = 'The shop is not reachable right now. Please try again in a moment.';

test.describe('with the shop API unreachable', () => {
  test.use({ baseURL: E2E_DOWN_URL });

  test.beforeEach(async ({ page }) => {
    await postForm(page, `${E2E_DOWN_URL}/resources/age-gate`, { answer: 'yes', redirectTo: '/' });
  });

  test('the shell renders with the theme error and the footer still there', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('.theme-error')).toHaveText(`Error: ${UNREACHABLE}`);
    await expect(page.getByRole('heading', { name: /Lost in the cellar/ })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Error Handler')).toHaveCount(0);
  });

  test('sign-in answers with the error in the dialog', async ({ page }) => {
    await page.goto('/no-such-page?dialog=login');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Email address').fill('ada@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('Cellar2024');
    await dialog.getByRole('checkbox', { name: /Terms/ }).check();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' }).getByText(UNREACHABLE)).toBeVisible();
  });

  test('legal links and the store picker show their error state', async ({ page }) => {
    const response = await page.goto('/legal/privacy');
    // The error state answers the status it means (ADR 0064).
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('main').getByText(`Error: ${UNREACHABLE}`)).toBeVisible();
    await page.getByTestId('store-current').click();
    await expect(page.locator('.store-picker__panel').getByText(`Error: ${UNREACHABLE}`)).toBeVisible();
  });

  for (const path of ['/', '/product-listing', '/wish-list', '/your-shopping-cart', '/checkout', '/age-verify']) {
    test(`${path} answers without crashing`, async ({ page }) => {
      const response = await page.goto(path);
      // An error state may answer 503 (service unavailable), never a 500 crash.
      expect(response?.status(), path).not.toBe(500);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('.theme-error')).toHaveText(`Error: ${UNREACHABLE}`);
      await expect(page.getByText('Error Handler')).toHaveCount(0);
    });
  }
});
