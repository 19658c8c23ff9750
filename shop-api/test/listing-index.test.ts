/**
 * ADR 0163: a listing without a search comes from the kept listing index, whose filters and
 * orders must answer exactly as the database's do (`catalogue/product-search.ts`). Over a
 * catalogue of 2,000 products, several hundred filter sets drawn with a fixed seed, and the edges
 * a draw seldom hits, are asked both ways.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadListingIndex } from '../src/catalogue/listing-index';
import { searchProducts } from '../src/catalogue/product-search';
import { loadEveryTime, type KeptRead } from '../src/catalogue/read-cache';
import { createTestShop, eventually, type TestShop } from './support';

let shop: TestShop;
let terms: Record<'size' | 'category' | 'country' | 'brand' | 'season', number[]>;
let prices: number[];

beforeAll(async () => {
  shop = await createTestShop({}, { products: 2000 });
  const ids = async (query: Promise<Array<{ id: number }>>) => (await query).map((r) => r.id);
  terms = {
    size: await ids(shop.db.selectFrom('terms').select('id').where('kind', '=', 'size').execute()),
    category: await ids(shop.db.selectFrom('categories').select('id').execute()),
    country: await ids(shop.db.selectFrom('terms').select('id').where('kind', '=', 'country').execute()),
    brand: await ids(shop.db.selectFrom('terms').select('id').where('kind', '=', 'brand').execute()),
    season: await ids(shop.db.selectFrom('terms').select('id').where('kind', '=', 'season').execute()),
  };
  const { rows } = await sql<{
    price: string;
  }>`select distinct card_price::text as price from products where card_price is not null`.execute(shop.db);
  prices = rows.map((r) => Number(r.price));
}, 180_000);

afterAll(() => shop?.close());

/** Keeps each value for the test's length, as the read cache does between catalogue changes. */
function keeper(): KeptRead {
  const kept = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>) => {
    if (!kept.has(key)) kept.set(key, load());
    return kept.get(key) as Promise<T>;
  };
}

type Filters = Parameters<typeof searchProducts>[1];
const base: Filters = {
  order: '',
  priceMin: null,
  priceMax: null,
  sizes: null,
  categories: null,
  countries: null,
  brands: null,
  seasons: null,
  ratings: null,
  search: '',
  page: 1,
};

/** The same listing from the database and from the index `indexed` keeps. */
async function bothWays(f: Filters, indexed: KeptRead) {
  const [database, index] = await Promise.all([searchProducts(shop.db, f, loadEveryTime), searchProducts(shop.db, f, indexed)]);
  return { database, index };
}

describe('the listing index', () => {
  it('answers drawn filter sets, orders and pages exactly as the database', async () => {
    const indexed = keeper();
    let seed = 29;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    let nonEmpty = 0;
    for (let i = 0; i < 300; i++) {
      const f: Filters = { ...base };
      for (let n = Math.floor(random() * 4); n > 0; n--) {
        const group = pick(['size', 'category', 'country', 'brand', 'season'] as const);
        const key = ({ size: 'sizes', category: 'categories', country: 'countries', brand: 'brands', season: 'seasons' } as const)[group];
        f[key] = [...(f[key] ?? []), pick(terms[group])];
      }
      if (random() < 0.3) [f.priceMin, f.priceMax] = [pick(prices), pick(prices)].sort((a, b) => a - b);
      else if (random() < 0.1) f.priceMin = pick(prices);
      if (random() < 0.25) f.ratings = [{ from: Math.floor(random() * 5), to: Math.ceil(random() * 5) }];
      f.order = pick(['', '', 'ASC', 'DSC'] as const);
      if (random() < 0.3) f.page = 1 + Math.floor(random() * 8);
      if (random() < 0.2) f.count = false;
      const { database, index } = await bothWays(f, indexed);
      expect(index, JSON.stringify(f)).toEqual(database);
      if (database.ids.length > 0) nonEmpty++;
    }
    // The draw reaches listings that show products, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(150);
  });

  it('answers the edges as the database: bounds, reversed ranges, unknown ids, past the end', async () => {
    const indexed = keeper();
    const [low, high] = [prices[0], prices[prices.length - 1]];
    const middle = [...prices].sort((a, b) => a - b)[prices.length >> 1];
    for (const f of [
      { ...base, priceMin: middle, priceMax: middle },
      { ...base, priceMin: high, order: 'DSC' as const },
      { ...base, priceMax: low, order: 'ASC' as const },
      {
        ...base,
        ratings: [
          { from: 5, to: 4 },
          { from: 0, to: 1 },
        ],
      },
      { ...base, ratings: [{ from: 4.5, to: 4.5 }] },
      { ...base, brands: [2147483647], countries: [terms.country[0]] },
      { ...base, categories: [terms.category[0]], sizes: [terms.size[0], 2147483647] },
      { ...base, page: 10_000 },
      { ...base, page: 10_000, count: false },
      { ...base, perPage: 1000, order: 'ASC' as const },
      { ...base, perPage: 1000, page: 2, order: 'DSC' as const },
    ]) {
      const { database, index } = await bothWays(f, indexed);
      expect(index, JSON.stringify(f)).toEqual(database);
    }
  });

  it('is not built over a catalogue larger than it holds: the database answers', async () => {
    const listed = Number(
      (
        await shop.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('not_found', '=', false)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(await loadListingIndex(shop.db, listed - 1)).toBeNull();
    const index = await loadListingIndex(shop.db, listed);
    expect(index?.find({ ...base }, { order: '', offset: 0, perPage: 1, counted: true }).total).toBe(listed);
  });

  it('follows a heard price change in its order and counts', async () => {
    const cheapest = async () =>
      (await shop.call('POST', '/products', { body: { order: 'ASC', price_range: { max: 1 } } })).body.data as {
        products: Array<{ product_id: number }>;
        total_count: number;
      };
    expect((await cheapest()).total_count).toBe(0);
    const { product_id: productId } = await shop.db
      .selectFrom('variations')
      .innerJoin('products', 'products.id', 'variations.product_id')
      .select('variations.product_id')
      .where('products.not_found', '=', false)
      .where('variations.stock', '>', 0)
      .where('variations.regular_price', 'is not', null)
      .orderBy('variations.id')
      .executeTakeFirstOrThrow();
    const original = await shop.db
      .selectFrom('variations')
      .select(['id', 'regular_price', 'sale_price'])
      .where('product_id', '=', productId)
      .execute();
    await shop.db.updateTable('variations').set({ regular_price: 0.5, sale_price: null }).where('product_id', '=', productId).execute();
    const after = await eventually(cheapest, (page) => page.total_count === 1);
    expect(after.products.map((p) => p.product_id)).toEqual([productId]);
    for (const v of original) {
      await shop.db
        .updateTable('variations')
        .set({ regular_price: v.regular_price, sale_price: v.sale_price })
        .where('id', '=', v.id)
        .execute();
    }
    expect((await eventually(cheapest, (page) => page.total_count === 0)).total_count).toBe(0);
  });
});
