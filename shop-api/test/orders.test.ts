import { describe, expect, it } from 'vitest';
import { signUp, type FixtureCatalogue, useCommerceTestShop } from './commerce-fixtures';
import type { TestShop } from './support';

let shop: TestShop;
let f: FixtureCatalogue;
let token: string;
let userId: number;

useCommerceTestShop((state) => ({ shop, f, token, userId } = state));

const billing = {
  billing_first_name: 'Ana',
  billing_last_name: 'Souza',
  billing_company: 'Adega Ltda',
  billing_address_1: '1200 K Street',
  billing_address_2: 'Apt 4',
  billing_city: 'Sacramento',
  billing_postcode: '95814',
  billing_country: 'United States',
  billing_state: 'CA',
  billing_email: 'ana@example.com',
  billing_phone: '+1 916-555-0100',
  order_notes: 'Leave at the door',
};

/** A storefront-shaped order line, full of client-side prices that must be ignored. */
const line = (productId: number, variationId: number, quantity: number) => ({
  uid: 'whatever',
  product_id: productId,
  variation_id: variationId,
  variation_name: '750ml',
  product_title: 'Client title',
  product_price: 0.01,
  regular_price: 0.01,
  sale_price: 0.01,
  price: 0.01,
  quantity,
  line_total: 0.02,
});

function deliveryOrder(overrides: Record<string, unknown> = {}) {
  return {
    products: [line(f.wine.id, f.wine.bottle, 2), line(f.gin.id, f.gin.bottle, 1)],
    order_delivery_type: 'delivery',
    location_id: f.deliveryStore,
    ...billing,
    shipping_first_name: 'Somebody',
    shipping_address_1: 'Elsewhere 1',
    user_id: 424242,
    ...overrides,
  };
}

// numeric columns read as strings on PGlite and as numbers on a PostgreSQL server: compare numbers.
async function loadOrder(id: number) {
  const o = await shop.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { ...o, subtotal: Number(o.subtotal), delivery_rate: Number(o.delivery_rate), tax: Number(o.tax), total: Number(o.total) };
}
async function loadLines(orderId: number) {
  const lines = await shop.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return lines.map((l) => ({ ...l, unit_price: Number(l.unit_price), line_total: Number(l.line_total) }));
}

const place = (body: unknown, as: string | null = token) => shop.call('POST', '/place-order', { token: as, body });

