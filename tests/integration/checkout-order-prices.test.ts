/**
 * Integration: the storefront's own actions (cart form, checkout) against a real shop API on a
 * fresh database. Prices posted by a browser are ignored; the stored order has the shop's
 * prices; a double submit makes one order, and so do attempts whose payment page could not be
 * opened; visitors are sent to log in; the payment result's form refuses what it never renders
 * (400, never a 500) and retries an unpaid order.
 */
import type { ActionFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addFixtureCatalogue, type FixtureCatalogue } from '../../shop-api/test/commerce-fixtures';
import { createTestShop, TEST_ORIGIN, type TestShop } from '../../shop-api/test/support';
import type { Storefront } from '~/lib/platform/context.server';
import { requestWithSession, testStorefront } from '../support/storefront';
import { action as checkoutAction } from '~/routes/checkout';
import { action as cartAction } from '~/routes/resources.cart';
import { action as paymentAction } from '~/routes/payment';
import { PAYMENT_FIELDS, PAYMENT_INTENTS } from '~/lib/forms/payment-form';
import { JS_MARKER } from '~/lib/forms/js-marker';
import { PAYMENT_FORM_MESSAGES } from '~/lib/validation/payment';
import { PAYMENT_PAGE_UNAVAILABLE } from '~/lib/checkout/checkout.server';

let shop: TestShop;
let fixtures: FixtureCatalogue;
let storefront: Storefront;
/** How many of the next /create-payment-intent calls fail, as when the payment provider is down. */
let failingPaymentStarts = 0;

beforeAll(async () => {
  shop = await createTestShop();
  fixtures = await addFixtureCatalogue(shop.db);
  // The API builds payment URLs on its public origin; that is the one we may redirect to.
  storefront = testStorefront(
    (request) => {
      if (failingPaymentStarts > 0 && new URL(request.url).pathname.endsWith('/create-payment-intent')) {
        failingPaymentStarts -= 1;
        return Promise.resolve(Response.json({ success: false, message: 'Payment provider unavailable' }, { status: 500 }));
      }
      return shop.api.fetch(request);
    },
    { PAYMENT_ORIGIN: TEST_ORIGIN },
  );
});

afterAll(async () => {
  await shop.close();
});

beforeEach(async () => {
  failingPaymentStarts = 0;
  await shop.resetUserData();
});

