/**
 * The shop API over a catalogue of 2,000 products (seeded as SEED_PRODUCTS=2000 would): totals,
 * paging to the last page, price order and price filters from the card prices migration 009
 * keeps, and the filter master's options, each checked against the database itself.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterMasterSection, ProductCard } from '../src/contract';
import { createTestShop, eventually, type TestShop } from './support';

const SIZE = 2000;
let shop: TestShop;

interface Listed {
  id: number;
  created_at: Date;
  category_id: number;
  country_id: number | null;
  brand_id: number | null;
  variations: Array<{ regular_price: number | null; sale_price: number | null; stock: number }>;
}
let listed: Listed[];

beforeAll(async () => {
  shop = await createTestShop({}, { products: SIZE });
  const products = await shop.db
    .selectFrom('products')
    .select(['id', 'created_at', 'category_id', 'country_id', 'brand_id'])
    .where('not_found', '=', false)
    .execute();
  const variations = await shop.db
    .selectFrom('variations')
    .select(['product_id', 'regular_price', 'sale_price', 'stock'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  listed = products.map((p) => ({
    ...p,
    created_at: new Date(p.created_at),
    variations: variations
      .filter((v) => v.product_id === p.id)
      .map((v) => ({
        regular_price: v.regular_price === null ? null : Number(v.regular_price),
        sale_price: v.sale_price === null ? null : Number(v.sale_price),
        stock: Number(v.stock),
      })),
  }));
}, 120_000);
afterAll(() => shop?.close());

/** The card's price (first available size in stock, else first available): what filters and sorts use. */
function cardPrice(p: Listed): number | null {
  const v = p.variations.find((x) => x.regular_price !== null && x.stock > 0) ?? p.variations.find((x) => x.regular_price !== null);
  return v ? (v.sale_price ?? v.regular_price) : null;
}

async function page(body: Record<string, unknown>) {
  const res = await shop.call('POST', '/products', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { products: ProductCard[]; total_count: number };
}

async function everyId(body: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; ; n++) {
    const { products } = await page({ ...body, per_page: 1000, page: n });
    ids.push(...products.map((p) => p.product_id));
    if (products.length < 1000) return ids;
  }
}

