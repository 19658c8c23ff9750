/**
 * The storefront's defences, against the BUILT storefront and its real shop API over HTTP: open
 * redirects (ADR 0060), cross-site posts, body cap and non-form input (ADR 0061), the honeypot
 * without its fields, security headers (ADR 0062) and caching / cache poisoning.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_FIELDS, PAYMENT_INTENTS } from '~/lib/forms/payment-form';
import { REDIRECT_BYPASSES, staysOnOrigin } from './support/redirect-bypasses';
import { cookiesOf, honeypotFields, registerShopperAt, startStorefront, type RunningStorefront } from './support/storefront-server';

let shop: RunningStorefront;
let productId: number;
let storeId: number;
const PASSWORD = 'Cellar@2024';
let counter = 0;
const uniqueEmail = () => `security.${Date.now().toString(36)}.${++counter}@example.com`;

beforeAll(async () => {
  shop = await startStorefront({
    env: {
      // Sign-in links need a configured provider; the provider itself is never called.
      GOOGLE_CLIENT_ID: 'security-suite',
      GOOGLE_CLIENT_SECRET: 'security-suite',
    },
  });
  const products = await api<{ products: { product_id: number }[] }>('/products', {});
  productId = products.products[0].product_id;
  const stores = await api<{ store_location: { id: number }[] }>('/get-stores', {});
  storeId = stores.store_location[0].id;
}, 300_000);

afterAll(() => shop?.stop());

async function api<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${shop.origin}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T };
  return envelope.data;
}

const registerUser = () => registerShopperAt(shop.origin, PASSWORD);

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(shop.origin + path, {
    method: 'POST',
    headers: shop.formHeaders(headers),
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Every href/action/Location the answer sends the browser to. */
async function targetsOf(response: Response): Promise<string[]> {
  const targets: string[] = [];
  const location = response.headers.get('location');
  if (location !== null) targets.push(location);
  if ((response.headers.get('content-type') ?? '').includes('text/html')) {
    const html = await response.text();
    for (const match of html.matchAll(/\s(?:href|action)="([^"]*)"/g)) {
      targets.push(
        match[1]
          .replace(/&amp;/g, '&')
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"'),
      );
    }
  } else {
    await response.body?.cancel();
  }
  return targets;
}

/** The shop's own outbound links (footer social links…), learnt from a page without a return path. */
let ownExternalLinks: Set<string> | undefined;
async function knownExternalLinks(): Promise<Set<string>> {
  ownExternalLinks ??= new Set((await targetsOf(await fetch(`${shop.origin}/auth/login`))).filter((t) => !staysOnOrigin(t, shop.origin)));
  return ownExternalLinks;
}

async function expectOnOrigin(targets: string[], label: string) {
  const known = await knownExternalLinks();
  const leaving = targets.filter(
    (target) => !staysOnOrigin(target, shop.origin) && !known.has(target) && !target.startsWith('https://accounts.google.com/'),
  );
  expect(leaving, label).toEqual([]);
}

