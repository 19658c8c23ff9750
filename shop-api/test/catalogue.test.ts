import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './commerce-fixtures';
import type { ProductCard } from '../src/contract';
import { loadProductCards } from '../src/catalogue/product-cards';
import { createTestShop, type TestShop } from './support';

let shop: TestShop;
let base: string;
let listedCount: number;

/** Every listed product with its variations, straight from the database, to check answers against. */
interface Facts {
  id: number;
  title: string;
  created_at: Date;
  category_id: number;
  parent_id: number | null;
  brand_id: number | null;
  country_id: number | null;
  season_id: number | null;
  rating: number;
  image: string | null;
  variations: Array<{ id: number; size_id: number; regular_price: number | null; sale_price: number | null; stock: number }>;
}
let facts: Map<number, Facts>;

/** Price used for filtering and sorting: the card variation's (first available in stock, else first available) sale price, else its regular price. */
function effectivePrice(f: Facts): number | null {
  const v = f.variations.find((x) => x.regular_price !== null && x.stock > 0) ?? f.variations.find((x) => x.regular_price !== null);
  return v ? (v.sale_price ?? v.regular_price) : null;
}

async function products(body: unknown = {}, token?: string) {
  const res = await shop.call('POST', '/products', { body, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { products: ProductCard[]; total_count: number; page: number; per_page: number };
}

const idsOf = (page: { products: ProductCard[] }) => page.products.map((p) => p.product_id);

/** All matching ids over every page. */
async function allIds(body: Record<string, unknown>): Promise<number[]> {
  const first = await products({ ...body, page: 1 });
  const ids = first.products.map((p) => p.product_id);
  for (let page = 2; (page - 1) * 12 < first.total_count; page++) {
    ids.push(...(await products({ ...body, page })).products.map((p) => p.product_id));
  }
  expect(ids).toHaveLength(first.total_count);
  return ids;
}

beforeAll(async () => {
  shop = await createTestShop();
  base = shop.config.publicBaseUrl;
  const rows = await shop.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.title',
      'p.created_at',
      'p.category_id',
      'c.parent_id',
      'p.brand_id',
      'p.country_id',
      'p.season_id',
      'p.rating',
      'p.image',
    ])
    .where('p.not_found', '=', false)
    .execute();
  const variations = await shop.db
    .selectFrom('variations')
    .select(['id', 'product_id', 'size_id', 'regular_price', 'sale_price', 'stock'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  // Numbers via Number(): drivers differ in how they hand back numeric columns.
  const money = (n: unknown) => (n === null ? null : Number(n));
  facts = new Map(rows.map((r) => [r.id, { ...r, rating: Number(r.rating), created_at: new Date(r.created_at), variations: [] }]));
  for (const v of variations) {
    facts
      .get(v.product_id)
      ?.variations.push({ ...v, regular_price: money(v.regular_price), sale_price: money(v.sale_price), stock: Number(v.stock) });
  }
  listedCount = facts.size;
});
afterAll(() => shop?.close());

describe('POST /products', () => {
  it('lists 12 newest products first with the true total', async () => {
    const data = await products();
    expect(data.per_page).toBe(12);
    expect(data.page).toBe(1);
    expect(data.total_count).toBe(listedCount);
    expect(listedCount).toBeGreaterThanOrEqual(200);
    const expected = [...facts.values()]
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
      .slice(0, 12)
      .map((f) => f.id);
    expect(data.products.map((p) => p.product_id)).toEqual(expected);
  });

  it('answers complete product cards built from the card variation', async () => {
    const { products: cards } = await products({ page: 3 });
    for (const card of cards) {
      const f = facts.get(card.product_id)!;
      const v = f.variations.find((x) => x.regular_price !== null)!;
      expect(card).toMatchObject({
        product_title: f.title,
        variation_id: v.id,
        product_price: v.regular_price,
        product_sell_price: v.sale_price,
        product_stock: v.stock,
        product_rating: f.rating,
        in_wishlist: false,
      });
      expect(typeof card.uid).toBe('string');
      expect(typeof card.size).toBe('string');
      expect(card.size).not.toBe('');
      expect(card.product_image.startsWith(`${base}/media/`)).toBe(true);
      expect(Number.isNaN(card.product_price)).toBe(false);
      expect(card.product_have_offer).toBe(card.product_offer_label !== null);
    }
  });

  it('skips unavailable variations when choosing the card variation', async () => {
    const partly = [...facts.values()].find((f) => f.variations[0].regular_price === null && f.variations.length > 1)!;
    expect(partly).toBeDefined();
    const [card] = await loadProductCards(shop.db, [partly.id], { userId: null, baseUrl: base });
    const available = partly.variations.find((v) => v.regular_price !== null)!;
    expect(card.variation_id).toBe(available.id);
    expect(card.product_price).toBe(available.regular_price);
  });

  it('shows the first size in stock, else the first available one, as out of stock', async () => {
    const product = [...facts.values()].find((f) => f.variations.filter((v) => v.regular_price !== null && v.stock > 0).length >= 2)!;
    const [first, second] = product.variations.filter((v) => v.regular_price !== null);
    const card = async () => (await loadProductCards(shop.db, [product.id], { userId: null, baseUrl: base }))[0];
    const setStock = (id: number, stock: number) => shop.db.updateTable('variations').set({ stock }).where('id', '=', id).execute();
    try {
      await setStock(first.id, 0);
      expect(await card()).toMatchObject({ variation_id: second.id, product_stock: second.stock, product_price: second.regular_price });
      await shop.db.updateTable('variations').set({ stock: 0 }).where('product_id', '=', product.id).execute();
      expect(await card()).toMatchObject({ variation_id: first.id, product_stock: 0, product_price: first.regular_price });
    } finally {
      for (const v of product.variations) await setStock(v.id, v.stock);
    }
  });

  it('uses the fallback image for a product without one', async () => {
    const plain = [...facts.values()].find((f) => f.image === null)!;
    const [card] = await loadProductCards(shop.db, [plain.id], { userId: null, baseUrl: base });
    expect(card.product_image).toBe(`${base}/media/product/fallback.svg`);
  });

  it('sorts by effective price ascending and descending, across pages', async () => {
    for (const order of ['ASC', 'DSC'] as const) {
      const page1 = await products({ order });
      const page2 = await products({ order, page: 2 });
      const prices = [...page1.products, ...page2.products].map((p) => p.product_sell_price ?? p.product_price);
      const sorted = [...prices].sort((a, b) => (order === 'ASC' ? a - b : b - a));
      expect(prices).toEqual(sorted);
      expect(page1.total_count).toBe(listedCount);
    }
    const cheapest = Math.min(...[...facts.values()].map(effectivePrice).filter((p): p is number => p !== null));
    const first = (await products({ order: 'ASC' })).products[0];
    expect(first.product_sell_price ?? first.product_price).toBe(cheapest);
  });

  it('filters by price range on the effective price, inclusive', async () => {
    const ids = await allIds({ price_range: { min: 20, max: 40 } });
    const expected = [...facts.values()].filter((f) => {
      const price = effectivePrice(f);
      return price !== null && price >= 20 && price <= 40;
    });
    expect(ids.sort()).toEqual(expected.map((f) => f.id).sort());
    expect(ids.length).toBeGreaterThan(10);
  });

  it('filters by size: products with an available variation of that size', async () => {
    const sizeId = [...facts.values()][0].variations.find((v) => v.regular_price !== null)!.size_id;
    const { total_count } = await products({ size: [sizeId] });
    const expected = [...facts.values()].filter((f) => f.variations.some((v) => v.size_id === sizeId && v.regular_price !== null));
    expect(total_count).toBe(expected.length);
    expect(total_count).toBeGreaterThan(0);
    expect(total_count).toBeLessThan(listedCount);
  });

  it('filters by category; a parent category includes its subcategories', async () => {
    const sub = [...facts.values()][0].category_id;
    const parent = [...facts.values()][0].parent_id!;
    const subIds = await allIds({ category: [sub] });
    expect(subIds.sort()).toEqual(
      [...facts.values()]
        .filter((f) => f.category_id === sub)
        .map((f) => f.id)
        .sort(),
    );
    const parentTotal = (await products({ category: [parent] })).total_count;
    expect(parentTotal).toBe([...facts.values()].filter((f) => f.parent_id === parent).length);
    expect(parentTotal).toBeGreaterThan(subIds.length);
    expect(parentTotal).toBeLessThan(listedCount);
  });

  it('filters by country, brand and season', async () => {
    const sample = [...facts.values()].find((f) => f.season_id !== null)!;
    for (const [field, key] of [
      ['country', 'country_id'],
      ['brand', 'brand_id'],
      ['season', 'season_id'],
    ] as const) {
      const ids = await allIds({ [field]: [sample[key]] });
      const expected = [...facts.values()].filter((f) => f[key] === sample[key]).map((f) => f.id);
      expect(ids.sort(), field).toEqual(expected.sort());
      expect(ids).toContain(sample.id);
    }
  });

  it('filters by rating ranges: any range matches, bounds inclusive', async () => {
    const ids = await allIds({
      rating: [
        { from: 4.5, to: 5 },
        { from: 0, to: 1 },
      ],
    });
    const expected = [...facts.values()].filter((f) => (f.rating >= 4.5 && f.rating <= 5) || f.rating <= 1).map((f) => f.id);
    expect(ids.sort()).toEqual(expected.sort());
    expect(ids.length).toBeGreaterThan(0);
  });

  it('searches title, brand and category, case-insensitively', async () => {
    const byCategory = await products({ search: 'BOURBON' });
    const bourbonCategory = await shop.db.selectFrom('categories').select('id').where('slug', '=', 'bourbon').executeTakeFirstOrThrow();
    expect(byCategory.total_count).toBeGreaterThanOrEqual([...facts.values()].filter((f) => f.category_id === bourbonCategory.id).length);
    const byParent = await products({ search: 'spirits' });
    expect(byParent.total_count).toBe(
      [...facts.values()].filter((f) => f.parent_id !== null && f.parent_id === facts.get(byParent.products[0].product_id)!.parent_id)
        .length,
    );
    const title = [...facts.values()][5].title;
    const byTitle = await products({ search: `  ${title.toLowerCase()}  ` });
    expect(byTitle.products.map((p) => p.product_title)).toContain(title);
  });

  it('treats search text as data: wildcards match literally', async () => {
    expect((await products({ search: '%' })).total_count).toBe(0);
    expect((await products({ search: '_' })).total_count).toBe(0);
    expect((await products({ search: "'; drop table products; --" })).total_count).toBe(0);
    expect((await products({ search: 'qq\u0007qq\u0008' })).total_count).toBe(0);
    expect((await products({ search: '\u0007' })).total_count).toBe(listedCount);
    // NUL can never reach PostgreSQL: the API refuses it for every call (http.ts).
    const nul = await shop.call('POST', '/products', { body: { search: 'qq\u0000qq' } });
    expect(nul.status).toBe(400);
    expect((await products({})).total_count).toBe(listedCount);
  });

  it('cuts a 10,000-character search instead of failing', async () => {
    const data = await products({ search: 'x'.repeat(10_000) });
    expect(data.total_count).toBe(0);
  });

  it('combines filters with AND', async () => {
    const sample = [...facts.values()][10];
    const ids = await allIds({ category: [sample.category_id], country: [sample.country_id] });
    const expected = [...facts.values()].filter((f) => f.category_id === sample.category_id && f.country_id === sample.country_id);
    expect(ids.sort()).toEqual(expected.map((f) => f.id).sort());
  });

  it('pages: beyond the end is empty with the true total; page numbers are clamped', async () => {
    const beyond = await products({ page: 999 });
    expect(beyond.products).toEqual([]);
    expect(beyond.total_count).toBe(listedCount);
    expect((await products({ page: 0 })).page).toBe(1);
    expect((await products({ page: -4 })).page).toBe(1);
    expect((await products({ page: 1e12 })).page).toBe(100_000);
    const two = await products({ page: '2' });
    expect(two.page).toBe(2);
    expect(two.products).toHaveLength(12);
    const one = await products({ page: 1 });
    expect(two.products[0].product_id).not.toBe(one.products[0].product_id);
  });

  it('pages a search: beyond its end is empty with the true total', async () => {
    const first = await products({ search: 'wine' });
    expect(first.total_count).toBeGreaterThan(12);
    const last = await products({ search: 'wine', page: Math.ceil(first.total_count / 12) });
    expect(last.total_count).toBe(first.total_count);
    expect(last.products.length).toBe(first.total_count - 12 * (Math.ceil(first.total_count / 12) - 1));
    const beyond = await products({ search: 'wine', page: 999 });
    expect(beyond.products).toEqual([]);
    expect(beyond.total_count).toBe(first.total_count);
  });

  it.each([
    { search: 'wine', per_page: 6 },
    { search: 'ca', per_page: 6 },
    { search: 'red wine', page: 2 },
    { search: 'rosé', order: 'DSC' },
    { search: 'burbon', per_page: 3 },
    { category: [1], order: 'ASC' },
    { page: 3 },
  ])('ranks the same page without counting when asked count: false (%j)', async (body) => {
    const counted = await products(body);
    expect(counted.total_count).toBeGreaterThan(0);
    expect(counted.products.length).toBeGreaterThan(0);
    const uncounted = await products({ ...body, count: false });
    expect(uncounted.total_count).toBeNull();
    expect(idsOf(uncounted)).toEqual(idsOf(counted));
    expect(uncounted.products).toEqual(counted.products);
    // true, null and absent all count, and share one kept answer.
    expect((await products({ ...body, count: true })).total_count).toBe(counted.total_count);
    expect((await products({ ...body, count: null })).total_count).toBe(counted.total_count);
  });

  it.each([
    { search: 'wine' },
    { search: 'ca', count: false },
    { search: 'red wine' },
    { search: 'burbon', count: false },
    { category: [1] },
    {},
  ])('ranks the same matches best-selling first when asked top_selling (%j)', async (body) => {
    const everything = await products({ ...body, per_page: 1000 });
    const bySales = await products({ ...body, per_page: 1000, top_selling: true });
    expect(bySales.products.length).toBeGreaterThan(6);
    expect(idsOf(bySales).sort()).toEqual(idsOf(everything).sort());
    const sales = bySales.products.map((p) => [p.product_review, p.product_id]);
    expect(sales).toEqual([...sales].sort((a, b) => b[0] - a[0] || a[1] - b[1]));
    expect(idsOf(bySales)).not.toEqual(idsOf(everything));
    // A page of it is the same slice, counted or not.
    const second = await products({ ...body, per_page: 6, page: 2, top_selling: true });
    expect(idsOf(second)).toEqual(idsOf(bySales).slice(6, 12));
    expect(second.total_count).toBe(body.count === false ? null : everything.total_count);
  });

  it('follows a chosen sort over top_selling, and says what top_selling takes', async () => {
    const body = { search: 'rosé', order: 'DSC' };
    expect(idsOf(await products({ ...body, top_selling: true }))).toEqual(idsOf(await products(body)));
    expect(idsOf(await products({ search: 'gin', top_selling: false }))).toEqual(idsOf(await products({ search: 'gin' })));
    const res = await shop.call('POST', '/products', { body: { search: 'wine', top_selling: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.top_selling).toEqual(['top_selling must be true or false']);
  });

  it('answers an empty page and a null total for no match or a page past the end without a count', async () => {
    const none = await products({ search: 'zzzzqqqq', count: false });
    expect(none).toMatchObject({ products: [], total_count: null });
    const beyond = await products({ search: 'wine', page: 999, count: false });
    expect(beyond).toMatchObject({ products: [], total_count: null });
  });

  it('matches nothing for unknown ids', async () => {
    expect((await products({ category: [999999] })).total_count).toBe(0);
    expect((await products({ brand: [0] })).total_count).toBe(0);
  });

  it('accepts empty and null filters as no filter, and ignores user_id', async () => {
    const data = await products({ size: [], category: null, price_range: null, order: '', search: '', user_id: 'someone', location_id: 0 });
    expect(data.total_count).toBe(listedCount);
  });

  it.each([
    [{ category: 'red' }, 'category'],
    [{ size: [1, 'x'] }, 'size.1'],
    [{ price_range: 'cheap' }, 'price_range'],
    [{ price_range: { min: -5, max: 10 } }, 'price_range.min'],
    [{ rating: [{ from: 'a', to: 5 }] }, 'rating.0.from'],
    [{ rating: [{ from: 1, to: 9 }] }, 'rating.0.to'],
    [{ location_id: -1 }, 'location_id'],
    [{ brand: [1e12] }, 'brand.0'],
    [{ country: [1.5] }, 'country.0'],
    [{ order: 'sideways' }, 'order'],
    [{ page: 'abc' }, 'page'],
    [{ search: 42 }, 'search'],
    [{ season: Array.from({ length: 101 }, (_, i) => i) }, 'season'],
    [{ count: 'no' }, 'count'],
    [{ count: 0 }, 'count'],
  ])('answers 400 with field errors for %j', async (body, field) => {
    const res = await shop.call('POST', '/products', { body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('says what count takes', async () => {
    const res = await shop.call('POST', '/products', { body: { search: 'wine', count: 'false' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.count).toEqual(['count must be true or false']);
  });

  it('answers 400 for malformed JSON and non-object bodies', async () => {
    expect((await shop.call('POST', '/products', { rawBody: '{"page":' })).status).toBe(400);
    expect((await shop.call('POST', '/products', { rawBody: '[1,2]' })).status).toBe(400);
    expect((await shop.call('GET', '/products')).status).toBe(405);
  });

  it('marks the signed-in user’s wish-list products; anonymous or unknown tokens see none', async () => {
    await shop.resetUserData();
    const { token, userId } = await signUp(shop, 'Cat');
    const first = (await products()).products[0];
    await shop.db
      .insertInto('wishlist_items')
      .values({ user_id: userId, product_id: first.product_id, variation_id: null, location_id: null })
      .execute();

    const signedIn = await products({}, token);
    expect(signedIn.products.find((p) => p.product_id === first.product_id)!.in_wishlist).toBe(true);
    expect(signedIn.products.filter((p) => p.in_wishlist)).toHaveLength(1);
    expect((await products({})).products.some((p) => p.in_wishlist)).toBe(false);
    expect((await products({}, 'not-a-real-token')).products.some((p) => p.in_wishlist)).toBe(false);

    // The product page's heart says the same for that product, and only to its owner.
    const detail = (token?: string) => shop.call('POST', '/product-detail', { body: { product_id: first.product_id }, token });
    expect((await detail(token)).body.data.product_detail.in_wishlist).toBe(true);
    expect((await detail()).body.data.product_detail.in_wishlist).toBe(false);
    await shop.resetUserData();
  });
});

describe('loadProductCards', () => {
  it('keeps the given order and skips unknown, duplicate and not-found ids', async () => {
    const hidden = await shop.db.selectFrom('products').select('id').where('not_found', '=', true).executeTakeFirstOrThrow();
    const [a, b, c] = [...facts.keys()].slice(20, 23);
    const cards = await loadProductCards(shop.db, [c, 999999, a, hidden.id, b, a, -1], { userId: null, baseUrl: base });
    expect(cards.map((card) => card.product_id)).toEqual([c, a, b]);
    expect(await loadProductCards(shop.db, [], { userId: null })).toEqual([]);
  });
});

describe('POST /filter-master', () => {
  it('answers the seven sections in order with usable ids', async () => {
    const res = await shop.call('POST', '/filter-master');
    expect(res.status).toBe(200);
    const sections = res.body.data as Array<{ section_key: string; section_title: string; section_listing: any[] }>;
    expect(sections.map((s) => [s.section_key, s.section_title])).toEqual([
      ['price_range', 'Price Range'],
      ['size', 'Size'],
      ['category', 'Category'],
      ['country', 'Country'],
      ['top_rated', 'Top Rated'],
      ['brand', 'Brand'],
      ['season', 'Seasonal & Special Release'],
    ]);
    const byKey = Object.fromEntries(sections.map((s) => [s.section_key, s.section_listing]));
    for (const range of [...byKey.price_range, ...byKey.top_rated]) expect(range.from).toBeLessThan(range.to);
    expect(byKey.category.map((c: any) => c.category_slug)).toEqual(['wine', 'spirits']);
    expect(byKey.category[0].children.map((c: any) => c.category_slug)).toEqual([
      'red-wine',
      'white-wine',
      'rose-wine',
      'sparkling-wine',
      'dessert-wine',
    ]);
    expect(byKey.category[1].children).toHaveLength(9);
    expect(byKey.size.map((s: any) => s.category_name)).toContain('750ml');
    expect(byKey.country.length).toBeGreaterThan(10);
    expect(byKey.brand.length).toBeGreaterThan(20);
    expect(byKey.season.length).toBeGreaterThanOrEqual(4);
    for (const item of [...byKey.size, ...byKey.country, ...byKey.season]) {
      expect(Object.keys(item).sort()).toEqual(['category_id', 'category_name', 'category_slug']);
    }
    for (const item of byKey.brand) {
      expect(Object.keys(item).sort()).toEqual(['category_counts', 'category_id', 'category_name', 'category_slug']);
    }
    // Every listed option leads somewhere.
    const brand = byKey.brand[3];
    const listed = await products({ brand: [brand.category_id] });
    expect(listed.total_count).toBeGreaterThan(0);
    const scotch = byKey.category[1].children.find((c: any) => c.category_slug === 'scotch');
    expect((await products({ category: [scotch.category_id] })).total_count).toBeGreaterThan(0);
  });

  it("counts each brand's listed products per category, as the listing finds them", async () => {
    const sections = (await shop.call('POST', '/filter-master')).body.data as Array<{ section_key: string; section_listing: any[] }>;
    const brands = sections.find((s) => s.section_key === 'brand')!.section_listing;
    // The brands with the most and the fewest listed products, and one in between.
    const total = (brand: any) => Object.values(brand.category_counts as Record<string, number>).reduce((a, b) => a + b, 0);
    const bySize = [...brands].sort((a, b) => total(b) - total(a));
    for (const brand of [bySize[0], bySize[Math.floor(bySize.length / 2)], bySize.at(-1)]) {
      expect(total(brand)).toBeGreaterThan(0);
      expect((await products({ brand: [brand.category_id] })).total_count).toBe(total(brand));
      for (const [category, count] of Object.entries(brand.category_counts as Record<string, number>)) {
        // A parent category lists its subcategories' products too; a subcategory only its own.
        const listed = await shop.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('brand_id', '=', brand.category_id)
          .where('category_id', '=', Number(category))
          .where('not_found', '=', false)
          .executeTakeFirstOrThrow();
        expect(Number(listed.n)).toBe(count);
      }
    }
  });
});

describe('POST /product-detail', () => {
  const detail = (body: unknown) => shop.call('POST', '/product-detail', { body });

  it('answers the product, its variations and every section', async () => {
    const withVideo = await shop.db
      .selectFrom('products')
      .select(['id', 'title'])
      .where('not_found', '=', false)
      .where(({ eb, ref }) => eb(ref('sections', '->').key('video_section'), 'is not', null))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await detail({ product_id: String(withVideo.id), location_id: 1 });
    expect(res.status).toBe(200);
    const data = res.body.data;
    const f = facts.get(withVideo.id)!;
    expect(data.product_detail).toMatchObject({ id: f.id, name: f.title, average_rating: f.rating });
    expect(data.product_detail.gallery[0]).toBe(data.product_detail.image);
    for (const url of data.product_detail.gallery) expect(url.startsWith(`${base}/media/`)).toBe(true);
    expect(data.product_detail.variations.map((v: any) => v.variation_id)).toEqual(f.variations.map((v) => v.id));
    expect(data.product_detail.variations.map((v: any) => v.regular_price)).toEqual(f.variations.map((v) => v.regular_price));
    expect(data.product_detail.category.parent.category_slug).toMatch(/^(wine|spirits)$/);
    for (const key of [
      'specification_section',
      'shipping_sction',
      'payment_option_section',
      'about_product_section',
      'product_detail_section',
      'warning_section',
      'additional_information_section',
      'reviews_section',
    ]) {
      expect(typeof data[key].section_title, key).toBe('string');
      expect(data[key].section_content, key).toMatch(/^</);
    }
    expect(data.additional_information_section.section_image.startsWith(`${base}/media/`)).toBe(true);
    expect(data.video_section.section_video_url.startsWith(`${base}/media/video/`)).toBe(true);
    expect(data.video_section.section_image.startsWith(`${base}/media/`)).toBe(true);
    for (const key of ['top_selling_section', 'top_rated_section', 'trending_product_section', 'customer_also_viewed_section']) {
      expect(data[key].product_listing.length, key).toBeGreaterThan(0);
      expect(data[key].product_listing.length, key).toBeLessThanOrEqual(8);
      expect(
        data[key].product_listing.map((p: ProductCard) => p.product_id),
        key,
      ).not.toContain(f.id);
    }
    const alsoViewed = data.customer_also_viewed_section.product_listing as ProductCard[];
    for (const card of alsoViewed) expect(facts.get(card.product_id)!.category_id).toBe(f.category_id);
  });

  it('lists as also viewed the next products of the category by id, then from its start', async () => {
    const listed = await shop.db
      .selectFrom('products')
      .select(['id', 'category_id'])
      .where('not_found', '=', false)
      .orderBy('id')
      .execute();
    const byCategory = new Map<number, number[]>();
    for (const p of listed) byCategory.set(p.category_id, [...(byCategory.get(p.category_id) ?? []), p.id]);
    const [, ids] = [...byCategory].find(([, inCategory]) => inCategory.length > 10)!;
    // One near the end, so the list goes on from the category's start; one with eight after it.
    for (const productId of [ids[ids.length - 3], ids[1]]) {
      const at = ids.indexOf(productId);
      const expected = [...ids.slice(at + 1), ...ids.slice(0, at)].slice(0, 8);
      const res = await shop.call('POST', '/product-detail', { body: { product_id: productId } });
      expect(res.body.data.customer_also_viewed_section.product_listing.map((p: ProductCard) => p.product_id)).toEqual(expected);
    }
  });

  it('answers the CTA section only for products that have one', async () => {
    const withCta = await shop.db
      .selectFrom('products')
      .select('id')
      .where('not_found', '=', false)
      .where(({ eb, ref }) => eb(ref('sections', '->').key('CTA_section'), 'is not', null))
      .executeTakeFirstOrThrow();
    const without = await shop.db
      .selectFrom('products')
      .select('id')
      .where('not_found', '=', false)
      .where(({ eb, ref }) => eb(ref('sections', '->').key('CTA_section'), 'is', null))
      .executeTakeFirstOrThrow();
    const a = (await detail({ product_id: withCta.id })).body.data;
    expect(a.CTA_section).toMatchObject({
      section_title: expect.any(String),
      section_sub_title: expect.any(String),
      button_title: expect.any(String),
    });
    expect(a.CTA_section.section_background_image.startsWith(`${base}/media/`)).toBe(true);
    expect(a.CTA_section.button_url).toMatch(/^\//);
    expect((await detail({ product_id: without.id })).body.data.CTA_section).toBeUndefined();
  });

  it('answers 404 for unknown and not-found products', async () => {
    const hidden = await shop.db.selectFrom('products').select('id').where('not_found', '=', true).executeTakeFirstOrThrow();
    for (const id of [999999, hidden.id, 0]) {
      const res = await detail({ product_id: id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Product not found' });
    }
  });

  it.each([
    [{}],
    [{ product_id: 'abc' }],
    [{ product_id: -3 }],
    [{ product_id: 1.5 }],
    [{ product_id: 99999999999 }],
    [{ product_id: 1, location_id: 'x' }],
  ])('answers 400 for %j', async (body) => {
    const res = await detail(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toBeDefined();
  });
});

describe('GET /media', () => {
  it('serves generated SVGs cached for a year', async () => {
    for (const path of [
      'bottle/red-3.svg',
      'label/gin-0.svg',
      'glass/bourbon-7.svg',
      'product/fallback.svg',
      'brand/logo.svg',
      'banner/layout-14.svg',
      'category/wine.svg',
    ]) {
      const res = await shop.call('GET', `/media/${path}`);
      expect(res.status, path).toBe(200);
      expect(res.response.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body.length).toBeLessThan(12_000);
      expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('colours bottles by product type', async () => {
    const red = (await shop.call('GET', '/media/bottle/red-1.svg')).body;
    const vodka = (await shop.call('GET', '/media/bottle/vodka-1.svg')).body;
    expect(red).not.toBe(vodka);
    expect(red).toContain('#2b0f17');
  });

  it('serves the video page as HTML', async () => {
    const res = await shop.call('GET', '/media/video/rum.html');
    expect(res.status).toBe(200);
    expect(res.response.headers.get('content-type')).toContain('text/html');
    expect(res.body).toContain('<svg');
  });

  it.each([
    'bottle/red-9.svg',
    'bottle/beer-1.svg',
    'nope/logo.svg',
    'brand/logo.png',
    'brand/..svg',
    'banner/layout-15.svg',
    'video/rum.svg',
    'store/..%2F..%2Fetc.svg',
  ])('answers 404 for /media/%s', async (path) => {
    const res = await shop.call('GET', `/media/${path}`);
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('serves every image the catalogue and content answers link to', async () => {
    const answers = await Promise.all([
      shop.call('POST', '/home-page'),
      shop.call('POST', '/theme-option'),
      shop.call('POST', '/get-stores'),
      shop.call('POST', '/private-class'),
      ...[...facts.keys()].filter((_, i) => i % 9 === 0).map((id) => shop.call('POST', '/product-detail', { body: { product_id: id } })),
      ...[1, 5, 9, 13, 17].map((page) => shop.call('POST', '/products', { body: { page } })),
    ]);
    const urls = new Set<string>();
    const walk = (value: unknown) => {
      if (typeof value === 'string' && value.startsWith(`${base}/media/`)) urls.add(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    answers.forEach((a) => walk(a.body));
    expect(urls.size).toBeGreaterThan(60);
    for (const url of urls) {
      const res = await shop.call('GET', url.slice(base.length));
      expect(res.status, url).toBe(200);
    }
  });
});
