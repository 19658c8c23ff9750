/** 'My orders': the shopper's order history from the shop API (POST /orders, POST /order-detail). */
import type { AppLoadContext } from '@remix-run/server-runtime';
import { allOf, hasArrays, hasNumbers, hasObjects } from '../shop-api/client.server';
import type { OrderDetail, OrderDetailData, OrderHistoryPage } from '../shop-api/types';

export async function loadOrderPage({ shop }: AppLoadContext, page: number): Promise<OrderHistoryPage> {
  const { data } = await shop.read<OrderHistoryPage>(
    '/orders',
    { page },
    { expect: allOf(hasArrays('orders'), hasNumbers('page', 'total_pages')) },
  );
  return data;
}

export async function loadOrderDetail({ shop }: AppLoadContext, orderId: number): Promise<OrderDetail> {
  const { data } = await shop.read<OrderDetailData>(
    '/order-detail',
    { order_id: orderId },
    { expect: allOf(hasObjects('order'), (d) => Array.isArray((d as { order: { lines?: unknown } }).order.lines)) },
  );
  return data.order;
}
