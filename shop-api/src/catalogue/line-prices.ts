import type { LinePrice } from '../contract';
import type { ShopDb } from '../db/connection';
import { roundMoney } from '../money';
import { FALLBACK_PRODUCT_IMAGE, mediaUrl } from './media-urls';
import { readStoreStock, storeStockColumn } from './store-stock';

export const MAX_PRICED_LINES = 100;

/**
 * Prices many (product, variation) pairs in ONE query, for a visitor's cart (one
 * call per cart view instead of one /product-detail per line). Pairs that are unknown,
 * mismatched, flagged not found or unavailable (no regular price) are left out, in input order.
 * Each line carries the stores with its size in stock, read in the same query (a column, as on cards).
 */
export async function loadLinePrices(
  db: ShopDb,
  pairs: Array<{ product_id: number; variation_id: number }>,
  baseUrl: string,
): Promise<LinePrice[]> {
  if (pairs.length === 0) return [];
  const rows = await db
    .selectFrom('variations as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .innerJoin('terms as s', 's.id', 'v.size_id')
    .select([
      'v.id as variation_id',
      'p.id as product_id',
      'p.uid',
      'p.title',
      'p.image',
      's.name as size',
      'v.regular_price',
      'v.sale_price',
      'v.stock',
      storeStockColumn('v.id').as('store_stock'),
    ])
    .where('v.id', 'in', [...new Set(pairs.map((pair) => pair.variation_id))])
    .where('p.not_found', '=', false)
    .where('v.regular_price', 'is not', null)
    .execute();
  const byVariation = new Map(rows.map((row) => [row.variation_id, row]));
  const priced: LinePrice[] = [];
  for (const pair of pairs) {
    const row = byVariation.get(pair.variation_id);
    if (!row || row.product_id !== pair.product_id) continue;
    priced.push({
      product_id: row.product_id,
      variation_id: row.variation_id,
      uid: row.uid,
      product_title: row.title,
      product_image: mediaUrl(baseUrl, row.image || FALLBACK_PRODUCT_IMAGE),
      variation_name: row.size,
      product_price: roundMoney(row.regular_price) ?? 0,
      product_sell_price: roundMoney(row.sale_price),
      product_stock: Math.max(0, Number(row.stock) || 0),
      store_stock: readStoreStock(row.store_stock),
    });
  }
  return priced;
}
