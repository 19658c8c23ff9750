import { test, expect, failPaymentStarts, postForm, passAgeGate, registerUser, signIn, signInThroughOpenDialog } from '../support/fixtures';
import {
  DECLINE_CARD,
  SUCCESS_CARD,
  VALID_BILLING,
  addFromCard,
  clickAndSettle,
  expectCartCount,
  expectToast,
  fillBilling,
  payWithCard,
  pickProducts,
  placeOrderThroughApi,
} from './buying-helpers';
import { signedInShopperWithCart } from '../shopper/shopper-helpers';

test('a declined card shows Payment failed! and keeps the cart', async ({ page, axe, javaScriptEnabled }) => {
  const [product] = await pickProducts(1);
  const user = await registerUser();
  await passAgeGate(page);
  await signIn(page, user);
  await addFromCard(page, product);
  await expectCartCount(page, 1);

  await page.goto('/checkout');
  await fillBilling(page, VALID_BILLING, javaScriptEnabled);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payWithCard(page, DECLINE_CARD);

  await expect(page.getByRole('heading', { name: 'Payment failed!' })).toBeVisible();
  await expect(page.getByText('Oops! Something went wrong, and your payment couldn’t be processed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /dialog=contact-us/);
  await axe.check(page);
  await expectCartCount(page, 1);

  // The same order can be paid again from here.
  await page.getByRole('button', { name: 'Try payment again' }).click();
  await expect(page.getByRole('heading', { name: /^Pay \$/ })).toBeVisible();
});

test('three failed payment starts leave one order awaiting payment, and the next attempt reaches the card page', async ({
  page,
  axe,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const { user } = await signedInShopperWithCart(page, 1);
  await failPaymentStarts(user, 3);

  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  const unavailable = page.getByRole('alert').filter({ hasText: 'The payment page could not be opened. Please try again.' });
  for (let attempt = 1; attempt <= 3; attempt++) {
    // Each attempt from a freshly loaded checkout page, as a shopper coming back to it would.
    await page.goto('/checkout');
    await fillBilling(page, VALID_BILLING, javaScriptEnabled);
    await clickAndSettle(page, placeOrder, '/checkout');
    await expect(unavailable).toBeVisible();
  }
  await axe.check(page);
  await expectCartCount(page, 1);

  await page.goto('/account/orders');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Awaiting payment');
  const id = /Order #(\d+)/.exec(await rows.getByRole('link').innerText())?.[1];

  await page.goto('/checkout');
  await fillBilling(page, VALID_BILLING, javaScriptEnabled);
  await placeOrder.click();
  await payWithCard(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Succeses!' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('id'), 'the pending order was paid, not a new one').toBe(id);
  await page.goto('/account/orders');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Paid');
});

test('pickup checkout asks no address', async ({ page, axe }) => {
  const [product] = await pickProducts(1);
  await passAgeGate(page);
  const chosen = await postForm(page, '/resources/location', { type: 'pickup', location_id: '1', redirectTo: '/' });
  expect(chosen.status()).toBe(303);
  await addFromCard(page, product);
  await page.goto('/checkout');

  await expect(page.getByLabel(/^First name/)).toBeVisible();
  await expect(page.getByLabel(/^Phone/)).toBeVisible();
  for (const label of [
    /^Company name/,
    /^Country \/ Region/,
    /^Street address/,
    /^Apartment/,
    /^Town \/ City/,
    /^Country \(Optional\)/,
    /^Post code/,
  ]) {
    await expect(page.getByLabel(label)).toHaveCount(0);
  }
  await expect(page.getByText('Your product is ready for pickup at our store within 1-2 weeks.')).toBeVisible();
  await axe.check(page);
});

test('a country picked while the page is still loading is kept when the searchable list takes over', async ({
  page,
  axe,
  javaScriptEnabled,
}) => {
  const [product] = await pickProducts(1);
  await passAgeGate(page);
  await addFromCard(page, product);
  // Hold the client entry: the page stays as the server drew it, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/checkout', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Country / Region' }).and(page.locator('select')).selectOption('Brazil');
  release();

  if (javaScriptEnabled) {
    const combo = page.getByRole('combobox', { name: 'Country / Region' }).and(page.locator('input'));
    await expect(combo).toHaveValue('Brazil');
    await expect(page.locator('input[type="hidden"][name="country"]')).toHaveValue('Brazil');
  } else {
    await expect(page.getByRole('combobox', { name: 'Country / Region' })).toHaveValue('Brazil');
  }
  await axe.check(page);
});

test('a visitor reaching Place Order is asked to log in, and keeps what they typed', async ({ page, javaScriptEnabled }) => {
  const [product] = await pickProducts(1);
  await passAgeGate(page);
  await addFromCard(page, product);
  await page.goto('/checkout');
  await expect(page.getByRole('link', { name: 'Click here to login' })).toHaveAttribute('href', /dialog=login/);
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', /dialog=register/);

  await fillBilling(page, VALID_BILLING, javaScriptEnabled);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\?dialog=login/);
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expectToast(page, 'Please log in to place your order.');

  // Logged in, the form still holds the visitor's details and the cart came along.
  const user = await registerUser();
  await signInThroughOpenDialog(page, user);
  await page.goto('/checkout');
  await expect(page.getByLabel(/^Street address/)).toHaveValue(VALID_BILLING.address);
  await expect(page.getByLabel(/^Last name/)).toHaveValue(VALID_BILLING.lastName);
  await expect(page.getByRole('region', { name: 'Your Order' }).getByText(product.product_title)).toBeVisible();
});

test("another shopper's order id leads to order-not-found", async ({ page, axe }) => {
  const [product] = await pickProducts(1);
  const owner = await registerUser();
  const orderId = await placeOrderThroughApi(owner, product);

  const stranger = await registerUser();
  await passAgeGate(page);
  await signIn(page, stranger);
  await page.goto(`/payment?id=${orderId}`);
  await expect(page).toHaveURL(/\/order-not-found$/);
  await expect(page.getByRole('heading', { name: 'OOPS!' })).toBeVisible();
  await expect(page.getByText('It looks like the order ID you entered is incorrect or doesn’t exist!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Need help? Contact Support' })).toHaveAttribute('href', /dialog=contact-us/);
  await axe.check(page);

  // An id on any page is an order id too; nonsense ids are not found either.
  await page.goto(`/product-listing?id=${orderId}`);
  await expect(page).toHaveURL(/\/order-not-found$/);
  await page.goto('/payment?id=abc');
  await expect(page).toHaveURL(/\/order-not-found$/);
});

test('checkout with an empty cart goes back to the cart', async ({ page }) => {
  await passAgeGate(page);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/your-shopping-cart$/);
  await expectToast(page, 'Your Cart is Empty');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
