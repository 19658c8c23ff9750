import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../src/db/migrations/017_brand_listings';
import { createTestShop, type TestShop } from './support';

/**
 * Migration 017 (ADR 0168): listed products per brand and category, kept by triggers on
 * products. The filter master's brand counts come from it, so it must agree with products after
 * any write, or the storefront would offer brands with nothing listed, or miss some.
 */

let shop: TestShop;

beforeAll(async () => {
  // The filter master must be read from the tables each time: this test is about them.
  shop = await createTestShop({ SHOP_API_READ_CACHE: 'off' });
});
afterAll(() => shop?.close());

/** Brand and category pairs whose kept count differs from counting products. */
async function outOfStep(): Promise<unknown[]> {
  const { rows } = await sql`
    select coalesce(c.brand_id, k.brand_id) as brand_id, coalesce(c.category_id, k.category_id) as category_id, c.n, k.listed
    from (select brand_id, category_id, count(*)::int as n from products where not_found = false and brand_id is not null group by 1, 2) c
    full join (select * from brand_listings where listed > 0) k on k.brand_id = c.brand_id and k.category_id = c.category_id
    where c.n is distinct from k.listed`.execute(shop.db);
  return rows;
}

/** The filter master's counts for one brand (undefined: the brand is not offered). */
async function countsOf(brandId: number): Promise<Record<string, number> | undefined> {
  const res = await shop.call('POST', '/filter-master');
  const brands = (res.body.data as Array<{ section_key: string; section_listing: any[] }>).find((s) => s.section_key === 'brand')!;
  return brands.section_listing.find((b) => b.category_id === brandId)?.category_counts;
}

describe('listed products per brand and category (migration 017)', () => {
  it('counts every seeded product', async () => {
    expect(await outOfStep()).toEqual([]);
  });

  it('follows inserts, a new brand or category, hiding, showing and deletes', async () => {
    const category = (slug: string) => shop.db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    const [red, white] = [await category('red-wine'), await category('white-wine')];
    const brand = await shop.db
      .insertInto('terms')
      .values({ kind: 'brand', name: 'Quixotic Cellars', slug: 'quixotic-cellars' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await shop.db
      .selectFrom('terms')
      .select('id')
      .where('kind', '=', 'brand')
      .where('id', '!=', brand.id)
      .executeTakeFirstOrThrow();
    const product = (n: number) => ({
      uid: `brand-test-${n}`,
      title: `Quixotic Tempranillo ${n}`,
      slug: `brand-test-${n}`,
      category_id: red.id,
      brand_id: brand.id,
      gallery: '[]',
      sections: '{}',
    });
    const ids = (
      await shop.db
        .insertInto('products')
        .values([product(1), product(2), product(3)])
        .returning('id')
        .execute()
    ).map((r) => r.id);
    try {
      expect(await outOfStep()).toEqual([]);
      expect(await countsOf(brand.id)).toEqual({ [red.id]: 3 });

      await shop.db.updateTable('products').set({ category_id: white.id }).where('id', '=', ids[0]).execute();
      expect(await countsOf(brand.id)).toEqual({ [red.id]: 2, [white.id]: 1 });
      await shop.db.updateTable('products').set({ not_found: true }).where('id', 'in', ids.slice(1)).execute();
      expect(await countsOf(brand.id)).toEqual({ [white.id]: 1 });
      await shop.db.updateTable('products').set({ not_found: false }).where('id', '=', ids[1]).execute();
      expect(await countsOf(brand.id)).toEqual({ [red.id]: 1, [white.id]: 1 });
      await shop.db.updateTable('products').set({ brand_id: other.id }).where('id', '=', ids[0]).execute();
      await shop.db.updateTable('products').set({ brand_id: null }).where('id', '=', ids[1]).execute();
      // Nothing of the brand is listed any more: it is not offered.
      expect(await countsOf(brand.id)).toBeUndefined();
      expect(await outOfStep()).toEqual([]);

      await shop.db.updateTable('products').set({ brand_id: brand.id, not_found: false }).where('id', 'in', ids).execute();
      await shop.db.deleteFrom('products').where('id', '=', ids[2]).execute();
      expect(await countsOf(brand.id)).toEqual({ [red.id]: 1, [white.id]: 1 });
      expect(await outOfStep()).toEqual([]);
    } finally {
      await shop.db.deleteFrom('products').where('id', 'in', ids).execute();
      await shop.db.deleteFrom('terms').where('id', '=', brand.id).execute();
    }
    expect(await outOfStep()).toEqual([]);
  });

  it('has a down() and an up() that counts again', async () => {
    await down(shop.db as unknown as Kysely<unknown>);
    await up(shop.db as unknown as Kysely<unknown>);
    expect(await outOfStep()).toEqual([]);
    expect(Number((await sql<{ n: number }>`select count(*) as n from brand_listings`.execute(shop.db)).rows[0].n)).toBeGreaterThan(20);
  });
});