describe('POST /place-order', () => {
  it('stores the order priced from the database, billing copied to shipping, 4.99 delivery', async () => {
    const { status, body } = await place(deliveryOrder());
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, data: { order_id: expect.any(Number) }, message: 'Order placed' });

    const order = await loadOrder(body.data.order_id);
    expect(order).toMatchObject({
      user_id: userId, // from the token, not the payload's user_id
      payment_status: 'Pending',
      delivery_type: 'delivery',
      location_id: f.deliveryStore,
      subtotal: 61, // 2 × 15.50 (sale) + 1 × 30.00
      delivery_rate: 4.99,
      tax: 0,
      total: 65.99,
      order_notes: 'Leave at the door',
      paid_at: null,
    });
    const address = {
      first_name: 'Ana',
      last_name: 'Souza',
      company: 'Adega Ltda',
      address_1: '1200 K Street',
      address_2: 'Apt 4',
      city: 'Sacramento',
      postcode: '95814',
      country: 'United States',
      state: 'CA',
      email: 'ana@example.com',
      phone: '+1 916-555-0100',
    };
    expect(order.billing).toEqual(address);
    expect(order.shipping).toEqual(address);

    const lines = await loadLines(order.id);
    expect(
      lines.map((l) => [l.product_id, l.variation_id, l.product_title, l.variation_name, l.unit_price, l.quantity, l.line_total]),
    ).toEqual([
      [f.wine.id, f.wine.bottle, 'Fixture Tinto Reserva', '750ml', 15.5, 2, 31],
      [f.gin.id, f.gin.bottle, 'Fixture Dry Gin', '750ml', 30, 1, 30],
    ]);
  });

  it('charges no delivery for pickup and needs no address then', async () => {
    const { status, body } = await place({
      products: [line(f.wine.id, f.wine.magnum, 1)],
      order_delivery_type: 'pickup',
      // The fixture stock is at the delivery store, which offers pickup too.
      location_id: f.deliveryStore,
      billing_first_name: 'Ana',
      billing_last_name: 'Souza',
      billing_email: 'ana@example.com',
      billing_phone: '9165550100',
    });
    expect(status).toBe(201);
    const order = await loadOrder(body.data.order_id);
    expect(order).toMatchObject({ delivery_type: 'pickup', subtotal: 35, delivery_rate: 0, total: 35 });
  });

  it('merges the same variation sent twice and accepts varition_id and numeric strings', async () => {
    const { status, body } = await place(
      deliveryOrder({
        products: [line(f.wine.id, f.wine.bottle, 1), { product_id: String(f.wine.id), varition_id: f.wine.bottle, quantity: '2' }],
      }),
    );
    expect(status).toBe(201);
    const lines = await loadLines(body.data.order_id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 3, line_total: 46.5 });
  });

  it('answers the same order for a repeated idempotency key, a new one for a new key', async () => {
    const first = await place(deliveryOrder({ idempotency_key: 'checkout-abc' }));
    const again = await place(deliveryOrder({ idempotency_key: 'checkout-abc' }));
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data.order_id).toBe(first.body.data.order_id);
    const other = await place(deliveryOrder({ idempotency_key: 'checkout-def', products: [line(f.gin.id, f.gin.bottle, 1)] }));
    expect(other.body.data.order_id).not.toBe(first.body.data.order_id);
    expect(await shop.db.selectFrom('orders').select('id').execute()).toHaveLength(2);
    // Keys are per user: another shopper's same key makes their own order.
    const stranger = await signUp(shop, 'Stranger');
    const theirs = await place(deliveryOrder({ idempotency_key: 'checkout-abc' }), stranger.token);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.order_id).not.toBe(first.body.data.order_id);
  });

  it('answers the pending order for the same cart again (a retry after the payment page failed), with the new address', async () => {
    const first = await place(deliveryOrder({ idempotency_key: 'attempt-1' }));
    await shop.call('POST', '/create-payment-intent', { token, body: { order_id: first.body.data.order_id } });
    const retries = [];
    for (const key of ['attempt-2', 'attempt-3', undefined]) {
      retries.push(await place(deliveryOrder({ idempotency_key: key, billing_address_1: '9 New Street', order_notes: 'Ring twice' })));
    }
    for (const retry of retries) {
      expect(retry).toMatchObject({ status: 200, body: { data: { order_id: first.body.data.order_id }, message: 'Order already placed' } });
    }
    expect(await shop.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
    const order = await loadOrder(first.body.data.order_id);
    expect(order).toMatchObject({ payment_status: 'Pending', total: 65.99, order_notes: 'Ring twice' });
    expect(order.billing).toMatchObject({ address_1: '9 New Street' });
    expect(await loadLines(order.id)).toHaveLength(2);
  });

  it('places a new order when the cart, the prices or the pickup choice changed, or the order is no longer pending', async () => {
    const first = (await place(deliveryOrder())).body.data.order_id;
    const moreWine = await place(deliveryOrder({ products: [line(f.wine.id, f.wine.bottle, 3), line(f.gin.id, f.gin.bottle, 1)] }));
    expect(moreWine.status).toBe(201);

    const sameAgain = (await place(deliveryOrder())).body.data.order_id;
    const salePrice = (price: number) =>
      shop.db.updateTable('variations').set({ sale_price: price }).where('id', '=', f.wine.bottle).execute();
    await salePrice(14);
    const newPrice = await place(deliveryOrder()).finally(() => salePrice(15.5));
    expect(newPrice.status).toBe(201);
    expect((await loadOrder(newPrice.body.data.order_id)).subtotal).toBe(58);

    const pickup = await place(deliveryOrder({ order_delivery_type: 'pickup' }));
    expect(pickup.status).toBe(201);

    await shop.db.updateTable('orders').set({ payment_status: 'Failure' }).where('id', '=', pickup.body.data.order_id).execute();
    const afterDecline = await place(deliveryOrder({ order_delivery_type: 'pickup' }));
    expect(afterDecline.status).toBe(201);

    const ids = [first, moreWine.body.data.order_id, sameAgain, newPrice.body.data.order_id, pickup.body.data.order_id];
    expect(new Set([...ids, afterDecline.body.data.order_id]).size).toBe(6);
  });

  it('never answers another shopper’s pending order, and keeps one order when the same cart is placed at once', async () => {
    const mine = (await place(deliveryOrder())).body.data.order_id;
    const stranger = await signUp(shop, 'Stranger');
    const theirs = await place(deliveryOrder(), stranger.token);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.order_id).not.toBe(mine);

    const other = await signUp(shop, 'Racer');
    const racing = await Promise.all([1, 2, 3, 4].map(() => place(deliveryOrder(), other.token)));
    const ids = new Set(racing.map((r) => r.body.data.order_id));
    expect(ids.size).toBe(1);
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
  });

  it('saves the billing address, and a later pickup order keeps the saved delivery address', async () => {
    const before = await shop.call('POST', '/billing-address', { token, body: {} });
    expect(before.body).toEqual({ success: true, data: { billing_address: null } });

    await place(deliveryOrder());
    const saved = await shop.call('POST', '/billing-address', { token, body: {} });
    expect(saved.status).toBe(200);
    expect(saved.body.data.billing_address).toEqual({
      first_name: 'Ana',
      last_name: 'Souza',
      company: 'Adega Ltda',
      country: 'United States',
      address_1: '1200 K Street',
      address_2: 'Apt 4',
      city: 'Sacramento',
      state: 'CA',
      postcode: '95814',
      phone: '+1 916-555-0100',
      email: 'ana@example.com',
    });

    await place({
      products: [line(f.gin.id, f.gin.bottle, 1)],
      order_delivery_type: 'pickup',
      billing_first_name: 'Ana Maria',
      billing_last_name: 'Souza',
      billing_email: 'ana.maria@example.com',
      billing_phone: '9165550199',
    });
    const afterPickup = await shop.call('POST', '/billing-address', { token, body: {} });
    expect(afterPickup.body.data.billing_address).toMatchObject({
      first_name: 'Ana Maria',
      email: 'ana.maria@example.com',
      phone: '9165550199',
      address_1: '1200 K Street',
      postcode: '95814',
    });
  });

  it.each([
    ['an empty cart', { products: [] }, 'products', 'Your Cart is Empty'],
    ['no products', { products: undefined }, 'products', 'Your Cart is Empty'],
    ['a missing first name', { billing_first_name: ' ' }, 'billing_first_name', 'First name is required'],
    ['a missing last name', { billing_last_name: '' }, 'billing_last_name', 'Last name is required'],
    ['a missing address', { billing_address_1: '' }, 'billing_address_1', 'Address is required'],
    ['a missing country', { billing_country: '' }, 'billing_country', 'Country is required'],
    ['a missing city', { billing_city: '' }, 'billing_city', 'City is required'],
    ['a missing post code', { billing_postcode: '' }, 'billing_postcode', 'Post code is required'],
    ['a bad post code', { billing_postcode: '9' }, 'billing_postcode', 'Invalid post code format'],
    ['a post code with symbols', { billing_postcode: '95814!' }, 'billing_postcode', 'Invalid post code format'],
    ['a missing phone', { billing_phone: '' }, 'billing_phone', 'Phone number is required'],
    ['a bad phone', { billing_phone: '555-0100' }, 'billing_phone', 'Invalid phone number format'],
    ['a missing email', { billing_email: '' }, 'billing_email', 'Email is required'],
    ['a bad email', { billing_email: 'ana@' }, 'billing_email', 'Invalid email format'],
    ['an unknown delivery type', { order_delivery_type: 'drone' }, 'order_delivery_type', 'Choose pickup or delivery'],
    ['a line without variation', { products: [{ product_id: 1, quantity: 1 }] }, 'products.0.variation_id', 'variation_id is required'],
    [
      'a negative quantity',
      { products: [{ product_id: 1, variation_id: 1, quantity: -3 }] },
      'products.0.quantity',
      'Quantity must be at least 1',
    ],
    ['a huge quantity', { products: [{ product_id: 1, variation_id: 1, quantity: 1e15 }] }, 'products.0.quantity', 'Quantity is too large'],
    ['products as text', { products: 'all of them' }, 'products', 'Your Cart is Empty'],
  ])('refuses %s with 400', async (_name, overrides, field, message) => {
    const { status, body } = await place(deliveryOrder(overrides));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.errors[field]).toContain(message);
    expect(await shop.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
  });

  it('accepts a lower-case post code as the same code, upper-cased', async () => {
    const { status, body } = await place(deliveryOrder({ billing_postcode: 'sw1a 1aa' }));
    expect(status).toBe(201);
    const order = await shop.db.selectFrom('orders').select('billing').where('id', '=', body.data.order_id).executeTakeFirstOrThrow();
    expect(order.billing.postcode).toBe('SW1A 1AA');
  });

  it('reports all checkout errors at once in form order', async () => {
    const { body } = await place({ products: [line(f.gin.id, f.gin.bottle, 1)], order_delivery_type: 'delivery' });
    expect(Object.keys(body.errors)).toEqual([
      'billing_first_name',
      'billing_last_name',
      'billing_country',
      'billing_address_1',
      'billing_city',
      'billing_postcode',
      'billing_phone',
      'billing_email',
    ]);
  });

  it.each([
    ['more than the stock', () => [line(f.wine.id, f.wine.magnum, 3)], 400, 'Only 2 left at Midtown: Fixture Tinto Reserva 1.5L'],
    [
      'an out-of-stock product',
      () => [line(f.soldOut.id, f.soldOut.bottle, 1)],
      400,
      'This product is out of stock: Fixture Sold Out Rum 750ml',
    ],
    [
      'an unavailable size',
      () => [line(f.partly.id, f.partly.unavailable, 1)],
      400,
      'This size is not available: Fixture Partly Available Vodka 750ml',
    ],
    ['an unknown product', () => [line(987654, f.wine.bottle, 1)], 404, 'Product not found'],
    ['a hidden product', () => [line(f.hidden.id, f.hidden.bottle, 1)], 404, 'Product not found'],
    ['another product’s variation', () => [line(f.wine.id, f.gin.bottle, 1)], 404, 'Variation not found'],
    [
      'merged lines above the stock',
      () => [line(f.wine.id, f.wine.magnum, 1), line(f.wine.id, f.wine.magnum, 2)],
      400,
      'Only 2 left at Midtown: Fixture Tinto Reserva 1.5L',
    ],
  ])('refuses %s', async (_name, products, status, message) => {
    const result = await place(deliveryOrder({ products: products() }));
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ success: false, message });
    expect(await shop.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
  });

  it('checks the store', async () => {
    expect((await place(deliveryOrder({ location_id: 999999 }))).body).toMatchObject({ message: 'Store not found' });
    const pickupOnly = await place(deliveryOrder({ location_id: f.pickupStore }));
    expect(pickupOnly).toMatchObject({ status: 400, body: { message: 'This store does not offer delivery' } });
    expect((await place(deliveryOrder({ location_id: 0 }))).status).toBe(201);
  });

  it('needs a signed-in shopper', async () => {
    expect((await place(deliveryOrder(), null)).status).toBe(401);
    expect((await place(deliveryOrder(), 'forged')).status).toBe(401);
    expect(await shop.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
  });

  it('answers malformed JSON with 400', async () => {
    const result = await shop.call('POST', '/place-order', { token, rawBody: '{"products": [' });
    expect(result).toMatchObject({ status: 400, body: { message: 'Request body is not valid JSON' } });
  });
});

