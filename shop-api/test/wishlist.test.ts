import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type FixtureCatalogue, useCommerceTestShop } from './commerce-fixtures';
import type { TestShop } from './support';

let shop: TestShop;
let f: FixtureCatalogue;
let token: string;
let userId: number;

useCommerceTestShop((state) => ({ shop, f, token, userId } = state));
beforeAll(async () => {
  // The seed provides promo cards; this keeps the shape check meaningful should it not.
  await shop.db
    .insertInto('cms_documents')
    .values({
      key: 'wishlist_promos',
      data: JSON.stringify([
        {
          card_image: { image_url: 'media:promo/fixture.svg' },
          card_title: 'Fixture promo',
          card_button_title: 'Shop now',
          card_button_url: '/product-listing',
          card_price_title: 'From',
          card_price: 9.99,
        },
      ]),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
});

const wishlist = (body: unknown, as: string | null = token) => shop.call('POST', '/wishlist', { token: as, body });

describe('POST /wishlist', () => {
  it('lists an empty wish list with the promo cards', async () => {
    const { status, body } = await wishlist({ action: 'List' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.products).toEqual([]);
    expect(body.data.promo_cards.length).toBeGreaterThan(0);
    for (const card of body.data.promo_cards) {
      expect(card).toMatchObject({
        card_image: { image_url: expect.stringMatching(/^https?:\/\//) },
        card_title: expect.any(String),
        card_button_title: expect.any(String),
        card_button_url: expect.any(String),
        card_price_title: expect.any(String),
      });
    }
  });

  it('adds products and answers the product cards, newest first, marked in_wishlist', async () => {
    const first = await wishlist({ action: 'Add', product_id: f.wine.id, variation_id: f.wine.magnum, location_id: 1 });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Product added to WishList');
    expect(first.body.data.products).toHaveLength(1);
    expect(first.body.data.products[0]).toMatchObject({
      product_id: f.wine.id,
      uid: f.wine.uid,
      product_title: 'Fixture Tinto Reserva',
      product_price: 20,
      product_sell_price: 15.5,
      product_stock: 5,
      variation_id: f.wine.bottle,
      in_wishlist: true,
    });
    const second = await wishlist({ action: 'Add', product_id: String(f.soldOut.id) });
    expect(second.body.data.products.map((p: any) => p.product_id)).toEqual([f.soldOut.id, f.wine.id]);
    const stored = await shop.db.selectFrom('wishlist_items').selectAll().where('product_id', '=', f.wine.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: userId, variation_id: f.wine.magnum, location_id: 1 });
  });

  it('refuses a product already in the wish list with 409', async () => {
    await wishlist({ action: 'Add', product_id: f.wine.id });
    const again = await wishlist({ action: 'Add', product_id: f.wine.id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'Product already in WishList' });
  });

  it('deletes a product and answers the remaining list; a product not there is a 404', async () => {
    await wishlist({ action: 'Add', product_id: f.wine.id });
    await wishlist({ action: 'Add', product_id: f.gin.id });
    const { status, body } = await wishlist({ action: 'Delete', product_id: f.wine.id });
    expect(status).toBe(200);
    expect(body.message).toBe('Product removed from WishList');
    expect(body.data.products.map((p: any) => p.product_id)).toEqual([f.gin.id]);
    const again = await wishlist({ action: 'Delete', product_id: f.wine.id });
    expect(again).toMatchObject({ status: 404, body: { message: 'Product is not in your WishList' } });
  });

  it.each([
    ['an unknown product', () => ({ action: 'Add', product_id: 999999 }), 404, 'Product not found'],
    ['a product flagged not found', () => ({ action: 'Add', product_id: f.hidden.id }), 404, 'Product not found'],
    [
      'another product’s variation',
      () => ({ action: 'Add', product_id: f.wine.id, variation_id: f.gin.bottle }),
      404,
      'Variation not found',
    ],
    ['a missing product_id', () => ({ action: 'Add' }), 400, 'product_id is required'],
    ['a negative product_id', () => ({ action: 'Delete', product_id: -4 }), 400, 'product_id must be a positive whole number'],
    ['a huge product_id', () => ({ action: 'Add', product_id: 1e30 }), 400, 'product_id is too large'],
    ['an unknown action', () => ({ action: 'Share' }), 400, 'Unknown wish-list action'],
    ['no action', () => ({}), 400, 'Unknown wish-list action'],
  ])('refuses %s', async (_name, payload, status, message) => {
    const result = await wishlist(payload());
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ success: false, message });
    expect(await shop.db.selectFrom('wishlist_items').select('id').execute()).toHaveLength(0);
  });

  it('accepts the actions in any case', async () => {
    expect((await wishlist({ action: 'add', product_id: f.gin.id })).status).toBe(201);
    expect((await wishlist({ action: 'LIST' })).body.data.products).toHaveLength(1);
  });

  it('answers malformed JSON with 400', async () => {
    const result = await shop.call('POST', '/wishlist', { token, rawBody: 'action=List' });
    expect(result).toMatchObject({ status: 400, body: { message: 'Request body is not valid JSON' } });
  });

  it('needs a signed-in shopper', async () => {
    expect((await wishlist({ action: 'List' }, null)).status).toBe(401);
    expect((await wishlist({ action: 'Add', product_id: f.wine.id }, 'forged')).status).toBe(401);
    expect(await shop.db.selectFrom('wishlist_items').select('id').execute()).toHaveLength(0);
  });

  it('never shows or deletes another shopper’s wish list', async () => {
    await wishlist({ action: 'Add', product_id: f.wine.id });
    const other = await signUp(shop, 'Other');
    const theirs = await wishlist({ action: 'List', user_id: userId }, other.token);
    expect(theirs.body.data.products).toEqual([]);
    const deleted = await wishlist({ action: 'Delete', product_id: f.wine.id, user_id: userId }, other.token);
    expect(deleted.status).toBe(404);
    // Their own add of the same product is theirs alone, and not a duplicate of mine.
    const added = await wishlist({ action: 'Add', product_id: f.wine.id }, other.token);
    expect(added.status).toBe(201);
    const mine = await wishlist({ action: 'List' });
    expect(mine.body.data.products.map((p: any) => p.product_id)).toEqual([f.wine.id]);
    expect(await shop.db.selectFrom('wishlist_items').select('id').execute()).toHaveLength(2);
  });
});
