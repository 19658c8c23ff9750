import { test, expect, passAgeGate } from '../support/fixtures';

test.describe('menu at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('items link, dropdowns open on hover, click and keyboard focus', async ({ page, axe, javaScriptEnabled }) => {
    await passAgeGate(page);
    await page.goto('/no-such-page');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const away = () => page.mouse.move(640, 700);
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute('href', '/product-listing');
    const redWine = nav.getByRole('link', { name: 'Red Wine' });
    await expect(redWine).toBeHidden();

    // Hover opens.
    await nav.getByText('Spirits', { exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Bourbon' })).toBeVisible();
    await away();
    await expect(nav.getByRole('link', { name: 'Bourbon' })).toBeHidden();

    // Click opens and closes (a <details>: no JavaScript needed).
    await nav.getByText('Wine', { exact: true }).click();
    await away();
    await expect(redWine).toBeVisible();
    await expect(redWine).toHaveAttribute('href', '/category/wine/red-wine');
    await axe.check(page, { include: '.site-header' });
    await nav.getByText('Wine', { exact: true }).click();
    await away();
    await expect(redWine).toBeHidden();

    // Keyboard focus opens.
    await nav.getByRole('link', { name: 'Classes & Events' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Our Story' })).toBeVisible();
    if (javaScriptEnabled) {
      // Tab goes on into the list; Escape closes it and leaves focus on its toggle.
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Our Story' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', { name: 'Our Story' })).toBeHidden();
      await expect(nav.locator('summary', { hasText: 'About' })).toBeFocused();
      // Leaving and coming back by keyboard opens it again.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Our Story' })).toBeVisible();
    }

    // Entries navigate to their own links.
    await nav.getByText('Wine', { exact: true }).click();
    await nav.getByRole('link', { name: 'Red Wine' }).click();
    await expect(page).toHaveURL(/\/category\/wine\/red-wine$/);
  });
});

test.describe('mobile drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and closes; the menu and store picker live inside', async ({ page, axe }) => {
    await passAgeGate(page);
    await page.goto('/no-such-page');
    const drawer = page.locator('#site-nav');
    await expect(drawer).toBeHidden();
    await page.locator('.drawer-open-button').click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(drawer.getByTestId('store-current')).toBeVisible();
    await axe.check(page, { include: '.site-header' });

    await drawer.getByText('Spirits', { exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'Gin' })).toBeVisible();

    await drawer.locator('.drawer__close').click();
    await expect(drawer).toBeHidden();

    await page.locator('.drawer-open-button').click();
    await drawer.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/product-listing$/);
    await expect(page.locator('#site-nav')).toBeHidden();
  });

  test('nothing in the shell overflows horizontally', async ({ page }) => {
    await passAgeGate(page);
    await page.goto('/no-such-page');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
