/**
 * One cart interface over two stores (ADR 0020):
 *
 * - a signed-in shopper's cart lives on the shop API (POST /cart view/add/update/delete), whose
 *   totals and messages are the truth;
 * - a visitor's (anonymous or guest) cart lives compactly in the session cookie (`guestCart`)
 *   and is re-priced with one /price-lines call each time it is shown, so a stale price is never shown.
 *
 * Routes call `loadCart` and `changeCart`; they never look at which store is behind it.
 */
import {
  addLine,
  deliveryFeeFor,
  hasProduct,
  onlyLeftInStock,
  removeLine,
  summarizeCart,
  updateQuantity,
  type CartView,
  type PricedCartLine,
} from './cart-math';
import type { AppLoadContext } from '@remix-run/server-runtime';
import type { GuestCartLine, ShopSessionView } from '../shopper/session.server';
import { hasArrays, hasNumbers, hasObjects, allOf, ShopApiError, type ShopApi } from '../shop-api/client.server';
import type { PriceLinesData, ProductDetail, ServerCart } from '../shop-api/types';

const GUEST_MESSAGES = {
  added: 'Cart Updated',
  updated: 'Cart Updated',
  removed: 'Cart Listing',
  duplicate: 'Product already in cart',
  tooLarge: 'Your cart is full for a visitor. Please sign in to add more products.',
} as const;

export type CartChange =
  | { intent: 'add'; productId: number; uid: string; variationId: number | null; quantity: number }
  | { intent: 'update'; productId: number; uid: string; quantity: number }
  | { intent: 'delete'; productId: number; uid: string };

type CartChangeResult = { ok: true; message: string } | { ok: false; message: string; status: number };

const EMPTY_CART: CartView = { ...summarizeCart([], { deliveryFee: 0 }), source: 'guest', unavailableCount: 0 };

// --- reading ---------------------------------------------------------------------------------

/** What a cart page relies on in the server cart's answer. */
const isServerCart = allOf(hasArrays('cart_details'), hasNumbers('total_quantity', 'cart_total', 'grand_total'));

export async function loadCart({ shop: api, session: shop }: AppLoadContext): Promise<CartView> {
  const deliveryType = shop.location?.type === 'pickup' ? 'pickup' : 'delivery';
  if (shop.isSignedIn) {
    const { data } = await api.read<ServerCart>('/cart', { action: 'view', ...locationPayload(shop) }, { expect: isServerCart });
    return fromServerCart(data, deliveryType);
  }
  return priceGuestCart(api, shop.guestCart, deliveryType);
}

/**
 * The server's lines and tax, totalled with the one fee rule (deliveryFeeFor) rather than the
 * API's `delivery_rate`, which cannot know pickup from delivery: so the cart shows what checkout
 * and the card page charge.
 */
function fromServerCart(cart: ServerCart, deliveryType: 'pickup' | 'delivery'): CartView {
  const summary = summarizeCart(cart.cart_details, {
    deliveryFee: deliveryFeeFor(deliveryType, cart.cart_details.length),
    estimatedTax: cart.estimatedTax,
  });
  return { ...summary, items: cart.cart_details, source: 'server', unavailableCount: 0 };
}

/** Prices every visitor line with ONE API call, so a long cookie cannot multiply the API's work; unavailable lines drop out. */
async function priceGuestCart(api: ShopApi, lines: readonly GuestCartLine[], deliveryType: 'pickup' | 'delivery'): Promise<CartView> {
  if (lines.length === 0) return EMPTY_CART;
  const { data } = await api.read<PriceLinesData>(
    '/price-lines',
    { lines: lines.map((line) => ({ product_id: line.product_id, variation_id: line.variation_id })) },
    { auth: false, expect: hasArrays('lines') },
  );
  const prices = new Map(data.lines.map((price) => [`${price.product_id}:${price.variation_id}`, price]));
  const priced: PricedCartLine[] = [];
  for (const line of lines) {
    const price = prices.get(`${line.product_id}:${line.variation_id}`);
    if (!price) continue;
    priced.push({
      uid: line.uid,
      product_id: line.product_id,
      variation_id: line.variation_id,
      variation_name: price.variation_name,
      quantity: line.quantity,
      product_title: price.product_title,
      product_image: price.product_image,
      product_price: price.product_price,
      product_sell_price: price.product_sell_price,
      product_stock: price.product_stock,
      store_stock: price.store_stock,
    });
  }
  const fees = { deliveryFee: deliveryFeeFor(deliveryType, priced.length) };
  return { ...summarizeCart(priced, fees), source: 'guest', unavailableCount: lines.length - priced.length };
}

/** A visitor's line as the catalogue has it now: the size to keep, its price (null: not sold) and stock. */
interface CheckedLine {
  uid: string;
  productId: number;
  variationId: number;
  regularPrice: number | null;
  stock: number;
}

/**
 * The catalogue's word on one line of a visitor's cart. A size on sale comes from /price-lines,
 * one small read, rather than the whole product page's answer, which at a large catalogue is
 * rarely kept (ADR 0175). Anything that read leaves out (no size given, an unknown or unsold
 * size, an unknown product) is asked of /product-detail, which says which it is.
 */
