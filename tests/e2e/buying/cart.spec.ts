import { test, expect, postForm, passAgeGate, registerUser, signIn, API_URL } from '../support/fixtures';
import { addFromCard, clickAndSettle, expectCartCount, expectToast, openCard, pickProducts } from './buying-helpers';

test('the header cart opens the my Cart slide-over (JS) or is a link to the cart page (no JS)', async ({
  page,
  axe,
  javaScriptEnabled,
}) => {
  const [first, second] = await pickProducts(2);
  await passAgeGate(page);
  await page.goto('/');
  const badge = page.getByRole('link', { name: /^Cart, \d+ items$/ });
  await expect(badge).toHaveAttribute('href', '/your-shopping-cart');

  if (!javaScriptEnabled) {
    await badge.click();
    await expect(page).toHaveURL(/\/your-shopping-cart$/);
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    return;
  }

  await badge.click();
  const drawer = page.getByRole('dialog', { name: 'my Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/scroll-locked/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);

  await addFromCard(page, first);
  await expectCartCount(page, 1);
  await addFromCard(page, second);
  await expectCartCount(page, 2);
  await page.getByRole('link', { name: /^Cart, \d+ items$/ }).click();
  await expect(drawer).toBeVisible();
  const line = drawer.getByRole('listitem').filter({ hasText: first.product_title });
  await expect(line.getByRole('button', { name: `Decrease quantity of ${first.product_title}` })).toBeDisabled();
  await clickAndSettle(page, line.getByRole('button', { name: `Increase quantity of ${first.product_title}` }), '/resources/cart');
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  await expectCartCount(page, 3);
  // Typed numbers count too (sent when the field is left).
  const typed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/resources/cart'));
  await line.getByRole('spinbutton').fill('4');
  await line.getByRole('spinbutton').press('Tab');
  await typed;
  await expectCartCount(page, 5);
  for (const label of [/^Subtotal$/, /^Delivery Fee\(s\)$/, /^Estimated Tax/, /^Estimated Total$/]) {
    await expect(drawer.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  await expect(drawer.getByText('Final taxes will be calculated at checkout')).toBeVisible();
  // Focus stays inside the modal slide-over.
  for (let i = 0; i < 16; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await axe.check(page);

  await clickAndSettle(page, line.getByRole('button', { name: `Remove ${first.product_title} from cart` }), '/resources/cart');
  await expect(drawer.getByRole('listitem').filter({ hasText: first.product_title })).toHaveCount(0);
  await expectCartCount(page, 1);
});

test('Buy Now: visitors are asked to log in; a signed-in shopper goes to checkout', async ({ page }) => {
  const [product] = await pickProducts(1);
  await passAgeGate(page);
  await page.goto(`/product/${product.product_id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.product_id}\\?dialog=login`));
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();

  const user = await registerUser();
  await signIn(page, user);
  await page.goto(`/product/${product.product_id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your Order' }).getByText(product.product_title)).toBeVisible();
});

test('out of stock is never added; the wish list asks visitors to log in; /cart is a placeholder', async ({ page }) => {
  await passAgeGate(page);
  // A sold-out product, posted straight to the cart action as a tampering client could.
  const listing = await fetch(`${API_URL}/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const { data } = (await listing.json()) as {
    data: { products: Array<{ product_id: number; uid: string; product_stock: number; variation_id: number | null }> };
  };
  const soldOut = data.products.find((p) => p.product_stock <= 0 && p.variation_id !== null);
  expect(soldOut?.product_stock, 'a sold-out product on the first listing page').toBeLessThanOrEqual(0);
  const refused = await postForm(page, '/resources/cart', {
    intent: 'add',
    product_id: String(soldOut!.product_id),
    uid: soldOut!.uid,
    variation_id: String(soldOut!.variation_id),
    quantity: '1',
    redirectTo: '/',
  });
  expect(refused.status()).toBe(303);
  await page.goto('/');
  await expectToast(page, 'This product is out of stock');
  await expectCartCount(page, 0);

  // Visitors: the heart opens the login dialog.
  const [product] = await pickProducts(1);
  const card = await openCard(page, product);
  await card.getByRole('button', { name: `Add ${product.product_title} to wish list` }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await page.goto('/wish-list');
  await expect(page.getByRole('heading', { name: 'My WishList' })).toBeVisible();
  await expect(page.getByText('Your WishList is empty.')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', exact: true })).toBeVisible();
});

test('the wish list toggles from a card and shows its cards and promos', async ({ page, axe }) => {
  const [product] = await pickProducts(1);
  const user = await registerUser();
  await passAgeGate(page);
  await signIn(page, user);
  const card = await openCard(page, product);
  const heart = (liked: boolean) =>
    card.getByRole('button', {
      name: liked ? `Remove ${product.product_title} from wish list` : `Add ${product.product_title} to wish list`,
    });
  await clickAndSettle(page, heart(false), '/resources/wishlist');
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  await expect(heart(true)).toHaveAttribute('aria-pressed', 'true');
  await clickAndSettle(page, heart(true), '/resources/wishlist');
  await expectToast(page, 'Product removed from WishList');
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');

  await clickAndSettle(page, heart(false), '/resources/wishlist');
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  // The product page's heart knows it too, and takes it off from there.
  await page.goto(`/product/${product.product_id}`);
  const pageHeart = page.locator('.product-main__wish').getByRole('button');
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await clickAndSettle(page, pageHeart, '/resources/wishlist');
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  await clickAndSettle(page, pageHeart, '/resources/wishlist');
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  await page.goto('/wish-list');
  await expect(page.getByTestId('product-card').filter({ hasText: product.product_title })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Offers' })).toBeVisible();
  await axe.check(page);
  await clickAndSettle(
    page,
    page.getByRole('button', { name: `Remove ${product.product_title} from wish list` }).last(),
    '/resources/wishlist',
  );
  await expect(page.getByText('Your WishList is empty.')).toBeVisible();
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');
});
