/**
 * A fuzz test of every storefront form against the BUILT storefront and its
 * real shop API. 1,000 generated hostile submissions per form (oversized, wrong types, control
 * characters, unicode, injection strings, missing/duplicated fields, broken encodings, wrong
 * content types and methods) across login, register, forgot-password, contact, cart, wish list,
 * payment, location and checkout: no answer is a 5xx, the server never crashes or logs a stack trace, and
 * the signed-in shopper's cart is the same after each form's inputs as before.
 *
 * Reproducible: the generator is seeded (FUZZ_SEED, default below); a failure names the seed and
 * the input. Rate limits (429) are an accepted refusal; the launcher relaxes them anyway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_FIELDS, CART_INTENTS, WISHLIST_FIELDS, WISHLIST_INTENTS } from '~/lib/forms/cart-form';
import { PAYMENT_FIELDS, PAYMENT_INTENTS } from '~/lib/forms/payment-form';
import { JS_MARKER } from '~/lib/forms/js-marker';
import { CHECKOUT_FIELD_ORDER } from '~/lib/validation/checkout';
import { cookiesOf, honeypotFields, registerShopperAt, startStorefront, type RunningStorefront } from './support/storefront-server';

const SEED = Number(process.env.FUZZ_SEED ?? 20260408);
const PER_FORM = 1_000;
const CONCURRENCY = 12;
const PASSWORD = 'Cellar@2024';

let shop: RunningStorefront;
let cookie = '';
let token = '';
let honeypot: Record<string, string> = {};
let product = { product_id: 0, uid: '', variation_id: 0 };

/** mulberry32: small, fast, seeded. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m',
  '\u202eevil\u202c',
  '\ufeff',
  '😀🍷🥃',
  '𝕏𝕐ℤ',
  'Ω≈ç√∫',
  'e\u0301\u0301\u0301\u0301',
  '\ud800',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '1; DROP TABLE users; --',
  '" OR ""="',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '../../../../etc/passwd',
  '%00',
  '%zz',
  '%',
  '\\',
  '//evil.example',
  'a@b',
  '@',
  'user@@example.com',
  'x'.repeat(256) + '@example.com',
  'Robert"); DROP TABLE students;--',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '99999999999999999999999',
  '0x',
  '1e',
];

/** A positive whole number could name a real product or store: accepted input, not hostile. */
function couldBeAnId(value: string): boolean {
  const n = Number(value.trim());
  return (Number.isInteger(n) && n > 0) || Number.parseInt(value, 10) > 0 || Number.parseFloat(value) >= 1;
}

function hostileValue(random: Random): string {
  const roll = random.next();
  let value: string;
  if (roll < 0.55) value = random.pick(HOSTILE_STRINGS);
  else if (roll < 0.7) value = random.pick(HOSTILE_STRINGS) + random.pick(HOSTILE_STRINGS);
  else if (roll < 0.8) value = random.pick(['a', '😀', '\u0000', '<', "'"]).repeat(random.pick([100, 1_000, 5_001, 20_000]));
  else if (roll < 0.9) value = Array.from({ length: 1 + random.int(30) }, () => String.fromCharCode(random.int(0x3000))).join('');
  else value = String(random.pick([-1, 0, -99999, 2 ** 31, 2 ** 53, -(2 ** 63), 0.1]));
  return couldBeAnId(value) ? value + 'x' : value;
}

interface FormSpec {
  path: string;
  fields: string[];
  /** Fields that can take one of these values sometimes (to get past the first check). */
  choices?: Record<string, string[]>;
  dialog?: boolean;
}

