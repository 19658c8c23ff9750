import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, type FixtureCatalogue, useCommerceTestShop } from './commerce-fixtures';
import type { TestShop } from './support';
import { setVariationStock } from '../src/catalogue/store-stock';

let shop: TestShop;
let f: FixtureCatalogue;
let token: string;
let userId: number;

useCommerceTestShop((state) => ({ shop, f, token, userId } = state));

const cart = (body: unknown, as: string | null = token) => shop.call('POST', '/cart', { token: as, body });

describe('POST /cart view', () => {
  it('answers the empty cart with zero totals', async () => {
    const { status, body } = await cart({ action: 'view' });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: { cart_details: [], total_quantity: 0, cart_total: 0, estimatedTax: 0, delivery_rate: 4.99, grand_total: 0 },
    });
  });

  it('needs a valid bearer token', async () => {
    expect((await cart({ action: 'view' }, null)).status).toBe(401);
    expect((await cart({ action: 'view' }, 'garbage')).status).toBe(401);
    const { body } = await cart({ action: 'view' }, null);
    expect(body).toEqual({ success: false, message: 'Unauthenticated: sign in again' });
  });
});

describe('POST /cart add', () => {
  it('adds a line priced from the database and answers the cart with totals', async () => {
    const { status, body } = await cart({
      action: 'add',
      product_id: f.wine.id,
      variation_id: f.wine.bottle,
      quantity: 3,
      line_total: 0.01, // ignored
      product_price: 0.01, // ignored
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Product added to cart');
    expect(body.data).toEqual({
      cart_details: [
        {
          product_id: f.wine.id,
          uid: f.wine.uid,
          variation_id: f.wine.bottle,
          variation_name: '750ml',
          quantity: 3,
          product_title: 'Fixture Tinto Reserva',
          product_image: expect.stringMatching(/^http.*\/media\/product\/fallback\.svg$/),
          product_price: 20,
          product_sell_price: 15.5,
          line_total: 46.5,
          product_stock: 5,
          store_stock: [{ store_id: f.deliveryStore, stock: 5 }],
        },
      ],
      total_quantity: 3,
      cart_total: 46.5,
      estimatedTax: 0,
      delivery_rate: 4.99,
      grand_total: 51.49,
    });
  });

  it('sums several lines in cents (no float error) and uses the regular price without a sale', async () => {
    await cart({ action: 'add', product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 1 });
    const { body } = await cart({ action: 'add', product_id: f.gin.id, variation_id: f.gin.bottle, quantity: 2 });
    expect(body.data.cart_details.map((l: any) => [l.product_id, l.line_total, l.product_sell_price])).toEqual([
      [f.wine.id, 15.5, 15.5],
      [f.gin.id, 60, null],
    ]);
    expect(body.data.total_quantity).toBe(3);
    expect(body.data.cart_total).toBe(75.5);
    expect(body.data.grand_total).toBe(80.49);
  });

  it('defaults the quantity to 1, accepts the misspelt varition_id and numeric strings', async () => {
    const { status, body } = await cart({ action: 'add', product_id: String(f.wine.id), varition_id: f.wine.magnum });
    expect(status).toBe(201);
    expect(body.data.cart_details[0]).toMatchObject({ variation_id: f.wine.magnum, variation_name: '1.5L', quantity: 1, line_total: 35 });
  });

  it('picks the first available variation when none is named', async () => {
    const { body } = await cart({ action: 'add', product_id: f.partly.id });
    expect(body.data.cart_details[0].variation_id).toBe(f.partly.available);
  });

  it('uses the delivery store rate when location_id names a delivering store', async () => {
    await cart({ action: 'add', product_id: f.gin.id, variation_id: f.gin.bottle, location_id: f.deliveryStore });
    const delivering = await cart({ action: 'view', location_id: f.deliveryStore });
    expect(delivering.body.data).toMatchObject({ delivery_rate: 7.5, grand_total: 37.5 });
    const pickupOnly = await cart({ action: 'view', location_id: f.pickupStore });
    expect(pickupOnly.body.data.delivery_rate).toBe(4.99);
    const none = await cart({ action: 'view', location_id: 0 });
    expect(none.body.data.delivery_rate).toBe(4.99);
  });

  it('refuses a product already in the cart, whatever the variation', async () => {
    await cart({ action: 'add', product_id: f.wine.id, variation_id: f.wine.bottle });
    const again = await cart({ action: 'add', product_id: f.wine.id, variation_id: f.wine.magnum });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'Product already in cart' });
    const { body } = await cart({ action: 'view' });
    expect(body.data.cart_details).toHaveLength(1);
  });

  it.each([
    ['an out-of-stock product', () => ({ product_id: f.soldOut.id, variation_id: f.soldOut.bottle }), 400, 'This product is out of stock'],
    ['more than the stock', () => ({ product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 6 }), 400, 'Only 5 left in stock'],
    ['a huge quantity', () => ({ product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 1e12 }), 400, 'Quantity is too large'],
    ['quantity 0', () => ({ product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 0 }), 400, 'Quantity must be at least 1'],
    [
      'a negative quantity',
      () => ({ product_id: f.wine.id, variation_id: f.wine.bottle, quantity: -2 }),
      400,
      'Quantity must be at least 1',
    ],
    [
      'a fractional quantity',
      () => ({ product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 1.5 }),
      400,
      'Quantity must be a whole number',
    ],
    [
      'a text quantity',
      () => ({ product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 'two' }),
      400,
      'Quantity must be a whole number',
    ],
    ['an unavailable size', () => ({ product_id: f.partly.id, variation_id: f.partly.unavailable }), 400, 'This size is not available'],
    ['an unknown product', () => ({ product_id: 999999, variation_id: f.wine.bottle }), 404, 'Product not found'],
    ['a product flagged not found', () => ({ product_id: f.hidden.id, variation_id: f.hidden.bottle }), 404, 'Product not found'],
    ['another product’s variation', () => ({ product_id: f.wine.id, variation_id: f.gin.bottle }), 404, 'Variation not found'],
    ['an unknown variation', () => ({ product_id: f.wine.id, variation_id: 999999 }), 404, 'Variation not found'],
    ['a missing product_id', () => ({ variation_id: f.wine.bottle }), 400, 'product_id is required'],
    ['an id beyond integer range', () => ({ product_id: 2 ** 40, variation_id: f.wine.bottle }), 400, 'product_id is too large'],
    ['an object as product_id', () => ({ product_id: { $gt: 0 }, variation_id: f.wine.bottle }), 400, 'product_id must be a whole number'],
  ])('refuses %s', async (_name, payload, status, message) => {
    const result = await cart({ action: 'add', ...payload() });
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ success: false, message });
    expect(await shop.db.selectFrom('cart_lines').select('id').execute()).toHaveLength(0);
  });

  it('answers malformed JSON and unknown actions with 400', async () => {
    const malformed = await shop.call('POST', '/cart', { token, rawBody: '{"action": "add",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Request body is not valid JSON');
    const unknown = await cart({ action: 'checkout' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown cart action');
    expect((await cart({})).status).toBe(400);
  });
});

describe('POST /cart update and delete', () => {
  beforeEach(async () => {
    await cart({ action: 'add', product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 1 });
  });

  it('updates the quantity within the stock and recomputes the totals', async () => {
    const { status, body } = await cart({ action: 'update', product_id: f.wine.id, quantity: 4 });
    expect(status).toBe(200);
    expect(body.message).toBe('Cart updated');
    expect(body.data.cart_details[0]).toMatchObject({ quantity: 4, line_total: 62 });
    expect(body.data).toMatchObject({ total_quantity: 4, cart_total: 62, grand_total: 66.99 });
  });

  it('refuses quantities above the stock, below 1 and for products not in the cart', async () => {
    const tooMany = await cart({ action: 'update', product_id: f.wine.id, quantity: 9 });
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'Only 5 left in stock' } });
    const zero = await cart({ action: 'update', product_id: f.wine.id, quantity: 0 });
    expect(zero).toMatchObject({ status: 400, body: { message: 'Quantity must be at least 1' } });
    const missing = await cart({ action: 'update', product_id: f.wine.id });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Quantity is required' } });
    const absent = await cart({ action: 'update', product_id: f.gin.id, quantity: 1 });
    expect(absent).toMatchObject({ status: 404, body: { message: 'Product is not in your cart' } });
    const { body } = await cart({ action: 'view' });
    expect(body.data.cart_details[0].quantity).toBe(1);
  });

  it('refuses an update once the stock ran out', async () => {
    await setVariationStock(shop.db, f.wine.bottle, 0, f.deliveryStore);
    const result = await cart({ action: 'update', product_id: f.wine.id, quantity: 1 });
    expect(result).toMatchObject({ status: 400, body: { message: 'This product is out of stock' } });
  });

  it('deletes a line and answers the remaining cart; deleting again is a 404', async () => {
    const { status, body } = await cart({ action: 'delete', product_id: f.wine.id });
    expect(status).toBe(200);
    expect(body.message).toBe('Product removed from cart');
    expect(body.data.cart_details).toEqual([]);
    expect(body.data.grand_total).toBe(0);
    const again = await cart({ action: 'delete', product_id: f.wine.id });
    expect(again).toMatchObject({ status: 404, body: { message: 'Product is not in your cart' } });
  });
});

