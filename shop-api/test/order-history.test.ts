import { describe, expect, it } from 'vitest';
import { GOOD_CARD, signUp, type FixtureCatalogue, useCommerceTestShop } from './commerce-fixtures';
import type { TestShop } from './support';

let shop: TestShop;
let f: FixtureCatalogue;
let token: string;

useCommerceTestShop((state) => ({ shop, f, token } = state));

const billing = {
  billing_first_name: 'Ana',
  billing_last_name: 'Souza',
  billing_email: 'ana.orders@example.com',
  billing_phone: '+1 916 555 0100',
};

async function placePickup(as = token, quantity = 1) {
  const placed = await shop.call('POST', '/place-order', {
    token: as,
    body: {
      products: [{ product_id: f.wine.id, variation_id: f.wine.bottle, quantity }],
      order_delivery_type: 'pickup',
      // The fixture's stock is all at this store, which offers pickup too.
      location_id: f.deliveryStore,
      ...billing,
    },
  });
  expect(placed.status).toBe(201);
  return placed.body.data.order_id as number;
}

async function placeDelivery() {
  const placed = await shop.call('POST', '/place-order', {
    token,
    body: {
      products: [{ product_id: f.gin.id, variation_id: f.gin.bottle, quantity: 2 }],
      order_delivery_type: 'delivery',
      location_id: f.deliveryStore,
      ...billing,
      billing_address_1: '12 Vine Street',
      billing_city: 'Sacramento',
      billing_postcode: '95814',
      billing_country: 'United States',
    },
  });
  expect(placed.status).toBe(201);
  return placed.body.data.order_id as number;
}

async function pay(orderId: number, card = GOOD_CARD) {
  const intent = await shop.call('POST', '/create-payment-intent', { token, body: { order_id: orderId } });
  const path = new URL(intent.body.data.payment_url).pathname.replace(/^\/api\/v1/, '');
  const paid = await shop.call('POST', path, {
    rawBody: new URLSearchParams(card).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.status).toBe(303);
}

describe('POST /orders', () => {
  it('lists only the caller’s orders, newest first, 10 a page', async () => {
    const ids: number[] = [];
    // Each order differs from the one before: the same cart again would answer the pending order.
    for (let i = 0; i < 12; i++) ids.push(await placePickup(token, i % 2 === 1 ? 1 : 2));
    const other = await signUp(shop, 'Other');
    await placePickup(other.token);

    const first = await shop.call('POST', '/orders', { token, body: {} });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, page_size: 10, total_orders: 12, total_pages: 2 });
    expect(first.body.data.orders.map((o: { order_id: number }) => o.order_id)).toEqual(ids.slice().reverse().slice(0, 10));
    expect(first.body.data.orders[0]).toEqual({
      order_id: ids[11],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      payment_status: 'Pending',
      total: 15.5,
      delivery_type: 'pickup',
      store: 'Fixture Cellar Midtown',
    });
    const second = await shop.call('POST', '/orders', { token, body: { page: 2 } });
    expect(second.body.data.orders.map((o: { order_id: number }) => o.order_id)).toEqual([ids[1], ids[0]]);
    expect((await shop.call('POST', '/orders', { token, body: { page: 3 } })).body.data.orders).toEqual([]);
  });

  it('needs a sign-in and a sensible page', async () => {
    expect((await shop.call('POST', '/orders', { body: {} })).status).toBe(401);
    for (const page of [0, -1, 'abc', 1.5]) {
      expect((await shop.call('POST', '/orders', { token, body: { page } })).status).toBe(400);
    }
  });
});

describe('POST /order-detail', () => {
  it('shows lines, prices paid, totals, address and status', async () => {
    const orderId = await placeDelivery();
    const { status, body } = await shop.call('POST', '/order-detail', { token, body: { order_id: orderId } });
    expect(status).toBe(200);
    expect(body.data.order).toMatchObject({
      order_id: orderId,
      payment_status: 'Pending',
      delivery_type: 'delivery',
      store: 'Fixture Cellar Midtown',
      address: { address_1: '12 Vine Street', city: 'Sacramento', postcode: '95814', country: 'United States' },
      subtotal: 60,
      delivery_rate: 4.99,
      total: 64.99,
      lines: [
        {
          product_id: f.gin.id,
          product_title: 'Fixture Dry Gin',
          variation_name: '750ml',
          unit_price: 30,
          quantity: 2,
          line_total: 60,
        },
      ],
    });
    await pay(orderId);
    expect((await shop.call('POST', '/order-detail', { token, body: { order_id: orderId } })).body.data.order.payment_status).toBe(
      'Success',
    );
  });

  it('answers another shopper’s order exactly like an unknown one', async () => {
    const other = await signUp(shop, 'Other');
    const theirs = await placePickup(other.token);
    const foreign = await shop.call('POST', '/order-detail', { token, body: { order_id: theirs } });
    const unknown = await shop.call('POST', '/order-detail', { token, body: { order_id: 999999 } });
    const junk = await shop.call('POST', '/order-detail', { token, body: { order_id: 'abc' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(junk.status).toBe(404);
    expect((await shop.call('POST', '/order-detail', { body: { order_id: theirs } })).status).toBe(401);
  });
});

describe('order confirmation mail', () => {
  it('is sent after a successful payment with number, lines, totals and pickup store', async () => {
    const orderId = await placePickup(token, 2);
    await pay(orderId);
    const mail = await shop.outbox.waitFor(billing.billing_email, /order #\d+ is confirmed/);
    expect(mail.subject).toBe(`Liquor Express: order #${orderId} is confirmed`);
    expect(mail.text).toContain('2 x Fixture Tinto Reserva (750ml) at $15.50 = $31.00');
    expect(mail.text).toContain('Total: $31.00');
    expect(mail.text).toContain('Pickup at: Fixture Cellar Midtown');
    expect(mail.html).toContain('Fixture Tinto Reserva');
    expect(mail.html).not.toMatch(/<img|<script/i);
  });

  it('names the delivery address for a delivery; a declined card sends nothing', async () => {
    const declined = await placePickup();
    await pay(declined, { ...GOOD_CARD, card_number: '4000 0000 0000 0002' });
    const orderId = await placeDelivery();
    await pay(orderId);
    const mail = await shop.outbox.waitFor(billing.billing_email, /is confirmed/);
    expect(mail.subject).toContain(`#${orderId}`);
    expect(mail.text).toContain('Delivery to: 12 Vine Street, Sacramento, 95814, United States');
    expect(mail.text).toContain('Delivery: $4.99');
    expect(shop.outbox.messages.filter((m) => m.subject.includes(`#${declined}`))).toEqual([]);
  });
});
