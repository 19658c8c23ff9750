/**
 * A one-sided price range (minimum only, maximum only) is kept and applied, and
 * adding the other bound next keeps both; the Category section shows 4 items and 'Show More',
 * counting subcategories as items.
 */
import type { Page } from '@playwright/test';
import { test, expect, passAgeGate } from '../support/fixtures';
import { cardPrices } from '../catalogue/catalogue-data';

async function goPrice(page: Page) {
  await page.getByRole('button', { name: 'Go: apply price range' }).click();
}

test('a minimum price alone filters and stays; adding a maximum keeps both', async ({ page, axe }) => {
  await passAgeGate(page);
  await page.goto('/product-listing');
  const min = page.getByLabel('Minimum price');
  const max = page.getByLabel('Maximum price');

  await min.fill('40');
  await goPrice(page);
  await expect(page).toHaveURL(/[?&]min_price=40(&|$)/);
  await expect(page.getByRole('link', { name: /Price: from \$40\.00/ })).toBeVisible();
  await expect(min).toHaveValue('40');
  await expect(max).toHaveValue('');
  const above = await cardPrices(page);
  expect(above.length).toBeGreaterThan(0);
  for (const price of above) expect(price).toBeGreaterThanOrEqual(40);
  await axe.check(page);

  await max.fill('60');
  await goPrice(page);
  await expect(page).toHaveURL(/min_price=40/);
  await expect(page).toHaveURL(/max_price=60/);
  await expect(page.getByRole('link', { name: /Price: \$40\.00 - \$60\.00/ })).toBeVisible();
  await expect(min).toHaveValue('40');
  await expect(max).toHaveValue('60');
  const between = await cardPrices(page);
  expect(between.length).toBeGreaterThan(0);
  for (const price of between) {
    expect(price).toBeGreaterThanOrEqual(40);
    expect(price).toBeLessThanOrEqual(60);
  }

  // A maximum alone, too.
  await min.fill('');
  await goPrice(page);
  await expect(page).not.toHaveURL(/min_price/);
  await expect(page.getByRole('link', { name: /Price: up to \$60\.00/ })).toBeVisible();
  for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(60);
});

test('the Category section shows 4 items and Show More, subcategories counted', async ({ page }) => {
  await passAgeGate(page);
  await page.goto('/product-listing');
  const categories = page.locator('details[data-section="category"]');
  const boxes = categories.locator('input[name="category"]');
  expect(await boxes.count()).toBeGreaterThan(4);
  let visible = 0;
  for (const box of await boxes.all()) if (await box.isVisible()) visible += 1;
  expect(visible).toBe(4);
  await categories.getByText('Show More').click();
  for (const box of await boxes.all()) await expect(box).toBeVisible();
  await categories.getByText('Show Less').click();
  await expect(boxes.nth(4)).toBeHidden();
});
