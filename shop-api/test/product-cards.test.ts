/**
 * Kept cards (migration 019, ADR 0174): after any write to the catalogue, each listed product's
 * kept card is the card worked out from the tables at that moment, and an unlisted product has
 * none. The live side is worked out here from products, variations, terms and store stock.
 */
import { sql, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cardPagePath, payWithGoodCard, placePickup, signUp, type FixtureCatalogue, useCommerceTestShop } from './commerce-fixtures';
import type { TestShop } from './support';
import { setStoreStock, storeStockColumn } from '../src/catalogue/store-stock';

let shop: TestShop;
let f: FixtureCatalogue;

useCommerceTestShop((state) => ({ shop, f } = state));

/** A product's sizes in their order, each with its stock per store, as a kept card holds them. */
function variationsColumn(productId: string): RawBuilder<unknown> {
  return sql`coalesce((
    select json_agg(json_build_object('id', v.id, 'size', t.name, 'regular_price', v.regular_price, 'sale_price', v.sale_price,
      'stock', v.stock, 'store_stock', ${storeStockColumn('v.id')}) order by v.sort, v.id)
    from variations v join terms t on t.id = v.size_id where v.product_id = ${sql.ref(productId)}), '[]'::json)`;
}

/** Every listed product's card from the tables, by id (JSON text, so numbers compare as stored). */
async function liveCards(): Promise<Map<number, string>> {
  const { rows } = await sql<{ id: number; card: unknown }>`
    select p.id, json_build_object('id', p.id, 'uid', p.uid, 'title', p.title, 'slug', p.slug, 'image', p.image,
      'rating', p.rating, 'review_count', p.review_count, 'have_offer', p.have_offer, 'offer_label', p.offer_label,
      'updated_at', p.updated_at, 'variations', ${variationsColumn('p.id')}) as card
    from products p where p.not_found = false`.execute(shop.db);
  return new Map(rows.map((row) => [row.id, JSON.stringify(row.card)]));
}

async function keptCards(): Promise<Map<number, string>> {
  const { rows } = await sql<{ product_id: number; card: unknown }>`select product_id, card from product_cards`.execute(shop.db);
  return new Map(rows.map((row) => [row.product_id, JSON.stringify(row.card)]));
}

/** The kept cards equal the live ones, every product; returns the kept card of `id`, parsed. */
async function expectCardsCurrent(id: number) {
  const [live, kept] = await Promise.all([liveCards(), keptCards()]);
  expect([...kept.keys()].sort((a, b) => a - b)).toEqual([...live.keys()].sort((a, b) => a - b));
  for (const [productId, card] of live) expect(kept.get(productId), `product ${productId}`).toBe(card);
  const card = kept.get(id);
  return card === undefined ? undefined : (JSON.parse(card) as { title: string; variations: Array<Record<string, unknown>> });
}

const variation = (card: Awaited<ReturnType<typeof expectCardsCurrent>>, id: number) => card?.variations.find((v) => v.id === id);

describe('kept cards', () => {
  it('hold every listed product of the seeded catalogue and none of the unlisted', async () => {
    expect(await expectCardsCurrent(f.hidden.id)).toBeUndefined();
    expect((await keptCards()).size).toBeGreaterThan(200);
  });

  it('follow a paid order: the size sold has less stock, at the store it was taken from', async () => {
    const { token } = await signUp(shop);
    const placed = await placePickup(shop, token, f.deliveryStore, f.gin.bottle, f.gin.id, 3);
    expect(placed.status).toBe(201);
    expect((await payWithGoodCard(shop, await cardPagePath(shop, token, placed.body.data.order_id))).status).toBe(303);
    const gin = variation(await expectCardsCurrent(f.gin.id), f.gin.bottle);
    expect(gin?.stock).toBe(7);
    expect(gin?.store_stock).toEqual([{ store_id: f.deliveryStore, stock: 7 }]);
  });

  it('follow stock put at another store, a new price, a renamed size and a retitled product', async () => {
    await setStoreStock(shop.db, f.wine.magnum, f.pickupStore, 4);
    expect(variation(await expectCardsCurrent(f.wine.id), f.wine.magnum)?.store_stock).toEqual([
      { store_id: f.deliveryStore, stock: 2 },
      { store_id: f.pickupStore, stock: 4 },
    ]);

    await shop.db.updateTable('variations').set({ regular_price: 24, sale_price: null }).where('id', '=', f.wine.bottle).execute();
    expect(variation(await expectCardsCurrent(f.wine.id), f.wine.bottle)).toMatchObject({ regular_price: 24, sale_price: null });

    const { size_id } = await shop.db.selectFrom('variations').select('size_id').where('id', '=', f.wine.magnum).executeTakeFirstOrThrow();
    await shop.db.updateTable('terms').set({ name: '1.5 L' }).where('id', '=', size_id).execute();
    expect(variation(await expectCardsCurrent(f.wine.id), f.wine.magnum)?.size).toBe('1.5 L');

    await shop.db.updateTable('products').set({ title: 'Fixture Tinto Gran Reserva' }).where('id', '=', f.wine.id).execute();
    expect((await expectCardsCurrent(f.wine.id))?.title).toBe('Fixture Tinto Gran Reserva');
  });

  it('follow a product leaving and coming back to the catalogue, and sizes added and removed', async () => {
    await shop.db.updateTable('products').set({ not_found: true }).where('id', '=', f.gin.id).execute();
    expect(await expectCardsCurrent(f.gin.id)).toBeUndefined();
    await shop.db.updateTable('products').set({ not_found: false }).where('id', '=', f.gin.id).execute();
    expect(await expectCardsCurrent(f.gin.id)).toBeDefined();

    const { size_id } = await shop.db.selectFrom('variations').select('size_id').where('id', '=', f.wine.magnum).executeTakeFirstOrThrow();
    const added = await shop.db
      .insertInto('variations')
      .values({ product_id: f.gin.id, size_id, regular_price: 55, sale_price: null, stock: 0, sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(variation(await expectCardsCurrent(f.gin.id), added.id)).toMatchObject({ regular_price: 55 });
    await shop.db.deleteFrom('variations').where('id', '=', added.id).execute();
    expect(variation(await expectCardsCurrent(f.gin.id), added.id)).toBeUndefined();
  });
});

describe('kept cards under writes at once', () => {
  // On a PostgreSQL server (SHOP_TEST_DATABASE_URL) these are two connections: the second's card
  // is worked out while the first has not committed. On PGlite they take turns.
  it('keep both of two writes at once to sizes of one product', async () => {
    let letFirstCommit: () => void = () => {};
    const firstMayCommit = new Promise<void>((resolve) => (letFirstCommit = resolve));
    let firstHasWritten: () => void = () => {};
    const firstWrote = new Promise<void>((resolve) => (firstHasWritten = resolve));
    const first = shop.db.transaction().execute(async (trx) => {
      await trx.updateTable('variations').set({ regular_price: 21 }).where('id', '=', f.wine.bottle).execute();
      firstHasWritten();
      await firstMayCommit;
    });
    await firstWrote;
    const second = shop.db.transaction().execute(async (trx) => {
      await trx.updateTable('variations').set({ regular_price: 36 }).where('id', '=', f.wine.magnum).execute();
    });
    // Long enough for the second to reach the first's card and wait for it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    letFirstCommit();
    await Promise.all([first, second]);
    const card = await expectCardsCurrent(f.wine.id);
    expect(variation(card, f.wine.bottle)).toMatchObject({ regular_price: 21 });
    expect(variation(card, f.wine.magnum)).toMatchObject({ regular_price: 36 });
  });
});
