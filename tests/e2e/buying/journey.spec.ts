import { test, expect, passAgeGate, registerUser, loginViaUi } from '../support/fixtures';
import {
  SUCCESS_CARD,
  VALID_BILLING,
  addFromCard,
  expectCartCount,
  expectToast,
  fillBilling,
  clickAndSettle,
  openCard,
  payWithCard,
  pickProductWithTwoSizes,
  pickProducts,
} from './buying-helpers';

test('a visitor fills a cart, logs in, keeps it, checks out for delivery and pays', async ({ page, axe, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const [fromCard, toDelete, fromWishlist] = await pickProducts(3);
  const { product: fromDetail, size } = await pickProductWithTwoSizes();
  await passAgeGate(page);

  // 1. From a product card.
  await addFromCard(page, fromCard);
  await expectToast(page, 'Cart Updated');
  await expectCartCount(page, 1);

  // 2. From the product page: a size that is not the default, quantity 2.
  await page.goto(`/product/${fromDetail.product_id}`);
  await page.getByRole('radio', { name: size, exact: true }).check();
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await clickAndSettle(page, page.getByRole('button', { name: 'Add to Cart', exact: true }), '/resources/cart');
  await expectCartCount(page, 3);

  // A third product, removed again below; adding the same product twice changes nothing.
  await addFromCard(page, toDelete);
  await expectCartCount(page, 4);
  await addFromCard(page, toDelete);
  await expectToast(page, 'Product already in cart');
  await expectCartCount(page, 4);

  // 3. The cart page: change a quantity, delete a line.
  await page.goto('/your-shopping-cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  const rows = page.getByTestId('cart-row');
  await expect(rows).toHaveCount(3);
  const detailRow = rows.filter({ hasText: fromDetail.product_title });
  await expect(detailRow).toContainText(size);
  await expect(detailRow.getByRole('spinbutton')).toHaveValue('2');
  await axe.check(page);
  const cardRow = rows.filter({ hasText: fromCard.product_title });
  await expect(cardRow.getByRole('button', { name: `Decrease quantity of ${fromCard.product_title}` })).toBeDisabled();
  await clickAndSettle(page, cardRow.getByRole('button', { name: `Increase quantity of ${fromCard.product_title}` }), '/resources/cart');
  await expect(cardRow.getByRole('spinbutton')).toHaveValue('2');
  await expectCartCount(page, 5);

  await clickAndSettle(page, rows.filter({ hasText: toDelete.product_title }).getByRole('button', { name: /^DELETE/ }), '/resources/cart');
  await expectToast(page, 'Cart Listing');
  await expect(rows).toHaveCount(2);
  await expectCartCount(page, 4);

  // 4. Register, log in: the visitor's lines are now the account's cart.
  const user = await registerUser();
  await loginViaUi(page, user, '/your-shopping-cart');
  await page.goto('/your-shopping-cart');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: fromCard.product_title }).getByRole('spinbutton')).toHaveValue('2');
  await expect(rows.filter({ hasText: fromDetail.product_title })).toContainText(size);
  await expectCartCount(page, 4);

  // 5. Signed in: a heart on a card, then Add to Cart from the wish list.
  const card = await openCard(page, fromWishlist);
  await clickAndSettle(page, card.getByRole('button', { name: `Add ${fromWishlist.product_title} to wish list` }), '/resources/wishlist');
  await expectToast(page, 'Product added to WishList');
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  await page.goto('/wish-list');
  await expect(page.getByRole('heading', { name: 'My WishList' })).toBeVisible();
  const wished = page.getByTestId('product-card').filter({ hasText: fromWishlist.product_title });
  await expect(wished.getByRole('button', { name: `Remove ${fromWishlist.product_title} from wish list` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await axe.check(page);
  await clickAndSettle(page, wished.getByRole('button', { name: `Add ${fromWishlist.product_title} to cart` }), '/resources/cart');
  await expectToast(page, 'Product added to cart');
  await expectCartCount(page, 5);

  // 6. Checkout for delivery: invalid, then valid.
  await page.goto('/your-shopping-cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await expect(page.getByText('Your product is ready for shipment it will be dispatched within 1-2 weeks.')).toBeVisible();
  await expect(page.getByTestId('order-total')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Country is required',
    'Address is required',
    'City is required',
    'Post code is required',
    'Phone number is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  if (javaScriptEnabled) await expect(page.getByLabel(/^First name/)).toBeFocused();
  await axe.check(page);

  await fillBilling(page, { ...VALID_BILLING, postCode: 'a', phone: '12345', email: 'not-an-email' }, javaScriptEnabled);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Invalid post code format', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid phone number format', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email format', { exact: true })).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByLabel(/^Post code/)).toBeFocused();
  // Without JavaScript the server answered: the shopper's values are still there.
  await expect(page.getByLabel(/^Street address/)).toHaveValue(VALID_BILLING.address);

  const total = (await page.getByTestId('order-total').textContent())?.trim();
  await fillBilling(page, VALID_BILLING, javaScriptEnabled);
  await page.getByRole('button', { name: 'Place Order' }).click();

  // 7. The hosted card page charges the total shown, then the result page.
  await expect(page.getByRole('heading', { name: `Pay ${total}` })).toBeVisible();
  await payWithCard(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Succeses!' })).toBeVisible();
  await expect(page.getByText('Your order is successfully placed.')).toBeVisible();
  await axe.check(page);
  if (javaScriptEnabled) {
    // The page empties the cart by itself (a POST after it shows).
    await expectCartCount(page, 0);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectCartCount(page, 0);
  await page.goto('/your-shopping-cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  // 8. The saved billing address prefills the next checkout's form (once there is a cart again).
  await addFromCard(page, fromCard);
  await page.goto('/checkout');
  await expect(page.getByLabel(/^First name/)).toHaveValue(VALID_BILLING.firstName);
  await expect(page.getByLabel(/^Town \/ City/)).toHaveValue(VALID_BILLING.city);
});
