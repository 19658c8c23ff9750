/**
 * The signed-in shopper's wish list on the shop API (POST /wishlist List/Add/Delete).
 * Visitors have none: every wish-list action asks them to sign in (docs/product.md, "Who shops here").
 */
import type { AppLoadContext } from '@remix-run/server-runtime';
import { allOf, hasArrays, ShopApiError } from '../shop-api/client.server';
import type { WishlistView } from '../shop-api/types';

const EMPTY_WISHLIST: WishlistView = { products: [], promo_cards: [] };

export type WishlistChange = { intent: 'add'; productId: number; variationId: number | null } | { intent: 'delete'; productId: number };

type WishlistChangeResult = { ok: true; message: string } | { ok: false; message: string; status: number };

export async function loadWishlist({ shop: api, session }: AppLoadContext): Promise<WishlistView> {
  if (!session.isSignedIn) return EMPTY_WISHLIST;
  const { data } = await api.read<WishlistView>('/wishlist', { action: 'List' }, { expect: allOf(hasArrays('products')) });
  return data;
}

export async function changeWishlist({ shop: api, session: shop }: AppLoadContext, change: WishlistChange): Promise<WishlistChangeResult> {
  const payload: Record<string, unknown> =
    change.intent === 'add'
      ? {
          action: 'Add',
          product_id: change.productId,
          // Without a chosen store the add names store 1: the API wants a location, and every
          // store has the same catalogue (shop-api/README.md, "Common payload rules").
          location_id: shop.location?.id || 1,
          ...(change.variationId !== null ? { variation_id: change.variationId } : {}),
        }
      : { action: 'Delete', product_id: change.productId };
  try {
    const { message } = await api.send<WishlistView>('/wishlist', payload);
    return { ok: true, message: message ?? '' };
  } catch (error) {
    if (error instanceof ShopApiError && error.status !== 401) {
      return { ok: false, message: error.message, status: error.status };
    }
    throw error;
  }
}
