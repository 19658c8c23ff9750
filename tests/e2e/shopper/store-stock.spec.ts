/**
 * Stock at the shopper's store (ADR 0155): with a store chosen, cards and the product page say
 * whether it has the bottle, and offer a one-click switch to the stores that do.
 */
import { test, expect, API_URL, passAgeGate } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { openCard, pickProducts, type PickedProduct } from '../buying/buying-helpers';
import { chooseStore } from './shopper-helpers';

/** Seed store ids (shop-api/seed/stores-and-pages.ts): 1 Midtown, 2 Folsom, 5 Davis. */
const MIDTOWN = 1;
const FOLSOM = 2;
const DAVIS = 5;

async function setStock(variationId: number, stock: number, storeId?: number) {
  const response = await fetch(`${new URL(API_URL).origin}/__test/variation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variation_id: variationId, stock, ...(storeId ? { store_id: storeId } : {}) }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
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
