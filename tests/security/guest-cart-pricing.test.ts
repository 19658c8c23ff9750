/**
 * A visitor's cart is priced with ONE batched API call (POST /price-lines), not
 * one /product-detail per line, so a replayed many-line cookie cannot multiply the API's work.
 * A counting transport in front of the REAL shop API records every call the storefront makes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../shop-api/test/support';
import { loadCart } from '~/lib/cart/cart.server';
import type { Storefront } from '~/lib/platform/context.server';
import type { GuestCartLine } from '~/lib/shopper/session.server';
import { requestWithSession, testStorefront } from '../support/storefront';

let shop: TestShop;
let storefront: Storefront;
let calls: string[];
let lines: GuestCartLine[];

beforeAll(async () => {
  shop = await createTestShop();
  storefront = testStorefront((request) => {
    calls.push(new URL(request.url).pathname.replace('/api/v1', ''));
    return shop.api.fetch(request);
  });
  const rows = await shop.db
    .selectFrom('variations as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['p.id as product_id', 'p.uid', 'v.id as variation_id', 'v.regular_price', 'v.sale_price', 'p.title'])
    .where('v.regular_price', 'is not', null)
    .where('v.stock', '>', 0)
    .where('p.not_found', '=', false)
    .orderBy('p.id')
    .limit(60)
    .execute();
  // One line per product (a product appears once in a cart), 24 lines.
  const seen = new Set<number>();
  lines = [];
  for (const row of rows) {
    if (seen.has(row.product_id) || lines.length === 24) continue;
    seen.add(row.product_id);
    lines.push({ uid: row.uid, product_id: row.product_id, variation_id: row.variation_id, quantity: 1 });
  }
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(() => {
  calls = [];
});

describe('guest cart pricing', () => {
  it(`prices a 24-line visitor cart with one API call`, async () => {
    expect(lines).toHaveLength(24);
    const context = await storefront.loadContext(await requestWithSession(storefront, { guestCart: lines }));
    calls = [];
    const cart = await loadCart(context);
    expect(calls).toEqual(['/price-lines']);
    expect(cart.items).toHaveLength(24);
    expect(cart.unavailableCount).toBe(0);
    expect(cart.totalQuantity).toBe(24);
    for (const item of cart.items) {
      expect(item.product_title).toBeTruthy();
      expect(item.product_price).toBeGreaterThan(0);
    }
  });

  it('drops unknown or mismatched lines in that same one call', async () => {
    const bad: GuestCartLine[] = [
      lines[0],
      { uid: 'nope', product_id: 999999, variation_id: 999999, quantity: 1 },
      { uid: lines[1].uid, product_id: lines[1].product_id, variation_id: lines[2].variation_id, quantity: 1 },
    ];
    const context = await storefront.loadContext(await requestWithSession(storefront, { guestCart: bad }));
    calls = [];
    const cart = await loadCart(context);
    expect(calls).toEqual(['/price-lines']);
    expect(cart.items.map((i) => i.uid)).toEqual([lines[0].uid]);
    expect(cart.unavailableCount).toBe(2);
  });

  it('POST /price-lines keeps a line cap', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ product_id: i + 1, variation_id: i + 1 }));
    const { status, body } = await shop.call('POST', '/price-lines', { body: { lines: many } });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});