describe('cart isolation between shoppers', () => {
  it('never shows, changes or deletes another shopper’s lines', async () => {
    await cart({ action: 'add', product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 2 });
    const other = await signUp(shop, 'Other');

    const view = await cart({ action: 'view', user_id: userId }, other.token);
    expect(view.body.data.cart_details).toEqual([]);
    expect((await cart({ action: 'update', product_id: f.wine.id, quantity: 1, user_id: userId }, other.token)).status).toBe(404);
    expect((await cart({ action: 'delete', product_id: f.wine.id, user_id: userId }, other.token)).status).toBe(404);
    // The other shopper may add the same product to their own cart.
    expect((await cart({ action: 'add', product_id: f.wine.id, variation_id: f.wine.bottle }, other.token)).status).toBe(201);

    const mine = await cart({ action: 'view' });
    expect(mine.body.data.cart_details).toHaveLength(1);
    expect(mine.body.data.cart_details[0].quantity).toBe(2);
  });
});

describe('POST /clear-cart', () => {
  // A bare order row: /clear-cart only checks whose order it is (orders.test.ts covers placing).
  async function placeOrder(ownerId: number) {
    const [order] = await shop.db
      .insertInto('orders')
      .values({
        user_id: ownerId,
        delivery_type: 'pickup',
        location_id: null,
        subtotal: 0,
        delivery_rate: 0,
        tax: 0,
        total: 0,
        billing: '{}',
        shipping: '{}',
        idempotency_key: null,
        paid_at: null,
      })
      .returning('id')
      .execute();
    return order.id;
  }

  it('takes the caller’s order’s lines out of the caller’s cart, and only those', async () => {
    await cart({ action: 'add', product_id: f.wine.id, variation_id: f.wine.bottle });
    await cart({ action: 'add', product_id: f.gin.id, variation_id: f.gin.bottle });
    const orderId = await placeOrder(userId);
    await shop.db
      .insertInto('order_lines')
      .values({
        order_id: orderId,
        product_id: f.wine.id,
        variation_id: f.wine.bottle,
        product_title: 'Wine',
        variation_name: '750 ml',
        unit_price: 15.5,
        quantity: 1,
        line_total: 15.5,
      })
      .execute();
    const { status, body } = await shop.call('POST', '/clear-cart', { token, body: { order_id: orderId } });
    expect(status).toBe(200);
    expect(body.message).toBe('Cart cleared');
    expect(body.data.cart_details.map((l: { product_id: number }) => l.product_id)).toEqual([f.gin.id]);
  });

  it('refuses another shopper’s order and leaves both carts alone', async () => {
    await cart({ action: 'add', product_id: f.wine.id, variation_id: f.wine.bottle });
    const other = await signUp(shop, 'Other');
    const othersOrder = await placeOrder(other.userId);
    const result = await shop.call('POST', '/clear-cart', { token, body: { order_id: othersOrder } });
    expect(result).toMatchObject({ status: 404, body: { success: false, message: 'Order not found' } });
    expect(await shop.db.selectFrom('cart_lines').select('id').execute()).toHaveLength(1);
  });

  it('answers a visitor (no bearer) with nothing to clear, and 401 for an expired token', async () => {
    await cart({ action: 'add', product_id: f.wine.id, variation_id: f.wine.bottle });
    const visitor = await shop.call('POST', '/clear-cart', { body: { order_id: 1 } });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.cart_details).toEqual([]);
    const expired = await shop.call('POST', '/clear-cart', { token: 'expired-or-forged', body: { order_id: 1 } });
    expect(expired.status).toBe(401);
    expect(await shop.db.selectFrom('cart_lines').select('id').execute()).toHaveLength(1);
  });

  it('validates order_id', async () => {
    const missing = await shop.call('POST', '/clear-cart', { token, body: {} });
    expect(missing).toMatchObject({ status: 400, body: { message: 'order_id is required' } });
    expect((await shop.call('POST', '/clear-cart', { token, body: { order_id: 'abc' } })).status).toBe(400);
    expect((await shop.call('POST', '/clear-cart', { token, body: { order_id: 999999 } })).status).toBe(404);
  });
});

describe('the seeded catalogue', () => {
  it('adds a seeded product at its database price', async () => {
    const seeded = await shop.db
      .selectFrom('variations')
      .innerJoin('products', 'products.id', 'variations.product_id')
      .select(['products.id as product_id', 'variations.id as variation_id', 'variations.regular_price', 'variations.sale_price'])
      .where('products.uid', 'not like', 'fixture-%')
      .where('products.not_found', '=', false)
      .where('variations.regular_price', 'is not', null)
      .where('variations.stock', '>=', 2)
      .orderBy('variations.id')
      .executeTakeFirst();
    expect(seeded, 'the seed has a product in stock').toBeDefined();
    const { status, body } = await cart({ action: 'add', product_id: seeded!.product_id, variation_id: seeded!.variation_id, quantity: 2 });
    expect(status).toBe(201);
    const unit = Math.round(Number(seeded!.sale_price ?? seeded!.regular_price) * 100);
    expect(body.data.cart_details[0].line_total).toBe((unit * 2) / 100);
    expect(body.data.grand_total).toBe((unit * 2 + 499) / 100);
  });
});
