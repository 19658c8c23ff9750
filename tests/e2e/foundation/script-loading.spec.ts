import { test, expect, passAgeGate } from '../support/fixtures';

// The page hydrates with the framework's own <Scripts> (ADR 0143): the server never rewrites them.
// Without JavaScript the page is the server's HTML, its links plain links.
test('the page hydrates with its scripts, and works as plain HTML without them', async ({ page, javaScriptEnabled, axe }) => {
  await passAgeGate(page);
  const log: string[] = [];
  page.on('request', (request) => log.push(`start ${new URL(request.url()).pathname}`));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/product-listing');
  if (!javaScriptEnabled) {
    await expect(page.getByRole('link', { name: 'Next ›' }).first()).toHaveAttribute('href', /page=2/);
    await axe.check(page);
    return;
  }
  // The fixture's goto waited for hydration.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(errors, 'hydration found the document React rendered').toEqual([]);
  expect(
    log.some((entry) => /^start \/assets\/.+\.js$/.test(entry)),
    'scripts were fetched',
  ).toBe(true);
  // Hydrated for real: a filter link navigates in place, without a document request.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: 'Next ›' }).first().click();
  await expect(page).toHaveURL(/page=2/);
  expect(documents, 'client-side navigation, no new document').toEqual([]);
  // ADR 0135: every route is known when the page hydrates, so none is asked for after it.
  await page.waitForLoadState('networkidle');
  expect(log.filter((entry) => entry.startsWith('start /__manifest'))).toEqual([]);
  await axe.check(page);
});
