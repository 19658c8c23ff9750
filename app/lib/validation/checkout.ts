/**
 * The checkout's 'Billing Details' form (docs/product.md, "Form rules"), shared by the form (conform's
 * client validation) and the place-order action (the server's word is final).
 *
 * Pickup orders need no address: company, country, address, apartment, city, state and post
 * code are neither shown nor required then, so the schema is built per delivery type, which the
 * server takes from the session's store (never from the form).
 */
import { z } from 'zod';
import type { DeliveryType, OrderAddress } from '~/lib/shop-api/types';

export type { DeliveryType };

export const CHECKOUT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  address: 'Address is required',
  country: 'Country is required',
  city: 'City is required',
  postCode: 'Post code is required',
  postCodeFormat: 'Invalid post code format',
  phone: 'Phone number is required',
  phoneFormat: 'Invalid phone number format',
  email: 'Email is required',
  emailFormat: 'Invalid email format',
} as const;

/** 1 to 5 groups of 2-10 uppercase letters or digits, optionally separated by a space or hyphen. */
const POST_CODE_PATTERN = /^[A-Z0-9]{2,10}(?:[ -]?[A-Z0-9]{2,10}){0,4}$/;
/** Optional plus, then at least 10 digits, spaces or hyphens. */
const PHONE_PATTERN = /^\+?[0-9 -]{10,}$/;

/** Field names in the order they appear on the page (the first errored one gets focus). */
export const CHECKOUT_FIELD_ORDER = [
  'firstName',
  'lastName',
  'companyName',
  'country',
  'address',
  'apartment',
  'city',
  'state',
  'postCode',
  'phone',
  'email',
  'orderNotes',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELD_ORDER)[number];
/** Raw form values (what a shopper typed), e.g. a prefill or a kept draft. */
export type CheckoutFormValues = Partial<Record<CheckoutField, string>>;

/**
 * The one map between the form's names and the shop API's address fields (the saved billing
 * address, /place-order's billing_* and shipping_*, and its field errors). Order notes are not
 * part of an address; the API calls them order_notes.
 */
export const API_ADDRESS_FIELDS = {
  firstName: 'first_name',
  lastName: 'last_name',
  companyName: 'company',
  country: 'country',
  address: 'address_1',
  apartment: 'address_2',
  city: 'city',
  state: 'state',
  postCode: 'postcode',
  phone: 'phone',
  email: 'email',
} as const satisfies Partial<Record<CheckoutField, keyof OrderAddress>>;
export type AddressField = keyof typeof API_ADDRESS_FIELDS;
export const API_ORDER_NOTES_FIELD = 'order_notes';

// conform turns empty inputs into undefined, so "required" is both the missing-value message
// and an empty-after-trim check.
const required = (message: string, max = 200) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const optional = (max = 200) => z.string().trim().max(max, `Must be at most ${max} characters`).optional();

const contactFields = {
  firstName: required(CHECKOUT_MESSAGES.firstName, 100),
  lastName: required(CHECKOUT_MESSAGES.lastName, 100),
  phone: required(CHECKOUT_MESSAGES.phone, 30).pipe(z.string().regex(PHONE_PATTERN, CHECKOUT_MESSAGES.phoneFormat)),
  // zod's address rule, the same one the shop API applies, so both sides agree.
  email: required(CHECKOUT_MESSAGES.email, 254).pipe(z.string().email(CHECKOUT_MESSAGES.emailFormat)),
  orderNotes: optional(1000),
};

const addressFields = {
  companyName: optional(),
  country: required(CHECKOUT_MESSAGES.country, 100),
  address: required(CHECKOUT_MESSAGES.address),
  apartment: optional(),
  city: required(CHECKOUT_MESSAGES.city, 100),
  state: optional(100),
  // Post codes are compared upper-cased: 'sw1a 1aa' is the same code as 'SW1A 1AA'.
  postCode: required(CHECKOUT_MESSAGES.postCode, 60)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(POST_CODE_PATTERN, CHECKOUT_MESSAGES.postCodeFormat)),
};

const pickupSchema = z.object(contactFields);
const deliverySchema = z.object({ ...contactFields, ...addressFields });

export function checkoutSchema(deliveryType: DeliveryType) {
  return deliveryType === 'delivery' ? deliverySchema : pickupSchema;
}
