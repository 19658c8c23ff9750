import type { ShopDb } from '../db/connection';
import type { OrderAddress } from '../contract';
import { loadPricedOrder } from '../commerce/priced-order';
import { sendInBackground, type Mailer } from './mailer';
import { orderConfirmationMail } from './messages';

function oneLineAddress(address: OrderAddress): string {
  return [address.address_1, address.address_2, address.city, address.state, address.postcode, address.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

async function composeConfirmation(db: ShopDb, orderId: number) {
  const order = await loadPricedOrder(db, orderId);
  if (!order) throw new Error('the order is gone');
  const to = order.billing.email?.trim() || order.accountEmail;
  if (!to) throw new Error('the order names no e-mail address');
  return orderConfirmationMail(to, {
    id: order.id,
    name: order.billing.first_name || order.accountFirstName || '',
    delivery_type: order.deliveryType,
    store: order.store,
    address: order.deliveryType === 'delivery' ? oneLineAddress(order.billing) : null,
    subtotal: order.subtotal,
    delivery_rate: order.deliveryRate,
    tax: order.tax,
    total: order.total,
    savings: order.savings,
    lines: order.lines,
  });
}

/** After a successful payment: the order confirmation, in the background (never fails the payment). */
export function mailOrderConfirmation(db: ShopDb, mailer: Mailer, orderId: number): void {
  composeConfirmation(db, orderId).then(
    (message) => sendInBackground(mailer, message),
    (error: unknown) => console.error(`[shop-api] order #${orderId} confirmation could not be composed:`, (error as Error).message),
  );
}
