import { describe, expect, it } from 'vitest';
import { type FixtureCatalogue, useCommerceTestShop } from './commerce-fixtures';
import type { TestShop } from './support';

let shop: TestShop;
let f: FixtureCatalogue;
let token: string;
let userId: number;

useCommerceTestShop((state) => ({ shop, f, token, userId } = state));

const summary = (as: string | null = token) => shop.call('POST', '/shopper-summary', { token: as, body: {} });

describe('POST /shopper-summary', () => {
  it('answers an empty cart and wish list', async () => {
    const { status, body } = await summary();
    expect(status).toBe(200);
    expect(body.data).toEqual({ user_id: userId, cart_quantity: 0, wishlist_product_ids: [] });
  });

  it('agrees with the cart view and the wish list, newest first, without products flagged not found', async () => {
    await shop.call('POST', '/cart', { token, body: { action: 'add', product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 3 } });
    await shop.call('POST', '/cart', { token, body: { action: 'add', product_id: f.gin.id, quantity: 2 } });
    await shop.call('POST', '/wishlist', { token, body: { action: 'Add', product_id: f.wine.id } });
    await shop.call('POST', '/wishlist', { token, body: { action: 'Add', product_id: f.gin.id } });
    // Flagged after it was wished for: the List no longer shows it, so neither does the summary.
    await shop.db
      .insertInto('wishlist_items')
      .values({ user_id: userId, product_id: f.hidden.id, variation_id: null, location_id: null })
      .execute();

    const { body } = await summary();
    const cart = await shop.call('POST', '/cart', { token, body: { action: 'view' } });
    const wishlist = await shop.call('POST', '/wishlist', { token, body: { action: 'List' } });
    expect(body.data.cart_quantity).toBe(5);
    expect(body.data.cart_quantity).toBe(cart.body.data.total_quantity);
    expect(body.data.wishlist_product_ids).toEqual(wishlist.body.data.products.map((card: { product_id: number }) => card.product_id));
    expect(body.data.wishlist_product_ids).toEqual([f.gin.id, f.wine.id]);
  });

  it('is signed in only', async () => {
    expect((await summary(null)).status).toBe(401);
    expect((await summary('not-a-token')).status).toBe(401);
  });
});
