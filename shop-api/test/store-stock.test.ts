/**
 * Stock per store (ADR 0155): the chain-wide figure is always the sum over stores, shoppers see
 * where a size is in stock, an order takes its stock from the store it names, and shoppers at
 * two stores buying the last units never oversell either store (real parallel connections when
 * SHOP_TEST_DATABASE_URL names a PostgreSQL server).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cardPagePath, payWithGoodCard, placePickup, signUp, type FixtureCatalogue, useCommerceTestShop } from './commerce-fixtures';
import { eventually, type TestShop } from './support';
import { setStoreStock, setVariationStock } from '../src/catalogue/store-stock';

let shop: TestShop;
let f: FixtureCatalogue;

useCommerceTestShop((state) => ({ shop, f } = state));

const place = (token: string, storeId: number, variationId: number, productId: number, quantity: number) =>
  placePickup(shop, token, storeId, variationId, productId, quantity);
const payPath = (token: string, orderId: number) => cardPagePath(shop, token, orderId);
const pay = (path: string) => payWithGoodCard(shop, path);

async function stockAt(variationId: number) {
  const rows = await shop.db.selectFrom('store_stock').select(['store_id', 'stock']).where('variation_id', '=', variationId).execute();
  const chain = await shop.db.selectFrom('variations').select('stock').where('id', '=', variationId).executeTakeFirstOrThrow();
  return { byStore: new Map(rows.map((r) => [r.store_id, Number(r.stock)])), chain: Number(chain.stock) };
}

const sellingStores = async () =>
  (await shop.db.selectFrom('stores').select('id').orderBy('sort').orderBy('id').execute()).map((s) => s.id);

describe('the seed', () => {
  it('spreads every variation’s stock over the stores, the chain-wide figure their sum', async () => {
    const mismatched = await sql<{ n: number }>`select count(*)::int as n from variations v
      where v.stock <> coalesce((select sum(stock) from store_stock where variation_id = v.id), 0)`.execute(shop.db);
    expect(mismatched.rows[0].n).toBe(0);
    const spread = await sql<{ stores: number; n: number }>`select stores, count(*)::int as n from
      (select variation_id, count(*) as stores from store_stock where stock > 0 group by variation_id) s group by stores`.execute(shop.db);
    const byCount = new Map(spread.rows.map((r) => [Number(r.stores), r.n]));
    // Some sizes at one store only, most at several.
    expect(byCount.get(1)).toBeGreaterThan(10);
    expect([...byCount].filter(([stores]) => stores >= 3).reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThan(byCount.get(1)!);
    const seeded = (await sellingStores()).slice(0, 5);
    for (const store of seeded) {
      const at = await shop.db
        .selectFrom('store_stock')
        .select('variation_id')
        .where('store_id', '=', store)
        .where('stock', '>', 0)
        .execute();
      expect(at.length, `store ${store} has stock`).toBeGreaterThan(20);
    }
  });
});

describe('what shoppers see', () => {
  it('answers the stores with stock per size on product detail, and for the card’s size on cards', async () => {
    const [first, second] = await sellingStores();
    await setStoreStock(shop.db, f.wine.bottle, first, 3);
    await setStoreStock(shop.db, f.wine.bottle, second, 4);
    await setStoreStock(shop.db, f.wine.bottle, f.deliveryStore, 0);
    const detail = await eventually(
      async () => (await shop.call('POST', '/product-detail', { body: { product_id: f.wine.id } })).body.data.product_detail,
      (d) => d.variations[0].stock === 7,
    );
    expect(detail.variations[0]).toMatchObject({
      stock: 7,
      store_stock: [
        { store_id: first, stock: 3 },
        { store_id: second, stock: 4 },
      ],
    });
    expect(detail.variations[1]).toMatchObject({ stock: 2, store_stock: [{ store_id: f.deliveryStore, stock: 2 }] });
    const home = await shop.call('POST', '/get-stores', { body: {} });
    expect(home.body.data.store_location.map((s: { location_short_name: string }) => s.location_short_name).slice(0, 5)).toEqual([
      'Midtown',
      'Folsom',
      'Roseville',
      'Land Park',
      'Davis',
    ]);
  });

  it('answers the stores with stock on each line of a signed-in cart and of a visitor’s priced lines', async () => {
    await setStoreStock(shop.db, f.wine.bottle, f.pickupStore, 2);
    const { token } = await signUp(shop, 'Carter');
    for (const [product_id, variation_id] of [
      [f.wine.id, f.wine.bottle],
      [f.gin.id, f.gin.bottle],
    ]) {
      const added = await shop.call('POST', '/cart', { token, body: { action: 'add', product_id, variation_id, quantity: 1 } });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const wineAt = [
      { store_id: f.deliveryStore, stock: 5 },
      { store_id: f.pickupStore, stock: 2 },
    ];
    // The same answer whichever store is named: the storefront compares it with the chosen store.
    for (const location_id of [f.pickupStore, undefined]) {
      const cart = await shop.call('POST', '/cart', { token, body: { action: 'view', location_id } });
      expect(cart.status).toBe(200);
      expect(cart.body.data.cart_details).toEqual([
        expect.objectContaining({ variation_id: f.wine.bottle, quantity: 1, product_stock: 7, store_stock: wineAt }),
        expect.objectContaining({ variation_id: f.gin.bottle, product_stock: 10, store_stock: [{ store_id: f.deliveryStore, stock: 10 }] }),
      ]);
    }

    const priced = await shop.call('POST', '/price-lines', {
      body: {
        lines: [
          { product_id: f.wine.id, variation_id: f.wine.bottle },
          { product_id: f.soldOut.id, variation_id: f.soldOut.bottle },
        ],
      },
    });
    expect(priced.status).toBe(200);
    expect(priced.body.data.lines).toEqual([
      expect.objectContaining({ variation_id: f.wine.bottle, product_stock: 7, product_sell_price: 15.5, store_stock: wineAt }),
      expect.objectContaining({ variation_id: f.soldOut.bottle, product_stock: 0, store_stock: [] }),
    ]);
  });

  it('keeps the chain-wide figure the sum whoever writes a store’s stock, and tells the read cache', async () => {
    const [first] = await sellingStores();
    const before = (await shop.call('POST', '/product-detail', { body: { product_id: f.gin.id } })).body.data.product_detail;
    expect(before.variations[0].stock).toBe(10);
    // Straight to the database, as a back office would.
    await shop.db.insertInto('store_stock').values({ variation_id: f.gin.bottle, store_id: first, stock: 6 }).execute();
    expect(await stockAt(f.gin.bottle)).toMatchObject({ chain: 16 });
    const after = await eventually(
      async () => (await shop.call('POST', '/product-detail', { body: { product_id: f.gin.id } })).body.data.product_detail,
      (d) => d.variations[0].stock === 16,
    );
    expect(after.variations[0].store_stock).toEqual(
      expect.arrayContaining([
        { store_id: first, stock: 6 },
        { store_id: f.deliveryStore, stock: 10 },
      ]),
    );
    await shop.db.deleteFrom('store_stock').where('variation_id', '=', f.gin.bottle).where('store_id', '=', first).execute();
    expect((await stockAt(f.gin.bottle)).chain).toBe(10);
  });
});

describe('orders take stock from their store', () => {
  it('refuses a pickup at a store without the size, naming the store', async () => {
    const { token } = await signUp(shop, 'Elsewhere');
    const answer = await place(token, f.pickupStore, f.wine.bottle, f.wine.id, 1);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Not in stock at Downtown: Fixture Tinto Reserva 750ml');
    const tooMany = await place(token, f.deliveryStore, f.wine.bottle, f.wine.id, 6);
    expect(tooMany.body.message).toBe('Only 5 left at Midtown: Fixture Tinto Reserva 750ml');
  });

  it('a paid order leaves the other stores’ stock alone', async () => {
    await setStoreStock(shop.db, f.gin.bottle, f.pickupStore, 4);
    const { token } = await signUp(shop, 'Picker');
    const placed = await place(token, f.pickupStore, f.gin.bottle, f.gin.id, 3);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await pay(await payPath(token, placed.body.data.order_id))).status).toBe(303);
    const after = await stockAt(f.gin.bottle);
    expect(after.byStore.get(f.pickupStore)).toBe(1);
    expect(after.byStore.get(f.deliveryStore)).toBe(10);
    expect(after.chain).toBe(11);
  });

  it('shoppers at two stores buying the last units never oversell either store', async () => {
    await setVariationStock(shop.db, f.wine.bottle, 3, f.deliveryStore);
    await setStoreStock(shop.db, f.wine.bottle, f.pickupStore, 3);
    const orders: Array<{ store: number; quantity: number; orderId: number; path: string }> = [];
    for (let i = 0; i < 12; i++) {
      const { token } = await signUp(shop, `Rival${i}`);
      const store = i % 2 === 0 ? f.deliveryStore : f.pickupStore;
      const quantity = 1 + (i % 3 === 0 ? 1 : 0);
      const placed = await place(token, store, f.wine.bottle, f.wine.id, quantity);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      orders.push({ store, quantity, orderId: placed.body.data.order_id, path: await payPath(token, placed.body.data.order_id) });
    }
    const answers = await Promise.all(orders.map((o) => pay(o.path)));
    expect(answers.every((a) => a.status === 303 || a.status === 409)).toBe(true);
    const paid = new Set(
      (
        await shop.db
          .selectFrom('orders')
          .select('id')
          .where(
            'id',
            'in',
            orders.map((o) => o.orderId),
          )
          .where('payment_status', '=', 'Success')
          .execute()
      ).map((o) => o.id),
    );
    const left = await stockAt(f.wine.bottle);
    for (const store of [f.deliveryStore, f.pickupStore]) {
      const sold = orders.filter((o) => o.store === store && paid.has(o.orderId)).reduce((sum, o) => sum + o.quantity, 0);
      expect(sold, `units sold at store ${store}`).toBeLessThanOrEqual(3);
      expect(sold + left.byStore.get(store)!).toBe(3);
    }
    expect(left.chain).toBe(left.byStore.get(f.deliveryStore)! + left.byStore.get(f.pickupStore)!);
  });
});

describe('the "available at my store" filter', () => {
  it('lists only products with a size in stock at the store', async () => {
    const [first, second] = await sellingStores();
    const listed = async (storeId: number) =>
      (await shop.call('POST', '/products', { body: { search: 'Fixture', available_at: storeId, per_page: 50 } })).body.data;
    await setStoreStock(shop.db, f.gin.bottle, second, 2);
    expect((await listed(second)).products.map((p: { product_id: number }) => p.product_id)).toEqual([f.gin.id]);
    expect((await listed(first)).total_count).toBe(0);
    const atFixtureStore = (await listed(f.deliveryStore)).products.map((p: { product_id: number }) => p.product_id);
    expect(atFixtureStore).toEqual(expect.arrayContaining([f.wine.id, f.gin.id, f.partly.id]));
    expect(atFixtureStore).not.toContain(f.soldOut.id);
    expect((await shop.call('POST', '/products', { body: { available_at: 'x' } })).status).toBe(400);
  });
});
