/**
 * The cart warns before checkout when the chosen store cannot supply a line (ADR 0155): the line
 * says which stores can, with a one-click switch back to the cart, and a status above the
 * checkout button sums it up. A visitor's cart (priced by /price-lines) and a signed-in one (the
 * API's /cart), each with JavaScript on and off.
 */
import { writeFileSync } from 'node:fs';
import { test, expect, passAgeGate } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { nuErrors } from '../support/nu-checker';
import { addFromCard, clickAndSettle, pickProducts, type PickedProduct } from '../buying/buying-helpers';
import { chooseStore, setStock, signedInShopperWithCart } from './shopper-helpers';

/** Seed store ids (shop-api/seed/stores-and-pages.ts): 1 Midtown, 2 Folsom, 5 Davis (pickup only). */
const MIDTOWN = 1;
const FOLSOM = 2;
const DAVIS = 5;

/** The product's stock: none anywhere but the stores given. */
async function stockOnlyAt(product: PickedProduct, stores: Array<[storeId: number, stock: number]>) {
  await setStock(product.variation_id, 0);
  for (const [storeId, stock] of stores) await setStock(product.variation_id, stock, storeId);
}

const cartRow = (page: Page, product: PickedProduct) => page.getByTestId('cart-row').filter({ hasText: product.product_title });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: 'in your cart' });

/** After the switch: back on the cart, Folsom chosen (its title names Sutter Street), nothing to warn of. */
async function expectSwitchedToFolsom(page: Page) {
  await expect(page).toHaveURL(/\/your-shopping-cart$/);
  await expect(page.getByTestId('store-current')).toContainText('Sutter Street');
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await expect(page.getByTestId('store-stock')).toHaveCount(0);
  await expect(page.getByTestId('store-shortfall')).toHaveCount(0);
}

/** The server's HTML of the cart, warnings and switch forms included, passes the Nu checker (ADR 0072). */
async function expectValidHtml(page: Page, file: string) {
  writeFileSync(file, await (await page.request.get('/your-shopping-cart')).text());
  expect(await nuErrors([file]), 'Nu checker errors').toEqual([]);
}

test('a visitor’s cart line not at the chosen pickup store names the stores that have it, and switches', async ({
  page,
  axe,
  javaScriptEnabled,
}, testInfo) => {
  const [product] = await pickProducts(1);
  await stockOnlyAt(product, [
    [FOLSOM, 9],
    [DAVIS, 4],
  ]);
  await passAgeGate(page);
  await addFromCard(page, product);

  // No store chosen: no warning.
  await page.goto('/your-shopping-cart');
  await expect(cartRow(page, product)).toBeVisible();
  await expect(page.getByTestId('store-stock')).toHaveCount(0);
  await expect(page.getByTestId('store-shortfall')).toHaveCount(0);

  await chooseStore(page, 'pickup', MIDTOWN);
  await page.goto('/your-shopping-cart');
  const warning = cartRow(page, product).getByTestId('store-stock');
  await expect(warning).toHaveText('Not at Midtown — in stock at Folsom and Davis');
  await expect(summary(page)).toHaveText('One product in your cart is not available at Midtown: see its line before checkout.');
  await axe.check(page);
  if (!javaScriptEnabled) await expectValidHtml(page, testInfo.outputPath('cart.html'));
  else {
    // The header cart's slide-over has a Checkout link of its own: it warns too.
    await page.goto('/');
    await page.getByRole('link', { name: /^Cart, \d+ items$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'my Cart' });
    await expect(drawer.getByTestId('store-stock')).toHaveText('Not at Midtown — in stock at Folsom and Davis');
    await expect(drawer.getByTestId('store-shortfall')).toHaveText(
      'One product in your cart is not available at Midtown: see its line before checkout.',
    );
    await axe.check(page);
    await page.keyboard.press('Escape');
    await page.goto('/your-shopping-cart');
  }

  await cartRow(page, product).getByRole('button', { name: 'Switch to Folsom' }).click();
  await expectSwitchedToFolsom(page);
});

test('a signed-in delivery cart warns when the quantity outgrows the chosen store, and switches', async ({ page, axe }) => {
  const {
    products: [product],
  } = await signedInShopperWithCart(page, 1);
  // Davis has plenty but does not deliver: it is not offered to a delivery shopper.
  await stockOnlyAt(product, [
    [MIDTOWN, 2],
    [FOLSOM, 9],
    [DAVIS, 9],
  ]);
  await chooseStore(page, 'delivery', MIDTOWN);
  await page.goto('/your-shopping-cart');
  const row = cartRow(page, product);
  const increase = row.getByRole('button', { name: `Increase quantity of ${product.product_title}` });

  // Two of the two at Midtown: nothing to warn of.
  await clickAndSettle(page, increase, '/resources/cart');
  await expect(row.getByRole('spinbutton')).toHaveValue('2');
  await expect(row.getByTestId('store-stock')).toHaveCount(0);
  await expect(page.getByTestId('store-shortfall')).toHaveCount(0);

  await clickAndSettle(page, increase, '/resources/cart');
  await expect(row.getByTestId('store-stock')).toHaveText('Only 2 left at Midtown — in stock at Folsom');
  await expect(summary(page)).toHaveText('One product in your cart is not available at Midtown: see its line before checkout.');
  await expect(row.getByRole('button', { name: 'Switch to Davis' })).toHaveCount(0);
  await axe.check(page);

  await row.getByRole('button', { name: 'Switch to Folsom' }).click();
  await expectSwitchedToFolsom(page);
  await expect(row.getByRole('spinbutton')).toHaveValue('3');
});
