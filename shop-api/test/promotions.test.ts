/**
 * Promotions through the API (docs/decisions/0145-promotions.md): /price-savings, the savings of
 * a placed and paid order, guessing codes rate-limited, and the last use of a code taken once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_CARD, signUp, type FixtureCatalogue, useCommerceTestShop } from './commerce-fixtures';
import { TEST_ORIGIN, type TestShop } from './support';

let shop: TestShop;
let f: FixtureCatalogue;
let token: string;

useCommerceTestShop((state) => ({ shop, f, token } = state));

let codeCounter = 0;

/** A fresh code with these rules (percent 10 unless told); answers the code. */
async function addCode(rule: Record<string, unknown> = {}): Promise<string> {
  const code = `T${++codeCounter}X${Date.now().toString(36).toUpperCase()}`;
  await shop.db
    .insertInto('promo_codes')
    .values({ code, kind: 'percent', amount: 10, category_ids: '[]', ...rule })
    .execute();
  return code;
}

const categoryId = async (slug: string) =>
  (await shop.db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  // The fixture wine is a red wine and the fixture gin a gin, so the mixed case knows them.
  await shop.db
    .updateTable('products')
    .set({ category_id: await categoryId('red-wine') })
    .where('id', '=', f.wine.id)
    .execute();
  await shop.db
    .updateTable('products')
    .set({ category_id: await categoryId('gin') })
    .where('id', '=', f.gin.id)
    .execute();
});

/** Fixture lines: wine bottles (15.50 each), wine magnums (35.00, two bottles each), gin (30.00). */
function lines({ bottles = 0, magnums = 0, gin = 0 }) {
  return [
    ...(bottles ? [{ product_id: f.wine.id, variation_id: f.wine.bottle, quantity: bottles }] : []),
    ...(magnums ? [{ product_id: f.wine.id, variation_id: f.wine.magnum, quantity: magnums }] : []),
    ...(gin ? [{ product_id: f.gin.id, variation_id: f.gin.bottle, quantity: gin }] : []),
  ];
}

const savings = async (body: Record<string, unknown>, as: string | null = token) =>
  (await shop.call('POST', '/price-savings', { token: as, body })).body;

