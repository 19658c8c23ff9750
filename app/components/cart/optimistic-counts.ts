import { useFetchers } from '@remix-run/react';
import { parseQuantity } from '~/lib/cart/cart-math';
import { CART_FIELDS, CART_INTENTS, WISHLIST_FIELDS, WISHLIST_INTENTS } from '~/lib/forms/cart-form';

type PendingFetcher = ReturnType<typeof useFetchers>[number];

function postedTo(fetcher: PendingFetcher, path: string): FormData | null {
  if (fetcher.state === 'idle' || !fetcher.formData || !fetcher.formAction) return null;
  return new URL(fetcher.formAction, 'http://local').pathname === path ? fetcher.formData : null;
}

/**
 * The header's cart count while cart forms are on their way: the server's count plus what the
 * pending changes will do. Once the action and the revalidation are done, the server's count is
 * the truth again (a refused add simply drops back).
 */
export function useOptimisticCartCount(serverCount: number): number {
  let delta = 0;
  for (const fetcher of useFetchers()) {
    const form = postedTo(fetcher, '/resources/cart');
    if (!form) continue;
    const quantity = parseQuantity(form.get(CART_FIELDS.quantity) ?? '1') ?? 0;
    const previous = parseQuantity(form.get(CART_FIELDS.previousQuantity)) ?? 0;
    const intent = form.get(CART_FIELDS.intent) ?? CART_INTENTS.add;
    if (intent === CART_INTENTS.add) delta += quantity;
    else if (intent === CART_INTENTS.update) delta += quantity - previous;
    else if (intent === CART_INTENTS.remove) delta -= previous;
  }
  return Math.max(0, serverCount + delta);
}

/** The header's wish-list count with pending hearts applied. */
export function useOptimisticWishlistCount(serverCount: number): number {
  let delta = 0;
  for (const fetcher of useFetchers()) {
    const form = postedTo(fetcher, '/resources/wishlist');
    if (!form) continue;
    const intent = form.get(WISHLIST_FIELDS.intent);
    if (intent === WISHLIST_INTENTS.add) delta += 1;
    else if (intent === WISHLIST_INTENTS.remove) delta -= 1;
  }
  return Math.max(0, serverCount + delta);
}
