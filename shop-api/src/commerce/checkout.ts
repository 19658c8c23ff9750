import { z } from 'zod';
import { idField, optionalIdField, optionalText, PHONE_PATTERN, quantityField } from './fields';

/** 1 to 5 groups of 2-10 uppercase letters or digits, optionally separated by a space or hyphen. */
const POST_CODE_PATTERN = /^[A-Z0-9]{2,10}(?:[ -]?[A-Z0-9]{2,10}){0,4}$/;

const MAX_ORDER_LINES = 100;

const EMAIL = z.string().email();

// Every other field of a storefront line (prices, titles, line_total, ...) is dropped here:
// the order is priced from the database only.
const orderLineSchema = z
  .object({
    product_id: idField('product_id'),
    variation_id: optionalIdField('variation_id'),
    varition_id: optionalIdField('varition_id'),
    quantity: quantityField(),
  })
  .superRefine((line, ctx) => {
    if (line.variation_id === undefined && line.varition_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['variation_id'], message: 'variation_id is required' });
    }
  })
  .transform((line) => ({
    product_id: line.product_id,
    variation_id: (line.variation_id ?? line.varition_id) as number,
    quantity: line.quantity,
  }));

const EMPTY_CART = 'Your Cart is Empty';

/**
 * The /place-order payload with the checkout rules (docs/product.md, "Form rules"). Address
 * fields are required for delivery only; shipping_* fields are not read (shipping copies billing).
 */
export const placeOrderSchema = z
  .object({
    products: z.preprocess(
      (v) => (v === null ? undefined : v),
      z
        .array(orderLineSchema, { required_error: EMPTY_CART, invalid_type_error: EMPTY_CART })
        .min(1, EMPTY_CART)
        .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} lines`),
    ),
    order_delivery_type: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(['pickup', 'delivery'], { errorMap: () => ({ message: 'Choose pickup or delivery' }) }),
    ),
    location_id: optionalIdField('location_id'),
    billing_first_name: optionalText(100, 'First name'),
    billing_last_name: optionalText(100, 'Last name'),
    billing_company: optionalText(200, 'Company name'),
    billing_country: optionalText(100, 'Country'),
    billing_address_1: optionalText(200, 'Address'),
    billing_address_2: optionalText(200, 'Apartment'),
    billing_city: optionalText(100, 'City'),
    billing_state: optionalText(100, 'State'),
    // Compared upper-cased, as the storefront does: 'sw1a 1aa' is 'SW1A 1AA'.
    billing_postcode: optionalText(60, 'Post code').transform((v) => v.toUpperCase()),
    billing_phone: optionalText(30, 'Phone number'),
    billing_email: optionalText(254, 'Email'),
    order_notes: optionalText(1000, 'Order notes'),
    idempotency_key: optionalText(100, 'idempotency_key'),
    // The code the shopper applied; the saving is priced here, never taken from the client.
    promo_code: optionalText(100, 'Promo code'),
  })
  .superRefine((order, ctx) => {
    const issue = (field: keyof typeof order, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (!order.billing_first_name) issue('billing_first_name', 'First name is required');
    if (!order.billing_last_name) issue('billing_last_name', 'Last name is required');
    if (order.order_delivery_type === 'delivery') {
      if (!order.billing_country) issue('billing_country', 'Country is required');
      if (!order.billing_address_1) issue('billing_address_1', 'Address is required');
      if (!order.billing_city) issue('billing_city', 'City is required');
      if (!order.billing_postcode) issue('billing_postcode', 'Post code is required');
      else if (!POST_CODE_PATTERN.test(order.billing_postcode)) issue('billing_postcode', 'Invalid post code format');
    }
    if (!order.billing_phone) issue('billing_phone', 'Phone number is required');
    else if (!PHONE_PATTERN.test(order.billing_phone)) issue('billing_phone', 'Invalid phone number format');
    if (!order.billing_email) issue('billing_email', 'Email is required');
    else if (!EMAIL.safeParse(order.billing_email).success) issue('billing_email', 'Invalid email format');
  });

export type PlaceOrderInput = z.output<typeof placeOrderSchema>;
