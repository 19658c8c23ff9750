import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from '../src/db/migrations/015_no_shopper_notices';
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
    expect(body.data).toEqual({ cart_quantity: 0, wishlist_product_ids: [] });
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

describe('shopper writes (migration 015, ADR 0159)', () => {
  it('raise no notice any more: migration 005’s triggers are gone, and its down() brings them back', async () => {
    const triggers = async () =>
      (
        await sql<{ name: string }>`select tgname as name from pg_trigger where tgname like '%shopper_changed' order by tgname`.execute(
          shop.db,
        )
      ).rows.map((r) => r.name);
    expect(await triggers()).toEqual([]);
    await down(shop.db as unknown as Kysely<unknown>);
    expect(await triggers()).toEqual(['auth_tokens_shopper_changed', 'cart_lines_shopper_changed', 'wishlist_items_shopper_changed']);
    await up(shop.db as unknown as Kysely<unknown>);
    expect(await triggers()).toEqual([]);
  });
});
