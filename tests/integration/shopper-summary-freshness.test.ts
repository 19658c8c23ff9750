/**
 * A signed-in shopper's badges and hearts show a change on the very next page, whichever
 * storefront worker answers it (ADR 0159: nothing about a shopper is kept between pages; this
 * guards that no cache ever comes between them again). Against the clustered production start (`scripts/start.mjs`, two storefront workers
 * with their own memory, the API in the primary): each step reads several pages in a row, so both
 * workers answer, and each of them must show the change.
 *   - the shopper's own "Add to Cart" and heart, followed as a browser follows the redirect;
 *   - a change made from another device (another sign-in of the same shopper);
 *   - the shopper's tokens ended elsewhere (expired): every worker signs the browser out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  honeypotFields,
  registerShopperAt,
  SHOPPER_PASSWORD,
  startStorefront,
  type RunningStorefront,
} from '../security/support/storefront-server';

let shop: RunningStorefront;
let email = '';
type Listed = { product_id: number; uid: string; variation_id: number; product_title: string };
let product: Listed;
let another: Listed;

/** Pages read in a row: node:cluster hands connections to the workers in turn. */
const READS = 6;

/** A browser of its own: keeps its cookies, follows redirects itself. */
function browser() {
  let cookie = '';
  const keep = (response: Response) => (cookie = cookiesOf(response, cookie));
  return {
    async get(path: string): Promise<{ status: number; html: string; location: string | null }> {
      // A new connection each time, so the cluster spreads them over the workers.
      const response = await fetch(`${shop.origin}${path}`, { headers: { cookie, connection: 'close' }, redirect: 'manual' });
      keep(response);
      return { status: response.status, html: await response.text(), location: response.headers.get('location') };
    },
    async post(path: string, fields: Record<string, string>): Promise<void> {
      const response = await fetch(`${shop.origin}${path}`, {
        method: 'POST',
        headers: shop.formHeaders({ cookie, connection: 'close' }),
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
      keep(response);
      expect(response.status, `${path} answers with its redirect`).toBe(303);
      // …which the browser follows at once (and which shows the toast).
      await this.get(response.headers.get('location') ?? '/');
    },
    async signIn() {
      await this.post('/resources/age-gate', { answer: 'yes', redirectTo: '/' });
      await this.post('/auth/login', {
        ...(await honeypotFields(shop.origin, cookie)),
        email_address: email,
        password: SHOPPER_PASSWORD,
        terms: 'on',
        redirectTo: '/',
      });
    },
  };
}
type Browser = ReturnType<typeof browser>;

const badge = (html: string, name: 'cart' | 'wishlist') => new RegExp(`data-testid="${name}-count">(\\d+)<`).exec(html)?.[1];

/** What READS page views in a row show: the cart badge, the wish-list badge, and the product's heart. */
async function seenBy(shopper: Browser, path = '/product-listing') {
  const seen = new Set<string>();
  for (let i = 0; i < READS; i++) {
    const { status, html } = await shopper.get(path);
    expect(status).toBe(200);
    const heart = html.includes(`aria-label="Remove ${product.product_title} from wish list"`) ? 'pressed' : 'not pressed';
    seen.add(`cart ${badge(html, 'cart')}, wish list ${badge(html, 'wishlist')}, heart ${heart}`);
  }
  return [...seen];
}

beforeAll(async () => {
  shop = await startStorefront({ env: { E2E_TEST_HOOKS: '1', WEB_CONCURRENCY: '2' } });
  email = await registerShopperAt(shop.origin);
  const listed = await fetch(`${shop.origin}/api/v1/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  [product, another] = ((await listed.json()) as any).data.products;
}, 300_000);

afterAll(async () => {
  await shop?.stop();
});

describe('a signed-in shopper’s badges and hearts, on every worker', () => {
  const phone = browser();
  const laptop = browser();
  const addToCart = (shopper: Browser, item = product) =>
    shopper.post('/resources/cart', {
      intent: 'add',
      product_id: String(item.product_id),
      uid: item.uid,
      variation_id: String(item.variation_id),
      quantity: '1',
      redirectTo: '/product-listing',
    });

  const setHeart = (shopper: Browser, intent: 'add' | 'delete') =>
    shopper.post('/resources/wishlist', {
      product_id: String(product.product_id),
      variation_id: String(product.variation_id),
      intent,
      redirectTo: '/product-listing',
    });

  it('shows the shopper’s own change on the next page, on every worker', async () => {
    await phone.signIn();
    expect(await seenBy(phone)).toEqual(['cart 0, wish list 0, heart not pressed']);

    await addToCart(phone);
    expect(await seenBy(phone)).toEqual(['cart 1, wish list 0, heart not pressed']);

    await setHeart(phone, 'add');
    expect(await seenBy(phone)).toEqual(['cart 1, wish list 1, heart pressed']);
  });

  it('shows a change made from another device on the next page, on every worker', async () => {
    await laptop.signIn();
    expect(await seenBy(laptop)).toEqual(['cart 1, wish list 1, heart pressed']);
    expect(await seenBy(phone, '/')).toEqual(['cart 1, wish list 1, heart pressed']);

    await addToCart(laptop, another);
    expect(await seenBy(phone)).toEqual(['cart 2, wish list 1, heart pressed']);
    await setHeart(laptop, 'delete');
    expect(await seenBy(phone)).toEqual(['cart 2, wish list 0, heart not pressed']);
    expect(await seenBy(phone, '/')).toEqual(['cart 2, wish list 0, heart not pressed']);
  });

  it('signs the browser out on the next page once the shopper’s tokens have ended elsewhere', async () => {
    expect(await seenBy(phone)).toEqual(['cart 2, wish list 0, heart not pressed']);
    const expired = await fetch(`${shop.origin}/__test/expire-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(expired.status).toBe(200);

    // Two new connections in a row: one to each worker.
    for (const shopper of [phone, laptop]) {
      const next = await shopper.get('/product-listing');
      expect(next.status, 'the forced sign-out').toBe(303);
      expect(next.location).toBe('/');
      const after = await shopper.get('/product-listing');
      expect(badge(after.html, 'cart'), 'a signed-out visitor’s empty cart').toBe('0');
      expect(/href="\/product-listing\?dialog=login">Sign in</.test(after.html), 'the Sign in link').toBe(true);
    }
  });
});
