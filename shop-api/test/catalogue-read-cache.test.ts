/**
 * ADR 0152: the API keeps its answers to catalogue reads until the catalogue changes, and every
 * write to the catalogue tables, through the API or straight to the database, forgets them.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, eventually, type TestShop } from './support';
import { signUp } from './commerce-fixtures';
import { createCatalogueChanges } from '../src/catalogue/changes';
import { createCatalogueReadCache } from '../src/catalogue/read-cache';
import { setStoreStock } from '../src/catalogue/store-stock';
import { down as stockChangesDown, up as stockChangesUp } from '../src/db/migrations/018_stock_changes';
import type { CatalogueChange } from '../src/catalogue/changes';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
}, 120_000);

afterAll(() => shop?.close());

const priceOnDetail = async (productId: number) =>
  (await shop.call('POST', '/product-detail', { body: { product_id: productId } })).body.data.product_detail.variations[0];

describe('the catalogue read cache', () => {
  it('answers a repeated read from what it kept, not from the database', async () => {
    const before = await priceOnDetail(2);
    // A write with the triggers switched off (replica mode) is one the cache is never told of.
    await shop.db.transaction().execute(async (tx) => {
      await sql`set local session_replication_role = replica`.execute(tx);
      await tx.updateTable('variations').set({ regular_price: 999.99 }).where('id', '=', before.variation_id).execute();
    });
    expect((await priceOnDetail(2)).regular_price).toBe(before.regular_price);
    // Written again as any writer does, it is heard and the new price is read.
    await shop.db.updateTable('variations').set({ regular_price: before.regular_price }).where('id', '=', before.variation_id).execute();
    await shop.db.updateTable('variations').set({ regular_price: 998.99 }).where('id', '=', before.variation_id).execute();
    expect(
      (
        await eventually(
          () => priceOnDetail(2),
          (v) => v.regular_price === 998.99,
        )
      ).regular_price,
    ).toBe(998.99);
    await shop.db.updateTable('variations').set({ regular_price: before.regular_price }).where('id', '=', before.variation_id).execute();
  });

  it('forgets a product page when a back office changes its price in the database', async () => {
    const before = await priceOnDetail(3);
    const newPrice = Number((before.regular_price + 11.11).toFixed(2));
    await shop.db.updateTable('variations').set({ regular_price: newPrice }).where('id', '=', before.variation_id).execute();
    const after = await eventually(
      () => priceOnDetail(3),
      (v) => v.regular_price === newPrice,
    );
    expect(after.regular_price).toBe(newPrice);
  });

  it('forgets a listing when a product is taken off sale', async () => {
    const listed = async () => (await shop.call('POST', '/products', { body: { search: 'Bellerive' } })).body.data;
    const before = await listed();
    expect(before.total_count).toBeGreaterThan(0);
    const gone = before.products[0].product_id as number;
    await shop.db.updateTable('products').set({ not_found: true }).where('id', '=', gone).execute();
    const after = await eventually(listed, (page) => page.total_count === before.total_count - 1);
    expect(after.products.map((p: { product_id: number }) => p.product_id)).not.toContain(gone);
    await shop.db.updateTable('products').set({ not_found: false }).where('id', '=', gone).execute();
  });

  it("never keeps a signed-in shopper's answer for anyone else", async () => {
    const { token } = await signUp(shop);
    const productId = 5;
    const added = await shop.call('POST', '/wishlist', { token, body: { action: 'Add', product_id: productId } });
    expect(added.status).toBe(201);
    const mine = (await shop.call('POST', '/product-detail', { token, body: { product_id: productId } })).body.data.product_detail;
    const anyone = (await shop.call('POST', '/product-detail', { body: { product_id: productId } })).body.data.product_detail;
    expect(mine.in_wishlist).toBe(true);
    expect(anyone.in_wishlist).toBe(false);
  });
});

/** A write the API is never told of (triggers off: replica mode), to show what is kept. */
const unheardWrite = (write: (tx: typeof shop.db) => Promise<unknown>) =>
  shop.db.transaction().execute(async (tx) => {
    await sql`set local session_replication_role = replica`.execute(tx);
    await write(tx);
  });

