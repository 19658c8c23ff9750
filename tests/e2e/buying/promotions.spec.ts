/**
 * Promotions on the cart page, at checkout and after payment (docs/decisions/0145-promotions.md),
 * with JavaScript on and off (the `js` and `no-js` projects). The codes are the seed's
 * (shop-api/README.md, "Promotions").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, passAgeGate, registerUser, signIn } from '../support/fixtures';
import { nuErrors } from '../support/nu-checker';
import {
  SUCCESS_CARD,
  VALID_BILLING,
  addFromCard,
  clickAndSettle,
  expectToast,
  fillBilling,
  payWithCard,
  pickWineBottle,
  type PickedProduct,
} from './buying-helpers';

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const dollars = (value: number) => `$${(value / 100).toFixed(2)}`;
const saving = (value: number) => `\u2212${dollars(value)}`;

async function applyCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Promo code').fill(code);
  await clickAndSettle(page, page.getByRole('button', { name: 'Apply' }), '/resources/promo-code');
}

/** Types the line's quantity on the cart page: sent on leaving the field (JS) or with Update (no JS). */
async function setQuantity(page: Page, product: PickedProduct, quantity: number, javaScriptEnabled: boolean): Promise<void> {
  const field = page.getByRole('spinbutton', { name: `Quantity of ${product.product_title}` });
  await field.fill(String(quantity));
  if (javaScriptEnabled) {
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/resources/cart'));
    await field.press('Tab');
    await sent;
  } else {
    await clickAndSettle(page, page.getByRole('button', { name: 'Update' }), '/resources/cart');
  }
  await expect(field).toHaveValue(String(quantity));
}

/** Without JavaScript: keeps each page's server HTML (savings lines, remove form) for the Nu checker. */
function markupKeeper(page: Page, dir: string, javaScriptEnabled: boolean) {
  const files: string[] = [];
  mkdirSync(dir, { recursive: true });
  return {
    files,
    async keep(name: string) {
      if (javaScriptEnabled) return;
      const file = join(dir, `${name}.html`);
      writeFileSync(file, await (await page.request.get(page.url())).text());
      files.push(file);
    },
  };
}

const subtotalOf = async (page: Page) => cents(await page.getByTestId('cart-subtotal').innerText());

test('a visitor applies and removes a code, and each refusal says why', async ({ page, axe }) => {
  const wine = await pickWineBottle();
  await passAgeGate(page);
  await addFromCard(page, wine);
  await page.goto('/your-shopping-cart');
  await expect(page.getByText('Promo codes are not available yet.')).toHaveCount(0);

  const refusals: Array<[string, string]> = [
    ['NOSUCHCODE', 'This promo code is not valid.'],
    ['SUMMER2020', 'This promo code has expired.'],
    ['NEWYEAR2099', 'This promo code is not active yet.'],
    ['BIGSPEND20', 'This promo code needs a subtotal of at least $5000.00.'],
    ['SPIRITS10', 'This promo code does not apply to the products in your cart.'],
    ['LAUNCH50', 'This promo code has been used up.'],
  ];
  for (const [code, message] of refusals) {
    await applyCode(page, code);
    await expectToast(page, message);
    await expect(page.getByTestId('promo-code-saving')).toHaveCount(0);
  }

  const subtotal = await subtotalOf(page);
  const total = cents(await page.getByTestId('cart-estimated-total').innerText());
  await applyCode(page, 'welcome10');
  await expectToast(page, 'Promo code applied');
  const line = page.getByTestId('promo-code-saving');
  const codeSaving = Math.round(subtotal / 10);
  await expect(line).toContainText(`Promo code WELCOME10: ${saving(codeSaving)}`);
  await expect(page.getByTestId('cart-estimated-total')).toHaveText(dollars(total - codeSaving));
  await axe.check(page);

  // Still applied on the next visit (it lives in the session).
  await page.reload();
  await expect(line).toContainText('Promo code WELCOME10');

  await clickAndSettle(page, line.getByRole('button', { name: 'Remove promo code WELCOME10' }), '/resources/promo-code');
  await expectToast(page, 'Promo code removed');
  await expect(line).toHaveCount(0);
  await expect(page.getByTestId('cart-estimated-total')).toHaveText(dollars(total));
});

