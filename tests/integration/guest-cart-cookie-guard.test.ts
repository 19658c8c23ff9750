/**
 * Integration: a visitor's cart lives in the signed session cookie, which browsers drop past
 * 4 KB. Adding product after product through the real cart action (against a real shop API on the
 * seeded catalogue), the add that would not fit is refused with the visitor message and a 413,
 * every cookie the shop sets stays under the limit, and the lines already in the cart are kept.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, TEST_ORIGIN, type TestShop } from '../../shop-api/test/support';
import type { Storefront } from '~/lib/platform/context.server';
import { testStorefront } from '../support/storefront';
import { action as cartAction, loader as cartLoader } from '~/routes/resources.cart';

const COOKIE_LIMIT = 4096;
const VISITOR_CART_FULL = 'Your cart is full for a visitor. Please sign in to add more products.';

let shop: TestShop;
let storefront: Storefront;

beforeAll(async () => {
  shop = await createTestShop();
  storefront = testStorefront((request) => shop.api.fetch(request));
});

afterAll(async () => {
  await shop.close();
});

/** The session cookie a response sets (name=value), or null when it sets none. */
function sessionCookieOf(response: Response): string | null {
  const set = response.headers.getSetCookie().find((cookie) => !cookie.startsWith('toast'));
  return set ? set.split(';')[0] : null;
}

async function add(product: { id: number; uid: string; variation: number }, cookie: string | null): Promise<Response> {
  const body = new FormData();
  for (const [key, value] of Object.entries({
    intent: 'add',
    product_id: String(product.id),
    uid: product.uid,
    variation_id: String(product.variation),
    quantity: '1',
    redirectTo: '/',
    via: 'fetcher',
  }))
    body.append(key, value);
  const request = new Request(`${TEST_ORIGIN}/resources/cart`, { method: 'POST', body, headers: cookie ? { Cookie: cookie } : {} });
  const context = await storefront.loadContext(request);
  // As the request handler does: the route's answer, plus the session cookie when it changed.
  return storefront.finish(context, (await cartAction({ request, params: {}, context } as ActionFunctionArgs)) as Response);
}

async function cartLines(cookie: string): Promise<number> {
  const request = new Request(`${TEST_ORIGIN}/resources/cart`, { headers: { Cookie: cookie } });
  const result = await cartLoader({ request, params: {}, context: await storefront.loadContext(request) } as LoaderFunctionArgs);
  return result.cart?.items.length ?? -1;
}

describe('the visitor cart in the session cookie', () => {
  it('refuses the add that would not fit, keeps every earlier line and never sets an oversized cookie', async () => {
    const products = await shop.db
      .selectFrom('products as p')
      .innerJoin('variations as v', 'v.product_id', 'p.id')
      .select(['p.id', 'p.uid', 'v.id as variation'])
      .where('v.stock', '>', 0)
      .where('v.regular_price', 'is not', null)
      .where('p.not_found', '=', false)
      .distinctOn('p.id')
      .orderBy('p.id')
      .limit(120)
      .execute();
    expect(products.length).toBeGreaterThan(60);

    let cookie: string | null = null;
    let accepted = 0;
    let refusal: { status: number; message: string } | null = null;
    for (const product of products) {
      const response = await add(product, cookie);
      const body = (await response.clone().json()) as { ok: boolean; message: string };
      const setCookie = response.headers.getSetCookie();
      for (const header of setCookie) expect(header.length).toBeLessThanOrEqual(COOKIE_LIMIT);
      if (!body.ok) {
        refusal = { status: response.status, message: body.message };
        break;
      }
      accepted += 1;
      cookie = sessionCookieOf(response) ?? cookie;
    }

    expect(refusal, 'the cart filled up before the catalogue ran out').not.toBeNull();
    expect(refusal).toEqual({ status: 413, message: VISITOR_CART_FULL });
    expect(accepted).toBeGreaterThan(5);
    expect(await cartLines(cookie!)).toBe(accepted);
  });
});