describe('parts kept for many answers (ADR 0161)', () => {
  const topSelling = async (productId: number, token?: string) =>
    (await shop.call('POST', '/product-detail', { token, body: { product_id: productId } })).body.data.top_selling_section
      .product_listing as Array<{ product_id: number; in_wishlist: boolean }>;

  it('shares the ranked lists between product pages until the catalogue changes', async () => {
    const before = (await topSelling(20)).map((card) => card.product_id);
    const riser = 40;
    expect(before).not.toContain(riser);
    const { review_count } = await shop.db.selectFrom('products').select('review_count').where('id', '=', riser).executeTakeFirstOrThrow();
    await unheardWrite((tx) => tx.updateTable('products').set({ review_count: 1_000_000 }).where('id', '=', riser).execute());
    // Another product's page, never asked for: its list is the one kept.
    expect((await topSelling(21)).map((card) => card.product_id)).toEqual(before);
    await shop.db.updateTable('products').set({ review_count: 1_000_001 }).where('id', '=', riser).execute();
    const after = await eventually(
      () => topSelling(22),
      (cards) => cards[0]?.product_id === riser,
    );
    expect(after.map((card) => card.product_id)).toContain(riser);
    // On its own page a product is not in its lists.
    expect((await topSelling(riser)).map((card) => card.product_id)).not.toContain(riser);
    await shop.db.updateTable('products').set({ review_count }).where('id', '=', riser).execute();
  });

  it('shares the names of categories and terms between product pages until they change (ADR 0175)', async () => {
    const names = async (productId: number) => {
      const { brand, category } = (await shop.call('POST', '/product-detail', { body: { product_id: productId } })).body.data
        .product_detail;
      return { brand: brand?.name as string, parent: category.parent?.category_title as string };
    };
    // Two products of one brand, in a category with a parent.
    const [first, second] = await shop.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.brand_id', 'c.parent_id'])
      .where('p.not_found', '=', false)
      .where('c.parent_id', 'is not', null)
      .where('p.brand_id', '=', (eb) =>
        eb
          .selectFrom('products')
          .select('brand_id')
          .where('not_found', '=', false)
          .where('brand_id', 'is not', null)
          .orderBy('id')
          .limit(1),
      )
      .orderBy('p.id')
      .limit(2)
      .execute();
    const brand = await shop.db.selectFrom('terms').select('name').where('id', '=', first.brand_id!).executeTakeFirstOrThrow();
    const parent = await shop.db.selectFrom('categories').select('title').where('id', '=', first.parent_id!).executeTakeFirstOrThrow();
    expect(await names(first.id)).toEqual({ brand: brand.name, parent: parent.title });
    await unheardWrite((tx) => tx.updateTable('terms').set({ name: 'Unheard Brand' }).where('id', '=', first.brand_id!).execute());
    // Another product's page, never asked for: the names are the ones kept.
    expect((await names(second.id)).brand).toBe(brand.name);
    try {
      await shop.db.updateTable('terms').set({ name: 'Renamed Brand' }).where('id', '=', first.brand_id!).execute();
      await shop.db.updateTable('categories').set({ title: 'Renamed Family' }).where('id', '=', first.parent_id!).execute();
      expect(
        await eventually(
          () => names(second.id),
          (now) => now.parent === 'Renamed Family',
        ),
      ).toEqual({ brand: 'Renamed Brand', parent: 'Renamed Family' });
    } finally {
      await shop.db.updateTable('terms').set({ name: brand.name }).where('id', '=', first.brand_id!).execute();
      await shop.db.updateTable('categories').set({ title: parent.title }).where('id', '=', first.parent_id!).execute();
    }
  });

  it("puts a signed-in shopper's hearts on the lists, never on anyone else's", async () => {
    const { token } = await signUp(shop);
    const first = (await topSelling(23))[0].product_id;
    expect((await shop.call('POST', '/wishlist', { token, body: { action: 'Add', product_id: first } })).status).toBe(201);
    expect((await topSelling(24, token))[0]).toMatchObject({ product_id: first, in_wishlist: true });
    expect((await topSelling(24))[0]).toMatchObject({ product_id: first, in_wishlist: false });
  });

  it("shares a listing's count between its pages and orders until the catalogue changes", async () => {
    const listing = async (page: number, order = '') =>
      (await shop.call('POST', '/products', { body: { category: [1], page, order } })).body.data as {
        total_count: number;
        products: Array<{ product_id: number }>;
      };
    const before = await listing(1);
    const gone = before.products[0].product_id;
    await unheardWrite((tx) => tx.updateTable('products').set({ not_found: true }).where('id', '=', gone).execute());
    // Another page and order (not a kept answer): the count is the kept one.
    expect((await listing(2, 'ASC')).total_count).toBe(before.total_count);
    await shop.db.updateTable('products').set({ not_found: false }).where('id', '=', gone).execute();
    await shop.db.updateTable('products').set({ not_found: true }).where('id', '=', gone).execute();
    const after = await eventually(
      () => listing(2, 'DSC'),
      (page) => page.total_count === before.total_count - 1,
    );
    expect(after.total_count).toBe(before.total_count - 1);
    await shop.db.updateTable('products').set({ not_found: false }).where('id', '=', gone).execute();
  });
});

