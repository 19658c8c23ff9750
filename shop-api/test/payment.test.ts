import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expired, luhnValid } from '../src/payments/cards';
import { GOOD_CARD, nextYear, signUp, type FixtureCatalogue, useCommerceTestShop } from './commerce-fixtures';
import { eventually, TEST_ORIGIN, type TestShop } from './support';

let shop: TestShop;
let f: FixtureCatalogue;
let token: string;

useCommerceTestShop((state) => ({ shop, f, token } = state));

/** Places a 2 × wine (15.50) pickup order and opens a payment intent: returns the intent path. */
async function checkout(as = token) {
  const placed = await shop.call('POST', '/place-order', {
    token: as,
    body: {
      products: [{ product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 2 }],
      order_delivery_type: 'pickup',
      billing_first_name: 'Ana',
      billing_last_name: 'Souza',
      billing_email: 'ana@example.com',
      billing_phone: '+1 916 555 0100',
    },
  });
  const orderId = placed.body.data.order_id as number;
  const intent = await shop.call('POST', '/create-payment-intent', { token: as, body: { order_id: orderId } });
  const url = new URL(intent.body.data.payment_url);
  return { orderId, path: url.pathname.replace(/^\/api\/v1/, '') };
}

function submit(path: string, fields: Record<string, string>) {
  return shop.call('POST', path, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const status = async (orderId: number, as = token) =>
  (await shop.call('POST', '/order-status', { token: as, body: { order_id: orderId } })).body.data.payment_status;

const stockOf = async (variationId: number) =>
  Number((await shop.db.selectFrom('variations').select('stock').where('id', '=', variationId).executeTakeFirstOrThrow()).stock);

describe('card checks', () => {
  it('Luhn accepts the test cards and rejects a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('a card is valid through the last day of its expiry month', () => {
    const now = new Date(Date.UTC(2030, 4, 31, 23, 0)); // 31 May 2030
    expect(expired(5, 30, now)).toBe(false);
    expect(expired(4, 30, now)).toBe(true);
    expect(expired(6, 30, new Date(Date.UTC(2030, 6, 1)))).toBe(true);
  });
});

describe('GET /pay/{intent}', () => {
  it('renders an accessible, self-contained form with the amount, under a strict policy', async () => {
    const { orderId, path } = await checkout();
    const { status: code, body, response } = await shop.call('GET', path);
    expect(code).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain(`form-action 'self' ${TEST_ORIGIN}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');

    expect(body).toContain('<html lang="en">');
    expect(body).toContain('Pay $31.00');
    expect(body).toMatch(/<p class="brand"><svg[^>]*aria-label="Liquor Express"/);
    expect(body).toContain(`Order #${orderId}`);
    expect(body).toMatch(/<form method="post"/);
    for (const [id, label] of [
      ['f-name', 'Name on card'],
      ['f-card_number', 'Card number'],
      ['f-expiry', 'Expiry date'],
      ['f-cvc', 'Security code (CVC)'],
    ]) {
      expect(body).toContain(`<label for="${id}">${label}</label>`);
      expect(body).toContain(`id="${id}"`);
    }
    expect(body).toContain('autocomplete="cc-number"');
    expect(body).not.toMatch(/<script|src="http|href="http(?!:\/\/shop\.test)/);
  });

  it('answers an unknown or malformed intent with a 404 page', async () => {
    for (const path of ['/pay/pi_doesnotexistdoesnotexist123', '/pay/nonsense']) {
      const { status: code, body } = await shop.call('GET', path);
      expect(code).toBe(404);
      expect(body).toContain('Payment link not found');
    }
    expect((await submit('/pay/pi_doesnotexistdoesnotexist123', GOOD_CARD)).status).toBe(404);
  });
});

describe('POST /pay/{intent}', () => {
  it('approves 4242…, marks the order paid, takes the stock and redirects (303) to the storefront', async () => {
    const { orderId, path } = await checkout();
    const { status: code, response } = await submit(path, GOOD_CARD);
    expect(code).toBe(303);
    expect(response.headers.get('location')).toBe(`${TEST_ORIGIN}/payment?id=${orderId}`);
    expect(await status(orderId)).toBe('Success');
    const order = await shop.db.selectFrom('orders').select(['paid_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.paid_at).not.toBeNull();
    const intent = await shop.db.selectFrom('payment_intents').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(intent).toMatchObject({ status: 'succeeded', card_last4: '4242', failure_reason: null });
    expect(await stockOf(f.wine.bottle)).toBe(3);
  });

  it('takes the paid lines out of the payer’s cart and leaves other lines; a decline keeps them', async () => {
    const cart = (body: Record<string, unknown>) => shop.call('POST', '/cart', { token, body });
    await cart({ action: 'add', product_id: f.wine.id, variation_id: f.wine.bottle, quantity: 2 });
    const { path } = await checkout();
    await cart({ action: 'add', product_id: f.gin.id, variation_id: f.gin.bottle, quantity: 1 });
    const lines = async () => (await cart({ action: 'view' })).body.data.cart_details.map((l: { product_id: number }) => l.product_id);

    await submit(path, { ...GOOD_CARD, card_number: '4000 0000 0000 0002' });
    expect(await lines()).toEqual([f.wine.id, f.gin.id]);
    await submit(path, GOOD_CARD);
    expect(await lines()).toEqual([f.gin.id]);
  });

  it('declines 4000 0000 0000 0002: Failure, stock untouched, and the order can be retried', async () => {
    const { orderId, path } = await checkout();
    const declined = await submit(path, { ...GOOD_CARD, card_number: '4000-0000-0000-0002' });
    expect(declined.status).toBe(303);
    expect(declined.response.headers.get('location')).toBe(`${TEST_ORIGIN}/payment?id=${orderId}`);
    expect(await status(orderId)).toBe('Failure');
    expect(await stockOf(f.wine.bottle)).toBe(5);
    const intent = await shop.db.selectFrom('payment_intents').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(intent).toMatchObject({ status: 'failed', failure_reason: 'card_declined', card_last4: '0002' });

    const retry = await shop.call('POST', '/create-payment-intent', { token, body: { order_id: orderId } });
    expect(retry.status).toBe(200);
    const again = await submit(new URL(retry.body.data.payment_url).pathname.replace('/api/v1', ''), GOOD_CARD);
    expect(again.status).toBe(303);
    expect(await status(orderId)).toBe('Success');
  });

  it('tells the catalogue listeners once when a payment takes stock, never on a decline (ADR 0152)', async () => {
    // A PostgreSQL server delivers notices a moment after the commit, in commit order; so each
    // count is read after a later notice is known to have arrived.
    let told = 0;
    const stop = shop.api.catalogueChanges.subscribe(() => told++);
    const toldNow = () => Promise.resolve(told);
    try {
      const { path } = await checkout();
      await submit(path, { ...GOOD_CARD, card_number: '4000 0000 0000 0002' });
      await submit(path, GOOD_CARD);
      // Had the decline been told, the paid order's notice would be the second.
      expect(await eventually(toldNow, (n) => n >= 1)).toBe(1);
      // Paying again changes nothing, and says nothing: a marker notice is the next one heard.
      expect((await submit(path, GOOD_CARD)).status).toBe(409);
      await sql`NOTIFY catalogue_changed`.execute(shop.db);
      expect(await eventually(toldNow, (n) => n >= 2)).toBe(2);
    } finally {
      stop();
    }
  });

  it('accepts an expiry typed without the slash', async () => {
    const { orderId, path } = await checkout();
    expect((await submit(path, { ...GOOD_CARD, expiry: `08${nextYear}` })).status).toBe(303);
    expect(await status(orderId)).toBe('Success');
  });

  it('approves any other Luhn-valid number', async () => {
    const { orderId, path } = await checkout();
    expect((await submit(path, { ...GOOD_CARD, card_number: '5555555555554444' })).status).toBe(303);
    expect(await status(orderId)).toBe('Success');
  });

  it('never takes a paid order’s money twice', async () => {
    const { orderId, path } = await checkout();
    const other = await shop.call('POST', '/create-payment-intent', { token, body: { order_id: orderId } });
    const otherPath = new URL(other.body.data.payment_url).pathname.replace('/api/v1', '');
    await submit(path, GOOD_CARD);

    const samePage = await submit(path, GOOD_CARD);
    expect(samePage.status).toBe(409);
    expect(samePage.body).toContain('This order has already been paid');
    expect(samePage.body).toContain(`${TEST_ORIGIN}/payment?id=${orderId}`);
    expect((await submit(otherPath, GOOD_CARD)).status).toBe(409);
    const view = await shop.call('GET', otherPath);
    expect(view.status).toBe(200);
    expect(view.body).toContain('This order has already been paid');
    expect(view.body).not.toContain('<form');
    // A decline after payment does not undo it; stock was taken once.
    await submit(otherPath, { ...GOOD_CARD, card_number: '4000000000000002' });
    expect(await status(orderId)).toBe('Success');
    expect(await stockOf(f.wine.bottle)).toBe(3);
    expect((await shop.call('POST', '/create-payment-intent', { token, body: { order_id: orderId } })).status).toBe(409);
  });

  it('pays exactly once when two submissions race', async () => {
    const { orderId, path } = await checkout();
    const other = await shop.call('POST', '/create-payment-intent', { token, body: { order_id: orderId } });
    const otherPath = new URL(other.body.data.payment_url).pathname.replace('/api/v1', '');
    const results = await Promise.all([submit(path, GOOD_CARD), submit(otherPath, GOOD_CARD)]);
    expect(results.map((r) => r.status).sort()).toEqual([303, 409]);
    expect(await stockOf(f.wine.bottle)).toBe(3);
  });

  it.each([
    ['a card number failing Luhn', { card_number: '4242 4242 4242 4241' }, 'f-card_number', 'Enter a valid card number'],
    ['a too short card number', { card_number: '4242' }, 'f-card_number', 'Enter a valid card number'],
    ['letters in the card number', { card_number: '4242 4242 abcd 4242' }, 'f-card_number', 'Enter a valid card number'],
    ['a one-digit month', { expiry: `1/${nextYear}` }, 'f-expiry', 'Enter the expiry date as MM/YY'],
    ['a four-digit year', { expiry: `12/20${nextYear}` }, 'f-expiry', 'Enter the expiry date as MM/YY'],
    ['month 13', { expiry: `13/${nextYear}` }, 'f-expiry', 'Enter the expiry date as MM/YY'],
    ['an expired card', { expiry: '01/20' }, 'f-expiry', 'This card has expired'],
    ['a 2-digit CVC', { cvc: '12' }, 'f-cvc', 'Enter the 3 or 4 digit security code'],
    ['no name', { name: '  ' }, 'f-name', 'Enter the name on the card'],
  ])('re-renders the form for %s, tying the message to the field', async (_name, change, id, message) => {
    const { orderId, path } = await checkout();
    const { status: code, body } = await submit(path, { ...GOOD_CARD, ...change });
    expect(code).toBe(400);
    expect(body).toContain(`<p class="error" id="${id}-error">${message}</p>`);
    expect(body).toMatch(new RegExp(`id="${id}"[^>]*aria-describedby="[^"]*${id}-error"[^>]*aria-invalid="true"`));
    expect(body).toContain(`<a href="#${id}">${message}</a>`);
    expect(body).toContain('role="alert"');
    expect(await status(orderId)).toBe('Pending');
  });

  it('never echoes the card number or CVC, but keeps the name and expiry', async () => {
    const { path } = await checkout();
    const { body } = await submit(path, { name: 'Ana <b>Souza</b>', card_number: '4242 4242 4242 4242', expiry: '01/20', cvc: '9876' });
    // The test-mode note names the test cards; nothing else may.
    const page = String(body).replace(/<section class="test"[\s\S]*?<\/section>/, '');
    expect(page).toContain('value="01/20"');
    expect(page).not.toContain('4242');
    expect(page).not.toContain('9876');
    expect(body).toContain('value="Ana &lt;b&gt;Souza&lt;/b&gt;"');
    expect(body).toContain('value="01/20"');
  });

  it('lists every error at once for an empty submission', async () => {
    const { path } = await checkout();
    const { status: code, body } = await submit(path, {});
    expect(code).toBe(400);
    for (const message of [
      'Enter the name on the card',
      'Enter a valid card number',
      'Enter the expiry date as MM/YY',
      'Enter the 3 or 4 digit security code',
    ]) {
      expect(body).toContain(message);
    }
  });
});

describe('payment and other shoppers', () => {
  it('another shopper cannot create an intent for, or read the status of, my order', async () => {
    const { orderId } = await checkout();
    const other = await signUp(shop, 'Other');
    expect((await shop.call('POST', '/create-payment-intent', { token: other.token, body: { order_id: orderId } })).status).toBe(404);
    expect((await shop.call('POST', '/order-status', { token: other.token, body: { order_id: orderId } })).status).toBe(404);
  });
});
