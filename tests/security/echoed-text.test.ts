/**
 * Text a visitor sends is shown as typed, never read as marks or a template: every private-use
 * mark the server has used (U+E000…), the numbers it once used as stand-ins for a shopper's
 * badge counts, a heart sequence, NUL and other control characters, in every field a page echoes
 * (the listing's and a category's search, an unknown path, the login form), signed in and signed
 * out. A signed-in page must show no more of the shopper's e-mail or name than the same page with
 * a plain search, and the server logs nothing for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFilters } from '~/lib/catalogue/filters';
import { cookiesOf, honeypotFields, startStorefront, type RunningStorefront } from './support/storefront-server';

let shop: RunningStorefront;
let productId: number;
const PASSWORD = 'Cellar@2024';
const FIRSTNAME = 'Quintessa';
const LASTNAME = 'Markworth';
let email: string;
let signedIn: string;
let guest: string;

const privateUse = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0xe000 + i)).join('');
const controls = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).join('') + '\u007f\u0085\u009f';

/** Every mark and control character, alone and as the shopper templates wrote them. */
const payloads = (heartId: number): Record<string, string> => ({
  'name mark': '\uE000name\uE001',
  'e-mail mark': '\uE000email\uE001',
  'wished mark': '\uE000wished\uE001',
  'every template mark': '\uE000email\uE001 \uE000name\uE001 907100000001',
  'badge stand-ins': '907100000001 907100000002',
  'heart marks': `\uE010${heartId}\uE011pressed\uE012not\uE013`,
  'private-use characters': `a${privateUse}b`,
  'control characters': `a${controls}b`,
  'C1 control characters': 'a\u0085\u009fb',
});

const api = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
  const response = await fetch(`${shop.origin}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
};

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  fetch(shop.origin + path, {
    method: 'POST',
    headers: shop.formHeaders({ cookie }),
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

async function page(path: string, cookie: string): Promise<{ status: number; html: string }> {
  const response = await fetch(shop.origin + path, { headers: { cookie }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

const hasC0Control = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

const count = (text: string, part: string) => text.split(part).length - 1;

/** React's escaping of text and attribute values. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string);

beforeAll(async () => {
  shop = await startStorefront();
  productId = (await api<{ products: { product_id: number; uid: string; variation_id: number }[] }>('/products', {})).products[0]
    .product_id;
  email = `echo.${process.pid}.${Date.now().toString(36)}@example.com`;
  const registered = await fetch(`${shop.origin}/api/v1/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: FIRSTNAME,
      lastname: LASTNAME,
      email_address: email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      phonenumber: '+1 555 010 2030',
      country: 'United States',
      terms: true,
    }),
  });
  expect(registered.status).toBe(201);
  guest = cookiesOf(await post('/resources/age-gate', { answer: 'yes', redirectTo: '/' }, ''));
  const login = await post(
    '/auth/login',
    { ...(await honeypotFields(shop.origin, guest)), email_address: email, password: PASSWORD, terms: 'on', redirectTo: '/' },
    guest,
  );
  expect(login.status).toBe(303);
  signedIn = cookiesOf(login, guest);
  // Something in the cart and the wish list, so the badges and a heart have the shopper's values.
  const product = (await api<{ products: { product_id: number; uid: string; variation_id: number }[] }>('/products', {})).products[0];
  const fields = { product_id: String(product.product_id), uid: product.uid, variation_id: String(product.variation_id), redirectTo: '/' };
  signedIn = cookiesOf(await post('/resources/cart', { ...fields, intent: 'add', quantity: '2' }, signedIn), signedIn);
  signedIn = cookiesOf(await post('/resources/wishlist', { ...fields, intent: 'add' }, signedIn), signedIn);
  // The page after the posts shows their toast and clears it, as a browser's next page does.
  const after = await fetch(`${shop.origin}/`, { headers: { cookie: signedIn } });
  await after.body?.cancel();
  signedIn = cookiesOf(after, signedIn);
}, 300_000);

afterAll(() => shop?.stop());

describe('text a visitor types is shown as typed, never filled with a shopper’s details', () => {
  const searchPages = ['/product-listing', '/category/wine'];

  for (const who of ['signed in', 'signed out'] as const) {
    it(`searches on the listing and a category page, ${who}`, async () => {
      const cookie = who === 'signed in' ? signedIn : guest;
      for (const base of searchPages) {
        const plain = await page(`${base}?search=plain`, cookie);
        expect(plain.status, base).toBe(200);
        const logBefore = shop.output().length;
        for (const [label, typed] of Object.entries(payloads(productId))) {
          const path = `${base}?${new URLSearchParams({ search: typed })}`;
          const { status, html } = await page(path, cookie);
          if (hasC0Control(typed)) {
            // An address with a control character is unreadable: the shop's not-found page, which
            // echoes nothing of it (ADR 0141).
            expect(status, `${label} on ${base}`).toBe(404);
            for (const detail of [email, FIRSTNAME, LASTNAME]) {
              expect(count(html, detail), `${label} on ${base}: ${detail}`).toBeLessThanOrEqual(count(plain.html, detail));
            }
            continue;
          }
          expect(status, `${label} on ${base}`).toBe(200);
          // As typed: what the search field keeps of it (control characters read as spaces).
          const shown = escapeHtml(parseFilters(new URLSearchParams({ search: typed })).search);
          expect(html, `${label} on ${base}: the search field`).toContain(`value="${shown}"`);
          expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], `${label} on ${base}: the page title`).toContain(shown);
          for (const detail of [email, FIRSTNAME, LASTNAME]) {
            expect(count(html, detail), `${label} on ${base}: ${detail}`).toBe(count(plain.html, detail));
          }
        }
        expect(shop.output().slice(logBefore), `${base}: the server logs nothing for these searches`).toBe('');
      }
    });

    it(`an unknown path and the login form echo marks as text, ${who}`, async () => {
      const cookie = who === 'signed in' ? signedIn : guest;
      const plain = await page('/no-such-page-plain', cookie);
      for (const [label, typed] of Object.entries(payloads(productId))) {
        const { html } = await page(`/no-such-page-${encodeURIComponent(typed)}`, cookie);
        for (const detail of [email, FIRSTNAME, LASTNAME])
          expect(count(html, detail), `${label}: ${detail}`).toBeLessThanOrEqual(count(plain.html, detail));
      }
      if (who === 'signed out') {
        for (const [label, typed] of Object.entries(payloads(productId))) {
          const answer = await post(
            '/auth/login',
            { ...(await honeypotFields(shop.origin, cookie)), email_address: typed, password: 'wrong', terms: 'on', redirectTo: '/' },
            cookie,
          );
          const html = await answer.text();
          expect(answer.status, label).toBeLessThan(500);
          for (const detail of [email, FIRSTNAME, LASTNAME]) expect(html, `${label}: ${detail}`).not.toContain(detail);
        }
      }
    });
  }
});
