/**
 * A product is out of stock only when every size is. Its card adds the first size in
 * stock, and the product page preselects that size.
 */
import { test, expect, passAgeGate, API_URL } from '../support/fixtures';
import { clickAndSettle, expectCartCount, expectToast } from '../buying/buying-helpers';

interface Variation {
  variation_id: number;
  size: string;
  regular_price: number | null;
  stock: number;
}

/** A product whose first available size is sold out while a later size is in stock (from the seed). */
async function productWithSoldOutFirstSize(skip: number): Promise<{ id: number; uid: string; title: string; size: string }> {
  let seen = 0;
  for (let id = 1; id <= 300; id += 1) {
    const response = await fetch(`${API_URL}/product-detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: id }),
    });
    if (!response.ok) continue;
    const { data } = (await response.json()) as {
      data: { product_detail: { id: number; uid: string; name: string; variations: Variation[] } };
    };
    const available = data.product_detail.variations.filter((v) => v.regular_price !== null);
    const inStock = available.find((v) => v.stock > 2);
    if (available.length >= 2 && available[0].stock <= 0 && inStock) {
      if (seen++ < skip) continue;
      return { id, uid: data.product_detail.uid, title: data.product_detail.name, size: inStock.size };
    }
  }
  throw new Error('no product with a sold-out first size in the seed');
}

test('a card with a size in stock is not sold out and adds that size; the product page preselects it', async ({
  page,
  axe,
  javaScriptEnabled,
}) => {
  const product = await productWithSoldOutFirstSize(javaScriptEnabled ? 0 : 1);
  await passAgeGate(page);
  await page.goto(`/product-listing?search=${encodeURIComponent(product.title)}`);
  const card = page.locator(`[data-testid="product-card"][data-uid="${product.uid}"]`).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Out of stock')).toHaveCount(0);
  await expect(card).toContainText(product.size);
  await axe.check(page);
  await clickAndSettle(page, card.getByRole('button', { name: `Add ${product.title} to cart` }), '/resources/cart');
  await expectToast(page, 'Cart Updated');
  await expectCartCount(page, 1);
  await page.goto('/your-shopping-cart');
  await expect(page.getByTestId('cart-row').filter({ hasText: product.title })).toContainText(product.size);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('radio', { name: product.size, exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Buy Now', exact: true })).toBeEnabled();
});
