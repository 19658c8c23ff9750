/**
 * Helpers for the buying-journey tests. Products are picked through the shop API with plenty of
 * stock, and each test claims its own (test hook), so parallel tests (and the stock that paid
 * orders take away) never get in each other's way.
 */
import { API_URL, expect, type TestUser } from '../support/fixtures';
import { test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { ProductVariation } from '../../../shop-api/src/contract';

export interface PickedProduct {
  product_id: number;
  uid: string;
  product_title: string;
  product_stock: number;
  variation_id: number;
}

async function api<T>(path: string, body: unknown = {}, token?: string): Promise<{ status: number; data: T; message?: string }> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  return { status: response.status, data: json.data, message: json.message };
}

let catalogue: PickedProduct[] | undefined;

/** The store tests choose (shopper-helpers.ts chooseStore): orders take their stock from it (ADR 0155). */
const TEST_STORE_ID = 1;
/** Enough at that store for a case of twelve. */
const STOCK_AT_TEST_STORE = 12;

type StockedCard = { product_stock: number; variation_id: number | null; store_stock?: Array<{ store_id: number; stock: number }> };
const wellStocked = (p: StockedCard) =>
  p.product_stock >= 20 &&
  p.variation_id !== null &&
  (p.store_stock?.find((s) => s.store_id === TEST_STORE_ID)?.stock ?? 0) >= STOCK_AT_TEST_STORE;

/** In-stock products (stock >= 20, a case at the test store, one available variation at least), in a stable order. */
async function stockedProducts(): Promise<PickedProduct[]> {
  if (catalogue) return catalogue;
  const found: PickedProduct[] = [];
  for (let page = 1; page <= 18; page += 1) {
    const { data } = await api<{ products: Array<PickedProduct & StockedCard> }>('/products', { page });
    for (const p of data.products) if (wellStocked(p)) found.push(p as PickedProduct);
  }
  catalogue = found;
  return found;
}

/** Claims made so far by each test attempt. */
const claimsMade = new WeakMap<TestInfo, number>();

/**
 * Who claims: the test (the same in every attempt) and which of its claims this is, so a retry
 * gets back what the failed attempt took and the seed's well-stocked products last the run.
 */
function claimOwner(): string {
  const info = test.info();
  const n = claimsMade.get(info) ?? 0;
  claimsMade.set(info, n + 1);
  return `${info.testId} ${n}`;
}

/**
 * Claims products for the calling test alone: the shop API's test hook hands each id out once per
 * run (and back to the same claim of a retried test), so no two tests share stock or carts.
 */
