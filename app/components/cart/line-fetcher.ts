import { useFetcher } from '@remix-run/react';
import { CART_FIELDS, CART_INTENTS } from '~/lib/forms/cart-form';

/**
 * One fetcher per cart line, shared by its quantity control, its remove button and its row
 * (in the slide-over and on the cart page alike), so the whole line shows as loading while any
 * change to it runs.
 */
export function useCartLineFetcher(uid: string) {
  return useFetcher({ key: `cart-line:${uid}` });
}

/** The quantity a pending change will give the line, or null when nothing is pending. */
export function pendingQuantity(fetcher: ReturnType<typeof useCartLineFetcher>): number | null {
  const form = fetcher.formData;
  if (!form) return null;
  if (form.get(CART_FIELDS.intent) === CART_INTENTS.remove) return 0;
  const quantity = Number(form.get(CART_FIELDS.quantity));
  return Number.isInteger(quantity) && quantity > 0 ? quantity : null;
}
