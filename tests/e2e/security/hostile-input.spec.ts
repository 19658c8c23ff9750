/**
 * The hardening that a request alone can show, on whichever storefront this run serves (the
 * clustered `npm start`, or the Worker): an address the routes cannot read gets the shop's
 * not-found page (ADR 0141), every page says which browser features it never uses, and text the
 * visitor typed is echoed as typed, never filled with the shopper's own details (ADR 0143).
 */
import { test, expect, passAgeGate, registerUser, signIn } from '../support/fixtures';

const UNREADABLE = [
  '/category/%ff',
  '/product/%e0%80',
  '/%00',
  '/product-listing/%01',
  `/category/${'x'.repeat(3000)}`,
  '/product-listing?search=%ff',
  '/product-listing?search=a%01b',
  '/auth/google/start?redirectTo=%2F%09%2Fevil.example',
];

test('an unreadable address gets the shop’s not-found page, never a 500', async ({ request }) => {
  for (const path of UNREADABLE) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(await response.text(), path).toContain('Lost in the cellar?');
  }
});

test('pages deny the browser features the shop never uses', async ({ request }) => {
  const policy = (await request.get('/product-listing')).headers()['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
});

test('a search made of template marks is shown as typed, not as the shopper’s details', async ({ page }) => {
  const user = await registerUser({ firstname: 'Quintessa', lastname: 'Markworth' });
  await passAgeGate(page);
  await signIn(page, user);
  const count = (html: string, part: string) => html.split(part).length - 1;
  await page.goto('/product-listing?search=plain');
  const plain = await page.content();
  const typed = '\uE000email\uE001 \uE000name\uE001 907100000001';
  await page.goto(`/product-listing?search=${encodeURIComponent(typed)}`);
  await expect(page.getByTestId('account-name').first()).toHaveText(user.fullname);
  // No more of the shopper's details than on a plain search: the marks were not filled in.
  const html = await page.content();
  for (const detail of [user.email, 'Quintessa']) expect(count(html, detail), detail).toBe(count(plain, detail));
  expect(await page.title()).not.toContain('Quintessa');
  await expect(page.getByLabel('Search products', { exact: true }).first()).toHaveValue(typed);
});