describe('a change of stock alone (ADR 0169)', () => {
  /** A variation in stock at a store with a few units there, and the product it belongs to. */
  const stockedVariation = async () =>
    (
      await sql<{ variation_id: number; store_id: number; stock: number; product_id: number }>`
        select ss.variation_id, ss.store_id, ss.stock, v.product_id from store_stock ss join variations v on v.id = ss.variation_id
        where ss.stock > 2 order by ss.variation_id, ss.store_id limit 1`.execute(shop.db)
    ).rows[0];
  const storeStockOnDetail = async (productId: number, variationId: number, storeId: number) => {
    const detail = (await shop.call('POST', '/product-detail', { body: { product_id: productId } })).body.data.product_detail;
    const size = detail.variations.find((v: { variation_id: number }) => v.variation_id === variationId);
    return size.store_stock.find((s: { store_id: number }) => s.store_id === storeId)?.stock as number | undefined;
  };

  /** The changes the API is told of for `write`: all of them, as a server delivers one transaction's notices together. */
  const changesTold = async (write: () => Promise<unknown>) => {
    const told: CatalogueChange[] = [];
    const stop = shop.api.catalogueChanges.subscribe((change) => told.push(change));
    try {
      // Notices of earlier writes (the tests before) can still be on their way: let them pass first.
      for (let quiet = told.length; ; quiet = told.length) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        if (told.length === quiet) break;
      }
      told.length = 0;
      await write();
      await eventually(
        async () => told.length,
        (count) => count > 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      return told;
    } finally {
      stop();
    }
  };

  it('is told as stock, and a change of a price as any', async () => {
    const { variation_id, store_id, stock } = await stockedVariation();
    try {
      // Stock a shopper buys: the store's units, so the variation's sum; the size stays in stock.
      expect(await changesTold(() => setStoreStock(shop.db, variation_id, store_id, stock - 1))).toEqual(['stock']);
      const priceWritten = () =>
        shop.db
          .updateTable('variations')
          .set({ regular_price: sql`regular_price` })
          .where('id', '=', variation_id)
          .execute();
      expect(await changesTold(priceWritten)).toEqual(['any']);
    } finally {
      await setStoreStock(shop.db, variation_id, store_id, stock);
    }
  });

  it('was told as any before migration 018, and is again after its down', async () => {
    const { variation_id, store_id, stock } = await stockedVariation();
    await stockChangesDown(shop.db as never);
    try {
      expect(await changesTold(() => setStoreStock(shop.db, variation_id, store_id, stock - 1))).toEqual(['any']);
    } finally {
      await stockChangesUp(shop.db as never);
      await setStoreStock(shop.db, variation_id, store_id, stock);
    }
  });

  it('keeps the listing index, and forgets answers, which carry stock', async () => {
    const cheapestFirst = async () =>
      ((await shop.call('POST', '/products', { body: { order: 'ASC', page: 1 } })).body.data.products as Array<{ product_id: number }>).map(
        (card) => card.product_id,
      );
    const before = await cheapestFirst();
    const { variation_id, store_id, stock, product_id } = await stockedVariation();
    const riser = (
      await shop.db
        .selectFrom('products')
        .select('id')
        .where('not_found', '=', false)
        .where('id', 'not in', [...before, product_id])
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    // The index would put the riser first if it were built again.
    await unheardWrite((tx) => tx.updateTable('products').set({ card_price: 0.01 }).where('id', '=', riser).execute());
    try {
      await setStoreStock(shop.db, variation_id, store_id, stock - 1);
      expect(
        await eventually(
          () => storeStockOnDetail(product_id, variation_id, store_id),
          (units) => units === stock - 1,
        ),
      ).toBe(stock - 1);
      expect(await cheapestFirst()).toEqual(before);
      // Any other change builds it again from the tables.
      await shop.db.updateTable('products').set({ card_price: 0.01 }).where('id', '=', riser).execute();
      expect((await eventually(cheapestFirst, (ids) => ids[0] === riser))[0]).toBe(riser);
    } finally {
      await sql`select set_card_prices(array[${riser}]::int[])`.execute(shop.db);
      await setStoreStock(shop.db, variation_id, store_id, stock);
    }
  });
});

describe('SHOP_API_READ_CACHE=off (what a read costs, for the benchmark)', () => {
  it('reads the database every time', async () => {
    const uncached = await createTestShop({ SHOP_API_READ_CACHE: 'off' });
    try {
      const name = async () => (await uncached.call('POST', '/product-detail', { body: { product_id: 2 } })).body.data.product_detail.name;
      expect(await name()).not.toBe('Renamed unheard');
      // With the triggers off no change is heard (nor kept card refreshed): only a fresh read sees it.
      await uncached.db.transaction().execute(async (tx) => {
        await sql`set local session_replication_role = replica`.execute(tx);
        await tx.updateTable('products').set({ title: 'Renamed unheard' }).where('id', '=', 2).execute();
      });
      expect(await name()).toBe('Renamed unheard');
    } finally {
      await uncached.close();
    }
  }, 120_000);
});

describe('createCatalogueReadCache', () => {
  const setup = (maxBytes?: number) => {
    let clock = 0;
    const changes = createCatalogueChanges();
    const cache = createCatalogueReadCache(changes, { maxBytes, now: () => clock });
    let loads = 0;
    const read = (key: string, text = `"${key}"`) =>
      cache.text(key, async () => {
        loads++;
        return text;
      });
    return { cache, changes, read, loads: () => loads, advance: (ms: number) => (clock += ms) };
  };

  it('keeps briefly until changes are heard, then until a change', async () => {
    const { cache, changes, read, loads, advance } = setup();
    await read('a');
    advance(4_001);
    await read('a');
    expect(loads()).toBe(2);
    cache.setHearing(true);
    await read('a');
    advance(60_000);
    await read('a');
    expect(loads()).toBe(3);
    changes.notify('any');
    await read('a');
    expect(loads()).toBe(4);
  });

  it('does not keep what a load read before a change it overlapped', async () => {
    const { cache, changes } = setup();
    cache.setHearing(true);
    let finish: (text: string) => void = () => undefined;
    const pending = cache.text('a', () => new Promise<string>((resolve) => (finish = resolve)));
    changes.notify('any');
    finish('"old"');
    expect(await pending).toBe('"old"');
    expect(await cache.text('a', async () => '"new"')).toBe('"new"');
  });

  it('stays within its bound in bytes, dropping the least used first', async () => {
    const { cache, read, loads } = setup(1_200);
    cache.setHearing(true);
    const big = `"${'x'.repeat(200)}"`;
    await read('a', big);
    await read('b', big);
    await read('a', big);
    await read('c', big);
    expect(loads()).toBe(3);
    await read('a', big);
    expect(loads()).toBe(3);
    await read('b', big);
    expect(loads()).toBe(4);
  });

  it('keeps values apart from answers, until a change', async () => {
    const { cache, changes } = setup();
    cache.setHearing(true);
    let loads = 0;
    const count = () => cache.value('n', async () => ++loads);
    expect([await count(), await count()]).toEqual([1, 1]);
    expect(await cache.text('n', async () => '"answer"')).toBe('"answer"');
    changes.notify('any');
    expect(await count()).toBe(2);
    expect(cache.stats()).toEqual({ hits: 0, misses: 1 });
  });

  it('keeps a value that reads no stock through a change of stock alone (ADR 0169)', async () => {
    const { cache, changes, read, loads } = setup();
    cache.setHearing(true);
    let builds = 0;
    let counts = 0;
    const index = () => cache.value('index', async () => ++builds, { outlivesStock: true });
    const count = () => cache.value('count', async () => ++counts);
    await Promise.all([index(), count(), read('a')]);
    changes.notify('stock');
    expect([await index(), await count()]).toEqual([1, 2]);
    await read('a');
    expect(loads()).toBe(2);
    changes.notify('any');
    expect(await index()).toBe(2);
  });

  it('keeps such a value loading across a change of stock, not across any other', async () => {
    const { cache, changes } = setup();
    cache.setHearing(true);
    let finish: (n: number) => void = () => undefined;
    const loading = () => new Promise<number>((resolve) => (finish = resolve));
    const index = (load: () => Promise<number>) => cache.value('index', load, { outlivesStock: true });
    const first = index(loading);
    changes.notify('stock');
    finish(1);
    expect(await first).toBe(1);
    expect(await index(async () => 2)).toBe(1);
    changes.notify('any');
    const third = index(loading);
    changes.notify('any');
    finish(3);
    expect(await third).toBe(3);
    expect(await index(async () => 4)).toBe(4);
  });

  it('forgets everything when it stops hearing', async () => {
    const { cache, read, loads } = setup();
    cache.setHearing(true);
    await read('a');
    cache.setHearing(false);
    await read('a');
    expect(loads()).toBe(2);
  });
});