test('the cart nudges towards a mixed case and takes 10% off six bottles of wine', async ({ page, axe, javaScriptEnabled }) => {
  const wine = await pickWineBottle();
  await passAgeGate(page);
  await addFromCard(page, wine);
  await page.goto('/your-shopping-cart');
  await expect(page.getByText('Add 5 more bottles of wine to save 10%', { exact: true })).toBeVisible();

  await setQuantity(page, wine, 5, javaScriptEnabled);
  await expect(page.getByText('Add 1 more bottle of wine to save 10%', { exact: true })).toBeVisible();
  await expect(page.getByTestId('mixed-case-saving')).toHaveCount(0);

  await setQuantity(page, wine, 6, javaScriptEnabled);
  // The nudge goes once the cart shows six bottles: only then is the subtotal the new one.
  await expect(page.getByText(/more bottles? of wine to save 10%/)).toHaveCount(0);
  const subtotal = await subtotalOf(page);
  await expect(page.getByTestId('mixed-case-saving')).toHaveText(`Mixed case: ${saving(Math.round(subtotal / 10))}`);
  await axe.check(page);
});

test('a paid order’s total includes the mixed case and the code', async ({ page, axe, javaScriptEnabled }, testInfo) => {
  test.setTimeout(120_000);
  const markup = markupKeeper(page, testInfo.outputPath('nu'), javaScriptEnabled);
  const wine = await pickWineBottle();
  const user = await registerUser();
  await passAgeGate(page);
  await signIn(page, user);
  await addFromCard(page, wine);
  await page.goto('/your-shopping-cart');
  await setQuantity(page, wine, 6, javaScriptEnabled);
  await applyCode(page, 'WELCOME10');
  await expectToast(page, 'Promo code applied');

  const subtotal = await subtotalOf(page);
  const mixedCase = Math.round(subtotal / 10);
  const codeSaving = Math.round((subtotal - mixedCase) / 10);
  const delivery = 499;
  const total = dollars(subtotal - mixedCase - codeSaving + delivery);
  await markup.keep('cart');

  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Your Order' });
  await expect(summary.getByTestId('mixed-case-saving')).toHaveText(`Mixed case: ${saving(mixedCase)}`);
  await expect(summary.getByTestId('promo-code-saving')).toHaveText(`Promo code WELCOME10: ${saving(codeSaving)}`);
  await expect(summary.getByTestId('order-total')).toHaveText(total);
  await axe.check(page);

  await fillBilling(page, VALID_BILLING, javaScriptEnabled);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: `Pay ${total}` })).toBeVisible();
  await payWithCard(page, SUCCESS_CARD);

  await expect(page.getByRole('heading', { name: 'Succeses!' })).toBeVisible();
  await expect(page.getByTestId('mixed-case-saving')).toHaveText(`Mixed case: ${saving(mixedCase)}`);
  await expect(page.getByTestId('promo-code-saving')).toHaveText(`Promo code WELCOME10: ${saving(codeSaving)}`);
  await expect(page.getByTestId('order-summary-total')).toHaveText(total);
  await axe.check(page);
  await markup.keep('payment-result');

  const orderId = new URL(page.url()).searchParams.get('id');
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByRole('row', { name: `Mixed case ${saving(mixedCase)}` })).toBeVisible();
  await expect(page.getByRole('row', { name: `Promo code WELCOME10 ${saving(codeSaving)}` })).toBeVisible();
  await expect(page.getByRole('row', { name: `Total ${total}` })).toBeVisible();
  await axe.check(page);
  await markup.keep('order-detail');
  if (!javaScriptEnabled) expect(await nuErrors(markup.files), 'Nu checker errors').toEqual([]);

  // The paid cart is empty, and its code went with it.
  await page.goto('/your-shopping-cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByTestId('promo-code-saving')).toHaveCount(0);
});
