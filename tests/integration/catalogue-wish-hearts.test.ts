/**
 * ADR 0125 and 0131: catalogue reads are shared by every shopper, and the hearts come
 * from the shop layout's `wished` ids, read with the badges in one summary call (ADR 0127).
 * Against the reference shop API: home, listing and product data are the same for a signed-in
 * shopper and a guest, carry no in_wishlist, and are read without the token; the layout lists
 * exactly the wished products, also from an API without the /shopper-summary extension.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../shop-api/test/support';
import { signUp } from '../../shop-api/test/commerce-fixtures';
import { loader as homeLoader } from '~/routes/home';
import { loader as listingLoader } from '~/routes/product-listing';
import { loader as productLoader } from '~/routes/product';
import { loader as layoutLoader } from '~/routes/shop-layout';
import type { ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import { requestWithSession, runRoute, testStorefront } from '../support/storefront';
import type { Storefront } from '~/lib/platform/context.server';
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { HomePageData, ProductCardData, ProductDetailData, ProductPage } from '~/lib/shop-api/types';

let shop: TestShop;
let storefront: Storefront;
let calls: string[];
let token: string;
let home: HomePageData;
let wished: ProductCardData;

beforeAll(async () => {
  shop = await createTestShop();
  calls = [];
  storefront = testStorefront((request) => {
    calls.push(`${new URL(request.url).pathname} ${request.headers.get('authorization') ? 'token' : 'anonymous'}`);
    return shop.api.fetch(request);
  });
  ({ token } = await signUp(shop, 'Hearts'));
  home = (await shop.call('POST', '/home-page', { body: { order: 'ASC' } })).body.data;
  // A product on the home page's first list, the listing's first page and in a product page's lists.
  wished = home.trending_wines_section.product_listing[0];
  const added = await shop.call('POST', '/wishlist', { token, body: { action: 'Add', product_id: wished.product_id } });
  expect(added.status).toBe(201);
});
afterAll(async () => {
  await shop?.close();
});

const signedIn = () => ({ token, user: { user_id: 1, user_fullname: 'Hearts Test', user_email: 'hearts@example.com' } });

async function load<T>(
  route: (args: LoaderFunctionArgs) => Promise<unknown>,
  path: string,
  params: Record<string, string>,
  session: object,
): Promise<T> {
  const request = await requestWithSession(storefront, session, `http://storefront.test${path}`);
  const response = await runRoute(storefront, request, (args) => route({ ...args, params } as LoaderFunctionArgs));
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Every product card of the home page. */
function homeCards(data: HomePageData): ProductCardData[] {
  return [
    data.trending_wines_section.product_listing,
    data.new_arrival_section.product_listing,
    data.top_products_section.top_selling.product_listing,
    data.top_products_section.trending.product_listing,
    data.top_products_section.top_rated.product_listing,
    data.faqs_more_explore_section.more_explore_section.product_listing,
  ].flat();
}

const withHearts = (cards: ProductCardData[]) => cards.filter((card) => 'in_wishlist' in card);

describe('hearts on shared catalogue pages', () => {
  it('the layout lists the wished products for the hearts; a guest has none', async () => {
    calls.length = 0;
    const mine = await load<ShopLayoutData>(layoutLoader, '/', {}, signedIn());
    expect(mine.wished).toBe(String(wished.product_id));
    expect(mine.badges.wishlist).toBe(1);
    expect(calls.filter((call) => call.startsWith('/api/v1/shopper-summary'))).toEqual(['/api/v1/shopper-summary token']);
    expect(calls.filter((call) => call.startsWith('/api/v1/wishlist'))).toEqual([]);
    const guest = await load<ShopLayoutData>(layoutLoader, '/', {}, { ageVerified: true });
    expect(guest.wished).toBe('');
  });

  it('the home page is the same shared answer for a signed-in shopper and a guest, read without the token', async () => {
    calls.length = 0;
    const mine = await load<HomePageData>(homeLoader, '/', {}, signedIn());
    expect(homeCards(mine).some((card) => card.product_id === wished.product_id)).toBe(true);
    expect(withHearts(homeCards(mine))).toEqual([]);
    expect(calls.filter((call) => call.startsWith('/api/v1/home-page'))).toEqual(['/api/v1/home-page anonymous']);
    const guest = await load<HomePageData>(homeLoader, '/', {}, { ageVerified: true });
    expect(guest).toEqual(mine);
  });

  it('a listing is the same for both, without hearts in its data', async () => {
    type ListingData = { listing: { products: ProductPage } };
    const mine = await load<ListingData>(listingLoader, '/product-listing', {}, signedIn());
    const guest = await load<ListingData>(listingLoader, '/product-listing', {}, { ageVerified: true });
    expect(guest.listing.products).toEqual(mine.listing.products);
    expect(withHearts(mine.listing.products.products)).toEqual([]);
  });

  it("a product page's lists carry no hearts, and its columns four products each", async () => {
    type ProductData = { detail: ProductDetailData };
    const other = homeCards(home).find((card) => card.product_id !== wished.product_id)!;
    const path = `/product/${other.product_id}`;
    const page = await load<ProductData>(productLoader, path, { productId: String(other.product_id) }, signedIn());
    const guest = await load<ProductData>(productLoader, path, { productId: String(other.product_id) }, { ageVerified: true });
    expect(guest.detail).toEqual(page.detail);
    expect(withHearts(page.detail.customer_also_viewed_section.product_listing)).toEqual([]);
    // The product columns show four products each, without hearts: the loader sends no more (ADR 0127).
    for (const column of [page.detail.top_selling_section, page.detail.top_rated_section, page.detail.trending_product_section]) {
      expect(column.product_listing.length).toBeLessThanOrEqual(4);
      for (const card of column.product_listing) expect(card).not.toHaveProperty('in_wishlist');
    }
  });

  it('a list the API leaves out stays out', async () => {
    // The same API, answering a product page without two of its lists.
    const sparse = testStorefront(async (request) => {
      const answer = await shop.api.fetch(request);
      if (!new URL(request.url).pathname.endsWith('/product-detail')) return answer;
      const body = (await answer.json()) as { data: Partial<ProductDetailData> };
      delete body.data.top_rated_section;
      delete body.data.customer_also_viewed_section;
      return Response.json(body, { status: answer.status });
    });
    const path = `/product/${wished.product_id}`;
    const request = await requestWithSession(sparse, signedIn(), `http://storefront.test${path}`);
    const response = await runRoute(sparse, request, (args) =>
      productLoader({ ...args, params: { productId: String(wished.product_id) } } as LoaderFunctionArgs),
    );
    expect(response.status).toBe(200);
    const { detail } = (await response.json()) as { detail: ProductDetailData };
    expect(detail.top_rated_section).toBeUndefined();
    expect(detail.customer_also_viewed_section).toBeUndefined();
    expect(detail.top_selling_section.product_listing.length).toBeGreaterThan(0);
  });

  it('an API without /shopper-summary still gets hearts from the full wish list', async () => {
    const specOnly = testStorefront(async (request) =>
      new URL(request.url).pathname.endsWith('/shopper-summary')
        ? Response.json({ message: 'Not found' }, { status: 404 })
        : shop.api.fetch(request),
    );
    const request = await requestWithSession(specOnly, signedIn(), 'http://storefront.test/');
    const response = await runRoute(specOnly, request, (args) => layoutLoader(args as LoaderFunctionArgs));
    expect(response.status).toBe(200);
    const layout = (await response.json()) as ShopLayoutData;
    expect(layout.wished).toBe(String(wished.product_id));
  });
});
