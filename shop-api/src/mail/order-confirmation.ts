import type { ShopDb } from '../db/connection';
import type { OrderAddress } from '../contract';
import { jsonColumn, loadOrderLines, orderSavings } from '../commerce/order-lines';
import { sendInBackground, type Mailer } from './mailer';
import { orderConfirmationMail } from './messages';

function oneLineAddress(address: OrderAddress): string {
  return [address.address_1, address.address_2, address.city, address.state, address.postcode, address.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

async function composeConfirmation(db: ShopDb, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('stores', 'stores.id', 'orders.location_id')
    .select([
      'orders.id',
      'orders.delivery_type',
      'orders.subtotal',
      'orders.delivery_rate',
      'orders.tax',
      'orders.total',
      'orders.billing',
      'orders.promo_code',
      'orders.promo_saving',
      'orders.mixed_case_saving',
      'users.email',
      'users.first_name',
      'stores.title as store',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await loadOrderLines(db, orderId);
  const billing = jsonColumn<OrderAddress>(order.billing);
  const to = billing.email?.trim() || order.email;
  return orderConfirmationMail(to, {
    id: order.id,
    name: billing.first_name || order.first_name,
    delivery_type: order.delivery_type,
    store: order.store,
    address: order.delivery_type === 'delivery' ? oneLineAddress(billing) : null,
    subtotal: Number(order.subtotal),
    delivery_rate: Number(order.delivery_rate),
    tax: Number(order.tax),
    total: Number(order.total),
    savings: orderSavings(order),
    lines,
  });
}

/** After a successful payment: the order confirmation, in the background (never fails the payment). */
export function mailOrderConfirmation(db: ShopDb, mailer: Mailer, orderId: number): void {
  composeConfirmation(db, orderId).then(
    (message) => sendInBackground(mailer, message),
    (error: unknown) => console.error(`[shop-api] order #${orderId} confirmation could not be composed:`, (error as Error).message),
  );
}
