/**
 * Toasts sit top right below the sticky header (app.css, .toaster): an error toast never covers
 * the signed-in shopper's name or the header's controls, on a laptop or a phone, with
 * JavaScript (shown by the page) or without it (rendered by the server).
 */
import type { Page } from '@playwright/test';
import { test, expect, passAgeGate, registerUser, signIn } from '../support/fixtures';
import { pickProducts } from '../buying/buying-helpers';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box!;
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`an error toast stays clear of the header and the shopper's name at ${viewport.width} px`, async ({ page }) => {
    const user = await registerUser({ firstname: 'Maximiliana', lastname: 'Vintner-Castellanos' });
    const [product] = await pickProducts(1);
    await page.setViewportSize(viewport);
    await passAgeGate(page);
    await signIn(page, user);
    await page.goto(`/product/${product.product_id}`);
    await page.getByLabel('Quantity', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Quantity must be at least 1' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('alert')).toHaveText('Quantity must be at least 1');
    // Settled: the toast slides in.
    await expect.poll(() => toast.evaluate((element) => element.getAnimations().length)).toBe(0);

    const toastBox = (await toast.boundingBox())!;
    const name = page.getByTestId('account-name').filter({ visible: true });
    if (viewport.width >= 1024) {
      await expect(name).toHaveText(user.fullname);
      expect(overlaps(toastBox, (await name.boundingBox())!), "the toast covers the shopper's name").toBe(false);
    }
    const header = await boxOf(page, '.site-header');
    expect(toastBox.y, 'the toast starts below the header').toBeGreaterThanOrEqual(header.y + header.height);
  });
}
