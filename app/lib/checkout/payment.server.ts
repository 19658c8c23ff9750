/**
 * The payment result: an order's status from /order-status. A new payment attempt for an order
 * that is not paid yet is checkout/checkout.server.ts's openPaymentPage.
 */
import type { AppLoadContext } from '@remix-run/server-runtime';
import { isObject, ShopApiError } from '../shop-api/client.server';
import type { OrderStatusData, PaymentStatus, PricedOrderSummary } from '../shop-api/types';

export type PaymentResult =
  | { kind: 'status'; status: PaymentStatus; order: PricedOrderSummary | null }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string; status: number };

/** Never throws: every outcome is a value, so it can also be streamed to the page. */
export async function loadPaymentResult({ shop: api, session }: AppLoadContext, orderId: number): Promise<PaymentResult> {
  try {
    const { data } = await api.read<OrderStatusData>(
      '/order-status',
      { order_id: orderId, ...(session.user ? { user_id: session.user.user_id } : {}) },
      { expect: (d) => ['Success', 'Failure', 'Pending'].includes((d as { payment_status?: unknown })?.payment_status as string) },
    );
    return { kind: 'status', status: data.payment_status, order: isOrderSummary(data.order) ? data.order : null };
  } catch (error) {
    if (!(error instanceof ShopApiError)) throw error;
    // Unknown, malformed or someone else's order: all the same "not found", so ids cannot be probed.
    if (error.status === 404) return { kind: 'not-found' };
    return { kind: 'error', message: error.message, status: error.status };
  }
}

/** The summary is optional (/order-status `order`, an extension): a malformed one is left out, never a crash. */
function isOrderSummary(value: unknown): value is PricedOrderSummary {
  if (!isObject(value)) return false;
  const order = value as Record<string, unknown>;
  return (
    (order.delivery_type === 'pickup' || order.delivery_type === 'delivery') &&
    Array.isArray(order.lines) &&
    order.lines.every(
      (l) => isObject(l) && typeof l.product_title === 'string' && typeof l.quantity === 'number' && typeof l.line_total === 'number',
    ) &&
    ['subtotal', 'delivery_rate', 'tax', 'total'].every((k) => typeof order[k] === 'number')
  );
}

/**
 * Data requests from Remix's client (fetch: `Sec-Fetch-Dest: empty`) mean JavaScript is running,
 * so slow answers may stream behind a skeleton. Document requests (and clients that send no
 * such header) get the finished page, which is what a browser without JavaScript needs.
 */
export function isScriptDataRequest(request: Request): boolean {
  return request.headers.get('Sec-Fetch-Dest') === 'empty';
}

/**
 * `?id=` on any page is an order id to check (ADR 0022): the shop layout sends such a page to
 * the payment result for that order.
 */
export function paymentResultRedirect(request: Request): string | null {
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  if (id === null || url.pathname === '/payment') return null;
  return `/payment?${new URLSearchParams({ id })}`;
}
