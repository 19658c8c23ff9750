/**
 * Cross-site forms and framing in a real browser (ADR 0061, 0062): a page on another site (another local port) that
 * posts a form to the shop, as an attacker's auto-submitting page does, is refused with 403 and
 * changes nothing in the shopper's session; the shop cannot be framed; and the shop's own pages
 * run their scripts under the nonce CSP without a single violation.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, passAgeGate, registerUser, signIn, E2E_BASE_URL } from '../support/fixtures';

let hostile: Server;
let hostileOrigin = '';

/** The attacker's page: a form that posts to the shop (sent by script, or by a click without JS). */
function attackPage(path: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><title>Win a prize</title></head><body>
<form id="attack" method="post" action="${E2E_BASE_URL}${path}">${inputs}<button type="submit">Claim your prize</button></form>
<script>document.getElementById('attack').submit();</script></body></html>`;
}

test.beforeAll(async () => {
  hostile = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://attacker');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/frame') {
      res.end(
        `<!doctype html><html lang="en"><head><title>Framed</title></head><body><iframe title="shop" src="${E2E_BASE_URL}/" width="800" height="600"></iframe></body></html>`,
      );
      return;
    }
    const forms: Record<string, [string, Record<string, string>]> = {
      '/age-gate': ['/resources/age-gate', { answer: 'no', redirectTo: '/' }],
      '/location': ['/resources/location', { type: 'pickup', location_id: '2', redirectTo: '/' }],
      '/logout': ['/auth/logout', {}],
    };
    const [path, fields] = forms[url.pathname] ?? forms['/age-gate'];
    res.end(attackPage(path, fields));
  });
  // An ephemeral port: fixed ones collide with the Worker run's API and inspectors (E2E_PORT+2…+4).
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  hostileOrigin = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => hostile.close(() => resolve()));
});

test('a cross-site form post is refused with 403 and leaves the shopper signed in, age-verified and at their store', async ({
  page,
  javaScriptEnabled,
}) => {
  const user = await registerUser();
  await passAgeGate(page);
  await signIn(page, user);

  for (const attack of ['/age-gate', '/location', '/logout']) {
    await page.goto(`${hostileOrigin}${attack}`);
    // Without JavaScript the attacker needs the shopper's click; with it the form sends itself.
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Claim your prize' }).click();
    await expect(page.locator('body')).toContainText('Cross-site form submissions are not accepted');
  }

  await page.goto('/');
  await expect(page.getByTestId('account-name').first()).toHaveText(user.fullname);
  // Still age-verified: no age gate.
  await expect(page.getByRole('dialog', { name: /age/i })).toHaveCount(0);
  await expect(page.getByTestId('store-current').first()).toContainText('Choose your store');
});

test('another site cannot frame the shop', async ({ page }) => {
  await page.goto(`${hostileOrigin}/frame`);
  const frame = page.frameLocator('iframe[title="shop"]');
  await expect(frame.getByRole('link', { name: 'Liquor Express home' })).toHaveCount(0);
  const response = await page.request.get(`${E2E_BASE_URL}/`);
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-frame-options']).toBe('DENY');
});

test("the shop's pages run under the nonce CSP without a violation", async ({ page, javaScriptEnabled }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await passAgeGate(page);
  for (const path of ['/', '/product-listing', '/your-shopping-cart', '/no-such-page?dialog=login']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
  }
  if (javaScriptEnabled) {
    // Hydrated: the dialog opens in place from its link.
    await page.goto('/product-listing');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  }
  expect(violations).toEqual([]);
  // Product images (from the shop API) load under img-src.
  await page.goto('/product-listing');
  const image = page.locator('main img').first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
