/**
 * Past one machine (docs/deploy.md, ADR 0154): two storefronts and two shop APIs on one
 * PostgreSQL server, nginx balancing round-robin in front (tests/scale/support/topology.ts).
 * Shoppers go through the proxy; each storefront and API is also asked directly, so "the other
 * instance" is never left to the balancer's luck.
 *
 * Run with `npm run test:scale`. `SHOP_API_CHANGES=off npm run test:scale` starts the storefronts
 * without following the API's changes: the price test then fails (a stale page after 1 s).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, honeypotFields, pickupOrderOfOne, registerShopperAt, SHOPPER_PASSWORD } from '../security/support/storefront-server';
import { LOGIN_LIMIT, startTopology, type Topology } from './support/topology';

let shop: Topology;

beforeAll(async () => {
  shop = await startTopology();
}, 180_000);

afterAll(async () => {
  await shop?.stop();
});

const TOO_MANY = 'Too many attempts, please try again in 15 minutes.';

const page = async (origin: string, path: string, cookie = '') => {
  const response = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};

/** A form post from the shop's own page, through the proxy; answers the response and the cookies after it. */
async function postForm(path: string, fields: Record<string, string>, cookie: string) {
  const response = await fetch(`${shop.shop}${path}`, {
    method: 'POST',
    headers: { origin: shop.shop, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { response, cookie: cookiesOf(response, cookie) };
}

/** A JSON call to the API at `base` (one instance, or the shop's public /api/v1). */
async function api(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    // the payment page is HTML
  }
  return { status: response.status, body: json };
}

const guest = async () => (await postForm('/resources/age-gate', { answer: 'yes', redirectTo: '/' }, '')).cookie;

/** A product and its first variation, not used by another test here. */
let nextProduct = 1;
async function product() {
  const id = nextProduct++;
  const detail = (await api(shop.apis[1], '/product-detail', { product_id: id })).body.data.product_detail;
  return {
    id,
    name: detail.name as string,
    variationId: detail.variations[0].variation_id as number,
    uid: String(detail.uid ?? detail.id),
  };
}

async function changeVariation(apiBase: string, change: Record<string, number>) {
  const response = await fetch(`${new URL(apiBase).origin}/__test/variation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * Changes a product's price through the API at `apiBase` after both storefronts have kept its
 * page's data (and each API its answer), then expects the new price on both within 1 s.
 */
async function expectPriceChangeOnBothStorefronts(apiBase: string) {
  const item = await product();
  const price = 40 + Math.round(Math.random() * 5000) / 100;
  const shown = `$${price.toFixed(2)}`;
  for (const storefront of shop.storefronts) expect((await page(storefront, `/product/${item.id}`)).html).not.toContain(shown);

  await changeVariation(apiBase, { variation_id: item.variationId, regular_price: price + 10, sale_price: price });
  const changed = Date.now();
  const lateness = await Promise.all(
    shop.storefronts.map(async (storefront) => {
      while (Date.now() - changed < 1_000) {
        if ((await page(storefront, `/product/${item.id}`)).html.includes(shown)) return Date.now() - changed;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return (await page(storefront, `/product/${item.id}`)).html.includes(shown) ? Date.now() - changed : 'stale after 1 s';
    }),
  );
  expect(
    lateness.every((ms) => typeof ms === 'number' && ms <= 1_000),
    `per storefront: ${lateness.join(', ')}`,
  ).toBe(true);
}

/** What a shopper types on the hosted card page for a card that is paid. */
const PAID_CARD = {
  name: 'Ada Vintner',
  card_number: '4242 4242 4242 4242',
  expiry: `12/${(new Date().getFullYear() + 1) % 100}`,
  cvc: '123',
};

describe('several storefronts and APIs behind one proxy', () => {
  it('adds to the cart through one instance and shows it on the other', async () => {
    const item = await product();
    const added = await postForm(
      '/resources/cart',
      { intent: 'add', product_id: String(item.id), uid: item.uid, variation_id: String(item.variationId), quantity: '1', redirectTo: '/' },
      await guest(),
    );
    expect(added.response.status).toBe(303);
    for (const storefront of shop.storefronts) {
      const cart = await page(storefront, '/your-shopping-cart', added.cookie);
      expect(cart.status).toBe(200);
      expect(cart.html, storefront).toContain(item.name);
    }
  });

  it('signs in through one instance and stays signed in on the other', async () => {
    const email = await registerShopperAt(shop.shop);
    let cookie = await guest();
    const signedIn = await postForm(
      '/auth/login',
      { ...(await honeypotFields(shop.shop, cookie)), email_address: email, password: SHOPPER_PASSWORD, terms: 'on', redirectTo: '/' },
      cookie,
    );
    expect(signedIn.response.status, shop.logs()).toBe(303);
    cookie = signedIn.cookie;
    for (const storefront of shop.storefronts) {
      const orders = await page(storefront, '/account/orders', cookie);
      expect(orders.status, storefront).toBe(200);
      expect(orders.html).toContain('My orders');
    }
    // A guest is sent to sign in instead: the page above was shown because the session was known.
    expect((await page(shop.storefronts[1], '/account/orders', await guest())).status).not.toBe(200);
  });

  it('shows a price changed through one API on both storefronts within 1 s', async () => {
    await expectPriceChangeOnBothStorefronts(shop.apis[0]);
  });

  it('never oversells when ten shoppers buy the last units through both APIs at once', async () => {
    const item = await product();
    const STOCK = 3;
    await changeVariation(shop.apis[1], { variation_id: item.variationId, stock: STOCK });

    const shoppers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const through = shop.apis[i % 2];
        const email = await registerShopperAt(new URL(through).origin);
        const { token } = (await api(through, '/login', { email_address: email, password: SHOPPER_PASSWORD })).body.data;
        const placed = await api(through, '/place-order', pickupOrderOfOne(item.id, item.variationId, email), token);
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
        const { payment_url } = (await api(through, '/create-payment-intent', { order_id: placed.body.data.order_id }, token)).body.data;
        return {
          through,
          token,
          orderId: placed.body.data.order_id as number,
          payPath: new URL(payment_url).pathname.replace(/^\/api\/v1/, ''),
        };
      }),
    );

    // Each pays through the other API than it ordered through, all at once.
    const paid = await Promise.all(
      shoppers.map((s, i) =>
        fetch(`${shop.apis[(i + 1) % 2]}${s.payPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(PAID_CARD),
          redirect: 'manual',
        }),
      ),
    );
    expect(paid.map((answer) => answer.status).sort()).toEqual([...Array(STOCK).fill(303), ...Array(10 - STOCK).fill(409)]);
    const statuses = await Promise.all(
      shoppers.map(async (s) => (await api(s.through, '/order-status', { order_id: s.orderId }, s.token)).body.data.payment_status),
    );
    expect(statuses.filter((status) => status === 'Success')).toHaveLength(STOCK);
    for (const base of shop.apis) {
      const detail = (await api(base, '/product-detail', { product_id: item.id })).body.data.product_detail;
      expect(detail.variations.find((v: { variation_id: number }) => v.variation_id === item.variationId).stock).toBe(0);
    }
  });

  it('counts failed sign-ins to one account across both APIs', async () => {
    const email = await registerShopperAt(shop.shop);
    const guess = (base: string) => api(base, '/login', { email_address: email, password: 'Wrong@2024x' });
    // The second API sees one failure of its own, the first the others: only together do they reach the limit.
    const guesses = [shop.apis[0], shop.apis[0], shop.apis[1]];
    expect(guesses).toHaveLength(LOGIN_LIMIT);
    for (const base of guesses) expect((await guess(base)).status).toBe(400);
    expect(await guess(shop.apis[1])).toEqual({ status: 429, body: { success: false, message: TOO_MANY } });

    // Through the proxy, a shopper is told so too, whichever instances answer.
    const cookie = await guest();
    const refused = await postForm(
      '/auth/login',
      { ...(await honeypotFields(shop.shop, cookie)), email_address: email, password: SHOPPER_PASSWORD, terms: 'on', redirectTo: '/' },
      cookie,
    );
    expect(refused.response.status, shop.logs()).toBe(429);
    expect(await refused.response.text()).toContain(TOO_MANY);
  });

  it('keeps the API’s change stream from browsers, however its address is spelled', async () => {
    for (const path of ['/api/v1/changes', '/api/v1//changes', '/api/v1/./changes', '/api/v1/%63hanges', '/api/v1/changes/']) {
      const response = await fetch(`${shop.shop}${path}`, { headers: { accept: 'text/event-stream' } });
      expect(response.headers.get('content-type') ?? '', path).not.toContain('text/event-stream');
      await response.body?.cancel();
    }
  });

  it('sends the storefronts to the other API when one stops, and they go on hearing changes', async () => {
    const stopping = Date.now();
    await shop.stopApi(0);
    // Its change streams are ended, not waited for (the API forces its connections shut after 5 s).
    expect(Date.now() - stopping).toBeLessThan(3_000);
    // Each storefront asks again after half a second, and nginx sends it to the API still running.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await expectPriceChangeOnBothStorefronts(shop.apis[1]);
  });

  it('pays for an order through the proxy: Place Order leads to the card page on the shop’s address', async () => {
    const email = await registerShopperAt(shop.shop);
    let cookie = await guest();
    const login = { ...(await honeypotFields(shop.shop, cookie)), email_address: email, password: SHOPPER_PASSWORD, terms: 'on' };
    cookie = (await postForm('/auth/login', { ...login, redirectTo: '/' }, cookie)).cookie;
    // A size for sale and in stock, from the end of the catalogue (the other tests take from its start).
    const { products } = (await api(shop.apis[1], '/products', { page: 1, per_page: 1000 })).body.data;
    const item = [...products].reverse().find((card: { product_stock: number }) => card.product_stock > 0);
    const line = {
      intent: 'add',
      product_id: String(item.product_id),
      uid: item.uid,
      variation_id: String(item.variation_id),
      quantity: '1',
    };
    cookie = (await postForm('/resources/cart', { ...line, redirectTo: '/' }, cookie)).cookie;
    const checkout = await page(shop.shop, '/checkout', cookie);
    expect(checkout.status, shop.logs()).toBe(200);
    const key = /name="idempotency_key" value="([^"]+)"/.exec(checkout.html)?.[1] ?? '';
    const billing = {
      firstName: 'Ada',
      lastName: 'Vintner',
      country: 'United States',
      address: '1 Cellar Road',
      city: 'Sacramento',
      postCode: '95814',
      phone: '+1 916 555 0100',
      email,
    };
    const placed = await postForm('/checkout', { ...billing, idempotency_key: key }, cookie);
    // The APIs publish their card page through the proxy, at the shop's address (SHOP_API_PUBLIC_URL).
    expect(placed.response.status, shop.logs()).toBe(303);
    const card = new URL(placed.response.headers.get('location') ?? '', shop.shop);
    expect(card.origin).toBe(shop.shop);
    expect(card.pathname).toMatch(/^\/api\/v1\/pay\//);
    const paid = await postForm(card.pathname, PAID_CARD, cookie);
    expect(paid.response.status).toBe(303);
    const result = new URL(paid.response.headers.get('location') ?? '', shop.shop);
    expect(result.pathname).toBe('/payment');
    expect((await page(shop.shop, result.pathname + result.search, cookie)).html).toContain('Succeses!');
  });

  it('spread the requests through the proxy over both storefronts and both APIs', () => {
    const upstreams = new Set(
      shop
        .accessLog()
        .split('\n')
        .map((line) => line.split(' ')[3]),
    );
    for (const origin of [...shop.storefronts, ...shop.apis]) expect([...upstreams]).toContain(new URL(origin).host);
  });
});
