/**
 * Stock is taken when an order is paid, with a conditional UPDATE (ADR 0053): under concurrent
 * payments (real parallel connections when SHOP_TEST_DATABASE_URL names a PostgreSQL server)
 * paid units never exceed the stock.
 */
import { describe, expect, it } from 'vitest';
import { GOOD_CARD, signUp, type FixtureCatalogue, useCommerceTestShop } from './commerce-fixtures';
import type { TestShop } from './support';
import { setVariationStock } from '../src/catalogue/store-stock';

let shop: TestShop;
let f: FixtureCatalogue;

useCommerceTestShop((state) => ({ shop, f } = state));

async function orderAndIntent(token: string, variationId: number, productId: number, quantity: number) {
  const placed = await shop.call('POST', '/place-order', {
    token,
    body: {
      products: [{ product_id: productId, variation_id: variationId, quantity }],
      order_delivery_type: 'pickup',
      billing_first_name: 'Ana',
      billing_last_name: 'Souza',
      billing_email: 'ana@example.com',
      billing_phone: '+1 916 555 0100',
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.data.order_id as number;
  const intent = await shop.call('POST', '/create-payment-intent', { token, body: { order_id: orderId } });
  return { token, orderId, quantity, path: new URL(intent.body.data.payment_url).pathname.replace(/^\/api\/v1/, '') };
}

const pay = (path: string) =>
  shop.call('POST', path, {
    rawBody: new URLSearchParams(GOOD_CARD).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const stockOf = async (variationId: number) =>
  Number((await shop.db.selectFrom('variations').select('stock').where('id', '=', variationId).executeTakeFirstOrThrow()).stock);

describe('stock at payment', () => {
  it('ten concurrent payments for the last 5 units: paid units never exceed the stock', async () => {
    const orders = [];
    for (let i = 0; i < 10; i++) {
      const { token } = await signUp(shop, `Buyer${i}`);
      orders.push(await orderAndIntent(token, f.wine.bottle, f.wine.id, 1 + (i % 2)));
    }
    const answers = await Promise.all(orders.map((o) => pay(o.path)));
    expect(answers.map((a) => a.status).every((s) => s === 303 || s === 409)).toBe(true);
    const paid = await shop.db
      .selectFrom('orders')
      .select('id')
      .where(
        'id',
        'in',
        orders.map((o) => o.orderId),
      )
      .where('payment_status', '=', 'Success')
      .execute();
    const paidIds = new Set(paid.map((p) => p.id));
    const paidUnits = orders.filter((o) => paidIds.has(o.orderId)).reduce((sum, o) => sum + o.quantity, 0);
    const left = await stockOf(f.wine.bottle);
    expect(paidUnits).toBeLessThanOrEqual(5);
    expect(paidUnits + left).toBe(5);
    expect(left).toBeGreaterThanOrEqual(0);
  });

  it('a refused payment leaves the stock and the order unpaid, and records why', async () => {
    const { token } = await signUp(shop, 'Late');
    const order = await orderAndIntent(token, f.wine.magnum, f.wine.id, 2);
    await setVariationStock(shop.db, f.wine.magnum, 1, f.deliveryStore);
    const answer = await pay(order.path);
    expect(answer.status).toBe(409);
    expect(String(answer.body)).toContain('sold out before your payment');
    expect(await stockOf(f.wine.magnum)).toBe(1);
    const intent = await shop.db
      .selectFrom('payment_intents')
      .select(['status', 'failure_reason'])
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(intent).toEqual({ status: 'failed', failure_reason: 'out_of_stock' });
    const status = await shop.call('POST', '/order-status', { token, body: { order_id: order.orderId } });
    expect(status.body.data.payment_status).toBe('Failure');
  });
});
