import type { ShopApiConfig } from '../config';
import type { WishlistPromoCard } from '../contract';
import type { ShopDb } from '../db/connection';
import { loadCmsDocument, resolveCmsMedia } from './cms';

/** The wish-list promo cards from the CMS ('wishlist_promos'), with absolute image URLs; [] when none. */
export async function loadWishlistPromos(db: ShopDb, config: Pick<ShopApiConfig, 'publicBaseUrl'>): Promise<WishlistPromoCard[]> {
  const data = await loadCmsDocument(db, 'wishlist_promos');
  return Array.isArray(data) ? resolveCmsMedia(data as WishlistPromoCard[], config.publicBaseUrl) : [];
}
