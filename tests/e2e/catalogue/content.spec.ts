import { test, expect, passAgeGate } from '../support/fixtures';

test.describe('content pages and private classes', () => {
  test.beforeEach(async ({ page }) => {
    await passAgeGate(page);
  });

  test('a content page shows its title and sanitised sections', async ({ page, axe }) => {
    const response = await page.goto('/about/our-story/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(page).toHaveTitle(/\| Liquor Express$/);
    const sections = page.locator('.content-section');
    expect(await sections.count()).toBeGreaterThan(0);
    await expect(sections.first()).toContainText(/\w{3,}/);
    // Sanitised: no scripts or inline handlers came through from the API.
    expect(await page.locator('.content-section script, .content-section [onclick], .content-section [onerror]').count()).toBe(0);
    await axe.check(page);
  });

  test('an unknown content page is the 404 page', async ({ page }) => {
    const response = await page.goto('/about/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "Lost in the cellar? Let's get you back to the good stuff!" })).toBeVisible();
  });

  test('the private class page shows every block; more options open in a new tab', async ({ page, axe }) => {
    const response = await page.goto('/classes-events/');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('class-banner').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('class-book_our_room')).toBeVisible();
    for (const key of ['class_options', 'meeting_guidelines']) {
      const list = page.getByTestId(`class-${key}`);
      await expect(list.getByRole('heading', { level: 2 })).toBeVisible();
      const items = list.locator('details');
      expect(await items.count()).toBeGreaterThan(1);
      await expect(items.first()).toHaveAttribute('open', '');
      await items.nth(1).locator('summary').click();
      await expect(items.nth(1)).toHaveAttribute('open', '');
      await expect(items.first()).not.toHaveAttribute('open', '');
    }
    await expect(page.getByTestId('class-request_banner').getByRole('link')).toBeVisible();
    const external = page.getByTestId('class-more_options').getByRole('link');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
    }
    await axe.check(page);
  });
});
