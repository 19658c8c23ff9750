/**
 * The signed-in shopper's wish list on the shop API (POST /wishlist List/Add/Delete).
 * Visitors have none: every wish-list action asks them to sign in (spec sections 5 and 6).
 */
import type { ShopSessionView } from './session.server';
import { ShopApiError, shopApi } from './shop-api.server';

/** The catalogue's product card (spec section 3), as the API lists it. */
export interface ProductCard {
  product_id: number;
  uid: string;
  product_title: string;
  product_slug: string;
  product_image: string;
  size: string;
  product_rating: number;
  product_review: number;
  product_price: number;
  product_sell_price: number | null;
  product_have_offer: boolean;
  product_offer_label: string | null;
  product_stock: number;
  variation_id: number | null;
  in_wishlist: boolean;
}

export interface PromoCard {
  card_image: { image_url: string };
  card_title: string;
  card_button_title: string;
  card_button_url: string;
  card_price_title: string;
  card_price: string | number;
}

export interface Wishlist {
  products: ProductCard[];
  promo_cards: PromoCard[];
}

export const EMPTY_WISHLIST: Wishlist = { products: [], promo_cards: [] };

export type WishlistChange =
  | { intent: 'add'; productId: number; variationId: number | null }
  | { intent: 'delete'; productId: number };

export type WishlistChangeResult = { ok: true; message: string } | { ok: false; message: string; status: number };

export async function loadWishlist(request: Request, shop: ShopSessionView): Promise<Wishlist> {
  if (!shop.isSignedIn) return EMPTY_WISHLIST;
  const { data } = await shopApi<Wishlist>(request, '/wishlist', { action: 'List' });
  return data;
}

export async function changeWishlist(request: Request, shop: ShopSessionView, change: WishlistChange): Promise<WishlistChangeResult> {
  const payload: Record<string, unknown> =
    change.intent === 'add'
      ? {
          action: 'Add',
          product_id: change.productId,
          // Spec section 7: the product page's wish list defaults to location 1.
          location_id: shop.location?.id || 1,
          ...(change.variationId !== null ? { variation_id: change.variationId } : {}),
        }
      : { action: 'Delete', product_id: change.productId };
  try {
    const { message } = await shopApi<Wishlist>(request, '/wishlist', payload);
    return { ok: true, message: message ?? '' };
  } catch (error) {
    if (error instanceof ShopApiError && error.status !== 401) {
      return { ok: false, message: error.message, status: error.status };
    }
    throw error;
  }
}
