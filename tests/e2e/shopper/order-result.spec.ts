/**
 * The card page carries the shop's name and logo; the payment result shows the order (number,
 * lines, totals, pickup or delivery details) under its texts (docs/product.md, "Texts that matter").
 */
import { test, expect } from '../support/fixtures';
import { clickAndSettle, expectToast, payWithCard, SUCCESS_CARD, DECLINE_CARD } from '../buying/buying-helpers';
import { chooseStore, orderAwaitingPayment, placeOrder, signedInShopperWithCart } from './shopper-helpers';

test('a paid pickup order: logo on the card page, the order summary under Succeses!', async ({ page, axe, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const { products } = await signedInShopperWithCart(page, 2);
  await chooseStore(page, 'pickup', 1);
  await placeOrder(page, 'pickup', javaScriptEnabled);
  await expect(page.getByRole('img', { name: 'Liquor Express' })).toBeVisible();
  await payWithCard(page, SUCCESS_CARD);

  await expect(page.getByRole('heading', { name: 'Succeses!' })).toBeVisible();
  await expect(page.getByText('Your order is successfully placed.')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id');
  const summary = page.getByRole('region', { name: `Order #${id}` });
  for (const product of products) await expect(summary.getByRole('listitem').filter({ hasText: product.product_title })).toBeVisible();
  await expect(summary.getByText('Pickup at', { exact: true })).toBeVisible();
  await expect(summary.getByText('Liquor Express Midtown Sacramento')).toBeVisible();
  await expect(summary.getByText('Your product is ready for pickup at our store within 1-2 weeks.')).toBeVisible();
  await expect(page.getByTestId('order-summary-total')).toHaveText(/^\$\d+\.\d\d$/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await axe.check(page);
});

test('a declined delivery order shows its summary with the delivery address under Payment failed!', async ({
  page,
  axe,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await signedInShopperWithCart(page, 1);
  await chooseStore(page, 'delivery', 1);
  await placeOrder(page, 'delivery', javaScriptEnabled);
  await payWithCard(page, DECLINE_CARD);
  await expect(page.getByRole('heading', { name: 'Payment failed!' })).toBeVisible();
  const summary = page.getByRole('region', { name: /^Order #\d+$/ });
  await expect(summary.getByText('Deliver to', { exact: true })).toBeVisible();
  await expect(summary.getByText('Rua das Videiras 21, Sacramento, 95814, Brazil')).toBeVisible();
  await expect(summary.getByText('Delivery', { exact: true })).toBeVisible();
  await expect(summary.getByText('$4.99')).toBeVisible();
  await axe.check(page);
});

test('Try payment again pays an order whose payment page could not be opened', async ({ page, axe, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  // Checkout's start fails, then the result page's first retry; the second retry opens the card page.
  const id = await orderAwaitingPayment(page, javaScriptEnabled, 2);

  await page.goto(`/payment?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await axe.check(page);
  const retry = page.getByRole('button', { name: 'Try payment again' });
  await clickAndSettle(page, retry, '/payment');
  await expectToast(page, 'The payment page could not be opened. Please try again.');
  await expect(page).toHaveURL(new RegExp(`/payment\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();

  await retry.click();
  await payWithCard(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Succeses!' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('id')).toBe(id);
  await page.goto(`/account/orders/${id}`);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});
