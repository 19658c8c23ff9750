/**
 * A paid order's lines leave the cart on the server when the payment succeeds (ADR 0070), so the
 * result page and every later page show the cart without them: no 'Continue', no JavaScript
 * needed, and no GET that changes state.
 */
import { test, expect, postForm } from '../support/fixtures';
import { DECLINE_CARD, SUCCESS_CARD, expectCartCount, payWithCard, pickProducts } from '../buying/buying-helpers';
import { checkoutAndPay, placeOrder, signedInShopperWithCart } from './shopper-helpers';

test('the paid lines are gone from the cart as soon as the result page shows', async ({ page, axe, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  // With JavaScript the result page also posts a clean-up by itself; hold that back so the test
  // sees what the server did on its own (a shopper may close the tab before it is sent): the
  // POST is held unanswered (an aborted one would show the error boundary instead).
  await page.route(
    (url) => url.pathname.startsWith('/payment'),
    (route) => (route.request().method() === 'POST' ? undefined : route.fallback()),
  );
  await signedInShopperWithCart(page, 2);
  await expectCartCount(page, 2);

  await checkoutAndPay(page, 'delivery', javaScriptEnabled);
  await expect(page.getByRole('heading', { name: 'Succeses!' })).toBeVisible();
  await expectCartCount(page, 0);
  await axe.check(page);

  await page.reload();
  await expectCartCount(page, 0);
  await page.goto('/your-shopping-cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expectCartCount(page, 0);
});

test('a declined payment keeps the cart; a paid one removes only the ordered lines', async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  await signedInShopperWithCart(page, 1);
  await checkoutAndPay(page, 'delivery', javaScriptEnabled, DECLINE_CARD);
  await expect(page.getByRole('heading', { name: 'Payment failed!' })).toBeVisible();
  await expectCartCount(page, 1);

  // Order again, and add another product (as from another tab) while the card page is open.
  await placeOrder(page, 'delivery', javaScriptEnabled);
  const [later] = await pickProducts(1);
  const added = await postForm(page, '/resources/cart', {
    intent: 'add',
    product_id: String(later.product_id),
    uid: later.uid,
    variation_id: String(later.variation_id),
    quantity: '1',
    redirectTo: '/',
  });
  expect(added.status()).toBe(303);
  await payWithCard(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Succeses!' })).toBeVisible();
  await page.goto('/your-shopping-cart');
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await expect(page.getByTestId('cart-row')).toContainText(later.product_title);
});
