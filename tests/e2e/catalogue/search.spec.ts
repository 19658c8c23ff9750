import type { Page } from '@playwright/test';
import { test, expect, passAgeGate } from '../support/fixtures';
import { countProducts } from './catalogue-data';

/** Searches from the header's search box, as a shopper does from any page. */
async function searchFromHeader(page: Page, text: string) {
  // A combobox once the page has hydrated, a plain search box without JavaScript: found by its label.
  const box = page.getByRole('banner').getByLabel('Search products', { exact: true });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product-listing\\?search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}$`));
}

/** Every card's title on the page, once `count` results are reported. */
async function cardTitles(page: Page, count: number): Promise<string[]> {
  await expect(page.getByText(/^Showing \d+-\d+ of \d+ results$/)).toHaveText(new RegExp(` of ${count} results$`));
  return page.getByTestId('product-card').locator('.product-card__title').allTextContents();
}

test.describe('product search', () => {
  test.beforeEach(async ({ page }) => {
    await passAgeGate(page);
  });

  test('finds products with accents left out, words in any order and a typo', async ({ page }) => {
    await page.goto('/');
    await searchFromHeader(page, 'chenes');
    const chenes = await cardTitles(page, await countProducts({ search: 'Chênes' }));
    expect(chenes.length).toBeGreaterThan(0);
    for (const title of chenes) expect(title).toContain('Chênes');

    await searchFromHeader(page, 'bourbon cask');
    const cask = await cardTitles(page, await countProducts({ search: 'cask strength bourbon' }));
    expect(cask.length).toBeGreaterThan(0);
    for (const title of cask) expect(title).toContain('Cask Strength Bourbon');

    await searchFromHeader(page, 'sonenhang');
    const sonnenhang = await cardTitles(page, await countProducts({ search: 'sonnenhang' }));
    expect(sonnenhang.length).toBeGreaterThan(0);
    for (const title of sonnenhang) expect(title).toContain('Sonnenhang');
  });

  test('a search that finds nothing offers the closest term as a link', async ({ page, axe }) => {
    await page.goto('/');
    await searchFromHeader(page, 'reisling');
    const empty = page.locator('.listing__empty');
    await expect(empty.getByText('Products Not Found')).toBeVisible();
    await expect(empty.getByText('Try fewer filters or another search.')).toBeVisible();
    await expect(empty.getByText(/^Did you mean riesling\?$/)).toBeVisible();
    await axe.check(page);

    await empty.getByRole('link', { name: 'riesling' }).click();
    await expect(page).toHaveURL(/\/product-listing\?search=riesling$/);
    await expect(page.getByText('Results for “riesling”')).toBeVisible();
    const titles = await cardTitles(page, await countProducts({ search: 'riesling' }));
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('Riesling');
  });

  test('a search that finds nothing like it offers nothing', async ({ page }) => {
    await page.goto('/product-listing?search=zzzzqqqq');
    await expect(page.getByText('Products Not Found')).toBeVisible();
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  });
});
