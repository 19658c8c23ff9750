import { loadProductCards } from '../catalogue/product-cards';
import { loadWishlistPromos } from '../catalogue/wishlist-promos';
import type { ShopApiConfig } from '../config';
import type { WishlistView } from '../contract';
import type { ShopDb } from '../db/connection';

/** What every /wishlist action answers: the shopper's product cards (newest first) and the promo column. */
export async function loadWishlistView(db: ShopDb, config: ShopApiConfig, userId: number): Promise<WishlistView> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const [products, promo_cards] = await Promise.all([
    loadProductCards(
      db,
      rows.map((r) => r.product_id),
      { userId, baseUrl: config.publicBaseUrl },
    ),
    loadWishlistPromos(db, config),
  ]);
  return { products, promo_cards };
}
