import { z } from 'zod';
import { placeOrderSchema } from '../commerce/checkout';
import { idField } from '../commerce/fields';
import { loadOrderSummary } from '../commerce/order-summary';
import { findOwnOrder, loadSavedBillingAddress, placeOrder } from '../commerce/orders';
import { listOwnOrders, loadOwnOrderDetail } from '../commerce/order-history';
import type {
  BillingAddressData,
  OrderDetailData,
  OrderHistoryPage,
  OrderStatusData,
  PaymentIntentData,
  PlacedOrderData,
} from '../contract';
import { ApiError, ok, readBody, readJsonObject } from '../http';
import { createPaymentIntent } from '../payments/intents';
import type { RouteTable } from '../router';

const orderIdSchema = z.object({ order_id: idField('order_id') });

// A page past the end is simply empty; absurd pages are a 400.
const ordersPageSchema = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ invalid_type_error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(100_000, 'page is too large'),
  ),
});

/**
 * /order-status gets its id from the payment page's ?id= query: a missing id is a bad request,
 * but an id that cannot exist (`abc`, `-1`) is answered like an unknown order so the storefront
 * shows its order-not-found screen.
 */
function orderIdForStatus(body: Record<string, unknown>): number {
  const raw = body.order_id;
  if (raw === undefined || raw === null || raw === '')
    throw new ApiError(400, 'order_id is required', { order_id: ['order_id is required'] });
  const parsed = idField('order_id').safeParse(raw);
  if (!parsed.success) throw new ApiError(404, 'Order not found');
  return parsed.data;
}

export const orderRoutes: RouteTable = {
  async 'POST /place-order'({ request, db, config, clientAddress, requireUser }) {
    const user = await requireUser();
    const input = await readBody(request, placeOrderSchema);
    const { orderId, created } = await placeOrder(db, config, { userId: user.id, clientAddress }, input);
    return ok<PlacedOrderData>(
      { order_id: orderId },
      { status: created ? 201 : 200, message: created ? 'Order placed' : 'Order already placed' },
    );
  },

  async 'POST /create-payment-intent'({ request, db, config, requireUser }) {
    const user = await requireUser();
    const { order_id } = await readBody(request, orderIdSchema);
    const order = await findOwnOrder(db, user.id, order_id);
    if (order.payment_status === 'Success') throw new ApiError(409, 'This order has already been paid');
    const intentId = await createPaymentIntent(db, order);
    return ok<PaymentIntentData>({ payment_url: `${config.publicBaseUrl}/pay/${intentId}` });
  },

  async 'POST /order-status'({ request, db, requireUser }) {
    const user = await requireUser();
    const orderId = orderIdForStatus(await readJsonObject(request));
    const order = await findOwnOrder(db, user.id, orderId);
    // `order`: the summary the result page shows (an extension beside payment_status).
    return ok<OrderStatusData>({ order_id: order.id, payment_status: order.payment_status, order: await loadOrderSummary(db, order.id) });
  },

  /** 'My orders': the caller's orders, newest first, 10 a page. */
  async 'POST /orders'({ request, db, requireUser }) {
    const user = await requireUser();
    const { page } = await readBody(request, ordersPageSchema);
    return ok<OrderHistoryPage>(await listOwnOrders(db, user.id, page));
  },

  async 'POST /order-detail'({ request, db, requireUser }) {
    const user = await requireUser();
    const orderId = orderIdForStatus(await readJsonObject(request));
    return ok<OrderDetailData>({ order: await loadOwnOrderDetail(db, user.id, orderId) });
  },

  async 'POST /billing-address'({ request, db, requireUser }) {
    const user = await requireUser();
    await readJsonObject(request); // any body is fine, but it must be JSON
    return ok<BillingAddressData>({ billing_address: await loadSavedBillingAddress(db, user.id) });
  },
};
