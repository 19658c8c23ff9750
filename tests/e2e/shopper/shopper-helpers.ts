/**
 * Helpers for the shopper tests: a signed-in shopper with a cart, a chosen store, and an
 * order paid through the hosted card page.
 */
import type { Page } from '@playwright/test';
import { API_URL, expect, failPaymentStarts, passAgeGate, postForm, registerUser, signIn, type TestUser } from '../support/fixtures';
import {
  VALID_BILLING,
  addFromCard,
  clickAndSettle,
  fillBilling,
  payWithCard,
  pickProducts,
  SUCCESS_CARD,
  type PickedProduct,
} from '../buying/buying-helpers';

/** A newly registered shopper, signed in, with `count` products of the test's own in the cart. */
export async function signedInShopperWithCart(page: Page, count = 1): Promise<{ user: TestUser; products: PickedProduct[] }> {
  const products = await pickProducts(count);
  await passAgeGate(page);
  const user = await registerUser();
  await signIn(page, user);
  for (const product of products) await addFromCard(page, product);
  return { user, products };
}

export async function chooseStore(page: Page, type: 'pickup' | 'delivery', locationId = 1): Promise<void> {
  const chosen = await postForm(page, '/resources/location', { type, location_id: String(locationId), redirectTo: '/' });
  expect(chosen.status()).toBe(303);
}

/**
 * Sets a variation's stock as a back office would (test hook POST /__test/variation): at one
 * store with `storeId`, else all of it at the first store and none elsewhere (ADR 0155).
 */
export async function setStock(variationId: number, stock: number, storeId?: number): Promise<void> {
  const response = await fetch(`${new URL(API_URL).origin}/__test/variation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variation_id: variationId, stock, ...(storeId ? { store_id: storeId } : {}) }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** From /checkout: fills the form for the mode shown and presses Place Order, waiting for the answer. */
async function tryToPlaceOrder(page: Page, type: 'pickup' | 'delivery', javaScriptEnabled: boolean): Promise<void> {
  await page.goto('/checkout');
  const billing =
    type === 'delivery'
      ? VALID_BILLING
      : { firstName: VALID_BILLING.firstName, lastName: VALID_BILLING.lastName, phone: VALID_BILLING.phone, email: VALID_BILLING.email };
  await fillBilling(page, billing, javaScriptEnabled);
  await clickAndSettle(page, page.getByRole('button', { name: 'Place Order' }), '/checkout');
}

/**
 * A signed-in shopper's pickup order whose payment page could not be opened: the next `failures`
 * payment starts fail, checkout's first. Ends on My orders, which lists it; answers its number.
 */
export async function orderAwaitingPayment(page: Page, javaScriptEnabled: boolean, failures = 1): Promise<string> {
  const { user } = await signedInShopperWithCart(page, 1);
  await chooseStore(page, 'pickup', 1);
  await failPaymentStarts(user, failures);
  await tryToPlaceOrder(page, 'pickup', javaScriptEnabled);
  await expect(page.getByRole('alert').filter({ hasText: 'The payment page could not be opened. Please try again.' })).toBeVisible();

  await page.goto('/account/orders');
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Awaiting payment');
  const id = /Order #(\d+)/.exec(await row.getByRole('link').innerText())?.[1];
  expect(id, 'the order number on My orders').toMatch(/^\d+$/);
  return id!;
}

/** From /checkout: fills the form for the mode shown and places the order (ends on the card page). */
export async function placeOrder(page: Page, type: 'pickup' | 'delivery', javaScriptEnabled: boolean): Promise<void> {
  await tryToPlaceOrder(page, type, javaScriptEnabled);
  await expect(page.getByRole('heading', { name: /^Pay \$/ })).toBeVisible();
}

/** Places the order and pays with `card`; returns the order id from the result page's URL. */
export async function checkoutAndPay(
  page: Page,
  type: 'pickup' | 'delivery',
  javaScriptEnabled: boolean,
  card = SUCCESS_CARD,
): Promise<number> {
  await placeOrder(page, type, javaScriptEnabled);
  await payWithCard(page, card);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  expect(id).toBeGreaterThan(0);
  return id;
}
