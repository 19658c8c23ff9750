/**
 * No overselling in the browser (ADR 0053): a shopper checks out the last unit of a product, another
 * shopper pays for all of that stock first, and the first shopper's payment is refused with a
 * clear "sold out" page (no 500, no charge) that leads back to the storefront's cart.
 */
import { test, expect, passAgeGate, registerUser, signIn, API_URL, type TestUser } from '../support/fixtures';
import { VALID_BILLING, fillBilling } from '../buying/buying-helpers';

interface Card {
  product_id: number;
  product_title: string;
  product_stock: number;
  variation_id: number | null;
}

async function api<T>(path: string, body: unknown, token?: string) {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: T; message?: string } };
}

/** A product with little stock (1-10), from the end of the catalogue, one per project. */
async function lowStockProduct(project: string): Promise<Card & { variation_id: number }> {
  const found: Card[] = [];
  for (let page = 18; page >= 1 && found.length < 2; page -= 1) {
    const { body } = await api<{ products: Card[] }>('/products', { page });
    for (const p of body.data.products) if (p.variation_id !== null && p.product_stock >= 1 && p.product_stock <= 10) found.push(p);
  }
  const product = found[project === 'no-js' ? 1 : 0];
  expect(product, 'a low-stock product in the seed').toBeTruthy();
  return product as Card & { variation_id: number };
}

const token = async (user: TestUser) =>
  (await api<{ token: string }>('/login', { email_address: user.email, password: user.password })).body.data.token;

/** Another shopper buys and pays for every unit left, straight through the API. */
async function rivalBuysAll(product: Card & { variation_id: number }, quantity: number) {
  const rival = await token(await registerUser({ firstname: 'Rival' }));
  const placed = await api<{ order_id: number }>(
    '/place-order',
    {
      products: [{ product_id: product.product_id, variation_id: product.variation_id, quantity }],
      order_delivery_type: 'pickup',
      billing_first_name: 'Rival',
      billing_last_name: 'Shopper',
      billing_email: 'rival@example.com',
      billing_phone: '+1 916 555 0199',
    },
    rival,
  );
  expect(placed.status, placed.body.message).toBe(201);
  const intent = await api<{ payment_url: string }>('/create-payment-intent', { order_id: placed.body.data.order_id }, rival);
  const paid = await fetch(intent.body.data.payment_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: 'Rival Shopper',
      card_number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

test('the shopper who loses the last unit is told it sold out and is not charged', async ({ page, axe, javaScriptEnabled }, testInfo) => {
  test.setTimeout(90_000);
  const product = await lowStockProduct(testInfo.project.name);
  const user = await registerUser();
  await passAgeGate(page);
  await signIn(page, user);
  const added = await api(
    '/cart',
    { action: 'add', product_id: product.product_id, variation_id: product.variation_id, quantity: 1 },
    await token(user),
  );
  expect(added.status).toBe(201);

  await page.goto('/your-shopping-cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await fillBilling(page, VALID_BILLING, javaScriptEnabled);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: /^Pay \$/ })).toBeVisible();

  // While the shopper types the card, someone else pays for every unit left.
  await rivalBuysAll(product, product.product_stock);

  await page.getByLabel('Name on card').fill('Ada Vintner');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page.getByRole('heading', { name: 'Sorry, this product just sold out' })).toBeVisible();
  await expect(page.getByText(`${product.product_title} sold out before your payment`)).toBeVisible();
  await expect(page.getByText('Your card was not charged.')).toBeVisible();
  await axe.check(page);
  await page.getByRole('link', { name: 'Back to your cart' }).click();
  await expect(page).toHaveURL(/\/your-shopping-cart$/);
});
