import type { ShopDb } from '../db/connection';
import type { PricedOrderSummary } from '../contract';
import { loadPricedOrder } from './priced-order';

/** What the payment result shows under 'Succeses!': the order as it was priced. */
export async function loadOrderSummary(db: ShopDb, orderId: number): Promise<PricedOrderSummary> {
  const order = await loadPricedOrder(db, orderId);
  if (!order) throw new Error(`Order ${orderId} not found`);
  const shipping = order.shipping;
  return {
    delivery_type: order.deliveryType,
    store_title: order.store,
    lines: order.lines,
    subtotal: order.subtotal,
    delivery_rate: order.deliveryRate,
    tax: order.tax,
    total: order.total,
    savings: order.savings,
    ship_to:
      order.deliveryType === 'delivery'
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
