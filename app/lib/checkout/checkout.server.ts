/**
 * Checkout on the server: the delivery type, the saved billing address, the visitor's form
 * draft, and placing the order (/place-order, then /create-payment-intent) with the redirect
 * target checked against the configured payment origin.
 */
import type { AppLoadContext, createCookieFactory } from '@remix-run/server-runtime';
import type { StorefrontEnv } from '../platform/env.server';
import type { ShopSessionView } from '../shopper/session.server';
import { hasArrays, hasNumbers, isObject, ShopApiError, type ShopApi } from '../shop-api/client.server';
import type { BillingAddressData, PaymentIntentData, PlacedOrderData, ServerCart } from '../shop-api/types';
import {
  API_ADDRESS_FIELDS,
  API_ORDER_NOTES_FIELD,
  CHECKOUT_FIELD_ORDER,
  type AddressField,
  type CheckoutFormValues,
  type DeliveryType,
} from '../validation/checkout';

/** Pickup or delivery comes from the chosen store; without one the address is asked for. */
export function deliveryTypeOf(shop: ShopSessionView): DeliveryType {
  return shop.location?.type === 'pickup' ? 'pickup' : 'delivery';
}

// --- saved billing address (prefill) ---------------------------------------------------------

const ADDRESS_FIELDS = Object.keys(API_ADDRESS_FIELDS) as AddressField[];

export async function loadSavedBillingAddress(shop: ShopApi): Promise<CheckoutFormValues | null> {
  const { data } = await shop.read<BillingAddressData>('/billing-address', {});
  const saved = data.billing_address;
  if (!saved || !isObject(saved)) return null;
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, saved[API_ADDRESS_FIELDS[field]]]));
}

// --- the visitor's draft -----------------------------------------------------------------------
// A visitor who presses Place Order is asked to log in first. What they typed waits in its own
// short-lived signed cookie (not the session, whose room belongs to the cart) and fills the form
// again when they are back; it is dropped once an order is placed.

/** The draft cookie (context.cookies.checkoutDraft), built once per platform by the request context. */
export function createCheckoutDraftCookie(createCookie: ReturnType<typeof createCookieFactory>, env: StorefrontEnv) {
  return createCookie('__checkout_draft', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.production,
    secrets: env.sessionSecrets,
    maxAge: 60 * 60 * 24,
  });
}

export async function readCheckoutDraft(context: AppLoadContext, request: Request): Promise<CheckoutFormValues | null> {
  const value: unknown = await context.cookies.checkoutDraft.parse(request.headers.get('Cookie'));
  if (!value || typeof value !== 'object') return null;
  const draft: CheckoutFormValues = {};
  for (const field of CHECKOUT_FIELD_ORDER) {
    const entry = (value as Record<string, unknown>)[field];
    if (typeof entry === 'string') draft[field] = entry;
  }
  return draft;
}

/** Set-Cookie for the draft, or null when it is too large for a cookie (then it is not kept). */
export async function saveCheckoutDraft(context: AppLoadContext, values: CheckoutFormValues): Promise<string | null> {
  const header = await context.cookies.checkoutDraft.serialize(values);
  return header.length <= 4000 ? header : null;
}

export function clearCheckoutDraft(context: AppLoadContext): Promise<string> {
  return context.cookies.checkoutDraft.serialize('', { maxAge: 0 });
}

/** The form's own values from a submission, for the draft (never anything else posted). */
export function checkoutValuesFrom(form: FormData): CheckoutFormValues {
  const values: CheckoutFormValues = {};
  for (const field of CHECKOUT_FIELD_ORDER) {
    const entry = form.get(field);
    if (typeof entry === 'string') values[field] = entry.slice(0, 1000);
  }
  return values;
}

// --- placing the order ----------------------------------------------------------------------

/** A checkout or payment start the shopper can only retry; `status` is what the page answers. */
export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const PAYMENT_PAGE_UNAVAILABLE = 'The payment page could not be opened. Please try again.';

export const EMPTY_CART_MESSAGE = 'Your Cart is Empty';

/** An idempotency key from the form, or a fresh one if it is missing or malformed. */
export function idempotencyKeyFrom(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && /^[A-Za-z0-9-]{16,100}$/.test(value) ? value : crypto.randomUUID();
}

interface OrderInput {
  deliveryType: DeliveryType;
  values: CheckoutFormValues;
  idempotencyKey: string;
}

