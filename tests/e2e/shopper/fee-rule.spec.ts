/**
 * One fee rule everywhere (docs/decisions/0071-one-fee-rule.md): delivery 4.99,
 * pickup free, an empty cart has no fee. The same cart goes through the cart page, the
 * slide-over (JavaScript), checkout, the card page and the paid order's summary.
 */
import { test, expect, passAgeGate } from '../support/fixtures';
import { payWithCard, SUCCESS_CARD } from '../buying/buying-helpers';
import { chooseStore, placeOrder, signedInShopperWithCart } from './shopper-helpers';

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

for (const mode of ['pickup', 'delivery'] as const) {
  test(`a ${mode} cart shows the same fee and total on every screen`, async ({ page, axe, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    await signedInShopperWithCart(page, 2);
    await chooseStore(page, mode);
    const fee = mode === 'pickup' ? 0 : 4.99;

    await page.goto('/your-shopping-cart');
    const subtotal = money(await page.getByTestId('cart-subtotal').first().textContent());
    expect(subtotal).toBeGreaterThan(0);
    const total = Math.round((subtotal + fee) * 100) / 100;
    const summary = page.locator('.cart-summary--page');
    await expect(summary.getByRole('definition').nth(1)).toHaveText(`$${fee.toFixed(2)}`);
    await expect(page.getByTestId('cart-estimated-total').first()).toHaveText(`$${total.toFixed(2)}`);
    await axe.check(page);

    if (javaScriptEnabled) {
      await page.goto('/');
      await page.getByRole('link', { name: /^Cart, \d+ items$/ }).click();
      const drawer = page.getByRole('dialog', { name: 'my Cart' });
      await expect(drawer.getByTestId('cart-estimated-total')).toHaveText(`$${total.toFixed(2)}`);
      await expect(drawer.locator('.cart-summary--drawer').getByRole('definition').nth(1)).toHaveText(`$${fee.toFixed(2)}`);
    }

    await page.goto('/checkout');
    await expect(page.getByTestId('order-total')).toHaveText(`$${total.toFixed(2)}`);
    await placeOrder(page, mode, javaScriptEnabled);
    await expect(page.getByRole('heading', { name: `Pay $${total.toFixed(2)}` })).toBeVisible();
    await payWithCard(page, SUCCESS_CARD);
    await expect(page.getByTestId('order-summary-total')).toHaveText(`$${total.toFixed(2)}`);
  });
}

test('an empty cart shows no fee and a $0.00 total', async ({ page }) => {
  await passAgeGate(page);
  await page.goto('/your-shopping-cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const values = await page.locator('.cart-summary--page').getByRole('definition').allTextContents();
  expect(values).toHaveLength(4);
  for (const value of values) {
    expect(value).toBe('$0.00');
  }
});
