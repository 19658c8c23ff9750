import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../src/db/migrations/016_product_search_table';
import { createTestShop, type TestShop } from './support';

/**
 * Migration 016 (ADR 0160): searches read a narrow copy of each product's listing columns and
 * search document, kept by triggers on products. The copy must agree with products after any
 * write, or a search would find, filter or order by stale values.
 */

let shop: TestShop;

beforeAll(async () => {
  // Each search below must read the tables: on a PostgreSQL server the read cache hears of a
  // write a moment after it (ADR 0152), and this test is about the tables.
  shop = await createTestShop({ SHOP_API_READ_CACHE: 'off' });
});
afterAll(() => shop?.close());

/** Rows of products whose copy differs from them (or is missing, or left behind). */
async function outOfStep(): Promise<unknown[]> {
  const { rows } = await sql`
    select p.id, s.id as copy from products p full join product_search s on s.id = p.id
    where s.id is null or p.id is null
      or (p.created_at, p.category_id, p.country_id, p.brand_id, p.season_id, p.rating, p.card_price, p.not_found, p.search_document)
        is distinct from
        (s.created_at, s.category_id, s.country_id, s.brand_id, s.season_id, s.rating, s.card_price, s.not_found, s.search_document)`.execute(
    shop.db,
  );
  return rows;
}

const searchIds = async (search: string, extra: Record<string, unknown> = {}) => {
  const res = await shop.call('POST', '/products', { body: { search, per_page: 1000, ...extra } });
  expect(res.status).toBe(200);
  return (res.body.data.products as { product_id: number }[]).map((p) => p.product_id);
};

describe('the search copy of products (migration 016)', () => {
  it('holds every seeded product as it is', async () => {
    expect(
      await shop.db
        .selectFrom('product_search')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({
      n: Number(
        (
          await shop.db
            .selectFrom('products')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    expect(await outOfStep()).toEqual([]);
  });

  it('follows inserts, renames, price changes, hiding and deletes', async () => {
    const wine = await shop.db.selectFrom('categories').select('id').where('slug', '=', 'red-wine').executeTakeFirstOrThrow();
    const size = await shop.db.selectFrom('terms').select('id').where('kind', '=', 'size').executeTakeFirstOrThrow();
    const { id } = await shop.db
      .insertInto('products')
      .values({ uid: 'copy-test', title: 'Quixotic Tempranillo', slug: 'copy-test', category_id: wine.id, gallery: '[]', sections: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await shop.db.insertInto('variations').values({ product_id: id, size_id: size.id, regular_price: 19, stock: 5 }).execute();
      expect(await outOfStep()).toEqual([]);
      expect(await searchIds('quixotic')).toEqual([id]);

      await shop.db.updateTable('products').set({ title: 'Zanzibar Tempranillo' }).where('id', '=', id).execute();
      expect(await searchIds('quixotic')).toEqual([]);
      expect(await searchIds('zanzibar')).toEqual([id]);

      // A price change reaches products through migration 009's triggers, then the copy: a price filter sees it.
      await shop.db.updateTable('variations').set({ regular_price: 7 }).where('product_id', '=', id).execute();
      expect(await outOfStep()).toEqual([]);
      expect(await searchIds('zanzibar', { price_range: { min: 5, max: 8 } })).toEqual([id]);

      await shop.db.updateTable('products').set({ not_found: true }).where('id', '=', id).execute();
      expect(await searchIds('zanzibar')).toEqual([]);
      expect(await outOfStep()).toEqual([]);
    } finally {
      await shop.db.deleteFrom('variations').where('product_id', '=', id).execute();
      await shop.db.deleteFrom('products').where('id', '=', id).execute();
    }
    expect(await outOfStep()).toEqual([]);
  });

  it('has a down() that gives searches back products’ own index, and an up() that rebuilds the copy', async () => {
    const indexes = async () =>
      (
        await sql<{ name: string }>`select indexname as name from pg_indexes where indexname like '%search_document' order by 1`.execute(
          shop.db,
        )
      ).rows.map((r) => r.name);
    expect(await indexes()).toEqual(['product_search_document']);
    await down(shop.db as unknown as Kysely<unknown>);
    expect(await indexes()).toEqual(['products_search_document']);
    await up(shop.db as unknown as Kysely<unknown>);
    expect(await indexes()).toEqual(['product_search_document']);
    expect(await outOfStep()).toEqual([]);
    expect((await searchIds('cask strength bourbon')).length).toBeGreaterThan(0);
  });
});