describe('POST /price-savings', () => {
  it('nudges below six bottles of wine and takes 10% off the wine lines from six', async () => {
    const four = await savings({ lines: lines({ bottles: 4, gin: 1 }) });
    expect(four.data).toEqual({
      subtotal: 92,
      mixed_case_saving: 0,
      mixed_case_bottles_to_go: 2,
      promo_code: null,
      promo_saving: 0,
      promo_refusal: null,
      total_saving: 0,
    });
    // Four bottles and a magnum are six: 10% of (62.00 + 35.00) = 9.70.
    const six = await savings({ lines: lines({ bottles: 4, magnums: 1, gin: 1 }) });
    expect(six.data).toMatchObject({ subtotal: 127, mixed_case_saving: 9.7, mixed_case_bottles_to_go: 0, total_saving: 9.7 });
    expect((await savings({ lines: lines({ gin: 3 }) })).data.mixed_case_bottles_to_go).toBeNull();
  });

  it('applies a code typed in any case, on top of the mixed case', async () => {
    const code = await addCode({ amount: 10 });
    const answer = await savings({ lines: lines({ bottles: 4, magnums: 1, gin: 1 }), promo_code: ` ${code.toLowerCase()} ` });
    // (127.00 − 9.70) × 10% = 11.73
    expect(answer.data).toMatchObject({ promo_code: code, promo_saving: 11.73, promo_refusal: null, total_saving: 21.43 });
  });

  it('prices the lines itself: prices or savings the client sends are ignored', async () => {
    const code = await addCode({ kind: 'fixed', amount: 5 });
    const tampered = lines({ bottles: 2 }).map((l) => ({ ...l, product_price: 0.01, line_total: 0.02 }));
    const answer = await savings({ lines: tampered, promo_code: code, promo_saving: 31, total_saving: 31 });
    expect(answer.data).toMatchObject({ subtotal: 31, promo_saving: 5, total_saving: 5 });
  });

  it('names each refusal', async () => {
    const cart = lines({ bottles: 2 });
    const refusal = async (rule: Record<string, unknown> | string) =>
      (await savings({ lines: cart, promo_code: typeof rule === 'string' ? rule : await addCode(rule) })).data.promo_refusal;
    expect(await refusal('NO-SUCH-CODE')).toEqual({ reason: 'invalid', message: 'This promo code is not valid.' });
    expect(await refusal('<b>not a code</b>')).toEqual({ reason: 'invalid', message: 'This promo code is not valid.' });
    expect(await refusal({ ends_at: new Date(Date.now() - 60_000) })).toEqual({
      reason: 'expired',
      message: 'This promo code has expired.',
    });
    expect(await refusal({ starts_at: new Date(Date.now() + 86_400_000) })).toEqual({
      reason: 'not_yet_valid',
      message: 'This promo code is not active yet.',
    });
    expect(await refusal({ min_subtotal: 40 })).toEqual({
      reason: 'min_subtotal',
      message: 'This promo code needs a subtotal of at least $40.00.',
    });
    expect(await refusal({ category_ids: JSON.stringify([await categoryId('spirits')]) })).toEqual({
      reason: 'not_applicable',
      message: 'This promo code does not apply to the products in your cart.',
    });
    expect(await refusal({ max_uses: 3, uses: 3 })).toEqual({ reason: 'used_up', message: 'This promo code has been used up.' });
  });

  it('knows the seeded codes', async () => {
    const cart = lines({ bottles: 2 });
    const answer = async (code: string) => (await savings({ lines: cart, promo_code: code })).data;
    expect(await answer('WELCOME10')).toMatchObject({ promo_code: 'WELCOME10', promo_saving: 3.1 });
    expect((await answer('SUMMER2020')).promo_refusal.reason).toBe('expired');
    expect((await answer('NEWYEAR2099')).promo_refusal.reason).toBe('not_yet_valid');
    expect((await answer('LAUNCH50')).promo_refusal.reason).toBe('used_up');
    expect((await answer('SPIRITS10')).promo_refusal.reason).toBe('not_applicable');
    expect((await answer('SAVE5')).promo_refusal.reason).toBe('min_subtotal');
  });

  it('refuses a malformed request with a message, never a 500', async () => {
    const bad = await shop.call('POST', '/price-savings', { body: { lines: 'nope' } });
    expect(bad.status).toBe(400);
    const zero = await shop.call('POST', '/price-savings', {
      body: { lines: [{ product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 0 }] },
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toMatch(/Quantity must be at least 1/);
  });
});

describe('guessing codes', () => {
  /** A /price-savings call from `address`, as the in-process storefront forwards it. */
  async function guess(code: string, address: string) {
    const response = await shop.api.fetch(
      new Request(`${TEST_ORIGIN}/api/v1/price-savings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-client-address': address },
        body: JSON.stringify({ lines: lines({ bottles: 1 }), promo_code: code }),
      }),
      { trusted: true },
    );
    return { status: response.status, body: (await response.json()) as { message?: string } };
  }

  it('is rate-limited per address like sign-ins; known codes do not count', async () => {
    const known = await addCode();
    for (let i = 0; i < 10; i++) {
      expect((await guess(`GUESS${i}`, '198.51.100.7')).status).toBe(200);
      expect((await guess(known, '198.51.100.7')).status).toBe(200);
    }
    expect(await guess('GUESS11', '198.51.100.7')).toEqual({
      status: 429,
      body: { success: false, message: 'Too many attempts, please try again in 15 minutes.' },
    });
    // Another address is not affected.
    expect((await guess('GUESS12', '198.51.100.8')).status).toBe(200);
  });
});

const billing = {
  order_delivery_type: 'pickup',
  billing_first_name: 'Ana',
  billing_last_name: 'Souza',
  billing_email: 'ana@example.com',
  billing_phone: '+1 916 555 0100',
};

async function placeOrder(body: Record<string, unknown>, as = token) {
  return shop.call('POST', '/place-order', { token: as, body: { ...billing, ...body } });
}

async function pay(orderId: number, as = token) {
  const intent = await shop.call('POST', '/create-payment-intent', { token: as, body: { order_id: orderId } });
  const path = new URL(intent.body.data.payment_url).pathname.replace(/^\/api\/v1/, '');
  return shop.call('POST', path, {
    rawBody: new URLSearchParams(GOOD_CARD).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const usesOf = async (code: string) =>
  Number((await shop.db.selectFrom('promo_codes').select('uses').where('code', '=', code).executeTakeFirstOrThrow()).uses);

describe('an order with savings', () => {
  it('is priced by the API with both savings, whatever the client sends', async () => {
    const code = await addCode({ amount: 10 });
    const placed = await placeOrder({
      products: lines({ bottles: 4, magnums: 1, gin: 1 }),
      promo_code: code.toLowerCase(),
      promo_saving: 127,
      total: 0.01,
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.data.order_id;
    const status = await shop.call('POST', '/order-status', { token, body: { order_id: orderId } });
    // 127.00 − 9.70 − 11.73, pickup: 105.57
    expect(status.body.data.order).toMatchObject({
      subtotal: 127,
      total: 105.57,
      savings: { mixed_case_saving: 9.7, promo_code: code, promo_saving: 11.73 },
    });

    expect((await pay(orderId)).status).toBe(303);
    expect(await usesOf(code)).toBe(1);
    const detail = await shop.call('POST', '/order-detail', { token, body: { order_id: orderId } });
    expect(detail.body.data.order).toMatchObject({ total: 105.57, savings: { mixed_case_saving: 9.7, promo_saving: 11.73 } });
    const history = await shop.call('POST', '/orders', { token, body: {} });
    expect(history.body.data.orders[0]).toMatchObject({ order_id: orderId, total: 105.57 });

    const mail = await shop.outbox.waitFor('ana@example.com', /confirmed/);
    expect(mail.text).toContain('Mixed case: \u2212$9.70');
    expect(mail.text).toContain(`Promo code ${code}: \u2212$11.73`);
    expect(mail.text).toContain('Total: $105.57');
    expect(mail.html).toContain(`Promo code ${code}`);
  });

  it('is not placed with a refused code: the shopper is told why', async () => {
    const code = await addCode({ ends_at: new Date(Date.now() - 1000) });
    const placed = await placeOrder({ products: lines({ bottles: 1 }), promo_code: code });
    expect(placed.status).toBe(400);
    expect(placed.body.message).toBe('This promo code has expired.');
    expect(await shop.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
  });

  it('a code for one use per shopper is refused on the same shopper’s next order', async () => {
    const code = await addCode({ kind: 'fixed', amount: 5, max_uses_per_shopper: 1 });
    const first = await placeOrder({ products: lines({ bottles: 1 }), promo_code: code });
    expect((await pay(first.body.data.order_id)).status).toBe(303);
    const again = await placeOrder({ products: lines({ gin: 1 }), promo_code: code });
    expect(again.body.message).toBe('You have already used this promo code.');
    // Another shopper can still use it.
    const other = await signUp(shop, 'Other');
    expect((await placeOrder({ products: lines({ gin: 1 }), promo_code: code }, other.token)).status).toBe(201);
  });

  it('a code with one use left, paid by ten shoppers at once, is used once', async () => {
    const code = await addCode({ kind: 'fixed', amount: 5, max_uses: 5, uses: 4 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(shop, `Racer${i}`)));
    const orders: Array<{ token: string; orderId: number }> = [];
    for (const s of shoppers) {
      const placed = await placeOrder({ products: lines({ gin: 1 }), promo_code: code }, s.token);
      expect(placed.status).toBe(201);
      orders.push({ token: s.token, orderId: placed.body.data.order_id });
    }
    const results = await Promise.all(orders.map((o) => pay(o.orderId, o.token)));
    expect(results.filter((r) => r.status === 303)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.body).toContain(`The promo code ${code} ran out of uses`);
    expect(await usesOf(code)).toBe(5);
    const paid = await shop.db.selectFrom('orders').select('id').where('payment_status', '=', 'Success').execute();
    expect(paid).toHaveLength(1);
    // The nine were not charged: their orders failed with the reason recorded.
    const failed = await shop.db.selectFrom('payment_intents').select('failure_reason').where('status', '=', 'failed').execute();
    expect(failed.map((r) => r.failure_reason)).toEqual(Array(9).fill('promo_code_used_up'));
  });
});
