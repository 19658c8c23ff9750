import { test, expect, passAgeGate } from '../support/fixtures';
import { findProduct, flaggedNotFoundId } from './catalogue-data';

const money = (n: number) => `$${n.toFixed(2)}`;

test.describe('product detail', () => {
  test.beforeEach(async ({ page }) => {
    await passAgeGate(page);
  });

  test('changing the size shows that size’s price; unavailable sizes cannot be chosen', async ({ page, axe }) => {
    // A product with two available sizes at different prices and one unavailable size.
    const detail = await findProduct((d) => {
      const available = d.product_detail.variations.filter((v) => v.regular_price !== null);
      return (
        available.length >= 2 &&
        available[0].regular_price !== available[1].regular_price &&
        d.product_detail.variations.some((v) => v.regular_price === null)
      );
    });
    const product = detail.product_detail;
    const [first, second] = product.variations.filter((v) => v.regular_price !== null);
    const unavailable = product.variations.find((v) => v.regular_price === null)!;
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    const sizes = page.getByRole('group', { name: 'Size', exact: true });
    await expect(sizes.getByRole('radio', { name: first.size, exact: true })).toBeChecked();
    await expect(sizes.getByRole('radio', { name: `${unavailable.size} (unavailable)` })).toBeDisabled();
    const shownPrice = page.getByTestId('variation-price').filter({ visible: true });
    await expect(shownPrice).toHaveCount(1);
    await expect(shownPrice.locator('.price__current')).toContainText(money(first.sale_price ?? first.regular_price!));

    await sizes.getByRole('radio', { name: second.size, exact: true }).check();
    await expect(sizes.getByRole('radio', { name: second.size, exact: true })).toBeChecked();
    await expect(shownPrice).toHaveCount(1);
    await expect(shownPrice.locator('.price__current')).toContainText(money(second.sale_price ?? second.regular_price!));

    // Buying controls: quantity (starting at 1), Buy Now and Add to Cart in the cart form.
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /wish list/ }).first()).toBeVisible();
    await axe.check(page);
  });

  test('the quantity spinner never goes below 1', async ({ page, javaScriptEnabled }) => {
    const detail = await findProduct((d) => d.product_detail.variations.some((v) => v.regular_price !== null && v.stock > 3));
    await page.goto(`/product/${detail.product_detail.id}`);
    const quantity = page.getByLabel('Quantity', { exact: true });
    await expect(quantity).toHaveValue('1');
    if (javaScriptEnabled) {
      await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(quantity).toHaveValue('2');
      await page.getByRole('button', { name: 'Decrease quantity' }).click();
      await expect(quantity).toHaveValue('1');
      // A typed 0 stays as typed and is explained, never silently changed (ADR 0073).
      await quantity.fill('0');
      await quantity.blur();
      await expect(quantity).toHaveValue('0');
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Quantity must be at least 1', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    } else {
      // The cart action refuses a quantity below 1 (tests/e2e/shopper/quantity-messages.spec.ts).
      await expect(quantity).toHaveAttribute('type', 'number');
    }
  });

  test('a gallery thumbnail selects the main image', async ({ page }) => {
    const detail = await findProduct((d) => d.product_detail.gallery.length >= 2);
    await page.goto(`/product/${detail.product_detail.id}`);
    const images = page.locator('.gallery__image');
    await expect(images.nth(0)).toBeVisible();
    await expect(images.nth(1)).toBeHidden();
    await page.getByTestId('gallery-thumb').nth(1).click();
    await expect(images.nth(1)).toBeVisible();
    await expect(images.nth(0)).toBeHidden();
    await expect(images.nth(1)).toHaveAttribute('src', detail.product_detail.gallery[1]);
  });

  test('tabs switch between details, warning, additional information and reviews', async ({ page, axe }) => {
    const detail = await findProduct(() => true);
    await page.goto(`/product/${detail.product_detail.id}`);
    const details = page.getByTestId('info-panel-details');
    const warning = page.getByTestId('info-panel-warning');
    await expect(page.getByTestId('info-tab')).toHaveCount(4);
    await expect(details).toBeVisible();
    await expect(warning).toBeHidden();
    await page.getByTestId('info-tab').filter({ hasText: 'Warning' }).click();
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('GOVERNMENT WARNING');
    await expect(details).toBeHidden();
    await page
      .getByTestId('info-tab')
      .filter({ hasText: /^Reviews/ })
      .click();
    await expect(page.getByTestId('info-panel-reviews')).toBeVisible();

    // Under 768 px the same tabs read as an accordion: each heading right above its panel.
    await page.setViewportSize({ width: 375, height: 800 });
    const reviewsTab = page.getByTestId('info-tab').filter({ hasText: /^Reviews/ });
    const reviewsBox = await reviewsTab.boundingBox();
    const panelBox = await page.getByTestId('info-panel-reviews').boundingBox();
    expect(panelBox!.y).toBeGreaterThanOrEqual(reviewsBox!.y + reviewsBox!.height - 1);
    await axe.check(page);
  });

  test('accordions, video, banners, also-viewed and the three columns', async ({ page, javaScriptEnabled }) => {
    const detail = await findProduct((d) => Boolean(d.video_section));
    await page.goto(`/product/${detail.product_detail.id}`);
    for (const title of ['Specification', 'Shipping', 'Payment Options']) {
      const accordion = page.locator('details.product-accordion').filter({ has: page.getByText(title, { exact: true }) });
      await accordion.locator('summary').click();
      await expect(accordion.locator('.rich-text')).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Customers Also Viewed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top Selling' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top Rated' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trending Products' })).toBeVisible();

    const poster = page.getByRole('link', { name: /^Play video/ });
    await expect(poster).toHaveAttribute('href', detail.video_section!.section_video_url);
    await expect(page.locator('.product-video iframe, .product-video video')).toHaveCount(0);
    if (javaScriptEnabled) {
      await poster.click();
      await expect(page.locator('.product-video iframe, .product-video video')).toHaveCount(1);
    }
  });

  test('search engines get Product structured data with offers and a canonical link', async ({ page }) => {
    const detail = await findProduct((d) => d.product_detail.variations.some((v) => v.regular_price !== null));
    await page.goto(`/product/${detail.product_detail.id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${detail.product_detail.id}$`));
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(json['@type']).toBe('Product');
    expect(json.name).toBe(detail.product_detail.name);
    expect(json.offers.length).toBe(detail.product_detail.variations.filter((v) => v.regular_price !== null).length);
    expect(json.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
  });

  test('an unknown product, a malformed id and a product flagged not found are the 404 page', async ({ page }) => {
    const flagged = await flaggedNotFoundId();
    // The product just before it is real (so the id is not simply past the end).
    expect((await page.request.get(`/product/${flagged - 1}`)).status()).toBe(200);
    for (const path of ['/product/99999999', '/product/abc', `/product/${flagged}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: "Lost in the cellar? Let's get you back to the good stuff!" })).toBeVisible();
    }
  });
});
