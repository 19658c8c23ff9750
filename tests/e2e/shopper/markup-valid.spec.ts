/**
 * ADR 0072: the main pages' HTML is valid (W3C Nu checker, 0 errors) and accessible (axe, 0
 * violations), dialogs open and checkout in both modes included.
 *
 * - no-js project: fetches each page's server HTML (what a browser without JavaScript gets) and
 *   runs the Nu checker (vnu-jar, Java) once per test over that test's pages.
 * - js project: opens the same pages in Chromium and runs axe on each.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, passAgeGate, registerUser, signIn, openDialogUrl, API_URL, type AxeChecker } from '../support/fixtures';
import { addFromCard, pickProducts } from '../buying/buying-helpers';
import { chooseStore } from './shopper-helpers';
import { nuErrors } from '../support/nu-checker';

const PUBLIC_PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['listing', '/product-listing'],
  ['listing-filtered', '/product-listing?min_price=10&max_price=90&sort=ASC'],
  ['category', '/category/spirits'],
  ['subcategory', '/category/spirits/gin'],
  ['product', '/product/29'],
  ['order-not-found', '/order-not-found'],
  ['content', '/about/our-story/'],
  ['classes', '/classes-events/'],
  ['not-found', '/no-such-page'],
  ['dialog-login', openDialogUrl('/', 'login')],
  ['dialog-register', openDialogUrl('/', 'register')],
  ['dialog-forgot', openDialogUrl('/', 'forgot-password')],
  ['dialog-contact', openDialogUrl('/', 'contact-us')],
];

/** A paid order for `email`, straight through the shop API and its card page. */
async function paidOrder(email: string, password: string, product: { product_id: number; variation_id: number }): Promise<number> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${API_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: Record<string, unknown> }>);
  const token = (await post('/login', { email_address: email, password })).data.token as string;
  const order = await post(
    '/place-order',
    {
      products: [{ product_id: product.product_id, variation_id: product.variation_id, quantity: 1 }],
      order_delivery_type: 'pickup',
      location_id: 1,
      billing_first_name: 'Ada',
      billing_last_name: 'Vintner',
      billing_email: email,
      billing_phone: '+1 916 555 0100',
    },
    token,
  );
  const orderId = order.data.order_id as number;
  const intent = await post('/create-payment-intent', { order_id: orderId }, token);
  const year = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
  const paid = await fetch(String(intent.data.payment_url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Ada Vintner', card_number: '4242 4242 4242 4242', expiry: `12/${year}`, cvc: '123' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return orderId;
}

/** Visits each page: with JavaScript runs axe on it, without keeps its server HTML for the Nu checker. */
function pageChecker(page: Page, axe: AxeChecker, javaScriptEnabled: boolean, dir: string) {
  const files: string[] = [];
  mkdirSync(dir, { recursive: true });
  return {
    files,
    async visit(name: string, path: string) {
      if (javaScriptEnabled) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await axe.check(page);
        // Two best-practice rules held too (not in the fixture's WCAG tags).
        const { violations } = await new AxeBuilder({ page }).withRules(['landmark-unique', 'heading-order']).analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          path,
        ).toEqual([]);
        return;
      }
      const response = await page.request.get(path);
      expect(response.status(), `${path} answers`).toBeLessThan(500);
      const html = await response.text();
      // The streamed data scripts sit inside <body>: the document ends with </html>.
      expect(html.trimEnd().endsWith('</body></html>'), `${path} ends with </body></html>`).toBe(true);
      const file = join(dir, `${name}.html`);
      writeFileSync(file, html);
      files.push(file);
    },
  };
}

// Groups of five pages: with JavaScript each page's axe scan takes seconds on a shared machine.
const GROUPS = [PUBLIC_PAGES.slice(0, 5), PUBLIC_PAGES.slice(5, 10), PUBLIC_PAGES.slice(10)];
for (const group of GROUPS) {
  test(`visitor pages ${group.map(([name]) => name).join(', ')}: valid HTML without JavaScript (Nu), no axe violations with it`, async ({
    page,
    axe,
    javaScriptEnabled,
  }, testInfo) => {
    test.setTimeout(180_000);
    await passAgeGate(page);
    const checker = pageChecker(page, axe, javaScriptEnabled, testInfo.outputPath('nu'));
    for (const [name, path] of group) await checker.visit(name, path);
    if (javaScriptEnabled) return;
    expect(checker.files).toHaveLength(group.length);
    expect(await nuErrors(checker.files), 'Nu checker errors').toEqual([]);
  });
}

test("a shopper's cart, wish list, checkout (delivery and pickup) and payment result: valid HTML (Nu), no axe violations", async ({
  page,
  axe,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(240_000);
  await passAgeGate(page);
  const [product] = await pickProducts(1);
  const user = await registerUser();
  await signIn(page, user);
  await addFromCard(page, product);
  const orderId = await paidOrder(user.email, user.password, product);
  const checker = pageChecker(page, axe, javaScriptEnabled, testInfo.outputPath('nu'));
  await checker.visit('cart', '/your-shopping-cart');
  await checker.visit('wish-list', '/wish-list');
  await checker.visit('checkout-delivery', '/checkout');
  await chooseStore(page, 'pickup');
  await checker.visit('checkout-pickup', '/checkout');
  await checker.visit('payment-success', `/payment?id=${orderId}`);
  if (javaScriptEnabled) return;
  expect(checker.files).toHaveLength(5);
  expect(await nuErrors(checker.files), 'Nu checker errors').toEqual([]);
});
