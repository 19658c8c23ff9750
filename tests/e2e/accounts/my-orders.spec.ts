import { test, expect, passAgeGate, registerUser, signIn, signInThroughOpenDialog } from '../support/fixtures';
import { payWithCard, pickProducts, placeOrderThroughApi, SUCCESS_CARD } from '../buying/buying-helpers';
import { orderAwaitingPayment } from '../shopper/shopper-helpers';
import { waitForMail } from '../support/mail';

test('My orders: newest first, 10 a page, a detail page, and Pay now while unpaid', async ({ page, axe }) => {
  test.setTimeout(90_000);
  const [product] = await pickProducts(1);
  const user = await registerUser();
  const ids: number[] = [];
  for (let i = 0; i < 11; i++) ids.push(await placeOrderThroughApi(user, product, 1 + (i % 2)));
  const newest = ids[10];
  const oldest = ids[0];

  await passAgeGate(page);
  await signIn(page, user);
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'My orders' }).first().click();
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();

  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(`Order #${newest}`);
  await expect(rows.first()).toContainText('Awaiting payment');
  await expect(rows.first()).toContainText('Pickup');
  await expect(rows.first()).toContainText(/\$\d+\.\d\d/);
  await expect(page.getByRole('link', { name: `Order #${oldest}`, exact: true })).toHaveCount(0);
  await axe.check(page);

  await page.getByRole('link', { name: 'Older orders ›' }).click();
  await expect(page).toHaveURL(/\/account\/orders\?page=2$/);
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  await page.getByRole('link', { name: `Order #${oldest}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order #${oldest}` })).toBeVisible();
  const line = page.getByTestId('order-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.product_title);
  await expect(page.getByText('Pickup at')).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total \$\d+\.\d\d$/ })).toBeVisible();
  await axe.check(page);

  await page.getByRole('button', { name: 'Pay now' }).click();
  await payWithCard(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Succeses!' })).toBeVisible();

  await page.goto(`/account/orders/${oldest}`);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  // The order confirmation mail.
  const mail = await waitForMail(user.email, new RegExp(`order #${oldest} is confirmed`));
  expect(mail.text).toContain(product.product_title);
  expect(mail.text).toMatch(/Total: \$\d+\.\d\d/);
  expect(mail.text).toContain('Pickup at:');
});

test('an order whose payment page could not be opened is paid with Pay now on My orders', async ({ page, axe, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const id = await orderAwaitingPayment(page, javaScriptEnabled);
  const row = page.getByTestId('order-row');
  await axe.check(page);

  await row.getByRole('button', { name: `Pay now for order #${id}` }).click();
  await payWithCard(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Succeses!' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('id')).toBe(id);

  await page.goto('/account/orders');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
});

test('another shopper’s order number gives the order-not-found page', async ({ page }) => {
  const [product] = await pickProducts(1);
  const other = await registerUser({ firstname: 'Otto' });
  const theirs = await placeOrderThroughApi(other, product);
  const user = await registerUser();
  await passAgeGate(page);
  await signIn(page, user);
  await page.goto(`/account/orders/${theirs}`);
  await expect(page).toHaveURL(/\/order-not-found$/);
  await expect(page.getByRole('heading', { name: 'OOPS!' })).toBeVisible();
  await expect(page.getByText(product.product_title)).toHaveCount(0);
});

test('My orders asks a signed-out shopper to sign in and comes back after', async ({ page, axe }) => {
  const user = await registerUser();
  await passAgeGate(page);
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/account\/orders\?dialog=login$/);
  await signInThroughOpenDialog(page, user);
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
  await axe.check(page);
  const answer = await page.request.get('/account/orders');
  expect(answer.headers()['cache-control'], 'a personal page is never cached').toBe('private, no-store');
});
