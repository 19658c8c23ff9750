/**
 * The cart and wish-list forms as zod schemas, parsed with conform on the server
 * (`parseWithZod`, raw strings: an empty field stays '' so that an empty quantity is refused
 * rather than taken as the default 1). Built on the field names of app/lib/forms/cart-form.ts. A refusal's message
 * is what the shopper reads in the toast, so each check carries it.
 */
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { parseQuantity } from '~/lib/cart/cart-math';
import { CART_FIELDS, CART_INTENTS, WISHLIST_FIELDS, WISHLIST_INTENTS } from '~/lib/forms/cart-form';
import { firstRefusal, type FormParse } from './form-refusal';

export const CART_FORM_MESSAGES = {
  unknownAction: 'Unknown cart action',
  productNotFound: 'Product not found',
  variationNotFound: 'Variation not found',
} as const;

const MAX_ID = 2_147_483_647;

/** A positive 32-bit id typed as digits ("12", never "1e3" or "-1"). */
const idField = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((id) => id > 0 && id <= MAX_ID, message);

/** No variation (left to the shop: the first in stock) or a valid id. */
const optionalIdField = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), idField(message).optional()).transform((id) => id ?? null);

const productFields = {
  [CART_FIELDS.productId]: idField(CART_FORM_MESSAGES.productNotFound),
  [CART_FIELDS.uid]: z
    .string({ required_error: CART_FORM_MESSAGES.productNotFound, invalid_type_error: CART_FORM_MESSAGES.productNotFound })
    .trim()
    .min(1, CART_FORM_MESSAGES.productNotFound)
    .max(100, CART_FORM_MESSAGES.productNotFound),
};

/**
 * A whole number of at least 1 (1 when absent), or null: the action refuses null with its
 * message only after the buy-now sign-in check, so the quantity is not an error here.
 */
const quantityField = z
  .unknown()
  .optional()
  .transform((value) => parseQuantity(value ?? '1'));

const addFields = {
  ...productFields,
  [CART_FIELDS.variationId]: optionalIdField(CART_FORM_MESSAGES.variationNotFound),
  [CART_FIELDS.quantity]: quantityField,
};

const cartIntents = z.discriminatedUnion(
  CART_FIELDS.intent,
  [
    z.object({ [CART_FIELDS.intent]: z.literal(CART_INTENTS.add), ...addFields }),
    z.object({ [CART_FIELDS.intent]: z.literal(CART_INTENTS.buyNow), ...addFields }),
    z.object({ [CART_FIELDS.intent]: z.literal(CART_INTENTS.update), ...productFields, [CART_FIELDS.quantity]: quantityField }),
    z.object({ [CART_FIELDS.intent]: z.literal(CART_INTENTS.remove), ...productFields }),
  ],
  { errorMap: () => ({ message: CART_FORM_MESSAGES.unknownAction }) },
);

/** A form without an intent is an add (the product cards' plain button). */
const cartFormSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object'
      ? { ...value, [CART_FIELDS.intent]: (value as Record<string, unknown>)[CART_FIELDS.intent] ?? CART_INTENTS.add }
      : value,
  cartIntents,
);
type CartFormValues = z.output<typeof cartIntents>;

/** The first refusal in the order a shopper would want to hear it, or the parsed form. */
export function parseCartForm(form: FormData): FormParse<CartFormValues> {
  return firstRefusal(
    parseWithZod(form, { schema: cartFormSchema, disableAutoCoercion: true }),
    [CART_FIELDS.intent, CART_FIELDS.productId, CART_FIELDS.uid, CART_FIELDS.variationId],
    CART_FORM_MESSAGES.productNotFound,
  );
}

const wishlistFormSchema = z.object({
  [WISHLIST_FIELDS.intent]: z.enum([WISHLIST_INTENTS.add, WISHLIST_INTENTS.remove], {
    errorMap: () => ({ message: CART_FORM_MESSAGES.productNotFound }),
  }),
  [WISHLIST_FIELDS.productId]: idField(CART_FORM_MESSAGES.productNotFound),
  // A bad variation id is dropped, as before: the shop then keeps the product's default size.
  [WISHLIST_FIELDS.variationId]: z
    .unknown()
    .optional()
    .transform((value) => idField('').safeParse(value).data ?? null),
});
type WishlistFormValues = z.output<typeof wishlistFormSchema>;

export function parseWishlistForm(form: FormData): FormParse<WishlistFormValues> {
  return firstRefusal(
    parseWithZod(form, { schema: wishlistFormSchema, disableAutoCoercion: true }),
    [WISHLIST_FIELDS.intent, WISHLIST_FIELDS.productId],
    CART_FORM_MESSAGES.productNotFound,
  );
}
