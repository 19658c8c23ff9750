/**
 * The order wrapper around /checkout, /cart, /payment and /order-not-found. Its rule, decided in
 * docs/decisions/0021-buying-order-guard.md:
 *
 * - /checkout needs something to check out: with an empty cart the shopper goes back to the
 *   cart page with the toast 'Your Cart is Empty'. The cart read here is handed to the checkout
 *   page, so it is read once per request.
 * - /payment, /cart and /order-not-found pass through (the payment page checks the order itself).
 */
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { personalPageHeaders } from '~/components/catalogue/route-headers';
import { Outlet } from '@remix-run/react';
import { loadCart } from '~/lib/cart/cart.server';
import { EMPTY_CART_MESSAGE } from '~/lib/checkout/checkout.server';
import { loadCartSavings } from '~/lib/cart/promotions.server';
import { loadOrThrow } from '~/lib/shop-api/client.server';
import buyingStyles from '~/styles/buying.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: buyingStyles }];

export const ORDER_GUARD_ID = 'routes/order-guard';
// Checkout (saved address), payment and the cart placeholder: personal pages.
export const headers = personalPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (pathname.replace(/\/+$/, '') !== '/checkout') return { cart: null, savings: null };

  // A cart that cannot be read fails /checkout: the layout's boundary shows why (ADR 0111).
  const cart = await loadOrThrow(context, loadCart(context));
  if (cart.items.length === 0) {
    throw await context.toast.redirectWithError('/your-shopping-cart', EMPTY_CART_MESSAGE);
  }
  // What checkout's summary takes off: the API's price of the applied code and the mixed case.
  return { cart, savings: await loadOrThrow(context, loadCartSavings(context, cart)) };
}

export default function OrderGuard() {
  return <Outlet />;
}