async function claim(candidates: number[], count: number, owner = claimOwner()): Promise<number[] | null> {
  const response = await fetch(`${new URL(API_URL).origin}/__test/claim-products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ candidates, count, owner }),
  });
  if (response.status === 409) return null;
  expect(response.status, 'the claim-products test hook answers').toBe(200);
  return ((await response.json()) as { data: { product_ids: number[] } }).data.product_ids;
}

/** `count` stocked products no other test has picked. */
export async function pickProducts(count: number): Promise<PickedProduct[]> {
  const all = await stockedProducts();
  const ids = await claim(
    all.map((p) => p.product_id),
    count,
  );
  expect(ids, 'enough unclaimed stocked products in the seed').not.toBeNull();
  return ids!.map((id) => all.find((p) => p.product_id === id)!);
}

/**
 * A wine no other test has picked whose card's size is a 750 ml bottle, with stock for a case:
 * the mixed-case saving counts bottles of wine (docs/decisions/0145-promotions.md).
 */
export async function pickWineBottle(): Promise<PickedProduct> {
  const { data: filters } =
    await api<Array<{ section_key: string; section_listing: Array<{ category_id: number; category_slug: string }> }>>('/filter-master');
  const wine = filters.find((s) => s.section_key === 'category')?.section_listing.find((c) => c.category_slug === 'wine');
  const owner = claimOwner();
  expect(wine?.category_id, 'the seed has a Wine category').toEqual(expect.any(Number));
  for (let page = 1; page <= 10; page += 1) {
    const { data } = await api<{ products: Array<PickedProduct & StockedCard & { size: string }> }>('/products', {
      page,
      category: [wine!.category_id],
    });
    if (data.products.length === 0) break;
    for (const p of data.products) {
      if (p.size === '750ml' && wellStocked(p) && (await claim([p.product_id], 1, owner))) return p as PickedProduct;
    }
  }
  throw new Error('no unclaimed 750ml wine in stock');
}

/** A product no other test has picked, with at least two sizes in stock: the second one is the non-default size. */
export async function pickProductWithTwoSizes(): Promise<{ product: PickedProduct; size: string }> {
  const owner = claimOwner();
  for (const product of await stockedProducts()) {
    const { data } = await api<{ product_detail: { variations: ProductVariation[] } }>('/product-detail', {
      product_id: product.product_id,
    });
    const available = data.product_detail.variations.filter((v) => v.regular_price !== null && v.stock >= 5);
    const twoSizes = available.length >= 2 && data.product_detail.variations[0].regular_price !== null;
    if (twoSizes && (await claim([product.product_id], 1, owner))) return { product, size: available[1].size };
  }
  throw new Error('no unclaimed product with two sizes in stock');
}

/** The product's card on a search listing (a card, as a shopper sees it). */
export async function openCard(page: Page, product: PickedProduct) {
  await page.goto(`/product-listing?search=${encodeURIComponent(product.product_title)}`);
  const card = page.locator(`[data-testid="product-card"][data-uid="${product.uid}"]`).first();
  await expect(card).toBeVisible();
  return card;
}

/**
 * Clicks a submit button and waits for the server to answer the POST it sends to `path` (a
 * fetcher's request with JavaScript, the form's own with it off), so that the change is stored
 * before the test moves on; optimistic counts on the page do not prove that.
 */
export async function clickAndSettle(page: Page, button: Locator, path: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith(path),
  );
  await button.click();
  await answered;
}

export async function addFromCard(page: Page, product: PickedProduct): Promise<void> {
  const card = await openCard(page, product);
  await clickAndSettle(page, card.getByRole('button', { name: `Add ${product.product_title} to cart` }), '/resources/cart');
}

export async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('cart-count').first()).toHaveText(String(count));
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

interface BillingInput {
  firstName: string;
  lastName: string;
  country?: string;
  address?: string;
  city?: string;
  postCode?: string;
  phone: string;
  email: string;
}

export const VALID_BILLING: Required<BillingInput> = {
  firstName: 'Ada',
  lastName: 'Vintner',
  country: 'Brazil',
  address: 'Rua das Videiras 21',
  city: 'Sacramento',
  postCode: '95814',
  phone: '+1 916 555 0100',
  email: 'ada.vintner@example.com',
};

/** Fills 'Billing Details'; the country through the searchable list (JS) or the native select. */
export async function fillBilling(page: Page, values: BillingInput, javaScriptEnabled: boolean): Promise<void> {
  await page.getByLabel(/^First name/).fill(values.firstName);
  await page.getByLabel(/^Last name/).fill(values.lastName);
  if (values.country !== undefined) {
    if (javaScriptEnabled) {
      // The searchable list once the page has hydrated (until then the native select stands in).
      const combo = page.getByRole('combobox', { name: 'Country / Region' }).and(page.locator('input'));
      await combo.fill(values.country.slice(0, 4));
      await page.getByRole('option', { name: values.country, exact: true }).click();
      await expect(combo).toHaveValue(values.country);
    } else {
      await page.getByLabel(/^Country \/ Region/).selectOption(values.country);
    }
  }
  if (values.address !== undefined) await page.getByLabel(/^Street address/).fill(values.address);
  if (values.city !== undefined) await page.getByLabel(/^Town \/ City/).fill(values.city);
  if (values.postCode !== undefined) await page.getByLabel(/^Post code/).fill(values.postCode);
  await page.getByLabel(/^Phone/).fill(values.phone);
  await page.getByLabel(/^Email address/).fill(values.email);
}

/** On the hosted card page: pays with the given test card and returns to the storefront. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /^Pay \$/ })).toBeVisible();
  await page.getByLabel('Name on card').fill('Ada Vintner');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/payment\?id=\d+/);
}

export const SUCCESS_CARD = '4242 4242 4242 4242';
export const DECLINE_CARD = '4000 0000 0000 0002';

/**
 * Places an order straight through the shop API (another shopper's order, for the 404 test). The
 * same cart placed twice in a row answers the first, still unpaid, order: vary `quantity` for more.
 */
export async function placeOrderThroughApi(user: TestUser, product: PickedProduct, quantity = 1): Promise<number> {
  const login = await api<{ token: string }>('/login', { email_address: user.email, password: user.password });
  const token = login.data.token;
  await api('/cart', { action: 'add', product_id: product.product_id, variation_id: product.variation_id, quantity: 1 }, token);
  const order = await api<{ order_id: number }>(
    '/place-order',
    {
      products: [{ product_id: product.product_id, variation_id: product.variation_id, quantity }],
      order_delivery_type: 'pickup',
      billing_first_name: 'Other',
      billing_last_name: 'Shopper',
      billing_email: user.email,
      billing_phone: '+1 916 555 0199',
    },
    token,
  );
  expect(order.status, `place-order: ${order.message}`).toBe(201);
  return order.data.order_id;
}
