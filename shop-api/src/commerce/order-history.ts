/** 'My orders': a shopper's own orders, newest first, and one order in detail. */
import type { OrderDetail, OrderHistoryPage } from '../contract';
import type { ShopDb } from '../db/connection';
import { ApiError } from '../http';
import { moneyColumn as money } from '../money';
import { loadPricedOrder } from './priced-order';

const ORDERS_PAGE_SIZE = 10;

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listOwnOrders(db: ShopDb, userId: number, page: number): Promise<OrderHistoryPage> {
  const counted = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const totalOrders = Number(counted.n);
  const totalPages = Math.max(1, Math.ceil(totalOrders / ORDERS_PAGE_SIZE));
  const rows = await db
    .selectFrom('orders')
    .leftJoin('stores', 'stores.id', 'orders.location_id')
    .select(['orders.id', 'orders.created_at', 'orders.payment_status', 'orders.total', 'orders.delivery_type', 'stores.title as store'])
    .where('orders.user_id', '=', userId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE)
    .execute();
  return {
    orders: rows.map((o) => ({
      order_id: o.id,
      created_at: iso(o.created_at),
      payment_status: o.payment_status,
      total: money(o.total),
      delivery_type: o.delivery_type,
      store: o.store,
    })),
    page,
    page_size: ORDERS_PAGE_SIZE,
    total_orders: totalOrders,
    total_pages: totalPages,
  };
}

/** One of the shopper's orders; unknown ids and other shoppers' orders are the same 404. */
export async function loadOwnOrderDetail(db: ShopDb, userId: number, orderId: number): Promise<OrderDetail> {
  const order = await loadPricedOrder(db, orderId, userId);
  if (!order) throw new ApiError(404, 'Order not found');
  return {
    order_id: order.id,
    created_at: order.createdAt,
    payment_status: order.paymentStatus,
    delivery_type: order.deliveryType,
    store: order.store,
    address: order.shipping,
    subtotal: order.subtotal,
    delivery_rate: order.deliveryRate,
    tax: order.tax,
    total: order.total,
    savings: order.savings,
    lines: order.lines,
  };
}
