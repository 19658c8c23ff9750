import type { ShopApiConfig } from '../config';
import type { ShopDb } from '../db/connection';
import { loadCmsDocument, resolveCmsMedia } from './cms';

/** A promo card shown beside the wish list (spec section 3). */
export interface WishlistPromoCard {
  card_image: { image_url: string };
  card_title: string;
  card_button_title: string;
  card_button_url: string;
  card_price_title: string;
  card_price: number;
}

/** The wish-list promo cards from the CMS ('wishlist_promos'), with absolute image URLs; [] when none. */
export async function loadWishlistPromos(db: ShopDb, config: Pick<ShopApiConfig, 'publicBaseUrl'>): Promise<WishlistPromoCard[]> {
  const data = await loadCmsDocument(db, 'wishlist_promos');
  return Array.isArray(data) ? resolveCmsMedia(data as WishlistPromoCard[], config.publicBaseUrl) : [];
}
