/**
 * The storefront's shop API client and sign-in helpers against a REAL shop API (in-memory
 * PGlite through shop-api/test/support.ts), handed in as the in-process transport like server.ts does.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../shop-api/test/support';
import { handleShopApiError, loadOrError, loadOrThrow, ShopApiError, type ShopApiTransport } from '~/lib/shop-api/client.server';
import { completeSignIn, loginWithPassword } from '~/lib/shopper/auth.server';
import type { GuestCartLine, ShopSessionData } from '~/lib/shopper/session.server';
import type { Storefront } from '~/lib/platform/context.server';
import { requestWithSession as sessionRequest, testStorefront } from '../support/storefront';

let shop: TestShop;
let transport: ShopApiTransport;
let storefront: Storefront;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(async () => {
  transport = (request) => shop.api.fetch(request);
  storefront = testStorefront((request) => transport(request));
  await shop.resetUserData();
});

function registerShopApiTransport(next: ShopApiTransport) {
  transport = next;
}

const PASSWORD = 'Cellar@2024';

async function newUser(email = `client.${Date.now()}@example.com`) {
  const { status } = await shop.call('POST', '/registration', {
    body: {
      firstname: 'Ada',
      lastname: 'Vintner',
      email_address: email,
      password: PASSWORD,
      phonenumber: '+1 555 010 2030',
      country: 'United States',
    },
  });
  expect(status).toBe(201);
  return email;
}

/** The load context of a browser request carrying the given session state. */
async function requestWithSession(state: ShopSessionData = {}) {
  return storefront.loadContext(await sessionRequest(storefront, state));
}

describe('shopApi', () => {
  it('returns the envelope data and message', async () => {
    const { data, status } = await (await requestWithSession()).shop.send<{ store_location: unknown[] }>('/get-stores');
    expect(status).toBe(200);
    expect(data.store_location.length).toBeGreaterThan(0);
  });

  it('throws ShopApiError with the API message, status and body', async () => {
    const email = await newUser();
    const error = await (await requestWithSession()).shop.send('/login', { email_address: email, password: 'Wrong@2024' }).catch((e) => e);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid email or password');
    expect(error.body).toMatchObject({ success: false });
  });

  it('turns a network failure into a 503 ShopApiError', async () => {
    registerShopApiTransport(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await (await requestWithSession()).shop.send('/get-stores').catch((e) => e);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error.status).toBe(503);
    expect(error.message).toBe('The shop is not reachable right now. Please try again in a moment.');
  });

  it("uses 'An error occurred' when a failure has no message", async () => {
    registerShopApiTransport(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await (await requestWithSession()).shop.send('/get-stores').catch((e) => e);
    expect(error.status).toBe(502);
    expect(error.message).toBe('An error occurred');
  });

  it('sends the session token as a bearer header', async () => {
    const email = await newUser();
    const { data } = await loginWithPassword(await requestWithSession(), email, PASSWORD);
    const signedIn = await requestWithSession({ token: data.token });
    const cart = await signedIn.shop.read<{ total_quantity: number }>('/cart', { action: 'view' });
    expect(cart.data.total_quantity).toBe(0);
    const anonymous = await (await requestWithSession()).shop.send('/cart', { action: 'view' }).catch((e) => e);
    expect(anonymous.status).toBe(401);
  });
});

describe('handleShopApiError, loadOrError and loadOrThrow', () => {
  it('a 401 on a signed-in call throws the forced sign-out: token and user removed, 303 to / with the toast', async () => {
    const context = await requestWithSession({
      token: 'expired-token',
      user: { user_id: 1, user_fullname: 'Ada', user_email: 'a@b.c' },
      ageVerified: true,
    });
    const thrown = await loadOrError(context, context.shop.read('/cart', { action: 'view' })).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(303);
    expect(thrown.headers.get('Location')).toBe('/');
    // The request handler writes the changed session once, after the route.
    const cookies = (await storefront.finish(context, thrown)).headers.getSetCookie();
    expect(cookies.some((c: string) => c.startsWith('toast-session='))).toBe(true);
    const sessionCookie = cookies.find((c: string) => c.startsWith('__session='))!;
    const after = (await storefront.loadContext(new Request('http://x/', { headers: { Cookie: sessionCookie.split(';')[0] } }))).session;
    expect(after.token).toBeUndefined();
    expect(after.user).toBeUndefined();
    expect(after.ageVerified).toBe(true);
  });

  it('a 401 without a session token is an ordinary error state', async () => {
    const context = await requestWithSession();
    const result = await loadOrError(context, context.shop.read('/cart', { action: 'view' }));
    expect(result).toEqual({ data: null, error: { message: expect.any(String), status: 401 } });
  });

  it('loadOrThrow throws the page error response: the status the failure means, its message, no-store', async () => {
    registerShopApiTransport(async () => {
      throw new TypeError('fetch failed');
    });
    const context = await requestWithSession();
    const thrown = await loadOrThrow(context, context.shop.read('/get-stores', {}, { auth: false })).catch((e) => e);
    expect(thrown).toMatchObject({
      data: { message: 'The shop is not reachable right now. Please try again in a moment.' },
      init: { status: 503, headers: { 'Cache-Control': 'no-store' } },
    });
  });

  it('loadOrThrow passes a thrown Response (a 404, a redirect) through unchanged', async () => {
    const notFound = new Response('Not Found', { status: 404 });
    await expect(loadOrThrow(await requestWithSession(), Promise.reject(notFound))).rejects.toBe(notFound);
  });

  it('re-throws errors that are not from the shop API (bugs reach the error boundary)', async () => {
    await expect(handleShopApiError(await requestWithSession(), new RangeError('bug'))).rejects.toThrow('bug');
  });
});

describe('completeSignIn', () => {
  it('stores token and user, pushes the visitor cart to the server cart and empties it', async () => {
    const email = await newUser();
    const { body } = await shop.call('POST', '/products', { body: {} });
    const cards = (body.data.products as { product_id: number; uid: string; variation_id: number | null; product_stock: number }[])
      .filter((card) => card.variation_id !== null && card.product_stock > 2)
      .slice(0, 2);
    expect(cards).toHaveLength(2);
    const lines: GuestCartLine[] = cards.map((card, i) => ({
      uid: card.uid,
      product_id: card.product_id,
      variation_id: card.variation_id!,
      quantity: i + 1,
    }));
    const context = await requestWithSession({ guestCart: lines, guest: true });
    const { data } = await loginWithPassword(context, email, PASSWORD);
    // The first product is already in the server cart: its 409 is not a failure.
    await context.shop.send(
      '/cart',
      { action: 'add', product_id: lines[0].product_id, variation_id: lines[0].variation_id, quantity: 1 },
      { token: data.token },
    );

    const { failedLines } = await completeSignIn(context, { ...data, token: data.token! });
    const session = context.session;
    expect(failedLines).toBe(0);
    expect(session.token).toBe(data.token);
    expect(session.user).toEqual({ user_id: data.user_id, user_fullname: 'Ada Vintner', user_email: email });
    expect(session.isGuest).toBe(false);
    expect(session.guestCart).toEqual([]);
    expect(session.changed).toBe(true);

    const cart = await context.shop.read<{ cart_details: { product_id: number; quantity: number }[] }>(
      '/cart',
      { action: 'view' },
      { token: data.token },
    );
    expect(cart.data.cart_details.map((l) => [l.product_id, l.quantity])).toEqual([
      [lines[0].product_id, 1],
      [lines[1].product_id, 2],
    ]);
  });
});