describe('a catalogue of 2,000 products', () => {
  it('counts every listed product and pages to the last, oldest ones', async () => {
    expect(listed).toHaveLength(SIZE);
    const first = await page({});
    expect(first.total_count).toBe(SIZE);
    const lastPage = Math.ceil(SIZE / 12);
    const last = await page({ page: lastPage });
    expect(last.total_count).toBe(SIZE);
    const oldest = [...listed].sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id).slice((lastPage - 1) * 12);
    expect(last.products.map((p) => p.product_id)).toEqual(oldest.map((p) => p.id));
    expect((await page({ page: lastPage + 1 })).products).toEqual([]);
    const all = await everyId({});
    expect(new Set(all).size).toBe(SIZE);
  });

  it('sorts the whole catalogue by card price both ways, unpriced products last', async () => {
    const price = new Map(listed.map((p) => [p.id, cardPrice(p)]));
    for (const order of ['ASC', 'DSC'] as const) {
      const ids = await everyId({ order });
      expect(ids).toHaveLength(SIZE);
      const prices = ids.map((id) => price.get(id)!);
      const priced = prices.filter((p): p is number => p !== null);
      expect(prices.slice(0, priced.length)).toEqual(priced);
      expect(priced).toEqual([...priced].sort((a, b) => (order === 'ASC' ? a - b : b - a)));
    }
  });

  it('counts and lists the products matching three filters', async () => {
    const master = (await shop.call('POST', '/filter-master', { body: {} })).body.data as FilterMasterSection[];
    const countries = master.find((s) => s.section_key === 'country')!.section_listing as Array<{
      category_id: number;
      category_name: string;
    }>;
    const france = countries.find((c) => c.category_name === 'France')!.category_id;
    const categories = await shop.db.selectFrom('categories').select(['id', 'parent_id', 'slug']).execute();
    const wine = categories.find((c) => c.slug === 'wine')!.id;
    const wineCategories = new Set([wine, ...categories.filter((c) => c.parent_id === wine).map((c) => c.id)]);
    const expected = listed.filter((p) => {
      const price = cardPrice(p);
      return wineCategories.has(p.category_id) && p.country_id === france && price !== null && price >= 20 && price <= 60;
    });
    expect(expected.length).toBeGreaterThan(12);
    const filters = { category: [wine], country: [france], price_range: { min: 20, max: 60 } };
    expect((await page(filters)).total_count).toBe(expected.length);
    expect((await everyId(filters)).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
  });

  it('offers every brand, country and category the listed products use, and no other', async () => {
    const master = (await shop.call('POST', '/filter-master', { body: {} })).body.data as FilterMasterSection[];
    const options = (key: string) => master.find((s) => s.section_key === key)!.section_listing as Array<{ category_id: number }>;
    const brands = options('brand').map((o) => o.category_id);
    expect(new Set(brands)).toEqual(new Set(listed.map((p) => p.brand_id)));
    expect(brands.length).toBeGreaterThan(60);
    expect(new Set(options('country').map((o) => o.category_id))).toEqual(new Set(listed.map((p) => p.country_id)));
    const tree = options('category') as Array<{
      category_id: number;
      updated_at: string | null;
      children: Array<{ category_id: number; updated_at: string | null }>;
    }>;
    for (const child of tree.flatMap((c) => c.children)) {
      const newest = Math.max(...listed.filter((p) => p.category_id === child.category_id).map((p) => p.created_at.getTime()));
      expect(child.updated_at).toBe(new Date(newest).toISOString());
    }
  });

  it('keeps a product\u2019s price for filters and sorting current when its stock changes', async () => {
    // A product whose card is its first size, in stock, with a second available size at another price.
    const product = listed.find((p) => {
      const [a, b] = p.variations;
      return (
        a &&
        b &&
        a.stock > 0 &&
        a.regular_price !== null &&
        b.regular_price !== null &&
        cardPrice(p) !== (b.sale_price ?? b.regular_price) &&
        b.stock > 0
      );
    })!;
    const [first] = await shop.db
      .selectFrom('variations')
      .select(['id'])
      .where('product_id', '=', product.id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const secondPrice = product.variations[1].sale_price ?? product.variations[1].regular_price!;
    const around = { price_range: { min: secondPrice, max: secondPrice } };
    expect(await everyId(around)).not.toContain(product.id);
    await shop.db.updateTable('variations').set({ stock: 0 }).where('id', '=', first.id).execute();
    try {
      expect(
        await eventually(
          () => everyId(around),
          (ids) => ids.includes(product.id),
        ),
      ).toContain(product.id);
    } finally {
      await shop.db.updateTable('variations').set({ stock: product.variations[0].stock }).where('id', '=', first.id).execute();
    }
    expect(
      await eventually(
        () => everyId(around),
        (ids) => !ids.includes(product.id),
      ),
    ).not.toContain(product.id);
  });

  it('leaves a product\u2019s row unwritten when a stock change keeps its card price', async () => {
    // Its card's size keeps stock after one unit goes: the card price stays, so the wide product
    // row is not written again (migration 014).
    const product = listed.find((p) => p.variations[0]?.regular_price !== null && p.variations[0]?.stock > 1)!;
    const version = () =>
      shop.db
        .selectFrom('products')
        .select(sql<string>`xmin::text`.as('version'))
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
    const [first] = await shop.db
      .selectFrom('variations')
      .select(['id', 'stock'])
      .where('product_id', '=', product.id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const before = await version();
    await shop.db
      .updateTable('variations')
      .set({ stock: first.stock - 1 })
      .where('id', '=', first.id)
      .execute();
    try {
      expect(await version()).toEqual(before);
    } finally {
      await shop.db.updateTable('variations').set({ stock: first.stock }).where('id', '=', first.id).execute();
    }
  });
});
