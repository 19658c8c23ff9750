import type { ShopDb } from '../db/connection';
import type { PricedOrderSummary } from '../contract';
import { jsonColumn, loadOrderLines, orderSavings } from './order-lines';

/** What the payment result shows under 'Succeses!' (issue 9.9): the order as it was priced. */
export async function loadOrderSummary(db: ShopDb, orderId: number): Promise<PricedOrderSummary> {
  const order = await db
    .selectFrom('orders')
    .leftJoin('stores', 'stores.id', 'orders.location_id')
    .select([
      'orders.delivery_type',
      'orders.subtotal',
      'orders.delivery_rate',
      'orders.tax',
      'orders.total',
      'orders.shipping',
      'orders.promo_code',
      'orders.promo_saving',
      'orders.mixed_case_saving',
      'stores.title as store_title',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await loadOrderLines(db, orderId);
  const shipping = jsonColumn<Record<string, string | undefined>>(order.shipping);
  return {
    delivery_type: order.delivery_type,
    store_title: order.store_title ?? null,
    lines,
    subtotal: Number(order.subtotal),
    delivery_rate: Number(order.delivery_rate),
    tax: Number(order.tax),
    total: Number(order.total),
    savings: orderSavings(order),
    ship_to:
      order.delivery_type === 'delivery'
        ? {
            address_1: shipping.address_1 ?? '',
            address_2: shipping.address_2 ?? '',
            city: shipping.city ?? '',
            postcode: shipping.postcode ?? '',
            country: shipping.country ?? '',
          }
        : null,
  };
}
