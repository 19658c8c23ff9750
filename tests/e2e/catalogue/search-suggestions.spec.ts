/**
 * The header search box's suggestions (ADR 0148). With JavaScript it is an ARIA 1.2 combobox:
 * products, categories and "Search for '…'" as the shopper types, by keyboard alone and by touch
 * on a phone. Without JavaScript it is the plain GET form, with no combobox attributes at all.
 */
import type { Page } from '@playwright/test';
import { test, expect, passAgeGate } from '../support/fixtures';
import { countProducts, horizontalOverflow, listProducts } from './catalogue-data';

const box = (page: Page) => page.getByRole('banner').getByLabel('Search products', { exact: true });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

async function expectResults(page: Page, count: number) {
  await expect(page.getByText(/^Showing \d+-\d+ of \d+ results$/)).toHaveText(new RegExp(` of ${count} results$`));
}

/** The server's HTML of the header, before any script: a plain search box. */
async function expectPlainServerHtml(page: Page) {
  const html = await (await page.request.get('/')).text();
  const input = /<input[^>]*id="site-search"[^>]*>/.exec(html)?.[0] ?? '';
  expect(input).toContain('type="search"');
  expect(input).not.toMatch(/role=|aria-expanded|aria-controls|aria-activedescendant/);
  expect(html).not.toContain('role="listbox"');
}

test('typing suggests products and categories; Down and Enter open the product', async ({ page, javaScriptEnabled }) => {
  await passAgeGate(page);
  await expectPlainServerHtml(page);
  await page.goto('/');
  const expected = await listProducts({ search: 'wine', per_page: 6, top_selling: true });
  expect(await countProducts({ search: 'wine' })).toBeGreaterThan(6);

  if (!javaScriptEnabled) {
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search products' })).not.toHaveAttribute('role');
    await box(page).fill('wine');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/product-listing\?search=wine$/);
    await expectResults(page, await countProducts({ search: 'wine' }));
    await expect(page.locator('[role="listbox"], [role="combobox"]')).toHaveCount(0);
    return;
  }

  const combobox = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await combobox.focus();
  await page.keyboard.type('wine');
  await expect(listbox(page)).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(combobox).toHaveAttribute('aria-controls', (await listbox(page).getAttribute('id'))!);

  // At most six products, the search's best sellers (ADR 0173), then the matching categories, then the search.
  const products = listbox(page).getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(products).toHaveCount(6);
  for (const [i, product] of expected.entries()) await expect(products.nth(i)).toContainText(product.product_title);
  await expect(products.first()).toContainText(/\$\d+\.\d\d/);
  await expect(listbox(page).getByRole('group', { name: 'Categories' }).getByRole('option')).toHaveText(['Wine', 'Red Wine', 'White Wine']);
  await expect(listbox(page).getByRole('option').last()).toHaveText("Search for 'wine'");

  await page.keyboard.press('ArrowDown');
  await expect(products.first()).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await products.first().getAttribute('id'))!);
  await expect(combobox).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${expected[0].product_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: expected[0].product_title })).toBeVisible();
  await expect(listbox(page)).toBeHidden();
});

test('the popup is announced and accessible; Escape closes it, then clears; "Search for" searches', async ({
  page,
  axe,
  javaScriptEnabled,
}) => {
  await passAgeGate(page);
  await page.goto('/no-such-page');
  const bourbons = await countProducts({ search: 'bourbon' });

  if (!javaScriptEnabled) {
    await box(page).fill('bourbon');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/product-listing\?search=bourbon$/);
    await expectResults(page, bourbons);
    await expect(page.getByText(/suggestions? for/)).toHaveCount(0);
    return;
  }

  const combobox = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await combobox.focus();
  await page.keyboard.type('bourbon');
  await expect(listbox(page)).toBeVisible();
  // The polite live region tells how many suggestions there are: products, then the Bourbon category.
  const count = Math.min(6, bourbons) + 1;
  await expect(page.getByRole('status').filter({ hasText: 'for' })).toHaveText(`${count} suggestions for 'bourbon'`);
  await page.keyboard.press('ArrowDown');
  await axe.check(page);

  await page.keyboard.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).not.toHaveAttribute('aria-activedescendant');
  await expect(combobox).toHaveValue('bourbon');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveValue('');

  // Up from the box goes to the last option: "Search for '…'", which submits the search.
  await page.keyboard.type('bourbon');
  await expect(listbox(page)).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(listbox(page).getByRole('option', { name: "Search for 'bourbon'" })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product-listing\?search=bourbon$/);
  await expectResults(page, bourbons);
  await expect(listbox(page)).toBeHidden();
});

