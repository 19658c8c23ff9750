/**
 * ADR 0121, 0125, 0152: catalogue data is shared and kept, the cart and checkout never are.
 * Against the clustered production start (`scripts/start.mjs`, two storefront workers, each with
 * its own cache, and the API's read cache in the primary), every catalogue change reaches every
 * cache at once, whoever made it:
 *   - a price or stock change made beside the API (a back office writing to its database) shows
 *     on every worker's product page, in the cart and at checkout at once;
 *   - stock a payment takes through the API shows on every worker's product page at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  pickupOrderOfOne,
  registerShopperAt,
  SHOPPER_PASSWORD,
  startStorefront,
  type RunningStorefront,
} from '../security/support/storefront-server';

let shop: RunningStorefront;
let cookie = '';
let variation: { variation_id: number; uid: string };

const pageOf = async (path: string) => (await fetch(`${shop.origin}${path}`, { headers: { cookie } })).text();

async function changeVariation(changes: Record<string, number>) {
  const response = await fetch(`${shop.origin}/__test/variation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variation_id: variation.variation_id, ...changes }),
  });
  expect(response.status).toBe(200);
}

/** The product page as each worker serves it (round-robin: consecutive requests alternate). */
async function productPageOnEveryWorker(): Promise<string[]> {
  const pages: string[] = [];
  for (let i = 0; i < 4; i++) pages.push(await pageOf('/product/1'));
  return pages;
}

const stockOf = (html: string) => /"availability":"https:\/\/schema.org\/(\w+)"/.exec(html)?.[1];

beforeAll(async () => {
  shop = await startStorefront({ env: { E2E_TEST_HOOKS: '1', WEB_CONCURRENCY: '2' } });
  const gate = await fetch(`${shop.origin}/resources/age-gate`, {
    method: 'POST',
    headers: shop.formHeaders(),
    body: new URLSearchParams({ answer: 'yes', redirectTo: '/' }),
    redirect: 'manual',
  });
  cookie = cookiesOf(gate);
  const detail = await fetch(`${shop.origin}/api/v1/product-detail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: 1 }),
  });
  const product = ((await detail.json()) as any).data.product_detail;
  variation = { variation_id: product.variations[0].variation_id, uid: String(product.uid ?? product.id) };
  const added = await fetch(`${shop.origin}/resources/cart`, {
    method: 'POST',
    headers: shop.formHeaders({ cookie }),
    body: new URLSearchParams({
      intent: 'add',
      product_id: '1',
      uid: variation.uid,
      variation_id: String(variation.variation_id),
      quantity: '1',
      redirectTo: '/',
    }),
    redirect: 'manual',
  });
  expect(added.status).toBe(303);
  cookie = cookiesOf(added, cookie);
}, 300_000);

afterAll(() => shop?.stop());

describe('a price change made beside the API', () => {
  it("shows at once in the cart, at checkout and on every worker's product page", async () => {
    // Both workers' caches and the API's hold the old page.
    for (const html of await productPageOnEveryWorker()) expect(html).not.toContain('$77.77');

    await changeVariation({ regular_price: 88.88, sale_price: 77.77 });

    expect(await pageOf('/your-shopping-cart')).toContain('$77.77');
    expect(await pageOf('/checkout')).toContain('$77.77');
    for (const html of await productPageOnEveryWorker()) expect(html).toContain('$77.77');
  }, 60_000);
});

describe('a stock change made beside the API', () => {
  it("shows on every worker's product page at once", async () => {
    for (const html of await productPageOnEveryWorker()) expect(stockOf(html)).toBe('InStock');

    await changeVariation({ stock: 0 });

    for (const html of await productPageOnEveryWorker()) expect(stockOf(html)).toBe('OutOfStock');
  }, 60_000);
});

/** The API's own JSON answer's data, failing the test on anything but `status`. */
async function apiCall(path: string, body: unknown, token?: string, status = 200): Promise<any> {
  const response = await fetch(`${shop.origin}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(status);
  return ((await response.json()) as { data: unknown }).data;
}

describe('a payment through the API', () => {
  it('takes the last bottle off the product page at once, on every worker', async () => {
    await changeVariation({ stock: 1 });
    for (const html of await productPageOnEveryWorker()) expect(stockOf(html)).toBe('InStock');

    const email = await registerShopperAt(shop.origin);
    const { token } = await apiCall('/login', { email_address: email, password: SHOPPER_PASSWORD });
    const { order_id } = await apiCall('/place-order', pickupOrderOfOne(1, variation.variation_id, email), token, 201);
    const { payment_url } = await apiCall('/create-payment-intent', { order_id }, token);
    const paid = await fetch(`${shop.origin}${new URL(payment_url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Ada Vintner',
        card_number: '4242 4242 4242 4242',
        expiry: `12/${(new Date().getFullYear() + 1) % 100}`,
        cvc: '123',
      }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    // No waiting for a cache time: every following page, on either worker, says so.
    for (const html of await productPageOnEveryWorker()) expect(stockOf(html)).toBe('OutOfStock');
  }, 60_000);
});
