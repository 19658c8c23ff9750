/**
 * Issue 14 (ADR 0121): guests' catalogue pages are shared for CATALOGUE_TTL_MS, the cart and
 * checkout never are. Against the clustered production start (`scripts/start.mjs`, two storefront
 * workers, each with its own cache), a price or stock change made in the API's database shows on
 * the product page within the stated time, and at once in the cart and at checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_TTL_MS } from '~/lib/catalogue.server';
import { PAGE_CACHE_TTL_MS } from '~/lib/page-cache.server';
import { cookiesOf, startStorefront, type RunningStorefront } from '../security/support/storefront-server';

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
  shop = await startStorefront({ args: ['scripts/start.mjs'], env: { E2E_TEST_HOOKS: '1', WEB_CONCURRENCY: '2' } });
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