test('Tab leaves the box and closes the popup; an older answer never replaces a newer one', async ({ page, javaScriptEnabled }) => {
  await passAgeGate(page);
  await page.goto('/');

  if (!javaScriptEnabled) {
    // Without JavaScript nothing asks for suggestions: the box only submits.
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/resources/search-suggestions') && asked.push(request.url())));
    await box(page).fill('gin');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/product-listing\?search=gin$/);
    expect(asked).toEqual([]);
    return;
  }

  // The answer for 'wh' is held back until the one for 'whiskey' has been shown.
  let releaseOld: () => void = () => undefined;
  const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
  await page.route(/\/resources\/search-suggestions\?q=wh$/, async (route) => {
    await oldHeld;
    await route.continue().catch(() => undefined);
  });
  const combobox = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await combobox.focus();
  const oldAsked = page.waitForRequest(/\/resources\/search-suggestions\?q=wh$/);
  await page.keyboard.type('wh');
  await oldAsked;
  await page.keyboard.type('iskey');
  await expect(listbox(page).getByRole('option').last()).toHaveText("Search for 'whiskey'");
  await expect(page.getByRole('status').filter({ hasText: 'for' })).toContainText("for 'whiskey'");
  releaseOld();
  await page.waitForTimeout(500);
  await expect(page.getByRole('status').filter({ hasText: 'for' })).toContainText("for 'whiskey'");

  await page.keyboard.press('Tab');
  await expect(listbox(page)).toBeHidden();
  await expect(combobox).not.toBeFocused();
});

test('text typed before the suggestions code arrives is suggested for at once', async ({ page, javaScriptEnabled }) => {
  await passAgeGate(page);
  if (!javaScriptEnabled) {
    // No code to wait for: what was typed is searched for.
    await page.goto('/');
    await box(page).fill('gin');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/product-listing\?search=gin$/);
    return;
  }
  // A slow phone: the combobox's chunk (loaded on the box's first focus) arrives after the typing.
  let releaseChunk: () => void = () => undefined;
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route(/\/assets\/SearchCombobox-[^/]*\.js$/, async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await page.goto('/');
  const combobox = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await combobox.focus();
  await page.keyboard.type('gin');
  const asked = page.waitForRequest(/\/resources\/search-suggestions\?q=gin$/);
  releaseChunk();
  await asked;
  await expect(listbox(page).getByRole('option').last()).toHaveText("Search for 'gin'");
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a tap on a suggestion opens it', async ({ page, javaScriptEnabled }) => {
    await passAgeGate(page);
    await page.goto('/');
    // The first suggestion is the best seller among the search's matches (ADR 0173).
    const [first] = await listProducts({ search: 'gin', per_page: 1, top_selling: true });

    if (!javaScriptEnabled) {
      await box(page).tap();
      await box(page).fill('gin');
      await box(page).press('Enter');
      await expect(page).toHaveURL(/\/product-listing\?search=gin$/);
      await expectResults(page, await countProducts({ search: 'gin' }));
      return;
    }

    await box(page).tap();
    await page.keyboard.type('gin');
    await expect(listbox(page)).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    const popup = (await listbox(page).boundingBox())!;
    expect(popup.x).toBeGreaterThanOrEqual(0);
    expect(popup.x + popup.width).toBeLessThanOrEqual(375);
    const option = listbox(page).getByRole('group', { name: 'Products' }).getByRole('option').first();
    await expect(option).toContainText(first.product_title);
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await option.tap();
    await expect(page).toHaveURL(new RegExp(`/product/${first.product_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.product_title })).toBeVisible();
  });
});
