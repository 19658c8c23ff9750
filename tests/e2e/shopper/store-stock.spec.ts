/**
 * Stock at the shopper's store (ADR 0155): with a store chosen, cards and the product page say
 * whether it has the bottle, and offer a one-click switch to the stores that do.
 */
import { test, expect, API_URL, passAgeGate } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { openCard, pickProducts, type PickedProduct } from '../buying/buying-helpers';
import { chooseStore, setStock, signedInShopperWithCart } from './shopper-helpers';

/** Seed store ids (shop-api/seed/stores-and-pages.ts): 1 Midtown, 2 Folsom, 5 Davis. */
const MIDTOWN = 1;
const FOLSOM = 2;
const DAVIS = 5;

async function sizesOf(product: PickedProduct): Promise<number[]> {
  const response = await fetch(`${API_URL}/product-detail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: product.product_id }),
  });
  const detail = (await response.json()) as { data: { product_detail: { variations: Array<{ variation_id: number }> } } };
  return detail.data.product_detail.variations.map((v) => v.variation_id);
}

/** A product of the test's own, none at Midtown, 9 at Folsom and 4 at Davis. */
async function productAtFolsomAndDavis(): Promise<PickedProduct> {
  const [product] = await pickProducts(1);
  await setStock(product.variation_id, 0);
  await setStock(product.variation_id, 9, FOLSOM);
  await setStock(product.variation_id, 4, DAVIS);
  return product;
}

async function storeLineOn(page: Page, scope: 'card' | 'product', product: PickedProduct) {
  if (scope === 'card') return (await openCard(page, product)).getByTestId('store-stock');
  await page.goto(`/product/${product.product_id}`);
  return page.locator('.variation-price').filter({ visible: true }).getByTestId('store-stock');
}

for (const scope of ['card', 'product'] as const) {
  test(`on the ${scope === 'card' ? 'product card' : 'product page'}: the chosen store's stock, and a switch to a store that has it`, async ({
    page,
    axe,
  }) => {
    const product = await productAtFolsomAndDavis();
    await passAgeGate(page);
    // Without a store chosen nothing changes.
    await storeLineOn(page, scope, product);
    await expect(page.getByTestId('store-stock')).toHaveCount(0);

    await chooseStore(page, 'pickup', MIDTOWN);
    let line = await storeLineOn(page, scope, product);
    await expect(line).toHaveText('Not at Midtown — in stock at Folsom and Davis');
    await axe.check(page);
    const here = page.url();
    await line.locator('xpath=..').getByRole('button', { name: 'Switch to Folsom' }).click();

    await expect(page).toHaveURL(here);
    await expect(page.getByTestId('store-current')).toContainText('Sutter Street');
    line =
      scope === 'card' ? page.locator(`[data-testid="product-card"][data-uid="${product.uid}"]`).first().getByTestId('store-stock') : line;
    await expect(line).toHaveText('In stock at Folsom');

    // A few left: it says how many.
    await setStock(product.variation_id, 2, FOLSOM);
    await expect(async () => {
      await page.reload();
      await expect(line).toHaveText('Only 2 left at Folsom', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });
}

test('"Available at my store" filters the listing to the chosen store, as a chip in the URL', async ({ page, javaScriptEnabled }) => {
  const [product] = await pickProducts(1);
  // Every size at Folsom only: the filter counts any size in stock.
  for (const variationId of await sizesOf(product)) await setStock(variationId, 0);
  await setStock(product.variation_id, 5, FOLSOM);
  await passAgeGate(page);
  await chooseStore(page, 'pickup', MIDTOWN);
  const listing = `/product-listing?search=${encodeURIComponent(product.product_title)}`;
  const card = page.locator(`[data-testid="product-card"][data-uid="${product.uid}"]`);
  await page.goto(listing);
  await expect(card).toBeVisible();

  await page.getByLabel('Available at my store (Midtown)').check();
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]in_store=1(&|$)/);
  await expect(card).toHaveCount(0);
  const chip = page.getByRole('link', { name: 'Remove filter Available at my store: Midtown' });
  await expect(chip).toBeVisible();

  await chip.click();
  await expect(page).not.toHaveURL(/in_store/);
  await expect(card).toBeVisible();

  // At Folsom, which has it, the same filtered URL lists it.
  await chooseStore(page, 'pickup', FOLSOM);
  await page.goto(`${listing}&in_store=1`);
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove filter Available at my store: Folsom' })).toBeVisible();
});

async function fixClock(now: string | null) {
  const response = await fetch(`${new URL(API_URL).origin}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  expect(response.status).toBe(200);
}

test.describe('pickup ready times at fixed clock times', () => {
  test.afterEach(() => fixClock(null));

  test('the product page and checkout say when a pickup at the chosen store is ready', async ({ page }) => {
    const { products } = await signedInShopperWithCart(page, 1);
    await chooseStore(page, 'pickup', MIDTOWN);
    // Friday 27 November 2026, Sacramento time (UTC-8); Midtown opens 10-21 on weekdays.
    await fixClock('2026-11-27T14:00:00-08:00');
    await page.goto(`/product/${products[0].product_id}`);
    await expect(page.getByTestId('pickup-ready')).toHaveText('Ready today after 4 pm');

    await fixClock('2026-11-27T19:30:00-08:00');
    await page.goto('/checkout');
    await expect(page.getByTestId('pickup-ready')).toHaveText('Ready tomorrow after 10 am');

    // Delivery has no pickup time.
    await chooseStore(page, 'delivery', MIDTOWN);
    await page.goto(`/product/${products[0].product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('pickup-ready')).toHaveCount(0);
  });
});
