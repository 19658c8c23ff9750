import { test, expect, passAgeGate } from '../support/fixtures';

test('the header search goes to the product listing with the text', async ({ page, javaScriptEnabled }) => {
  await passAgeGate(page);
  await page.goto('/no-such-page');
  const search = page.getByRole('banner').getByLabel('Search products', { exact: true });

  if (javaScriptEnabled) {
    // Empty (or blank) text is not submitted.
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/no-such-page$/);
  }

  await search.fill('  merlot  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/product-listing\?search=/);
  const submitted = new URL(page.url()).searchParams.get('search');
  // Trimmed with JavaScript; without it the listing trims the raw text itself.
  if (javaScriptEnabled) expect(submitted).toBe('merlot');
  else expect(submitted?.trim()).toBe('merlot');
  await expect(page.getByRole('banner').getByLabel('Search products', { exact: true })).toHaveValue(/merlot/);
});

test('the search button submits too', async ({ page }) => {
  await passAgeGate(page);
  await page.goto('/no-such-page');
  await page.getByRole('banner').getByLabel('Search products', { exact: true }).fill('gin');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/product-listing\?search=gin$/);
});