/**
 * Places the order from the shopper's server cart and opens a payment for it. Prices never come
 * from the browser: the lines sent are product, size and quantity, and the API prices them.
 * The same idempotency key answers the same order, so a double submit makes one order; and when
 * the payment page could not be opened, the next attempt with the same cart gets the same
 * pending order back from the API (docs/decisions/0140-one-pending-order-per-cart.md).
 */
export async function placeOrderAndStartPayment(
  context: AppLoadContext,
  input: OrderInput,
): Promise<{ orderId: number; paymentUrl: string }> {
  const { data: cart } = await context.shop.read<ServerCart>('/cart', { action: 'view' }, { expect: hasArrays('cart_details') });
  if (cart.cart_details.length === 0) throw new CheckoutError(EMPTY_CART_MESSAGE);

  const { data: order } = await context.shop.send<PlacedOrderData>('/place-order', orderPayload(context.session, cart, input), {
    expect: hasNumbers('order_id'),
  });
  return { orderId: order.order_id, paymentUrl: await openPaymentPage(context, order.order_id) };
}

/**
 * A new payment attempt for an unpaid order (/create-payment-intent accepts one per attempt):
 * the card page's address, checked. Checkout, the payment result's retry and 'Pay now' on
 * My orders all start a payment here. When the API cannot start one, the shopper is told so
 * and the order stays unpaid, ready for the next try.
 */
export async function openPaymentPage({ shop, env }: AppLoadContext, orderId: number): Promise<string> {
  try {
    const { data } = await shop.send<PaymentIntentData>('/create-payment-intent', { order_id: orderId });
    return checkedPaymentUrl(env, data.payment_url);
  } catch (error) {
    if (error instanceof ShopApiError && error.status >= 500) {
      console.error(`[checkout] no payment page for order ${orderId}: ${error.status} ${error.message}`);
      throw new CheckoutError(PAYMENT_PAGE_UNAVAILABLE, 502);
    }
    throw error;
  }
}

function orderPayload(shop: ShopSessionView, cart: ServerCart, { deliveryType, values, idempotencyKey }: OrderInput) {
  const delivery = deliveryType === 'delivery';
  // Names always; the address only for delivery; phone and email are billing's alone.
  const billing = Object.fromEntries(
    ADDRESS_FIELDS.filter((field) => field !== 'phone' && field !== 'email').map((field) => {
      const always = field === 'firstName' || field === 'lastName';
      return [API_ADDRESS_FIELDS[field], always || delivery ? (values[field] ?? '') : ''];
    }),
  );
  const prefixed = (prefix: string) => Object.fromEntries(Object.entries(billing).map(([key, value]) => [`${prefix}${key}`, value]));
  return {
    products: cart.cart_details.map((line) => ({
      uid: line.uid,
      product_id: line.product_id,
      variation_id: line.variation_id,
      variation_name: line.variation_name,
      product_title: line.product_title,
      quantity: line.quantity,
    })),
    order_delivery_type: deliveryType,
    location_id: shop.location?.id ?? 0,
    ...prefixed('billing_'),
    [`billing_${API_ADDRESS_FIELDS.email}`]: values.email ?? '',
    [`billing_${API_ADDRESS_FIELDS.phone}`]: values.phone ?? '',
    [API_ORDER_NOTES_FIELD]: values.orderNotes ?? '',
    // Shipping copies billing: the form has one address.
    ...prefixed('shipping_'),
    idempotency_key: idempotencyKey,
    // The code's name only: the API prices its saving (docs/decisions/0145-promotions.md).
    promo_code: shop.promoCode ?? '',
  };
}

/**
 * The browser is only ever sent to the payment provider we are configured with: env.paymentOrigins
 * (PAYMENT_ORIGIN; by default the shop API's public origin and the shop's own, where a proxy may
 * publish the API's pages). A root-relative URL is the API's page on the shop's own address (a
 * local start, ADR 0150), so it is taken only when the shop's origin is one of them.
 */
function checkedPaymentUrl(env: StorefrontEnv, paymentUrl: unknown): string {
  const raw = String(paymentUrl);
  let url: URL;
  try {
    url = new URL(raw, env.origin);
  } catch {
    throw new CheckoutError(PAYMENT_PAGE_UNAVAILABLE, 502);
  }
  if (!env.paymentOrigins.includes(url.origin) || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    console.error(`[checkout] refused payment_url outside ${env.paymentOrigins.join(', ')}: ${url.origin}`);
    throw new CheckoutError(PAYMENT_PAGE_UNAVAILABLE, 502);
  }
  return isRootRelative(raw) ? url.pathname + url.search : url.toString();
}

function isRootRelative(raw: string): boolean {
  return raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\');
}