const FORMS: Record<string, FormSpec> = {
  login: {
    path: '/auth/login',
    fields: ['email_address', 'password', 'terms', 'redirectTo'],
    choices: { terms: ['on'] },
    dialog: true,
  },
  register: {
    path: '/auth/register',
    fields: ['firstname', 'lastname', 'email_address', 'password', 'confirm_password', 'phonenumber', 'country', 'terms', 'redirectTo'],
    choices: { terms: ['on'], password: [PASSWORD] },
    dialog: true,
  },
  'forgot-password': { path: '/auth/forgot-password', fields: ['email_address', 'redirectTo'], dialog: true },
  contact: {
    path: '/contact-us',
    fields: ['first_name', 'last_name', 'email_address', 'message', 'terms', 'redirectTo'],
    choices: { terms: ['on'] },
    dialog: true,
  },
  cart: {
    path: '/resources/cart',
    fields: [...Object.values(CART_FIELDS), JS_MARKER.name],
    choices: { [CART_FIELDS.intent]: Object.values(CART_INTENTS), [JS_MARKER.name]: [JS_MARKER.value] },
  },
  'wish list': {
    path: '/resources/wishlist',
    fields: [...Object.values(WISHLIST_FIELDS), JS_MARKER.name],
    choices: { [WISHLIST_FIELDS.intent]: Object.values(WISHLIST_INTENTS), [JS_MARKER.name]: [JS_MARKER.value] },
  },
  // Someone else's or no order: the form is still read (and refused) before the order is.
  payment: {
    path: '/payment?id=1',
    fields: [...Object.values(PAYMENT_FIELDS), JS_MARKER.name],
    choices: { [PAYMENT_FIELDS.intent]: Object.values(PAYMENT_INTENTS), [JS_MARKER.name]: [JS_MARKER.value] },
  },
  location: {
    path: '/resources/location',
    fields: ['type', 'location_id', 'redirectTo'],
    choices: { type: ['pickup', 'delivery'] },
  },
  checkout: {
    path: '/checkout',
    fields: [...CHECKOUT_FIELD_ORDER, 'idempotencyKey', 'intent'],
  },
};

interface Submission {
  /** '' for a document post (no JavaScript), '.data' for Remix's single-fetch post (JavaScript). */
  suffix: string;
  method: string;
  headers: Record<string, string>;
  body: string | FormData;
  label: string;
}

function fieldsFor(spec: FormSpec, random: Random): [string, string][] {
  const pairs: [string, string][] = [];
  for (const field of spec.fields) {
    const roll = random.next();
    if (roll < 0.15) continue; // missing
    const choices = spec.choices?.[field];
    const value = choices && roll < 0.45 ? random.pick(choices) : hostileValue(random);
    pairs.push([field, value]);
    if (random.next() < 0.05) pairs.push([field, hostileValue(random)]); // duplicated
  }
  if (random.next() < 0.1)
    pairs.push([random.pick(['__proto__', 'constructor[prototype]', 'a[]', '', '\u0000', 'x'.repeat(3_000)]), hostileValue(random)]);
  if (spec.dialog) {
    const roll = random.next();
    if (roll < 0.6)
      pairs.push(...Object.entries(honeypot)); // the real fields
    else if (roll < 0.75) pairs.push(['name__confirm', 'bot'], ['from__confirm', honeypot.from__confirm]);
    else if (roll < 0.9) pairs.push(['name__confirm', ''], ['from__confirm', hostileValue(random)]);
    // else: no honeypot fields at all
  }
  return pairs;
}

/** encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
function encodeLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80');
  }
}

function submission(spec: FormSpec, random: Random, headers: Record<string, string>): Submission {
  const pairs = fieldsFor(spec, random);
  const suffix = random.next() < 0.5 ? '.data' : '';
  const roll = random.next();
  const form = (label: string, body: string): Submission => ({
    suffix,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body,
    label,
  });
  if (roll < 0.65) return form('urlencoded', new URLSearchParams(pairs).toString());
  if (roll < 0.75) {
    // Hand-made encoding: raw control characters, broken escapes, bare separators.
    return form(
      'raw',
      pairs.map(([k, v]) => `${k}=${random.next() < 0.5 ? v : encodeLoosely(v)}`).join(random.pick(['&', '&&', ';', '&='])),
    );
  }
  if (roll < 0.85) {
    const data = new FormData();
    for (const [k, v] of pairs) data.append(k, random.next() < 0.1 ? new Blob([v], { type: 'application/octet-stream' }) : v);
    return { suffix, method: 'POST', headers, body: data, label: 'multipart' };
  }
  if (roll < 0.9)
    return {
      suffix,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(pairs)),
      label: 'json',
    };
  if (roll < 0.93)
    return {
      suffix,
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain' },
      body: pairs.map((p) => p.join('=')).join('\n'),
      label: 'text',
    };
  if (roll < 0.96)
    return {
      suffix,
      method: random.pick(['PUT', 'DELETE', 'PATCH']),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
      label: 'method',
    };
  return form('oversized', 'a=' + 'x'.repeat(65 * 1024 + random.int(10_000)));
}

/** Roughly the bytes on the wire (enough to tell a body the server may cut off at 64 KB). */
function bodySize(body: string | FormData): number {
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  let size = 0;
  for (const [key, value] of body)
    size += key.length + (typeof value === 'string' ? new TextEncoder().encode(value).byteLength : value.size) + 100;
  return size;
}