describe('every return path stays on the shop (>= 30 bypass forms)', () => {
  it('knows at least 30 bypass forms', () => expect(REDIRECT_BYPASSES.length).toBeGreaterThanOrEqual(30));

  it('dialog pages: the close link and every link, action and form field point at the shop', async () => {
    for (const bypass of REDIRECT_BYPASSES) {
      for (const route of ['/auth/login', '/auth/register', '/auth/forgot-password', '/contact-us']) {
        const url = `${shop.origin}${route}?redirectTo=${encodeURIComponent(bypass)}`;
        const response = await fetch(url, { redirect: 'manual' });
        expect(response.status, url).toBeLessThan(500);
        await expectOnOrigin(await targetsOf(response), `${route} with ${JSON.stringify(bypass)}`);
      }
    }
  });

  it('resource posts (wish list, cart add and buy-now, location, age gate) redirect on the shop only', async () => {
    for (const bypass of REDIRECT_BYPASSES) {
      const posts: [string, Record<string, string>][] = [
        ['/resources/wishlist', { intent: 'add', product_id: String(productId), redirectTo: bypass }],
        ['/resources/cart', { intent: 'buy-now', product_id: String(productId), uid: '1', quantity: '1', redirectTo: bypass }],
        ['/resources/cart', { intent: 'add', product_id: '999999999', uid: 'x', quantity: '1', redirectTo: bypass }],
        ['/resources/location', { type: 'pickup', location_id: String(storeId), redirectTo: bypass }],
        ['/resources/location', { type: 'pickup', location_id: 'nope', redirectTo: bypass }],
        ['/resources/age-gate', { answer: 'yes', redirectTo: bypass }],
      ];
      for (const [path, fields] of posts) {
        const response = await post(path, fields);
        expect(response.status, `${path} ${JSON.stringify(fields)}`).toBe(303);
        await expectOnOrigin(await targetsOf(response), `${path} with ${JSON.stringify(bypass)}`);
      }
    }
  });

  /** A control character in the query makes the whole address unreadable: the not-found page answers (ADR 0141). */
  const unreadableInQuery = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

  it('sign-in and registration (field and query redirectTo) redirect on the shop only', async () => {
    const email = await registerUser();
    for (const bypass of REDIRECT_BYPASSES) {
      const honeypot = await honeypotFields(shop.origin);
      const login = await post(`/auth/login?redirectTo=${encodeURIComponent(bypass)}`, {
        ...honeypot,
        email_address: email,
        password: PASSWORD,
        terms: 'on',
        redirectTo: bypass,
      });
      expect(login.status, `login with ${JSON.stringify(bypass)}`).toBe(unreadableInQuery(bypass) ? 404 : 303);
      await expectOnOrigin(await targetsOf(login), `login with ${JSON.stringify(bypass)}`);

      const register = await post(`/auth/register?redirectTo=${encodeURIComponent(bypass)}`, {
        ...honeypot,
        firstname: 'Eve',
        lastname: 'Tester',
        email_address: uniqueEmail(),
        password: PASSWORD,
        confirm_password: PASSWORD,
        phonenumber: '+1 555 010 2030',
        country: 'United States',
        terms: 'on',
        redirectTo: bypass,
      });
      expect(register.status, `register with ${JSON.stringify(bypass)}`).toBeLessThan(500);
      await expectOnOrigin(await targetsOf(register), `register with ${JSON.stringify(bypass)}`);
    }
  }, 120_000); // 80 scrypt sign-ins and sign-ups: slow on a busy 2-core machine

  it('social sign-in: start and the cancelled callback return to the shop only', async () => {
    for (const bypass of REDIRECT_BYPASSES) {
      const start = await fetch(`${shop.origin}/auth/google/start?redirectTo=${encodeURIComponent(bypass)}`, {
        redirect: 'manual',
      });
      if (unreadableInQuery(bypass)) {
        // A control character in the address gets the shop's not-found page (ADR 0141).
        expect(start.status).toBe(404);
        await expectOnOrigin(await targetsOf(start), `social start with ${JSON.stringify(bypass)}`);
        continue;
      }
      expect(start.status).toBe(302);
      const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
      const cookie = cookiesOf(start);
      const cancelled = await fetch(`${shop.origin}/auth/google/callback?state=${encodeURIComponent(state)}&error=access_denied`, {
        headers: { cookie },
        redirect: 'manual',
      });
      expect(cancelled.status).toBe(303);
      await expectOnOrigin(await targetsOf(cancelled), `social cancel with ${JSON.stringify(bypass)}`);
    }
  });
});

