/**
 * Stock per store (ADR 0155): `store_stock` holds the units of each variation at each store;
 * `variations.stock`, the chain-wide figure, is their sum (kept by migration 011's triggers).
 */
import { sql, type RawBuilder } from 'kysely';
import type { StoreStock } from '../contract';
import type { ShopDb } from '../db/connection';

/**
 * The stores that have the variation in stock, as [{ store_id, stock }] by store id: a column for
 * the query that reads the variation, so a page of cards costs no extra query.
 */
export function storeStockColumn(variationId: string): RawBuilder<StoreStock[]> {
  return sql<StoreStock[]>`coalesce((select json_agg(json_build_object('store_id', ss.store_id, 'stock', ss.stock) order by ss.store_id)
    from store_stock ss where ss.variation_id = ${sql.ref(variationId)} and ss.stock > 0), '[]'::json)`;
}

/** The stored JSON as numbers (PGlite and node-postgres both parse json; text is parsed too). */
export function readStoreStock(value: unknown): StoreStock[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.map((s: { store_id: unknown; stock: unknown }) => ({ store_id: Number(s.store_id), stock: Number(s.stock) }));
}

/**
 * Sets the variation's stock at one store, as a back office would. Answers false for an unknown
 * variation or store.
 */
export async function setStoreStock(db: ShopDb, variationId: number, storeId: number, stock: number): Promise<boolean> {
  return putStock(db, variationId, stock, storeId, false);
}

/**
 * Sets the variation's chain-wide stock: all of it at `storeId`, by default the first store (by the
 * store list's order), where shoppers who chose no other store buy it, and none elsewhere.
 * Answers false for an unknown variation or store.
 */
export async function setVariationStock(db: ShopDb, variationId: number, stock: number, storeId?: number): Promise<boolean> {
  return putStock(db, variationId, stock, storeId, true);
}

async function putStock(db: ShopDb, variationId: number, stock: number, storeId: number | undefined, onlyThere: boolean) {
  return db.transaction().execute(async (trx) => {
    const variation = await trx.selectFrom('variations').select('id').where('id', '=', variationId).forUpdate().executeTakeFirst();
    if (!variation) return false;
    const store =
      storeId === undefined
        ? await trx.selectFrom('stores').select('id').orderBy('sort').orderBy('id').limit(1).executeTakeFirst()
        : await trx.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
    if (!store) return false;
    if (onlyThere) {
      await trx.deleteFrom('store_stock').where('variation_id', '=', variationId).where('store_id', '<>', store.id).execute();
    }
    await trx
      .insertInto('store_stock')
      .values({ variation_id: variationId, store_id: store.id, stock })
      .onConflict((oc) => oc.columns(['variation_id', 'store_id']).doUpdateSet({ stock }))
      .execute();
    return true;
  });
}

/**
 * Takes `quantity` units of a variation inside the payment's transaction, or answers false
 * (nothing taken) when there are not enough. From `storeId` when the order names a store, with a
 * conditional UPDATE: on PostgreSQL the row lock makes a concurrent payment wait and re-check.
 * With no store, from the stores in id order, their rows locked first (in that order, so two
 * payments never lock them in opposite orders).
 */
export async function takeStoreStock(trx: ShopDb, variationId: number, quantity: number, storeId: number | null): Promise<boolean> {
  if (storeId !== null) {
    const taken = await trx
      .updateTable('store_stock')
      .set({ stock: sql<number>`stock - ${quantity}` })
      .where('variation_id', '=', variationId)
      .where('store_id', '=', storeId)
      .where('stock', '>=', quantity)
      .returning('store_id')
      .executeTakeFirst();
    return taken !== undefined;
  }
  const rows = await trx
    .selectFrom('store_stock')
    .select(['store_id', 'stock'])
    .where('variation_id', '=', variationId)
    .where('stock', '>', 0)
    .orderBy('store_id')
    .forUpdate()
    .execute();
  if (rows.reduce((sum, r) => sum + Number(r.stock), 0) < quantity) return false;
  let left = quantity;
  for (const row of rows) {
    if (left === 0) break;
    const take = Math.min(left, Number(row.stock));
    await trx
      .updateTable('store_stock')
      .set({ stock: sql<number>`stock - ${take}` })
      .where('variation_id', '=', variationId)
      .where('store_id', '=', row.store_id)
      .execute();
    left -= take;
  }
  return true;
}
