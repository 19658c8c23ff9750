/**
 * The cart and wish-list forms' field names and intents: the one place they are written (the
 * payment form's are in payment-form.ts).
 * The components render these names, the optimistic counts read them, and the actions' zod
 * schemas (app/lib/validation/cart.ts) are built on them. No zod here, so a page that only shows
 * a form does not load the validation library.
 */
export const CART_FIELDS = {
  intent: 'intent',
  productId: 'product_id',
  uid: 'uid',
  variationId: 'variation_id',
  quantity: 'quantity',
  /** The line's quantity before the change: the header count's optimistic delta. */
  previousQuantity: 'previous_quantity',
  redirectTo: 'redirectTo',
} as const;

export const CART_INTENTS = { add: 'add', buyNow: 'buy-now', update: 'update', remove: 'delete' } as const;

export const WISHLIST_FIELDS = {
  intent: 'intent',
  productId: 'product_id',
  variationId: 'variation_id',
  redirectTo: 'redirectTo',
} as const;

export const WISHLIST_INTENTS = { add: 'add', remove: 'delete' } as const;
