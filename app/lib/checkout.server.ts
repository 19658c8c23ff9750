/**
 * Checkout on the server: the delivery type, the saved billing address, the visitor's form
 * draft, and placing the order (/place-order, then /create-payment-intent) with the redirect
 * target checked against the configured payment origin.
 */
import { createCookie } from '@remix-run/node';
import { readEnv, isProduction, secretsFrom } from './env.server';
import type { ServerCart } from './cart.server';
import type { ShopSessionView } from './session.server';
import { shopApi } from './shop-api.server';
import { CHECKOUT_FIELD_ORDER, type CheckoutFormValues, type DeliveryType } from './validation/checkout';

export type { CheckoutFormValues };

/** Pickup or delivery comes from the chosen store; without one the address is asked for. */
export function deliveryTypeOf(shop: ShopSessionView): DeliveryType {
  return shop.location?.type === 'pickup' ? 'pickup' : 'delivery';
}

// --- saved billing address (prefill) ---------------------------------------------------------

interface SavedBillingAddress {
  first_name: string;
  last_name: string;
  company: string;
  country: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  phone: string;
  email: string;
}

export async function loadSavedBillingAddress(request: Request): Promise<CheckoutFormValues | null> {
  const { data } = await shopApi<{ billing_address: SavedBillingAddress | null }>(request, '/billing-address', {});
  const saved = data.billing_address;
  if (!saved) return null;
  return {
    firstName: saved.first_name,
    lastName: saved.last_name,
    companyName: saved.company,
    country: saved.country,
    address: saved.address_1,
    apartment: saved.address_2,
    city: saved.city,
    state: saved.state,
    postCode: saved.postcode,
    phone: saved.phone,
    email: saved.email,
  };
}

// --- the visitor's draft -----------------------------------------------------------------------
// A visitor who presses Place Order is asked to log in first. What they typed waits in its own
// short-lived signed cookie (not the session, whose room belongs to the cart) and fills the form
// again when they are back; it is dropped once an order is placed.

let cookie: ReturnType<typeof createCookie> | undefined;
// Created on first use, like the session, so a missing production secret fails at start-up.
const draftCookie = () =>
  (cookie ??= createCookie('__checkout_draft', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isProduction(),
    secrets: secretsFrom('SESSION_SECRET'),
    maxAge: 60 * 60 * 24,
  }));

export async function readCheckoutDraft(request: Request): Promise<CheckoutFormValues | null> {
  const value: unknown = await draftCookie().parse(request.headers.get('Cookie'));
  if (!value || typeof value !== 'object') return null;
  const draft: CheckoutFormValues = {};
  for (const field of CHECKOUT_FIELD_ORDER) {
    const entry = (value as Record<string, unknown>)[field];
    if (typeof entry === 'string') draft[field] = entry;
  }
  return draft;
}

/** Set-Cookie for the draft, or null when it is too large for a cookie (then it is not kept). */
export async function saveCheckoutDraft(values: CheckoutFormValues): Promise<string | null> {
  const header = await draftCookie().serialize(values);
  return header.length <= 4000 ? header : null;
}

export function clearCheckoutDraft(): Promise<string> {
  return draftCookie().serialize('', { maxAge: 0 });
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

export class CheckoutError extends Error {}

export const EMPTY_CART_MESSAGE = 'Your Cart is Empty';

/** An idempotency key from the form, or a fresh one if it is missing or malformed. */
export function idempotencyKeyFrom(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && /^[A-Za-z0-9-]{16,100}$/.test(value) ? value : crypto.randomUUID();
}

export interface OrderInput {
  deliveryType: DeliveryType;
  values: CheckoutFormValues;
  idempotencyKey: string;
}

/**
 * Places the order from the shopper's server cart and opens a payment for it. Prices never come
 * from the browser: the lines sent are product, size and quantity, and the API prices them.
 * The same idempotency key answers the same order, so a double submit makes one order.
 */
export async function placeOrderAndStartPayment(request: Request, shop: ShopSessionView, input: OrderInput): Promise<{ orderId: number; paymentUrl: string }> {
  const { data: cart } = await shopApi<ServerCart>(request, '/cart', { action: 'view' });
  if (cart.cart_details.length === 0) throw new CheckoutError(EMPTY_CART_MESSAGE);

  const { data: order } = await shopApi<{ order_id: number }>(request, '/place-order', orderPayload(shop, cart, input));
  const { data: intent } = await shopApi<{ payment_url: string }>(request, '/create-payment-intent', { order_id: order.order_id });
  return { orderId: order.order_id, paymentUrl: checkedPaymentUrl(intent.payment_url) };
}

function orderPayload(shop: ShopSessionView, cart: ServerCart, { deliveryType, values, idempotencyKey }: OrderInput) {
  const delivery = deliveryType === 'delivery';
  const address = (value: string | undefined) => (delivery ? (value ?? '') : '');
  const billing = {
    first_name: values.firstName ?? '',
    last_name: values.lastName ?? '',
    company: address(values.companyName),
    address_1: address(values.address),
    address_2: address(values.apartment),
    city: address(values.city),
    postcode: address(values.postCode),
    country: address(values.country),
    state: address(values.state),
  };
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
    billing_email: values.email ?? '',
    billing_phone: values.phone ?? '',
    order_notes: values.orderNotes ?? '',
    // Spec section 7: shipping copies billing.
    ...prefixed('shipping_'),
    idempotency_key: idempotencyKey,
  };
}

/**
 * The browser is only ever sent to the payment provider we are configured with. PAYMENT_ORIGIN
 * names it; by default it is the shop API's public origin, derived as the API derives it.
 */
export function paymentOrigin(): string {
  const configured =
    readEnv('PAYMENT_ORIGIN') ?? readEnv('SHOP_API_PUBLIC_URL') ?? readEnv('SHOP_API_URL') ?? readEnv('STOREFRONT_ORIGIN');
  return new URL(configured ?? `http://localhost:${readEnv('PORT') ?? '3000'}`).origin;
}

export function checkedPaymentUrl(paymentUrl: string): string {
  let url: URL;
  try {
    url = new URL(paymentUrl);
  } catch {
    throw new CheckoutError('The payment page could not be opened. Please try again.');
  }
  if (url.origin !== paymentOrigin() || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    console.error(`[checkout] refused payment_url outside ${paymentOrigin()}: ${url.origin}`);
    throw new CheckoutError('The payment page could not be opened. Please try again.');
  }
  return url.toString();
}
