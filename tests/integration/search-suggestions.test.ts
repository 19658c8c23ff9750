/**
 * GET /resources/search-suggestions (ADR 0148) against the reference shop API: the API's own
 * product search, at most six products and three matching categories, a public one-minute cache
 * and nothing of the shopper's; text that is too short, too long or holds control characters gets
 * an empty answer without asking the API, and an API failure is never a 500 nor stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../shop-api/test/support';
import { loader } from '~/routes/resources.search-suggestions';
import type { Storefront } from '~/lib/platform/context.server';
import type { ShopApiTransport } from '~/lib/shop-api/client.server';
import type { SearchSuggestions } from '~/lib/catalogue/search-suggestions';
import type { ProductPage } from '~/lib/shop-api/types';
import { requestWithSession, runRoute, testStorefront } from '../support/storefront';

let shop: TestShop;
let calls: { path: string; body: string; token: boolean }[];
let storefront: Storefront;

beforeAll(async () => {
  shop = await createTestShop();
  calls = [];
  storefront = testStorefront(async (request) => {
    calls.push({ path: new URL(request.url).pathname, body: await request.clone().text(), token: request.headers.has('authorization') });
    return shop.api.fetch(request);
  });
});
afterAll(async () => {
  await shop?.close();
});

const URL_OF = (query: string) => `http://storefront.test/resources/search-suggestions${query}`;

async function suggest(query: string, via: Storefront = storefront, session: object = {}): Promise<Response> {
  const request = await requestWithSession(via, session, URL_OF(query));
  return runRoute(via, request, (args) => loader(args as Parameters<typeof loader>[0]));
}

async function apiSearch(search: string): Promise<ProductPage> {
  return (await shop.call('POST', '/products', { body: { search, per_page: 1000 } })).body.data;
}

describe('suggestions for text', () => {
  it("are the six best sellers of the API search's matches, with image, name, size and price", async () => {
    const matches = await apiSearch('wine');
    expect(matches.total_count).toBeGreaterThan(6);
    // Best sellers: the most reviewed first, then the lowest id (ADR 0173).
    const expected = [...matches.products].sort((a, b) => b.product_review - a.product_review || a.product_id - b.product_id).slice(0, 6);
    expect(expected.map((p) => p.product_id)).not.toEqual(matches.products.slice(0, 6).map((p) => p.product_id));
    const response = await suggest('?q=wine');
    expect(response.status).toBe(200);
    const body = (await response.json()) as SearchSuggestions;
    expect(body.query).toBe('wine');
    expect(body.products.map((p) => p.product_id)).toEqual(expected.map((p) => p.product_id));
    const first = expected[0];
    expect(body.products[0]).toEqual({
      product_id: first.product_id,
      product_title: first.product_title,
      product_image: first.product_image,
      size: first.size,
      product_price: first.product_price,
      product_sell_price: first.product_sell_price,
    });
  });

  it('list matching categories and subcategories, accents ignored, at most three', async () => {
    const rose = (await (await suggest('?q=rose')).json()) as SearchSuggestions;
    expect(rose.categories).toEqual([{ name: 'Rosé Wine', slug: expect.any(String), parentSlug: 'wine' }]);
    const bourbon = (await (await suggest('?q=%20%20Bourbon%20')).json()) as SearchSuggestions;
    expect(bourbon.query).toBe('Bourbon');
    expect(bourbon.categories.map((c) => c.name)).toEqual(['Bourbon']);
    const wine = (await (await suggest('?q=wine')).json()) as SearchSuggestions;
    expect(wine.categories.map((c) => c.name)).toEqual(['Wine', 'Red Wine', 'White Wine']);
    // Words match from their start: 'ine' is inside 'wine', not the start of a word.
    expect(((await (await suggest('?q=ine')).json()) as SearchSuggestions).categories).toEqual([]);
  });

  it('are public for a minute, the same for a signed-in shopper, and read without the session token', async () => {
    const guest = await suggest('?q=gin');
    expect(guest.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(guest.headers.get('vary') ?? '').not.toMatch(/cookie/i);
    expect(guest.headers.get('set-cookie')).toBeNull();
    expect(guest.headers.get('content-type')).toMatch(/^application\/json/);

    calls.length = 0;
    const session = { token: 'not-read', user: { user_id: 1, user_fullname: 'A B', user_email: 'a@example.com' } };
    const signedIn = await suggest(
      '?q=gin',
      testStorefront((request) => shop.api.fetch(request)),
      session,
    );
    expect(signedIn.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(signedIn.headers.get('set-cookie')).toBeNull();
    expect(await signedIn.json()).toEqual(await guest.json());
    expect(calls.every((c) => !c.token)).toBe(true);
  });

  it('ask the API for one small page of best sellers, uncounted', async () => {
    calls.length = 0;
    await suggest('?q=vodka');
    const products = calls.filter((c) => c.path.endsWith('/products'));
    expect(products).toHaveLength(1);
    // count: false: suggestions never show a total (ADR 0162); top_selling: a broad search's best
    // sellers are found without ranking every match (ADR 0173).
    expect(JSON.parse(products[0].body)).toEqual({ page: 1, per_page: 6, search: 'vodka', count: false, top_selling: true });
  });
});

describe('bad or short text', () => {
  const EMPTY = { query: '', products: [], categories: [] };
  const cases: [string, string][] = [
    ['no q', ''],
    ['an empty q', '?q='],
    ['one character', '?q=g'],
    ['one character in spaces', '?q=%20%20g%20%20'],
    ['blank', '?q=%20%20%20'],
    // C0 controls never reach a route (the not-found page, ADR 0141); C1 controls do.
    ['a next-line control', '?q=gi%C2%85n'],
    ['a control sequence introducer', '?q=%C2%9B31mgin'],
    ['101 characters', `?q=${'a'.repeat(101)}`],
  ];
  for (const [what, query] of cases) {
    it(`${what}: an empty answer, without asking the API`, async () => {
      calls.length = 0;
      const response = await suggest(query);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(EMPTY);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
      expect(calls.filter((c) => c.path.endsWith('/products'))).toEqual([]);
    });
  }

  it('the route itself refuses C0 controls too, should another entry hand them on', async () => {
    calls.length = 0;
    for (const raw of ['gi\u0000n', 'gin\n', '\u001b[31mgin']) {
      const request = new Request(URL_OF(`?${new URLSearchParams({ q: raw })}`));
      const response = await loader({ request, context: await storefront.loadContext(request), params: {} } as Parameters<
        typeof loader
      >[0]);
      expect(await response.json()).toEqual(EMPTY);
    }
    expect(calls).toEqual([]);
  });

  it('100 characters are still a search', async () => {
    const response = await suggest(`?q=${'b'.repeat(100)}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as SearchSuggestions).query).toBe('b'.repeat(100));
  });

  it('markup is data: it comes back as the text it was', async () => {
    const response = await suggest(`?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as SearchSuggestions;
    expect(body.query).toBe('<img src=x onerror=alert(1)>');
    expect(body.products).toEqual([]);
  });
});

describe('when the API fails', () => {
  const failing = (transport: ShopApiTransport) => testStorefront(transport);

  it('an API error is an empty answer with its status, never stored', async () => {
    const response = await suggest(
      '?q=gin',
      failing(async () => Response.json({ status: 500, message: 'boom' }, { status: 500 })),
    );
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ query: 'gin', products: [], categories: [] });
  });

  it('an unreachable API is a 503, never stored', async () => {
    const response = await suggest(
      '?q=gin',
      failing(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
