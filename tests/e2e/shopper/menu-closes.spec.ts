/**
 * Menus and the mobile drawer close on navigation. With JavaScript the page stays in
 * place (pointer and focus too), so the dropdown must be closed by the app; without it a new
 * document loads with every dropdown closed (a pointer still over the menu shows it by hover,
 * as any hover menu does, so that case moves the pointer away first).
 */
import type { Page } from '@playwright/test';
import { test, expect, passAgeGate } from '../support/fixtures';

/** The heading is what the shopper sees at its centre: nothing covers it. */
async function expectUncovered(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  const covered = await heading.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + Math.min(40, box.width / 2), box.top + box.height / 2);
    return !(top && (el === top || el.contains(top)));
  });
  expect(covered, `something covers the heading '${name}'`).toBe(false);
}

test('a dropdown picked by click closes on the page it leads to', async ({ page, axe, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await passAgeGate(page);
  await page.goto('/product-listing');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Spirits', { exact: true }).click();
  const gin = nav.getByRole('link', { name: 'Gin', exact: true });
  await expect(gin).toBeVisible();
  await gin.click();
  await expect(page).toHaveURL(/\/category\/spirits\/gin$/);
  if (!javaScriptEnabled) await page.mouse.move(5, 700);
  await expect(gin).toBeHidden();
  await expectUncovered(page, 'Category Gin');
  await axe.check(page);
  // Pointing at the menu again still opens it.
  await nav.getByText('Spirits', { exact: true }).hover();
  await expect(gin).toBeVisible();
});

test('the mobile drawer and its dropdown close on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await passAgeGate(page);
  await page.goto('/product-listing');
  const drawer = page.locator('#site-nav');
  await page.locator('.drawer-open-button').click();
  await drawer.getByText('Spirits', { exact: true }).click();
  await drawer.getByRole('link', { name: 'Gin', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/spirits\/gin$/);
  await expect(drawer).toBeHidden();
  await expectUncovered(page, 'Category Gin');
  await page.locator('.drawer-open-button').click();
  await expect(drawer.getByRole('link', { name: 'Gin', exact: true })).toBeHidden();
});
