/**
 * Stock leaves the shelf when an order is PAID, with a conditional UPDATE in the
 * payment's transaction (ADR 0053). Shoppers who all placed orders while stock lasted pay at
 * once: paid units never exceed the stock, and a shopper who loses gets a clear "sold out"
 * page (409), never a 500 and never a charge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDb } from '../../shop-api/src/db/connection';
import { setVariationStock } from '../../shop-api/src/catalogue/store-stock';
import { registerShopper, signIn, startApiServer, type ApiServer } from './support/api-server';

let api: ApiServer;
/** Two seeded variations, set to known stock before the server opens the database. */
let three: { productId: number; variationId: number; title: string };
let lastUnits: { productId: number; variationId: number };

async function pickVariations(db: ShopDb) {
  const rows = await db
    .selectFrom('variations as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.product_id', 'p.title'])
    .where('v.regular_price', 'is not', null)
    .where('p.not_found', '=', false)
    .orderBy('v.id')
    .limit(2)
    .execute();
  three = { productId: rows[0].product_id, variationId: rows[0].id, title: rows[0].title };
  lastUnits = { productId: rows[1].product_id, variationId: rows[1].id };
  // Stock is held per store (ADR 0155): all of it at the first store, which orders without a store take from.
  await setVariationStock(db, three.variationId, 3);
  await setVariationStock(db, lastUnits.variationId, 5);
}

beforeAll(async () => {
  api = await startApiServer({ prepare: pickVariations });
});
afterAll(async () => {
  await api?.stop();
});

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const CARD = { name: 'Ana Souza', card_number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' };

/** A shopper signs in, places a pickup order and opens its payment page; returns what paying needs. */
async function shopperWithOrder(item: { productId: number; variationId: number }, quantity: number) {
  const { email, password } = await registerShopper(api);
  const token = await signIn(api, email, password);
  const placed = await api.call('/place-order', {
    token,
    body: {
      products: [{ product_id: item.productId, variation_id: item.variationId, quantity }],
      order_delivery_type: 'pickup',
      billing_first_name: 'Ana',
      billing_last_name: 'Souza',
      billing_email: 'ana@example.com',
      billing_phone: '+1 916 555 0100',
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.data.order_id as number;
  const intent = await api.call('/create-payment-intent', { token, body: { order_id: orderId } });
  return { token, orderId, quantity, paymentUrl: intent.body.data.payment_url as string };
}

async function pay(paymentUrl: string) {
  const path = new URL(paymentUrl).pathname.replace(/^\/api\/v1/, '');
  const { status, body } = await api.call(path, {
    body: new URLSearchParams(CARD).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status, page: String(body) };
}

const orderStatus = async (shopper: { token: string; orderId: number }) =>
  (await api.call('/order-status', { token: shopper.token, body: { order_id: shopper.orderId } })).body.data.payment_status;

const stockOf = async (variationId: number, productId: number) => {
  const { body } = await api.call('/product-detail', { body: { product_id: productId } });
  return body.data.product_detail.variations.find((v: { variation_id: number }) => v.variation_id === variationId).stock as number;
};

describe('no overselling', () => {
  it('three shoppers each buy 3 of a product with stock 3: one is paid, two are told it sold out', async () => {
    // All three place their orders while the stock still shows 3.
    const shoppers = [];
    for (let i = 0; i < 3; i++) shoppers.push(await shopperWithOrder(three, 3));

    const answers = await Promise.all(shoppers.map((s) => pay(s.paymentUrl)));
    expect(answers.filter((a) => a.status === 303)).toHaveLength(1);
    const losers = answers.filter((a) => a.status === 409);
    expect(losers).toHaveLength(2);
    for (const loser of losers) {
      expect(loser.page).toContain('Sorry, this product just sold out');
      expect(loser.page).toContain('Your card was not charged.');
    }
    const statuses = await Promise.all(shoppers.map(orderStatus));
    expect(statuses.filter((s) => s === 'Success')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'Failure')).toHaveLength(2);
    expect(await stockOf(three.variationId, three.productId)).toBe(0);
  });

  it('ten shoppers buy the last 5 units at once: paid units never exceed the stock', async () => {
    const shoppers = [];
    for (let i = 0; i < 10; i++) shoppers.push(await shopperWithOrder(lastUnits, 1 + (i % 2)));

    const answers = await Promise.all(shoppers.map((s) => pay(s.paymentUrl)));
    expect(answers.every((a) => a.status === 303 || a.status === 409)).toBe(true);
    const statuses = await Promise.all(shoppers.map(orderStatus));
    const paidUnits = shoppers.reduce((sum, s, i) => sum + (statuses[i] === 'Success' ? s.quantity : 0), 0);
    const left = await stockOf(lastUnits.variationId, lastUnits.productId);
    expect(paidUnits).toBeLessThanOrEqual(5);
    expect(paidUnits + left).toBe(5);
    expect(left).toBeGreaterThanOrEqual(0);
    // The shelf is as empty as the orders allow: a refused payment means its quantity no longer fit.
    const refusedQuantities = shoppers.filter((_, i) => statuses[i] !== 'Success').map((s) => s.quantity);
    expect(refusedQuantities.every((q) => q > left)).toBe(true);
  });
});