describe('POST /create-payment-intent and /order-status', () => {
  async function order(as = token) {
    const { body } = await place(deliveryOrder(), as);
    return body.data.order_id as number;
  }

  it('answers an unguessable payment URL on the public base URL', async () => {
    const orderId = await order();
    const { status, body } = await shop.call('POST', '/create-payment-intent', { token, body: { order_id: orderId } });
    expect(status).toBe(200);
    expect(body.data.payment_url).toMatch(new RegExp(`^${shop.config.publicBaseUrl}/pay/pi_[A-Za-z0-9_-]{32}$`));
    const second = await shop.call('POST', '/create-payment-intent', { token, body: { order_id: orderId } });
    expect(second.body.data.payment_url).not.toBe(body.data.payment_url);
    const intents = await shop.db.selectFrom('payment_intents').selectAll().execute();
    expect(intents.every((i) => Number(i.amount) === 65.99 && i.order_id === orderId && i.status === 'requires_payment')).toBe(true);
  });

  it('reports the payment status of the caller’s order', async () => {
    const orderId = await order();
    const pending = await shop.call('POST', '/order-status', { token, body: { order_id: orderId, user_id: userId } });
    expect(pending.body).toMatchObject({ success: true, data: { order_id: orderId, payment_status: 'Pending' } });
    const summary = pending.body.data.order;
    expect(summary.delivery_type).toMatch(/^(pickup|delivery)$/);
    expect(summary.lines.length).toBeGreaterThan(0);
    expect(summary.lines[0]).toEqual({
      product_id: expect.any(Number),
      product_title: expect.any(String),
      variation_name: expect.any(String),
      quantity: expect.any(Number),
      unit_price: expect.any(Number),
      line_total: expect.any(Number),
    });
    expect(Math.round((summary.subtotal + summary.delivery_rate + summary.tax) * 100)).toBe(Math.round(summary.total * 100));
    await shop.db.updateTable('orders').set({ payment_status: 'Failure' }).where('id', '=', orderId).execute();
    const failed = await shop.call('POST', '/order-status', { token, body: { order_id: String(orderId) } });
    expect(failed.body.data.payment_status).toBe('Failure');
  });

  it('refuses a paid order with 409', async () => {
    const orderId = await order();
    await shop.db.updateTable('orders').set({ payment_status: 'Success', paid_at: new Date() }).where('id', '=', orderId).execute();
    const result = await shop.call('POST', '/create-payment-intent', { token, body: { order_id: orderId } });
    expect(result).toMatchObject({ status: 409, body: { success: false, message: 'This order has already been paid' } });
  });

  it('hides another shopper’s order (404) even when their user_id is sent', async () => {
    const owner = await signUp(shop, 'Owner');
    const theirs = await order(owner.token);
    const status = await shop.call('POST', '/order-status', { token, body: { order_id: theirs, user_id: owner.userId } });
    expect(status).toMatchObject({ status: 404, body: { success: false, message: 'Order not found' } });
    const intent = await shop.call('POST', '/create-payment-intent', { token, body: { order_id: theirs, user_id: owner.userId } });
    expect(intent).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    expect(await shop.db.selectFrom('payment_intents').select('id').execute()).toHaveLength(0);
    const billing = await shop.call('POST', '/billing-address', { token, body: { user_id: owner.userId } });
    expect(billing.body.data.billing_address).toBeNull();
  });

  it('answers bad ids: missing is 400, impossible or unknown is 404', async () => {
    expect((await shop.call('POST', '/order-status', { token, body: {} })).body).toMatchObject({ message: 'order_id is required' });
    expect((await shop.call('POST', '/order-status', { token, body: {} })).status).toBe(400);
    for (const id of ['abc', -1, 1.5, 999999, '99999999999999999999']) {
      expect((await shop.call('POST', '/order-status', { token, body: { order_id: id } })).status).toBe(404);
    }
    expect((await shop.call('POST', '/create-payment-intent', { token, body: { order_id: 'abc' } })).status).toBe(400);
    expect((await shop.call('POST', '/create-payment-intent', { token, body: { order_id: 999999 } })).status).toBe(404);
  });

  it('needs a signed-in shopper', async () => {
    const orderId = await order();
    for (const path of ['/create-payment-intent', '/order-status', '/billing-address']) {
      expect((await shop.call('POST', path, { body: { order_id: orderId } })).status).toBe(401);
    }
  });
});
