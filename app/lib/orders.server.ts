/** 'My orders': the shopper's order history from the shop API (POST /orders, POST /order-detail). */
import type { AppLoadContext } from '@remix-run/server-runtime';
import { allOf, hasArrays, hasNumbers, hasObjects } from './shop-api.server';
import type { PaymentStatus } from './payment.server';

export interface OrderSummary {
  order_id: number;
  created_at: string;
  payment_status: PaymentStatus;
  total: number;
  delivery_type: 'pickup' | 'delivery';
  store: string | null;
}

export interface OrderPage {
  orders: OrderSummary[];
  page: number;
  page_size: number;
  total_orders: number;
  total_pages: number;
}

export interface OrderAddress {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email: string;
  phone: string;
}

export interface OrderDetail extends Omit<OrderSummary, 'total'> {
  address: OrderAddress;
  subtotal: number;
  delivery_rate: number;
  tax: number;
  total: number;
  lines: Array<{
    product_id: number;
    product_title: string;
    variation_name: string;
    unit_price: number;
    quantity: number;
    line_total: number;
  }>;
}

export async function loadOrderPage({ shop }: AppLoadContext, page: number): Promise<OrderPage> {
  const { data } = await shop.read<OrderPage>(
    '/orders',
    { page },
    { expect: allOf(hasArrays('orders'), hasNumbers('page', 'total_pages')) },
  );
  return data;
}

export async function loadOrderDetail({ shop }: AppLoadContext, orderId: number): Promise<OrderDetail> {
  const { data } = await shop.read<{ order: OrderDetail }>(
    '/order-detail',
    { order_id: orderId },
    { expect: allOf(hasObjects('order'), (d) => Array.isArray((d as { order: { lines?: unknown } }).order.lines)) },
  );
  return data.order;
}