async function checkGuestLine(
  api: ShopApi,
  productId: number,
  variationId: number | null,
): Promise<CheckedLine | { refused: string; status: number }> {
  if (variationId !== null) {
    const { data } = await api.read<PriceLinesData>(
      '/price-lines',
      { lines: [{ product_id: productId, variation_id: variationId }] },
      { auth: false, expect: hasArrays('lines') },
    );
    const line = data.lines.find((priced) => priced.product_id === productId && priced.variation_id === variationId);
    if (line) return { uid: line.uid, productId, variationId, regularPrice: line.product_price, stock: line.product_stock };
  }
  const detail = await productDetailOrNull(api, productId);
  if (!detail) return { refused: 'Product not found', status: 404 };
  const variation =
    variationId === null
      ? detail.variations.find((v) => v.regular_price !== null)
      : detail.variations.find((v) => v.variation_id === variationId);
  if (!variation) return { refused: 'Variation not found', status: 404 };
  return {
    uid: detail.uid,
    productId: detail.id,
    variationId: variation.variation_id,
    regularPrice: variation.regular_price,
    stock: variation.stock,
  };
}

async function productDetailOrNull(api: ShopApi, productId: number): Promise<ProductDetail | null> {
  try {
    const { data } = await api.read<{ product_detail: ProductDetail }>(
      '/product-detail',
      { product_id: productId },
      { expect: (d) => hasObjects('product_detail')(d) && hasArrays('variations')((d as { product_detail: unknown }).product_detail) },
    );
    return data.product_detail;
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 404) return null;
    throw error;
  }
}

// --- changing --------------------------------------------------------------------------------

/**
 * Applies one change to whichever cart the shopper has. Visitor changes are written into the
 * session (the request handler writes the cookie); server changes answer the API's own message.
 */
export async function changeCart({ shop: api, session: shop }: AppLoadContext, change: CartChange): Promise<CartChangeResult> {
  return shop.isSignedIn ? changeServerCart(api, shop, change) : changeGuestCart(api, shop, change);
}

async function changeServerCart(api: ShopApi, shop: ShopSessionView, change: CartChange): Promise<CartChangeResult> {
  const payload: Record<string, unknown> = { action: change.intent, product_id: change.productId };
  if (change.intent === 'add') {
    if (change.variationId !== null) payload.variation_id = change.variationId;
    payload.quantity = change.quantity;
    Object.assign(payload, locationPayload(shop));
  }
  if (change.intent === 'update') payload.quantity = change.quantity;
  try {
    const { message } = await api.send<ServerCart>('/cart', payload);
    return { ok: true, message: message ?? 'Cart updated' };
  } catch (error) {
    if (error instanceof ShopApiError && error.status !== 401) {
      return { ok: false, message: error.message, status: error.status };
    }
    throw error;
  }
}

async function changeGuestCart(api: ShopApi, shop: ShopSessionView, change: CartChange): Promise<CartChangeResult> {
  const lines = shop.guestCart;
  if (change.intent === 'delete') {
    shop.set('guestCart', removeLine(lines, change.uid));
    return { ok: true, message: GUEST_MESSAGES.removed };
  }
  if (change.intent === 'add' && hasProduct(lines, { uid: change.uid, product_id: change.productId })) {
    // No call is made for a product already in the cart (docs/product.md, "Carts: visitor and signed in").
    return { ok: false, message: GUEST_MESSAGES.duplicate, status: 409 };
  }

  // Same stock and availability rules as the server cart, checked against the catalogue.
  const current = lines.find((l) => l.uid === change.uid);
  const checked = await checkGuestLine(
    api,
    change.productId,
    change.intent === 'add' ? change.variationId : (current?.variation_id ?? null),
  );
  if ('refused' in checked) return { ok: false, message: checked.refused, status: checked.status };
  const refusal = stockRefusal(checked, change.quantity);
  if (refusal) return { ok: false, message: refusal, status: 400 };

  if (change.intent === 'update') {
    if (!current) return { ok: false, message: 'Product is not in your cart', status: 404 };
    shop.set('guestCart', updateQuantity(lines, change.uid, change.quantity));
    return { ok: true, message: GUEST_MESSAGES.updated };
  }

  const next = addLine(lines, {
    uid: checked.uid,
    product_id: checked.productId,
    variation_id: checked.variationId,
    quantity: change.quantity,
  }).lines;
  shop.set('guestCart', next);
  if (!(await fitsInCookie(shop))) {
    shop.set('guestCart', lines);
    return { ok: false, message: GUEST_MESSAGES.tooLarge, status: 413 };
  }
  return { ok: true, message: GUEST_MESSAGES.added };
}

function stockRefusal(line: CheckedLine, quantity: number): string | null {
  if (line.regularPrice === null) return 'This size is not available';
  if (line.stock <= 0) return 'This product is out of stock';
  if (quantity > line.stock) return onlyLeftInStock(line.stock);
  return null;
}

// Browsers drop cookies over 4 KB and Remix refuses to write one. The visitor cart leaves room
// for what signing in or choosing a store adds later (token, user, location), so those writes
// never fail because of the cart.
const COOKIE_LIMIT = 4096;
const COOKIE_HEADROOM = 1024;

/** Writing the session tells exactly whether the grown cart fits: refused, never truncated. */
async function fitsInCookie(shop: ShopSessionView): Promise<boolean> {
  try {
    return (await shop.commit()).length <= COOKIE_LIMIT - COOKIE_HEADROOM;
  } catch (error) {
    if (error instanceof Error && /cookie length/i.test(error.message)) return false;
    throw error;
  }
}

/** Empties the cart after a paid order: on the server (/clear-cart) and in the session, with its code. */
export async function clearCartAfterPayment({ shop: api, session: shop }: AppLoadContext, orderId: number): Promise<void> {
  if (shop.isSignedIn) await api.send('/clear-cart', { order_id: orderId });
  shop.set('guestCart', []);
  shop.unset('promoCode');
}

function locationPayload(shop: ShopSessionView): { location_id?: number } {
  return shop.location ? { location_id: shop.location.id } : {};
}

// --- the cart form ----------------------------------------------------------------------------

export type CartFormResult = { ok: true; message: string } | { ok: false; message: string };

export function parseId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
