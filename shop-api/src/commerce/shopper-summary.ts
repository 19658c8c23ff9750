import { sql } from 'kysely';
import type { ShopperSummary } from '../contract';
import type { ShopDb } from '../db/connection';

/**
 * What a signed-in shopper's every page shows about them: the cart badge and the wish-list
 * badge and hearts. One query, where the full cart and wish-list views take four (the wish list
 * counts the products its List shows: those not flagged not found).
 */
export async function loadShopperSummary(db: ShopDb, userId: number): Promise<ShopperSummary> {
  // shopper_summary (migration 004): one query whose plan the database keeps.
  const { rows } = await sql<{ cart_quantity: number | string; wishlist_product_ids: number[] }>`
    select * from shopper_summary(${userId})`.execute(db);
  const row = rows[0];
  return { cart_quantity: Number(row.cart_quantity), wishlist_product_ids: row.wishlist_product_ids.map(Number) };
}