describe('cross-site state changes are refused in one place', () => {
  const resources: [string, Record<string, string>][] = [
    ['/resources/cart', { intent: 'add', product_id: '1', uid: '1', quantity: '1', redirectTo: '/' }],
    ['/resources/location', { type: 'pickup', location_id: '1', redirectTo: '/' }],
    ['/resources/age-gate', { answer: 'no', redirectTo: '/' }],
    ['/resources/wishlist', { intent: 'add', product_id: '1', redirectTo: '/' }],
    ['/auth/logout', {}],
    ['/auth/login', { email_address: 'a@example.com', password: PASSWORD, terms: 'on' }],
    ['/contact-us', { first_name: 'a' }],
    ['/checkout', { first_name: 'a' }],
    ['/payment?id=1', { [PAYMENT_FIELDS.intent]: PAYMENT_INTENTS.clearCart }],
  ];

  it('answers 403 with a plain message and no cookie, for documents and resources alike', async () => {
    const hostile: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: shop.origin.replace('localhost', '127.0.0.1') },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: shop.origin, 'sec-fetch-site': 'cross-site' },
      { origin: shop.origin, 'sec-fetch-site': 'same-site' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
    ];
    for (const [path, fields] of resources) {
      for (const headers of hostile) {
        const init: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...headers };
        if (headers.origin === '') delete init.origin;
        const response = await fetch(shop.origin + path, {
          method: 'POST',
          headers: init,
          body: new URLSearchParams(fields).toString(),
          redirect: 'manual',
        });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(await response.text()).toMatch(/Cross-site form submissions are not accepted/);
      }
    }
  });

  it('refuses a post that carries neither Origin nor Sec-Fetch-Site', async () => {
    const response = await fetch(`${shop.origin}/resources/age-gate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'answer=yes&redirectTo=/',
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
  });

  it("accepts the shop's own posts (Origin, or Sec-Fetch-Site same-origin alone)", async () => {
    expect((await post('/resources/age-gate', { answer: 'yes', redirectTo: '/' })).status).toBe(303);
    const bySecFetch = await fetch(`${shop.origin}/resources/age-gate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: 'answer=yes&redirectTo=/',
      redirect: 'manual',
    });
    expect(bySecFetch.status).toBe(303);
  });
});

