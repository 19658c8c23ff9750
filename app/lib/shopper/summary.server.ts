/**
 * What every page shows about a signed-in shopper: the cart and wish-list badges and the hearts
 * on product cards, from one /shopper-summary read per page request (the shop layout's): far
 * cheaper for the API than the full cart and wish list (ADR 0127), and never kept, so a change
 * shows on the next page (ADR 0159). The cart and wish-list pages read their full views.
 */
import type { AppLoadContext } from '@remix-run/server-runtime';
import { allOf, hasArrays, hasNumbers, loadOrError, ShopApiError } from '../shop-api/client.server';
import type { ShopperSummary } from '../shop-api/types';
import { loadCart } from '../cart/cart.server';
import { loadWishlist } from './wishlist.server';
import type { ShopLayoutData } from './shop-layout-data';

const NOBODY: ShopperSummary = { cart_quantity: 0, wishlist_product_ids: [] };

const isShopperSummary = allOf(hasNumbers('cart_quantity'), hasArrays('wishlist_product_ids'));

/** The signed-in shopper's summary; a visitor has none (their cart lives in the session). */
async function loadShopperSummary(context: AppLoadContext): Promise<ShopperSummary> {
  const token = context.session.token;
  if (!token) return NOBODY;
  try {
    return (await context.shop.read<ShopperSummary>('/shopper-summary', {}, { expect: isShopperSummary })).data;
  } catch (error) {
    // An API without this extension (shop-api/docs/accounts-and-commerce.md) has no summary: the full views say the same.
    if (!(error instanceof ShopApiError) || error.status !== 404) throw error;
    const [cart, wishlist] = await Promise.all([loadCart(context), loadWishlist(context)]);
    return { cart_quantity: cart.totalQuantity, wishlist_product_ids: wishlist.products.map((product) => product.product_id) };
  }
}

/** The shop layout's badges and hearts (ShopLayoutData's `badges` and `wished`). */
type ShopperBadges = Pick<ShopLayoutData, 'badges' | 'wished'>;

/**
 * The badges and hearts of this request's shopper. Visitors: the session's guest cart (no call).
 * Signed-in shoppers: their summary (a 401 here is the forced sign-out; another failure shows
 * empty badges, the page still renders).
 */
export async function loadShopperBadges(context: AppLoadContext): Promise<ShopperBadges> {
  const session = context.session;
  if (!session.isSignedIn) {
    return { badges: { cart: session.guestCart.reduce((sum, line) => sum + line.quantity, 0), wishlist: 0 }, wished: '' };
  }
  const summary = await loadOrError(context, loadShopperSummary(context));
  const ids = summary.data?.wishlist_product_ids ?? [];
  return { badges: { cart: summary.data?.cart_quantity ?? 0, wishlist: ids.length }, wished: ids.join(' ') };
}