async function signedInCookie(): Promise<{ cookie: string; userId: number }> {
  const email = `buyer.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const registration = await shop.call('POST', '/registration', {
    body: {
      firstname: 'Ada',
      lastname: 'Vintner',
      email_address: email,
      password: 'Cellar@2024',
      phonenumber: '+1 555 010 2030',
      country: 'Brazil',
    },
  });
  expect(registration.status).toBe(201);
  const login = await shop.call('POST', '/login', { body: { email_address: email, password: 'Cellar@2024' } });
  const { token, user_id, user_fullname, user_email } = login.body.data;
  const request = await requestWithSession(storefront, { token, user: { user_id, user_fullname, user_email } }, TEST_ORIGIN);
  return { cookie: request.headers.get('Cookie')!, userId: user_id };
}

async function post(path: string, fields: Record<string, string>, cookie?: string): Promise<ActionFunctionArgs> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const request = new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', body, headers: cookie ? { Cookie: cookie } : {} });
  return { request, params: {}, context: await storefront.loadContext(request) } as ActionFunctionArgs;
}

const BILLING = {
  firstName: 'Ada',
  lastName: 'Vintner',
  country: 'Brazil',
  address: 'Rua das Videiras 21',
  city: 'Sacramento',
  postCode: '95814',
  phone: '+1 916 555 0100',
  email: 'ada@example.com',
};

// Everything a tampering browser might add: none of it may reach the order.
const TAMPERED_PRICES = {
  product_price: '0.01',
  product_sell_price: '0.01',
  sale_price: '0.01',
  price: '0.01',
  line_total: '0.01',
  subtotal: '0.01',
  total: '0.01',
  delivery_rate: '0',
};

async function responseOf(pending: Promise<unknown>): Promise<Response> {
  try {
    const result = await pending;
    expect(result).toBeInstanceOf(Response);
    return result as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('placing an order through the storefront actions', () => {
  it('stores the shop’s prices, whatever the browser posted', async () => {
    const { cookie, userId } = await signedInCookie();
    const added = await responseOf(
      cartAction(
        await post(
          '/resources/cart',
          {
            intent: 'add',
            product_id: String(fixtures.wine.id),
            uid: fixtures.wine.uid,
            variation_id: String(fixtures.wine.bottle),
            quantity: '2',
            redirectTo: '/',
            ...TAMPERED_PRICES,
          },
          cookie,
        ),
      ),
    );
    expect(added.status).toBe(303);

    const placed = await responseOf(
      checkoutAction(await post('/checkout', { ...BILLING, ...TAMPERED_PRICES, idempotency_key: 'test-key-0000000001' }, cookie)),
    );
    expect(placed.status).toBe(303);
    expect(placed.headers.get('Location')).toMatch(new RegExp(`^${TEST_ORIGIN}/api/v1/pay/`));

    const orders = await shop.db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();
    expect(orders).toHaveLength(1);
    // The fixture wine's 750 ml is 20.00 on sale at 15.50: 2 x 15.50 + delivery 4.99.
    expect(orders[0]).toMatchObject({ subtotal: 31, delivery_rate: 4.99, tax: 0, total: 35.99, delivery_type: 'delivery' });
    const lines = await shop.db.selectFrom('order_lines').selectAll().where('order_id', '=', orders[0].id).execute();
    expect(lines).toEqual([expect.objectContaining({ product_id: fixtures.wine.id, unit_price: 15.5, quantity: 2, line_total: 31 })]);
  });

  it('makes one order from a double submit of the same checkout page', async () => {
    const { cookie, userId } = await signedInCookie();
    await responseOf(
      cartAction(
        await post('/resources/cart', { intent: 'add', product_id: String(fixtures.gin.id), uid: fixtures.gin.uid, quantity: '1' }, cookie),
      ),
    );
    const form = { ...BILLING, idempotency_key: 'test-key-0000000002' };
    const [first, second] = [
      await responseOf(checkoutAction(await post('/checkout', form, cookie))),
      await responseOf(checkoutAction(await post('/checkout', form, cookie))),
    ];
    expect([first.status, second.status]).toEqual([303, 303]);
    const orders = await shop.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute();
    expect(orders).toHaveLength(1);
  });

  it('answers the schema messages without placing anything', async () => {
    const { cookie, userId } = await signedInCookie();
    const refused = await checkoutAction(await post('/checkout', { ...BILLING, postCode: '!', phone: '12' }, cookie));
    const body = refused as unknown as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(body.init.status).toBe(400);
    expect(body.data.result.error).toMatchObject({ postCode: ['Invalid post code format'], phone: ['Invalid phone number format'] });
    const orders = await shop.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute();
    expect(orders).toHaveLength(0);
  });

  it('sends a visitor to the login dialog and keeps the form in a draft cookie', async () => {
    const response = await responseOf(checkoutAction(await post('/checkout', { ...BILLING })));
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/checkout?dialog=login');
    expect(response.headers.get('Set-Cookie')).toMatch(/__checkout_draft=/);
  });
});

describe('attempts whose payment page could not be opened', () => {
  it('leave one pending order at the shop’s prices, and the next attempt opens its card page', async () => {
    const { cookie, userId } = await signedInCookie();
    const add = { intent: 'add', product_id: String(fixtures.wine.id), uid: fixtures.wine.uid, variation_id: String(fixtures.wine.bottle) };
    await responseOf(cartAction(await post('/resources/cart', { ...add, quantity: '2', ...TAMPERED_PRICES }, cookie)));
    const ordersOf = () => shop.db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();

    failingPaymentStarts = 3;
    for (let attempt = 1; attempt <= 3; attempt++) {
      // A freshly loaded checkout page each time: a new idempotency key, and tampered prices again.
      const form = { ...BILLING, ...TAMPERED_PRICES, idempotency_key: `failed-start-${attempt}-000000000` };
      const refused = (await checkoutAction(await post('/checkout', form, cookie))) as unknown as {
        data: { result: { error: Record<string, string[]> } };
        init: { status: number };
      };
      expect(refused.init.status).toBe(502);
      expect(refused.data.result.error['']).toEqual([PAYMENT_PAGE_UNAVAILABLE]);
    }
    const [pending, ...more] = await ordersOf();
    expect(more).toHaveLength(0);
    expect(pending).toMatchObject({ payment_status: 'Pending', subtotal: 31, delivery_rate: 4.99, total: 35.99 });

    // The payment result's retry failing too makes no order either; it says why.
    failingPaymentStarts = 1;
    const path = `/payment?id=${pending.id}`;
    const retried = await responseOf(paymentAction(await post(path, { [PAYMENT_FIELDS.intent]: PAYMENT_INTENTS.retry }, cookie)));
    expect(retried.status).toBe(303);
    expect(retried.headers.get('Location')).toBe(path);
    expect(retried.headers.get('Set-Cookie')).toMatch(/toast-session=/);

    const placed = await responseOf(
      checkoutAction(await post('/checkout', { ...BILLING, ...TAMPERED_PRICES, idempotency_key: 'failed-start-4-000000000' }, cookie)),
    );
    expect(placed.status).toBe(303);
    const intent = /\/pay\/(pi_[\w-]+)$/.exec(placed.headers.get('Location') ?? '')?.[1];
    const opened = await shop.db
      .selectFrom('payment_intents')
      .select(['order_id', 'amount'])
      .where('id', '=', intent!)
      .executeTakeFirstOrThrow();
    expect(opened).toMatchObject({ order_id: pending.id, amount: 35.99 });
    expect(await ordersOf()).toHaveLength(1);
  });
});

describe('the payment result’s form', () => {
  async function unpaidOrder(): Promise<{ cookie: string; orderId: number }> {
    const { cookie, userId } = await signedInCookie();
    await responseOf(
      cartAction(
        await post('/resources/cart', { intent: 'add', product_id: String(fixtures.gin.id), uid: fixtures.gin.uid, quantity: '1' }, cookie),
      ),
    );
    await responseOf(checkoutAction(await post('/checkout', { ...BILLING, idempotency_key: 'test-key-0000000003' }, cookie)));
    const order = await shop.db.selectFrom('orders').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    return { cookie, orderId: order.id };
  }

  it('refuses an unknown intent: 400 with its message for a fetcher, a toast back to the page without JavaScript', async () => {
    const { cookie, orderId } = await unpaidOrder();
    const path = `/payment?id=${orderId}`;
    const fetched = await responseOf(
      paymentAction(await post(path, { [PAYMENT_FIELDS.intent]: 'refund', [JS_MARKER.name]: JS_MARKER.value }, cookie)),
    );
    expect(fetched.status).toBe(400);
    expect(await fetched.json()).toEqual({ cleared: false, message: PAYMENT_FORM_MESSAGES.unknownAction });

    const plain = await responseOf(paymentAction(await post(path, {}, cookie)));
    expect(plain.status).toBe(303);
    expect(plain.headers.get('Location')).toBe(path);
    expect(plain.headers.get('Set-Cookie')).toMatch(/toast-session=/);
  });

  it('sends a retry of an unpaid order to a new card page', async () => {
    const { cookie, orderId } = await unpaidOrder();
    const retry = await responseOf(
      paymentAction(await post(`/payment?id=${orderId}`, { [PAYMENT_FIELDS.intent]: PAYMENT_INTENTS.retry }, cookie)),
    );
    expect(retry.status).toBe(303);
    expect(retry.headers.get('Location')).toMatch(new RegExp(`^${TEST_ORIGIN}/api/v1/pay/`));
  });
});
