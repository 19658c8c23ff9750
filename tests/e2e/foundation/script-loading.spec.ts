import { test, expect, passAgeGate } from '../support/fixtures';

// ADR 0130: the page's modules are fetched after its first paint and its largest image, so on a
// slow phone the bandwidth goes to what the shopper sees first. Without JavaScript they stay inert.
test('the page scripts are fetched only after the largest image, then hydrate the page', async ({ page, javaScriptEnabled, axe }) => {
  await passAgeGate(page);
  const log: string[] = [];
  page.on('request', (request) => log.push(`start ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => log.push(`end ${new URL(request.url()).pathname}`));
  // The loader is not part of React's tree: it must leave the document before hydration.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/product-listing');
  // The first row's images (two on the listing) are the page's largest.
  const largest = await page
    .locator('img[fetchpriority="high"]')
    .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
  expect(largest.length).toBeGreaterThan(0);
  const isScript = (entry: string) => /^start \/assets\/.+\.js$/.test(entry);

  if (!javaScriptEnabled) {
    await expect(page.locator('template[data-deferred-scripts]')).toHaveCount(2);
    expect(log.filter(isScript), 'no script is fetched without JavaScript').toEqual([]);
    return;
  }
  // The fixture's goto waited for hydration: the inert copies were replaced by live ones.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('template[data-deferred-scripts]')).toHaveCount(0);
  expect(errors, 'hydration found the document React rendered').toEqual([]);
  const firstScript = log.findIndex(isScript);
  expect(firstScript, 'scripts were fetched').toBeGreaterThan(-1);
  for (const image of largest) {
    const imageDone = log.indexOf(`end ${image}`);
    expect(imageDone, `${image} loaded`).toBeGreaterThan(-1);
    expect(firstScript, `the first script request comes after ${image} has loaded`).toBeGreaterThan(imageDone);
  }
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
