/**
 * ADR 0111: a page whose data cannot be loaded throws the status it means, and
 * the shop layout's one boundary shows it inside the shell — header, menu and footer still
 * there — with the same text with JavaScript on (axe-checked) and off:
 *
 * - 404: an unknown product, the 404 page;
 * - 502: the API answers 500 without a message (test hook), 'Error: An error occurred';
 * - 503: the API is unreachable (the "down" storefront on E2E_PORT+1);
 * - 504: the API does not answer within the 10 s budget (test hook).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, passAgeGate, postForm, injectProductFault, E2E_BASE_URL, E2E_DOWN_URL } from '../support/fixtures';
import { nuErrors } from '../support/nu-checker';

const NOT_FOUND_HEADING = "Lost in the cellar? Let's get you back to the good stuff!";
const NO_MESSAGE = 'An error occurred';
const UNREACHABLE = 'The shop is not reachable right now. Please try again in a moment.';
const TOO_SLOW = 'The shop took too long to answer. Please try again.';

// Ids no seeded product has: with a fault the API fails, without it the product is unknown.
const UNKNOWN_PRODUCT = '/product/999999';
const FAILING_PRODUCT = 990_001;
const STALLING_PRODUCT = 990_002;

test.beforeAll(async () => {
  await injectProductFault(FAILING_PRODUCT, 'error');
  await injectProductFault(STALLING_PRODUCT, 'stall');
});

async function passAgeGateOn(page: Page, origin: string): Promise<void> {
  const response = await postForm(page, `${origin}/resources/age-gate`, { answer: 'yes', redirectTo: '/' });
  expect(response.status(), 'age gate POST answers with a redirect').toBe(303);
}

/** The shell around the boundary: header with its menu, main, footer; never the global fallback. */
async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Error Handler')).toHaveCount(0);
}

async function expectLoadError(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(`Error: ${message}`);
  await expectShell(page);
}

test.describe('a page that cannot be loaded shows the shared boundary inside the shell', () => {
  test('404: an unknown product is the 404 page', async ({ page, axe }) => {
    await passAgeGate(page);
    const response = await page.goto(UNKNOWN_PRODUCT);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse Our Collection' })).toHaveAttribute('href', '/product-listing');
    await expectShell(page);
    await axe.check(page);
  });

  test('502: the API fails, the page says "Error: " and the default message', async ({ page, axe }) => {
    await passAgeGate(page);
    const response = await page.goto(`/product/${FAILING_PRODUCT}`);
    expect(response?.status()).toBe(502);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expectLoadError(page, NO_MESSAGE);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true })).toBeAttached();
    await axe.check(page);
  });

  test('503: the API is unreachable', async ({ page, axe }) => {
    await passAgeGateOn(page, E2E_DOWN_URL);
    const response = await page.goto(`${E2E_DOWN_URL}/product/1`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expectLoadError(page, UNREACHABLE);
    await axe.check(page);
  });

  test('504: the API does not answer within the budget', async ({ page, axe }) => {
    await passAgeGate(page);
    const started = Date.now();
    const response = await page.goto(`/product/${STALLING_PRODUCT}`);
    expect(response?.status()).toBe(504);
    // The real 10 s budget ran out: not an early failure of some other kind.
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expectLoadError(page, TOO_SLOW);
    await axe.check(page);
  });

  test('the error pages are valid HTML (Nu)', async ({ page }, testInfo) => {
    await passAgeGate(page);
    await passAgeGateOn(page, E2E_DOWN_URL);
    const dir = testInfo.outputPath('nu');
    mkdirSync(dir, { recursive: true });
    const pages: Array<[string, string, number]> = [
      ['not-found', `${E2E_BASE_URL}${UNKNOWN_PRODUCT}`, 404],
      ['bad-gateway', `${E2E_BASE_URL}/product/${FAILING_PRODUCT}`, 502],
      ['unavailable', `${E2E_DOWN_URL}/product/1`, 503],
    ];
    const files: string[] = [];
    for (const [name, url, status] of pages) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(status);
      const file = join(dir, `${name}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    expect(await nuErrors(files), 'Nu checker errors').toEqual([]);
  });
});

test.describe('navigating into a failing page keeps the shell', () => {
  test('a link from the 404 page to the listing, with the API down: 503 inside the shell', async ({ page, axe, javaScriptEnabled }) => {
    await passAgeGateOn(page, E2E_DOWN_URL);
    await page.goto(`${E2E_DOWN_URL}/no-such-page`);
    await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toBeVisible();
    await markDocument(page, javaScriptEnabled);
    // With JavaScript the listing's data comes from /product-listing.data; without, the document.
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/product-listing'));
    await page.getByRole('main').getByRole('link', { name: 'Browse Our Collection' }).click();
    expect((await answered).status()).toBe(503);
    await expect(page).toHaveURL(`${E2E_DOWN_URL}/product-listing`);
    await expectLoadError(page, UNREACHABLE);
    await expectSameDocument(page, javaScriptEnabled);
    await axe.check(page);
  });

  test('from a working page to a product whose API call fails: 502 inside the shell', async ({ page, axe, javaScriptEnabled }) => {
    await passAgeGate(page);
    await page.goto('/product-listing');
    await expect(page.getByRole('heading', { level: 1, name: 'New Arrivals' })).toBeVisible();
    await markDocument(page, javaScriptEnabled);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(`/product/${FAILING_PRODUCT}`));
    if (javaScriptEnabled) {
      // No page links to a product that does not exist: ask the app's router, as a <Link> would.
      await page.evaluate(
        (to) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(to),
        `/product/${FAILING_PRODUCT}`,
      );
    } else {
      await page.goto(`/product/${FAILING_PRODUCT}`);
    }
    expect((await answered).status()).toBe(502);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/product/${FAILING_PRODUCT}`);
    await expectLoadError(page, NO_MESSAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'New Arrivals' })).toHaveCount(0);
    await expectSameDocument(page, javaScriptEnabled);
    await axe.check(page);
  });
});

/** With JavaScript, a mark on the window shows later that no document load happened. */
async function markDocument(page: Page, javaScriptEnabled: boolean): Promise<void> {
  if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function expectSameDocument(page: Page, javaScriptEnabled: boolean): Promise<void> {
  if (!javaScriptEnabled) return;
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'a client-side navigation').toBe(
    true,
  );
}
