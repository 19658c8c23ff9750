/**
 * One order as it was priced, read one way for every view of it: My orders, the payment result
 * and the confirmation mail.
 */
import type { OrderAddress, OrderLine, OrderSavings, PaymentStatus } from '../contract';
import type { ShopDb } from '../db/connection';
import { moneyColumn } from '../money';

interface PricedOrder {
  id: number;
  createdAt: string;
  paymentStatus: PaymentStatus;
  deliveryType: 'pickup' | 'delivery';
  /** The pickup or delivery store's title, when the order names one. */
  store: string | null;
  billing: OrderAddress;
  shipping: OrderAddress;
  /** The account's e-mail and first name, for the mail when the billing address lacks them. */
  accountEmail: string | null;
  accountFirstName: string | null;
  subtotal: number;
  deliveryRate: number;
  tax: number;
  total: number;
  savings: OrderSavings;
  lines: OrderLine[];
}

/** A json column: node-postgres parses it, PGlite may hand back the text. */
function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The order, or null when there is none (or, with `ownerId`, when it is someone else's). */
export async function loadPricedOrder(db: ShopDb, orderId: number, ownerId?: number): Promise<PricedOrder | null> {
  let query = db
    .selectFrom('orders')
    .leftJoin('stores', 'stores.id', 'orders.location_id')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.created_at',
      'orders.payment_status',
      'orders.delivery_type',
      'orders.subtotal',
      'orders.delivery_rate',
      'orders.tax',
      'orders.total',
      'orders.billing',
      'orders.shipping',
      'orders.promo_code',
      'orders.promo_saving',
      'orders.mixed_case_saving',
      'stores.title as store',
      'users.email',
      'users.first_name',
    ])
    .where('orders.id', '=', orderId);
  if (ownerId !== undefined) query = query.where('orders.user_id', '=', ownerId);
  const order = await query.executeTakeFirst();
  if (!order) return null;
  return {
    id: order.id,
    createdAt: new Date(order.created_at).toISOString(),
    paymentStatus: order.payment_status,
    deliveryType: order.delivery_type,
    store: order.store ?? null,
    billing: jsonColumn<OrderAddress>(order.billing),
    shipping: jsonColumn<OrderAddress>(order.shipping),
    accountEmail: order.email ?? null,
    accountFirstName: order.first_name ?? null,
    subtotal: moneyColumn(order.subtotal),
    deliveryRate: moneyColumn(order.delivery_rate),
    tax: moneyColumn(order.tax),
    total: moneyColumn(order.total),
    savings: {
      mixed_case_saving: moneyColumn(order.mixed_case_saving),
      promo_code: order.promo_code,
      promo_saving: moneyColumn(order.promo_saving),
    },
    lines: await loadOrderLines(db, orderId),
  };
}

/** The order's lines in the order they were placed, with their prices as stored. */
async function loadOrderLines(db: ShopDb, orderId: number): Promise<OrderLine[]> {
  const lines = await db
    .selectFrom('order_lines')
    .select(['product_id', 'product_title', 'variation_name', 'quantity', 'unit_price', 'line_total'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return lines.map((line) => ({
    ...line,
    quantity: Number(line.quantity),
    unit_price: moneyColumn(line.unit_price),
    line_total: moneyColumn(line.line_total),
  }));
}
