/**
 * Issue 14 (ADR 0121, ADR 0125): catalogue pages are shared for CATALOGUE_TTL_MS, the cart and
 * checkout never are. Against the clustered production start (`scripts/start.mjs`, two storefront
 * workers, each with its own cache):
 *   - a price or stock change made beside the API (a back office writing to its database) shows
 *     on the product page within the stated time, and at once in the cart and at checkout;
 *   - stock a payment takes through the API shows on every worker's product page at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_TTL_MS } from '~/lib/catalogue.server';
import { PAGE_CACHE_TTL_MS } from '~/lib/page-cache.server';
import {
  cookiesOf,
  registerShopperAt,
  SHOPPER_PASSWORD,
  startStorefront,
  type RunningStorefront,
} from '../security/support/storefront-server';

/** The stated time: the catalogue data's cache, then the rendered page's (ADR 0124). */
const FRESH_WITHIN_MS = CATALOGUE_TTL_MS + PAGE_CACHE_TTL_MS;

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

/** Polls the product page until `seen` holds; resolves with how long that took. */
async function productPageShows(seen: (html: string) => boolean): Promise<number> {
  const changed = Date.now();
  while (Date.now() - changed < FRESH_WITHIN_MS + 2_000) {
    if (seen(await pageOf('/product/1'))) return Date.now() - changed;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Infinity;
}

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

describe('a price change in the API', () => {
  it('shows at once in the cart and at checkout, and on the product page within the cache time', async () => {
    // Both workers' caches hold the old page (round-robin: consecutive requests alternate).
    for (let i = 0; i < 4; i++) expect(await pageOf('/product/1')).not.toContain('$77.77');

    await changeVariation({ regular_price: 88.88, sale_price: 77.77 });

    expect(await pageOf('/your-shopping-cart')).toContain('$77.77');
    expect(await pageOf('/checkout')).toContain('$77.77');
    expect(await productPageShows((html) => html.includes('$77.77'))).toBeLessThanOrEqual(FRESH_WITHIN_MS + 500);
  }, 60_000);
});

describe('a stock change in the API', () => {
  it('shows on the product page within the cache time', async () => {
    const stockOf = (html: string) => /"availability":"https:\/\/schema.org\/(\w+)"/.exec(html)?.[1];
    expect(stockOf(await pageOf('/product/1'))).toBe('InStock');

    await changeVariation({ stock: 0 });

    expect(await productPageShows((html) => stockOf(html) === 'OutOfStock')).toBeLessThanOrEqual(FRESH_WITHIN_MS + 500);
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
    const stockOf = (html: string) => /"availability":"https:\/\/schema.org\/(\w+)"/.exec(html)?.[1];
    await changeVariation({ stock: 1 });
    // Past the cache time, both workers' caches hold the in-stock page.
    await new Promise((resolve) => setTimeout(resolve, FRESH_WITHIN_MS + 250));
    for (let i = 0; i < 4; i++) expect(stockOf(await pageOf('/product/1'))).toBe('InStock');

    const email = await registerShopperAt(shop.origin);
    const { token } = await apiCall('/login', { email_address: email, password: SHOPPER_PASSWORD });
    const { order_id } = await apiCall(
      '/place-order',
      {
        products: [{ product_id: 1, variation_id: variation.variation_id, quantity: 1 }],
        order_delivery_type: 'pickup',
        billing_first_name: 'Ada',
        billing_last_name: 'Vintner',
        billing_email: email,
        billing_phone: '+1 916 555 0100',
      },
      token,
      201,
    );
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

    // No waiting for the cache time: every following page, on either worker, says so.
    for (let i = 0; i < 4; i++) expect(stockOf(await pageOf('/product/1'))).toBe('OutOfStock');
  }, 60_000);
});
