/**
 * A newcomer's first purchase from the shop the README's quick start serves, with no settings:
 * the clustered `npm start` on an embedded database. Once from http://localhost and once from
 * http://127.0.0.1 (images, forms and the payment page must work from whatever address the
 * browser used, ADR 0150), in each of the js and no-js projects.
 */
import { test, expect, type Page } from '@playwright/test';
import { QUICK_START_PORT } from '../../playwright.quick-start.config';
import { SUCCESS_CARD, VALID_BILLING, fillBilling, payWithCard } from '../e2e/buying/buying-helpers';

const ADDRESSES = [`http://localhost:${QUICK_START_PORT}`, `http://127.0.0.1:${QUICK_START_PORT}`];

async function expectImagesLoaded(page: Page) {
  const broken = await page
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth === 0 && img.loading !== 'lazy')
        .map((img) => img.src),
    );
  expect(broken, 'every image on the page loads').toEqual([]);
}

for (const address of ADDRESSES) {
  test(`from ${address}: age gate, cart, register, sign in, checkout, pay, My orders`, async ({ page, javaScriptEnabled }) => {
    const email = `quick.${Date.now().toString(36)}.${javaScriptEnabled ? 'js' : 'nojs'}@example.com`;
    const password = 'Cellar@2024';

    await page.goto(`${address}/product-listing`);
    await page.getByRole('dialog', { name: 'Are you 21 or older?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toHaveCount(0);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.getByTestId('product-card').first().scrollIntoViewIfNeeded();
    await expectImagesLoaded(page);

    const add = page
      .getByTestId('product-card')
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .and(page.locator(':enabled'))
      .first();
    const title = (await add.getAttribute('aria-label'))!.replace(/^Add (.+) to cart$/, '$1');
    await add.click();
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');

    await page.goto(`${address}/?dialog=register`);
    const register = page.getByRole('dialog', { name: 'Create an account' });
    await register.getByLabel('First name').fill('Quinn');
    await register.getByLabel('Last name').fill('Starter');
    await register.getByLabel('Email address').fill(email);
    await register.getByLabel('Password', { exact: true }).fill(password);
    await register.getByLabel('Confirm password').fill(password);
    await register.getByLabel('Phone number').fill('+1 555 010 7070');
    await register.getByLabel('Country/Region').fill('United States');
    await register.getByRole('checkbox', { name: /Terms/ }).check();
    await register.getByRole('button', { name: 'Register' }).click();

    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.getByLabel('Email address').fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(password);
    await signIn.getByRole('checkbox', { name: /terms/i }).check();
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('account-name').first()).toHaveText('Quinn Starter');

    await page.goto(`${address}/your-shopping-cart`);
    await expect(page.getByTestId('cart-row').filter({ hasText: title })).toHaveCount(1);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
    await fillBilling(page, VALID_BILLING, javaScriptEnabled);
    const total = (await page.getByTestId('order-total').textContent())?.trim();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByRole('heading', { name: `Pay ${total}` })).toBeVisible();
    expect(new URL(page.url()).origin, 'the payment page is on the address the shopper used').toBe(address);
    await payWithCard(page, SUCCESS_CARD);
    expect(new URL(page.url()).origin, 'the payment page returns to the address the shopper used').toBe(address);
    await expect(page.getByRole('heading', { name: 'Succeses!' })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('id');

    await page.goto(`${address}/your-shopping-cart`);
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.goto(`${address}/account/orders`);
    const row = page.getByTestId('order-row').filter({ hasText: `#${orderId}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Paid');
  });
}
