import type { Page } from '@playwright/test';
import { test, expect, postForm, passAgeGate, registerUser, signIn, E2E_DOWN_URL } from '../support/fixtures';
import { brandsByListed, cardPrices, countProducts, section } from './catalogue-data';

/** Applies the filter form: with JavaScript a tick applies at once; without it, the submit button. */
async function applyFilters(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click();
}

/** Waits for the result line to report `count` results (it updates once the products arrive). */
async function expectResults(page: Page, count: number) {
  await expect(page.getByText(/^Showing \d+-\d+ of \d+ results$/)).toHaveText(new RegExp(` of ${count} results$`));
}

/** The Brand section's options in order, by their labels (those behind Show More too). */
function brandNames(page: Page) {
  return page
    .locator('details[data-section="brand"] input[name="brand"]')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent));
}

const filterCases = [
  { key: 'size', param: 'size', chip: 'Size' },
  { key: 'category', param: 'category', chip: 'Category' },
  { key: 'country', param: 'country', chip: 'Country' },
  { key: 'brand', param: 'brand', chip: 'Brand' },
  { key: 'season', param: 'season', chip: 'Seasonal' },
] as const;

test.describe('product listing', () => {
  test.beforeEach(async ({ page }) => {
    await passAgeGate(page);
  });

  test('shows the breadcrumb, result line, 12 cards and page links', async ({ page, axe }) => {
    const total = await countProducts({});
    await page.goto('/product-listing');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb).toHaveText(/Shop\s*>?\s*New Arrivals/);
    await expect(breadcrumb.getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(page.getByText(`Showing 1-12 of ${total} results`)).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' })).toBeVisible();
    await axe.check(page);
  });

  for (const { key, param, chip } of filterCases) {
    test(`filters by ${key}`, async ({ page, javaScriptEnabled }) => {
      // The Brand section offers the most-listed brands (ADR 0168); the others their first option.
      const option = key === 'brand' ? (await brandsByListed())[0] : (await section(key)).section_listing[0];
      const expected = await countProducts({ [param]: [option.category_id] });
      await page.goto('/product-listing');
      const filters = page.getByRole('form', { name: 'Product filters' });
      await filters.getByRole('checkbox', { name: option.category_name, exact: true }).check();
      await applyFilters(page, javaScriptEnabled);
      await expect(page).toHaveURL(new RegExp(`[?&]${param}=${option.category_id}(&|$)`));
      await expect(page.getByRole('link', { name: `Remove filter ${chip}: ${option.category_name}` })).toBeVisible();
      await expectResults(page, expected);
      await expect(filters.getByRole('checkbox', { name: option.category_name, exact: true })).toBeChecked();
    });
  }

  test('filters by Top Rated ranges and by a custom rating range', async ({ page, javaScriptEnabled }) => {
    const expected = await countProducts({ rating: [{ from: 4, to: 5 }] });
    await page.goto('/product-listing');
    const filters = page.getByRole('form', { name: 'Product filters' });
    await filters.getByRole('checkbox', { name: /4 – 5/ }).check();
    await applyFilters(page, javaScriptEnabled);
    await expect(page).toHaveURL(/rating=4-5/);
    await expect(page.getByRole('link', { name: 'Remove filter Top Rated: 4 - 5' })).toBeVisible();
    await expectResults(page, expected);

    await page.goto('/product-listing');
    await page.getByLabel('Minimum rating').fill('4.5');
    await page.getByLabel('Maximum rating').fill('5');
    await page.getByRole('button', { name: 'Go: apply rating range' }).click();
    await expect(page).toHaveURL(/rating_min=4\.5&rating_max=5/);
    await expect(page.getByRole('link', { name: 'Remove filter Top Rated: 4.5 - 5' })).toBeVisible();
  });

  test('price range applies with Go; one bound alone is a one-sided range (ADR 0073)', async ({ page }) => {
    await page.goto('/product-listing');
    await page.getByLabel('Minimum price').fill('10');
    await page.getByRole('button', { name: 'Go: apply price range' }).click();
    await expect(page.getByRole('link', { name: 'Remove filter Price: from $10.00' })).toBeVisible();

    await page.getByLabel('Minimum price').fill('10');
    await page.getByLabel('Maximum price').fill('20');
    await page.getByRole('button', { name: 'Go: apply price range' }).click();
    await expect(page).toHaveURL(/min_price=10&max_price=20/);
    await expect(page.getByRole('link', { name: 'Remove filter Price: $10.00 - $20.00' })).toBeVisible();
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(10);
      expect(price).toBeLessThanOrEqual(20);
    }
  });

  test('removing a chip drops only that filter; Clear All resets filters, sorting and search', async ({ page }) => {
    const size = (await section('size')).section_listing[3];
    const category = (await section('category')).section_listing[0];
    await page.goto(`/product-listing?category=${category.category_id}&size=${size.category_id}&sort=DSC&search=e`);
    await page.getByRole('link', { name: `Remove filter Size: ${size.category_name}` }).click();
    await expect(page).not.toHaveURL(/size=/);
    await expect(page).toHaveURL(new RegExp(`category=${category.category_id}`));
    expect(new URL(page.url()).searchParams.get('size')).toBeNull();
    expect(new URL(page.url()).searchParams.get('sort')).toBe('DSC');
    await expect(page.getByRole('link', { name: `Remove filter Category: ${category.category_name}` })).toBeVisible();

    await page.getByRole('link', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/product-listing$/);
    await expect(page.getByRole('link', { name: /^Remove filter/ })).toHaveCount(0);
    await expect(page.getByLabel('Sort products')).toHaveValue('');
    await expect(page.getByLabel('Search by keyword')).toHaveValue('');
  });

  test('sorts by price both ways', async ({ page, javaScriptEnabled }) => {
    await page.goto('/product-listing');
    for (const [label, order] of [
      ['Ascending', 'ASC'],
      ['Descending', 'DSC'],
    ] as const) {
      await page.getByLabel('Sort products').selectOption({ label });
      if (!javaScriptEnabled) await page.getByRole('button', { name: 'Sort', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`sort=${order}`));
      await expect(page.getByLabel('Sort products')).toHaveValue(order);
      const prices = await cardPrices(page);
      const sorted = [...prices].sort((a, b) => (order === 'ASC' ? a - b : b - a));
      expect(prices).toEqual(sorted);
    }
  });

  test('page 2 shows the next 12', async ({ page }) => {
    const total = await countProducts({});
    await page.goto('/product-listing');
    const firstPage = await page.getByTestId('product-card').first().getAttribute('data-uid');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page.getByText(`Showing 13-24 of ${total} results`)).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    expect(await page.getByTestId('product-card').first().getAttribute('data-uid')).not.toBe(firstPage);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('search from the header lists matching products; nothing found says so', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByLabel('Search products', { exact: true });
    await search.fill('  gin  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product-listing\?search=(\+|%20)*gin(\+|%20)*$/);
    await expect(page.getByText('Results for “gin”')).toBeVisible();
    await expectResults(page, await countProducts({ search: 'gin' }));

    await page.goto('/product-listing?search=zzzzqqqq');
    await expect(page.getByText('Products Not Found')).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
  });

  test('Show More / Show Less reveals options beyond the first 4', async ({ page }) => {
    const sizes = (await section('size')).section_listing;
    expect(sizes.length).toBeGreaterThan(4);
    await page.goto('/product-listing');
    const sizeSection = page.locator('details[data-section="size"]');
    const fifth = sizeSection.getByRole('checkbox', { name: sizes[4].category_name, exact: true });
    await expect(sizeSection.getByRole('checkbox', { name: sizes[3].category_name, exact: true })).toBeVisible();
    await expect(fifth).toBeHidden();
    await sizeSection.getByText('Show More').click();
    await expect(fifth).toBeVisible();
    await sizeSection.getByText('Show Less').click();
    await expect(fifth).toBeHidden();
    // Sections collapse and expand.
    await sizeSection.locator('summary').click();
    await expect(sizeSection.getByRole('checkbox').first()).toBeHidden();
    await sizeSection.locator('summary').click();
    await expect(sizeSection.getByRole('checkbox').first()).toBeVisible();
  });

  test('the Brand section offers the 12 most-listed brands and links to all of them', async ({ page, javaScriptEnabled, axe }) => {
    const brands = await brandsByListed();
    expect(brands.length).toBeGreaterThan(12);
    await page.goto('/product-listing?sort=DSC');
    const brandSection = page.locator('details[data-section="brand"]');
    const names = () => brandNames(page);
    expect(await names()).toEqual(brands.slice(0, 12).map((b) => b.category_name));

    await brandSection.getByRole('link', { name: `Show all ${brands.length} brands` }).click();
    await expect(page).toHaveURL(/\?sort=DSC&all_brands=1#filter-section-brand$/);
    if (javaScriptEnabled) await expect(brandSection.getByRole('link', { name: 'Show fewer brands' })).toBeFocused();
    await expect(brandSection.locator('input[name="brand"]')).toHaveCount(brands.length);
    await expect(brandSection.getByRole('link', { name: /^Show all/ })).toHaveCount(0);
    // Every brand is in view at once, in the filter master's order.
    const master = (await section('brand')).section_listing.map((b) => b.category_name);
    expect(await names()).toEqual(master);
    const rare = brands.at(-1)!;
    const box = brandSection.getByRole('checkbox', { name: rare.category_name, exact: true });
    await expect(box).toBeVisible();
    await axe.check(page);

    await box.check();
    await applyFilters(page, javaScriptEnabled);
    await expect(page).toHaveURL(new RegExp(`brand=${rare.category_id}`));
    await expect(page.getByRole('link', { name: `Remove filter Brand: ${rare.category_name}` })).toBeVisible();
    await expectResults(page, await countProducts({ brand: [rare.category_id] }));
    // Ticking from the full list keeps it full, and the sort the shopper chose.
    await expect(brandSection.locator('input[name="brand"]')).toHaveCount(brands.length);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('DSC');

    // Back to the shorter list, the ticked brand stays on offer after the most listed.
    const fewer = brandSection.getByRole('link', { name: 'Show fewer brands' });
    await fewer.focus();
    await fewer.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?brand=${rare.category_id}&sort=DSC#filter-section-brand$`));
    await expect(brandSection.locator('input[name="brand"]')).toHaveCount(13);
    // With JavaScript the page is not reloaded: focus stays on the link, now "Show all …".
    if (javaScriptEnabled) await expect(brandSection.getByRole('link', { name: `Show all ${brands.length} brands` })).toBeFocused();
    expect(await names()).toEqual([...brands.slice(0, 12), rare].map((b) => b.category_name));
    await expect(brandSection.getByRole('checkbox', { name: rare.category_name, exact: true })).toBeChecked();
  });

  test('hostile query values are ignored or clamped, never an error', async ({ page }) => {
    const total = await countProducts({});
    const response = await page.goto(
      '/product-listing?page=abc&min_price=%3Cscript%3E&max_price=9e99&category=1%27%20OR%201=1&size=-1&sort=%3BDROP&rating=9-99&search=' +
        'x'.repeat(300),
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByText(/Products Not Found|Showing/)).toBeVisible();
    // A control character makes the address unreadable: the not-found page (ADR 0141).
    expect((await page.goto('/product-listing?sort=%00DROP'))?.status()).toBe(404);
    await expect(page.getByText('Lost in the cellar?')).toBeVisible();

    const unknownIds = await page.goto('/product-listing?category=987654&brand=999999');
    expect(unknownIds?.status()).toBe(200);
    await expect(page.getByText(`Showing 1-12 of ${total} results`)).toBeVisible();

    await page.goto('/product-listing?page=9999');
    const last = Math.ceil(total / 12);
    await expect(page).toHaveURL(new RegExp(`page=${last}$`));
    await expect(page.getByText(`Showing ${(last - 1) * 12 + 1}-${total} of ${total} results`)).toBeVisible();
  });

  test('on a phone the filters are a drawer that opens (and locks the page) without JavaScript too', async ({ page, axe }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/product-listing');
    const drawer = page.getByRole('complementary', { name: 'Filters' });
    await expect(drawer).toBeHidden();
    await page.locator('label.filter-drawer__open').click();
    await expect(drawer).toBeVisible();
    await expect(drawer).toBeInViewport();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await axe.check(page);
    await drawer.locator('label', { hasText: 'Close filters' }).click();
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('with JavaScript a filter change shows 8 skeleton cards while loading', async ({ page, javaScriptEnabled }) => {
    await page.goto('/product-listing');
    if (!javaScriptEnabled) {
      // The server HTML never carries skeletons: the page arrives complete.
      await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
      return;
    }
    await expect(page.locator('.carousel__viewport, .filter-form').first()).toBeAttached();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/product-listing\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const size = (await section('size')).section_listing[0];
    await page.getByRole('form', { name: 'Product filters' }).getByRole('checkbox', { name: size.category_name, exact: true }).check();
    await expect(page.getByTestId('product-card-skeleton')).toHaveCount(8);
    // The tick shows at once, before the products arrive.
    await expect(
      page.getByRole('form', { name: 'Product filters' }).getByRole('checkbox', { name: size.category_name, exact: true }),
    ).toBeChecked();
    release();
    await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('with the shop API down the listing answers 503 with the error state inside the shell', async ({ page }) => {
    await postForm(page, `${E2E_DOWN_URL}/resources/age-gate`, { answer: 'yes', redirectTo: '/' });
    const response = await page.goto(`${E2E_DOWN_URL}/product-listing`);
    expect(response?.status()).toBe(503);
    // The page fails as a whole (ADR 0111): the layout's boundary, not a listing without products.
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/^Error: .+/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('anonymous pages may be cached briefly by a CDN; signed-in pages are private', async ({ page }) => {
    const anonymous = await page.request.get('/product-listing');
    expect(anonymous.headers()['cache-control']).toMatch(/public/);
    expect(anonymous.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(anonymous.headers()['vary']).toMatch(/Cookie/i);

    await signIn(page, await registerUser());
    const signedIn = await page.request.get('/product-listing');
    expect(signedIn.headers()['cache-control']).toBe('private, no-store');
  });
});

test.describe('category pages', () => {
  test.beforeEach(async ({ page }) => {
    await passAgeGate(page);
  });

  test('a category lists its products with its heading, breadcrumb and subcategory filters', async ({ page, axe, javaScriptEnabled }) => {
    const parent = (await section('category')).section_listing[0];
    const child = parent.children![0];
    await page.goto(`/category/${parent.category_slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: `Category ${parent.category_name}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(parent.category_name);
    await expectResults(page, await countProducts({ category: [parent.category_id] }));
    await axe.check(page);

    // Narrow to a subcategory with the sidebar; the URL stays on the category page.
    await page.getByRole('form', { name: 'Product filters' }).getByRole('checkbox', { name: child.category_name, exact: true }).check();
    await applyFilters(page, javaScriptEnabled);
    await expect(page).toHaveURL(new RegExp(`/category/${parent.category_slug}/?\\?category=${child.category_id}$`));
    await expectResults(page, await countProducts({ category: [child.category_id] }));
  });

  test('the Brand section offers the brands of the category, and of the subcategory ticked', async ({ page }) => {
    const spirits = (await section('category')).section_listing[1];
    const brands = await brandsByListed([spirits.category_id, ...spirits.children!.map((c) => c.category_id)]);
    await page.goto(`/category/${spirits.category_slug}`);
    const brandSection = page.locator('details[data-section="brand"]');
    const names = () => brandNames(page);
    expect(await names()).toEqual(brands.slice(0, 12).map((b) => b.category_name));
    await expect(brandSection.getByRole('link', { name: `Show all ${brands.length} brands` })).toHaveCount(brands.length > 12 ? 1 : 0);

    const child = spirits.children![0];
    await page.goto(`/category/${spirits.category_slug}?category=${child.category_id}`);
    const childBrands = await brandsByListed([child.category_id]);
    expect(childBrands.length).toBeLessThan(brands.length);
    expect(await names()).toEqual(childBrands.slice(0, 12).map((b) => b.category_name));
  });

  test('a subcategory page shows the category and subcategory in the breadcrumb', async ({ page }) => {
    const parent = (await section('category')).section_listing[0];
    const child = parent.children![1];
    const response = await page.goto(`/category/${parent.category_slug}/${child.category_slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: `Category ${child.category_name}` })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: parent.category_name })).toHaveAttribute('href', `/category/${parent.category_slug}`);
    await expect(breadcrumb.getByText(child.category_name)).toHaveAttribute('aria-current', 'page');
    await expectResults(page, await countProducts({ category: [child.category_id] }));

    // Filters stay scoped: sorting keeps the subcategory.
    await page.goto(`/category/${parent.category_slug}/${child.category_slug}?sort=ASC`);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('an unknown category is the 404 page', async ({ page }) => {
    for (const path of ['/category/no-such-category', '/category/wine/no-such-sub']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: "Lost in the cellar? Let's get you back to the good stuff!" })).toBeVisible();
    }
  });
});
