/**
 * A quantity that cannot be bought is refused with a message, never changed silently.
 * Below 1: 'Quantity must be at least 1'. Above the stock: 'Only N left in stock' (the cart's
 * words). With JavaScript the reason shows beside the field as it is typed and the cart action
 * answers a submitted one with the same words; without JavaScript the cart action's toast says
 * it. Either way the cart does not change, and a cart line's field goes back to the quantity
 * the cart has: it never shows a number the cart did not take.
 */
import type { Page } from '@playwright/test';
import { test, expect, passAgeGate, API_URL } from '../support/fixtures';
import { addFromCard, expectCartCount, pickProducts } from '../buying/buying-helpers';

interface Variation {
  variation_id: number;
  size: string;
  regular_price: number | null;
  stock: number;
}
interface LowStockProduct {
  id: number;
  title: string;
  stock: number;
}

/** Products whose preselected size (the first in stock) has little stock: the 'Only N left' case.
 * Under 20, so no test that pays (they take products with 20 or more, buying-helpers) changes it. */
async function lowStockProducts(): Promise<LowStockProduct[]> {
  const found: LowStockProduct[] = [];
  for (let id = 1; id <= 300 && found.length < 4; id += 1) {
    const response = await fetch(`${API_URL}/product-detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: id }),
    });
    if (!response.ok) continue;
    const { data } = (await response.json()) as { data: { product_detail: { id: number; name: string; variations: Variation[] } } };
    const first = data.product_detail.variations.find((v) => v.regular_price !== null && v.stock > 0);
    if (first && first.stock < 20) found.push({ id, title: data.product_detail.name, stock: first.stock });
  }
  expect(found.length, 'low-stock products in the seed').toBeGreaterThanOrEqual(2);
  return found;
}

/** The toast, apart from the same words shown beside the field. */
function toast(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

test('the product page refuses more than the stock and less than 1, and says why', async ({ page, axe, javaScriptEnabled }) => {
  const products = await lowStockProducts();
  const product = products[javaScriptEnabled ? 0 : 1];
  const tooMany = String(product.stock + 3);
  const onlyLeft = `Only ${product.stock} left in stock`;
  await passAgeGate(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  const quantity = page.getByLabel('Quantity', { exact: true });
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true });

  await quantity.fill(tooMany);
  if (javaScriptEnabled) {
    // Said as soon as it is typed, tied to the field, and the typed number is kept.
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    const reason = page.locator(`[id="${await quantity.getAttribute('aria-describedby')}"]`);
    await expect(reason).toHaveText(onlyLeft);
    await quantity.blur();
    await expect(quantity).toHaveValue(tooMany);
    await axe.check(page);
  }
  await add.click();
  await expect(toast(page, onlyLeft)).toBeVisible();
  await expectCartCount(page, 0);

  await quantity.fill('0');
  if (javaScriptEnabled) {
    await expect(page.getByText('Quantity must be at least 1', { exact: true }).first()).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  }
  await add.click();
  await expect(toast(page, 'Quantity must be at least 1')).toBeVisible();
  await expectCartCount(page, 0);

  // A quantity within the stock is added as asked.
  await quantity.fill(String(Math.min(2, product.stock)));
  if (javaScriptEnabled) await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  await add.click();
  await expect(toast(page, 'Cart Updated')).toBeVisible();
  await expectCartCount(page, Math.min(2, product.stock));
});

test('the cart refuses a typed 0 with a message, keeps the line and shows its real quantity', async ({ page, axe, javaScriptEnabled }) => {
  const [product] = await pickProducts(1);
  await page.setViewportSize({ width: 1366, height: 768 });
  await passAgeGate(page);
  await addFromCard(page, product);
  await expectCartCount(page, 1);
  await page.goto('/your-shopping-cart');
  const row = page.getByTestId('cart-row').filter({ hasText: product.product_title });
  const field = row.getByRole('spinbutton', { name: `Quantity of ${product.product_title}`, exact: true });
  const reason = row.getByText('Quantity must be at least 1', { exact: true });
  await expect(field).toHaveValue('1');
  const lineTotal = await row.getByTestId('line-total').innerText();
  const subtotal = await page.getByTestId('cart-subtotal').innerText();
  const cartPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/resources/cart') cartPosts.push(request.url());
  });

  await field.fill('0');
  if (javaScriptEnabled) {
    // Said as it is typed, tied to the field.
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toBeVisible();
    await axe.check(page);
    // Enter does not send it: the field shows the cart's quantity again and the reason stays.
    await field.press('Enter');
    await expect(field).toHaveValue('1');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toBeVisible();
    await expect(field).toHaveAttribute('aria-describedby', (await reason.getAttribute('id')) ?? 'missing');
    // Leaving the field does the same.
    await field.fill('0');
    await field.press('Tab');
    await expect(field).toHaveValue('1');
    await expect(reason).toBeVisible();
    // Typing the quantity the cart has sends nothing, so nothing claims an update; editing
    // the field clears the old reason.
    await field.fill('01');
    await expect(reason).toBeHidden();
    await field.press('Enter');
    await expect(field).toHaveValue('1');
    await axe.check(page);
    expect(cartPosts, 'nothing is sent to the cart').toEqual([]);
  } else {
    await row.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Quantity must be at least 1')).toBeVisible();
    // The answer's page shows the quantity the cart has, not the refused one.
    await expect(field).toHaveValue('1');
  }
  await expect(toast(page, 'Cart Updated')).toHaveCount(0);
  await expect(row.getByTestId('line-total')).toHaveText(lineTotal);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(subtotal);
  await expectCartCount(page, 1);
  await page.reload();
  await expect(
    page
      .getByTestId('cart-row')
      .filter({ hasText: product.product_title })
      .getByRole('spinbutton', { name: `Quantity of ${product.product_title}`, exact: true }),
  ).toHaveValue('1');
  await expectCartCount(page, 1);
});

test('the slide-over refuses a typed 0 the same way (JavaScript)', async ({ page, javaScriptEnabled }) => {
  const [product] = await pickProducts(1);
  await page.setViewportSize({ width: 1366, height: 768 });
  await passAgeGate(page);
  await addFromCard(page, product);
  await expectCartCount(page, 1);
  const badge = page.getByRole('link', { name: /^Cart, \d+ items$/ });
  if (!javaScriptEnabled) {
    // No slide-over without JavaScript: the header cart is the cart page, tested above.
    await expect(badge).toHaveAttribute('href', '/your-shopping-cart');
    return;
  }
  await badge.click();
  const drawer = page.getByRole('dialog', { name: 'my Cart' });
  const line = drawer.getByRole('listitem').filter({ hasText: product.product_title });
  const field = line.getByRole('spinbutton', { name: `Quantity of ${product.product_title}`, exact: true });
  await expect(field).toHaveValue('1');
  await field.fill('0');
  await field.press('Enter');
  await expect(field).toHaveValue('1');
  await expect(line.getByText('Quantity must be at least 1', { exact: true })).toBeVisible();
  await expect(toast(page, 'Cart Updated')).toHaveCount(0);
  await expectCartCount(page, 1);
});
