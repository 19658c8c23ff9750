import { sql } from 'kysely';
import type { ShopperSummary } from '../contract';
import type { ShopDb } from '../db/connection';

/**
 * What a signed-in shopper's every page shows about them: the cart badge and the wish-list
 * badge and hearts. One query, where the full cart and wish-list views take four (the wish list
 * counts the products its List shows: those not flagged not found).
 */
export async function loadShopperSummary(db: ShopDb, userId: number): Promise<ShopperSummary> {
  const row = await db
    .selectNoFrom([
      sql<number>`(select coalesce(sum(quantity), 0) from cart_lines where user_id = ${userId})`.as('cart_quantity'),
      sql<number[]>`(select coalesce(array_agg(w.product_id order by w.created_at desc, w.id desc), '{}')
        from wishlist_items w join products p on p.id = w.product_id
        where w.user_id = ${userId} and p.not_found = false)`.as('wishlist_product_ids'),
    ])
    .executeTakeFirstOrThrow();
  return { cart_quantity: Number(row.cart_quantity), wishlist_product_ids: row.wishlist_product_ids.map(Number) };
}