/** The session cookie's data (signed, not encrypted: ADR 0065), to read the shopper's token. */
function sessionData(cookieHeader: string): { token?: string } {
  const value = /(?:^|; )__session=([^;]+)/.exec(cookieHeader)?.[1] ?? '';
  const decoded = decodeURIComponent(value);
  const payload = decoded.slice(0, decoded.lastIndexOf('.'));
  return JSON.parse(decodeURIComponent(escape(atob(payload)))) as { token?: string };
}

async function cartSnapshot(): Promise<string> {
  const response = await fetch(`${shop.origin}/api/v1/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ action: 'view' }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { cart_details?: unknown[] } };
  expect(data.cart_details?.length ?? 0, 'the shopper has a cart line').toBeGreaterThan(0);
  return JSON.stringify(data);
}

beforeAll(async () => {
  // The launcher relaxes the per-address rate limits; a 429 would still count as a refusal.
  shop = await startStorefront();
  const products = await fetch(`${shop.origin}/api/v1/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  product = ((await products.json()) as { data: { products: (typeof product)[] } }).data.products[0];

  const email = await registerShopperAt(shop.origin, PASSWORD);
  honeypot = await honeypotFields(shop.origin);
  const login = await fetch(`${shop.origin}/auth/login`, {
    method: 'POST',
    headers: shop.formHeaders(),
    body: new URLSearchParams({ ...honeypot, email_address: email, password: PASSWORD, terms: 'on', redirectTo: '/' }),
    redirect: 'manual',
  });
  expect(login.status).toBe(303);
  cookie = cookiesOf(login);
  token = sessionData(cookie).token ?? '';
  expect(token).not.toBe('');
  const added = await fetch(`${shop.origin}/resources/cart`, {
    method: 'POST',
    headers: shop.formHeaders({ cookie }),
    body: new URLSearchParams({
      intent: 'add',
      product_id: String(product.product_id),
      uid: product.uid,
      variation_id: String(product.variation_id),
      quantity: '2',
      redirectTo: '/',
    }),
    redirect: 'manual',
  });
  expect(added.status).toBe(303);
}, 300_000);

afterAll(() => shop?.stop());

describe(`form fuzzing (seed ${SEED}, ${PER_FORM} inputs per form)`, () => {
  for (const [name, spec] of Object.entries(FORMS)) {
    it(`${name}: no 5xx, no crash, the cart unchanged`, async () => {
      const random = generator(SEED + name.length * 7919 + name.charCodeAt(0));
      const before = await cartSnapshot();
      const inputs = Array.from({ length: PER_FORM }, () => submission(spec, random, { origin: shop.origin, cookie }));
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < inputs.length) {
            const index = next++;
            const input = inputs[index];
            const url = shop.origin + spec.path.replace(/(\?|$)/, `${input.suffix}$1`);
            const send = async () => {
              const answer = await fetch(url, {
                method: input.method,
                headers: input.headers,
                body: input.body,
                redirect: 'manual',
              });
              await answer.arrayBuffer();
              return answer;
            };
            let response: Response;
            try {
              // One retry: a pooled connection the server closed after another input's 413 can
              // fail on the client's side before this request reaches the server.
              response = await send().catch(send);
            } catch (error) {
              // An oversized body is answered 413 and the connection closed before it is read:
              // the client may see the cut-off (EPIPE) instead of the answer.
              if (bodySize(input.body) > 60 * 1024) continue;
              failures.push(`#${index} (${input.label}${input.suffix}) -> ${String(error)}`);
              continue;
            }
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status >= 500) {
              const shown = typeof input.body === 'string' ? input.body.slice(0, 300) : '[multipart]';
              failures.push(`#${index} (${input.label}${input.suffix}) -> ${response.status}: ${JSON.stringify(shown)}`);
            }
          }
        }),
      );
      expect(failures, `seed ${SEED}, statuses ${JSON.stringify([...statuses])}\nserver log:\n${shop.output().slice(-3000)}`).toEqual([]);
      expect(shop.process.exitCode, 'the storefront is still running').toBeNull();
      expect(await cartSnapshot(), 'the shopper’s cart after the hostile inputs').toBe(before);
    }, 120_000);
  }

  it('never logged a stack trace', () => {
    expect(shop.output()).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  });
});
