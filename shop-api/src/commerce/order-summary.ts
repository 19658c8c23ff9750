import type { ShopDb } from '../db/connection';

/** What the payment result shows under 'Succeses!' (issue 9.9): the order as it was priced. */
export interface OrderSummary {
  delivery_type: 'pickup' | 'delivery';
  store_title: string | null;
  lines: Array<{ product_title: string; variation_name: string; quantity: number; unit_price: number; line_total: number }>;
  subtotal: number;
  delivery_rate: number;
  tax: number;
  total: number;
  /** The delivery address (city, post code, country) or null for pickup. */
  ship_to: { address_1: string; address_2: string; city: string; postcode: string; country: string } | null;
}

export async function loadOrderSummary(db: ShopDb, orderId: number): Promise<OrderSummary> {
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
      'stores.title as store_title',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('order_lines')
    .select(['product_title', 'variation_name', 'quantity', 'unit_price', 'line_total'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const shipping = (typeof order.shipping === 'string' ? JSON.parse(order.shipping) : order.shipping) as Record<string, string | undefined>;
  return {
    delivery_type: order.delivery_type,
    store_title: order.store_title ?? null,
    lines: lines.map((l) => ({ ...l, quantity: Number(l.quantity), unit_price: Number(l.unit_price), line_total: Number(l.line_total) })),
    subtotal: Number(order.subtotal),
    delivery_rate: Number(order.delivery_rate),
    tax: Number(order.tax),
    total: Number(order.total),
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
