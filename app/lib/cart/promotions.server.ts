/**
 * Promotions in the storefront (docs/decisions/0145-promotions.md): the applied discount code
 * lives in the session (`promoCode`) for visitors and signed-in shoppers alike, and every
 * saving is priced by the shop API (/price-savings) from the cart's product, size and quantity.
 * The browser never sends a saving; checkout sends only the code's name.
 */
import type { AppLoadContext } from '@remix-run/server-runtime';
import type { CartView } from './cart-math';
import { hasNumbers, type ShopApi } from '../shop-api/client.server';
import type { CartSavings } from '../shop-api/types';

const isSavings = hasNumbers('subtotal', 'mixed_case_saving', 'promo_saving', 'total_saving');

const PROMO_CODE_APPLIED = 'Promo code applied';
const PROMO_CODE_REMOVED = 'Promo code removed';
const PROMO_CODE_REQUIRED = 'Please enter a promo code.';
const MAX_CODE_LENGTH = 100;

function priceSavings(api: ShopApi, cart: CartView, code: string | undefined, change: boolean) {
  const payload = {
    lines: cart.items.map((line) => ({ product_id: line.product_id, variation_id: line.variation_id, quantity: line.quantity })),
    ...(code ? { promo_code: code } : {}),
  };
  // Trying a new code is a change (an unknown one counts against the guessing limit); showing
  // the applied one is a read, shared by the loaders of one request.
  return change
    ? api.send<CartSavings>('/price-savings', payload, { expect: isSavings })
    : api.read<CartSavings>('/price-savings', payload, { expect: isSavings });
}

/** The cart's savings with the applied code; null for an empty cart (nothing to save on). */
export async function loadCartSavings({ shop: api, session }: AppLoadContext, cart: CartView): Promise<CartSavings | null> {
  if (cart.items.length === 0) return null;
  return (await priceSavings(api, cart, session.promoCode, false)).data;
}

export type PromoCodeResult = { ok: true; message: string } | { ok: false; message: string };

/** Tries a typed code on the cart: kept in the session only when the API accepts it. */
export async function applyPromoCode(context: AppLoadContext, cart: CartView, typed: string): Promise<PromoCodeResult> {
  const code = typed.trim();
  if (code === '') return { ok: false, message: PROMO_CODE_REQUIRED };
  const { data } = await priceSavings(context.shop, cart, code.slice(0, MAX_CODE_LENGTH), true);
  if (data.promo_refusal || !data.promo_code) return { ok: false, message: data.promo_refusal?.message ?? 'This promo code is not valid.' };
  context.session.set('promoCode', data.promo_code);
  return { ok: true, message: PROMO_CODE_APPLIED };
}

export function removePromoCode({ session }: AppLoadContext): PromoCodeResult {
  session.unset('promoCode');
  return { ok: true, message: PROMO_CODE_REMOVED };
}