describe('bodies capped before parsing, forms only, never a 500', () => {
  const actions = [
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
    '/auth/logout',
    '/contact-us',
    '/checkout',
    '/payment?id=1',
    '/resources/cart',
    '/resources/wishlist',
    '/resources/location',
    '/resources/age-gate',
  ];

  it('answers 413 at once to a declared or streamed body over 64 KB', async () => {
    const big = 'a=' + 'x'.repeat(70 * 1024);
    for (const path of actions) {
      const declared = await post(path, { a: 'x'.repeat(70 * 1024) });
      expect(declared.status, path).toBe(413);
      expect(await declared.text()).toMatch(/too large/);
      // Chunked: no Content-Length, counted while it is read.
      const chunked = await fetch(shop.origin + path, {
        method: 'POST',
        headers: shop.formHeaders(),
        body: new Blob([big]).stream(),
        duplex: 'half',
        redirect: 'manual',
      } as RequestInit);
      expect(chunked.status, `${path} chunked`).toBe(413);
    }
  });

  it('answers 413 to a 100 MB upload without reading it', async () => {
    const started = Date.now();
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(97);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 100) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${shop.origin}/resources/cart`, {
      method: 'POST',
      headers: shop.formHeaders(),
      body: endless,
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    // The server answers and closes: either the 413 arrives or the upload is cut off early.
    if (response instanceof Response) expect(response.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(sent).toBeLessThan(100);
  });

  it('answers 415 to JSON, text/plain or no content type, 405 with Allow to PUT/DELETE/PATCH, 400 to a broken form', async () => {
    for (const path of actions) {
      for (const contentType of ['application/json', 'text/plain', 'application/xml', '']) {
        const headers: Record<string, string> = { origin: shop.origin };
        if (contentType) headers['content-type'] = contentType;
        const response = await fetch(shop.origin + path, {
          method: 'POST',
          headers,
          body: '{"email_address":"a@b.co"}',
          redirect: 'manual',
        });
        expect(response.status, `${path} ${contentType || 'no type'}`).toBe(415);
        expect(await response.text()).toMatch(/Only form submissions/);
      }
      for (const method of ['PUT', 'DELETE', 'PATCH']) {
        const response = await fetch(shop.origin + path, {
          method,
          headers: shop.formHeaders(),
          body: 'a=1',
          redirect: 'manual',
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
      }
      const broken = await post(path, {}, { 'content-type': 'multipart/form-data; boundary=nope' });
      expect(broken.status, `${path} broken multipart`).toBe(400);
    }
    expect(shop.output()).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  });
});

describe('a form post without the honeypot fields is refused like a filled honeypot', () => {
  it('answers 400 and does not sign in, register or send', async () => {
    const email = await registerUser();
    const withoutFields = await post('/auth/login', {
      email_address: email,
      password: PASSWORD,
      terms: 'on',
      redirectTo: '/',
    });
    const filled = await post('/auth/login', {
      ...(await honeypotFields(shop.origin)),
      name__confirm: 'bot',
      email_address: email,
      password: PASSWORD,
      terms: 'on',
    });
    expect(filled.status).toBe(400);
    expect(withoutFields.status).toBe(filled.status);
    expect(withoutFields.headers.getSetCookie().join()).not.toMatch(/__session=[^;]{200,}/);
    for (const path of ['/auth/register', '/auth/forgot-password', '/contact-us']) {
      const response = await post(path, { email_address: uniqueEmail(), redirectTo: '/' });
      expect(response.status, path).toBe(400);
    }
    // The real form (fields present and empty) still signs in.
    const honest = await post('/auth/login', {
      ...(await honeypotFields(shop.origin)),
      email_address: email,
      password: PASSWORD,
      terms: 'on',
      redirectTo: '/',
    });
    expect(honest.status).toBe(303);
  });
});

describe('security headers', () => {
  it('every page carries a nonce CSP its inline scripts use, no framing, nosniff, a referrer policy and HSTS', async () => {
    for (const path of ['/', '/product-listing', `/product/${productId}`, '/your-shopping-cart', '/auth/login', '/no-such-page']) {
      const response = await fetch(shop.origin + path);
      const csp = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
    }
  });

  it("denies camera, microphone, geolocation, payment, USB and ad topics on every page and the API's payment page", async () => {
    const denied = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'];
    for (const url of [
      '/',
      `/product/${productId}`,
      '/your-shopping-cart',
      '/no-such-page',
      '/api/v1/pay/pi_doesnotexistdoesnotexist123',
    ]) {
      const response = await fetch(shop.origin + url);
      await response.body?.cancel();
      const policy = (response.headers.get('permissions-policy') ?? '').split(',').map((part) => part.trim());
      for (const feature of denied) expect(policy, url).toContain(`${feature}=()`);
    }
  });

  it('uses a fresh nonce per response', async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await fetch(shop.origin + '/')).headers.get('content-security-policy') ?? '')?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });
});

describe('personal pages are never cached; public pages ignore the Host header', () => {
  it('sends private, no-store on the cart, wish list, checkout and payment', async () => {
    const email = await registerUser();
    const login = await post('/auth/login', {
      ...(await honeypotFields(shop.origin)),
      email_address: email,
      password: PASSWORD,
      terms: 'on',
      redirectTo: '/',
    });
    const cookie = cookiesOf(login);
    await post('/resources/cart', { intent: 'add', product_id: String(productId), uid: '1', quantity: '1', redirectTo: '/' }, { cookie });
    for (const path of ['/your-shopping-cart', '/wish-list', '/checkout', '/payment?id=1', '/cart']) {
      const response = await fetch(shop.origin + path, { headers: { cookie }, redirect: 'manual' });
      await response.body?.cancel();
      if (response.status >= 300 && response.status < 400) continue; // e.g. an empty cart leaves /checkout
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    for (const path of ['/your-shopping-cart', '/wish-list']) {
      const anonymous = await fetch(shop.origin + path);
      await anonymous.body?.cancel();
      expect(anonymous.headers.get('cache-control'), `${path} as a visitor`).toBe('private, no-store');
    }
  });

  it('builds the product canonical link and JSON-LD from the configured origin only', async () => {
    // fetch() may not set Host: a raw request does.
    const html = await new Promise<string>((resolve, reject) => {
      const hostile = request(
        `${shop.origin}/product/${productId}`,
        { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(body));
        },
      );
      hostile.on('error', reject);
      hostile.end();
    });
    expect(html).toContain(`<link rel="canonical" href="${shop.origin}/product/`);
    expect(html).not.toContain('evil.example');
  });
});
