/**
 * The shopper's unpaid order that a new checkout attempt answers instead of placing another
 * (docs/decisions/0140-one-pending-order-per-cart.md): when opening the payment page failed, the
 * order is already stored, and the retry must not pile up a second, third, … 'Pending' order.
 */
import type { ShopDb } from '../db/connection';
import { toCents, type Cents } from '../money';

/** An order as it would be placed now: priced from the database, never from the client. */
interface PricedOrder {
  deliveryType: 'pickup' | 'delivery';
  locationId: number | null;
  total: Cents;
  promoCode: string | null;
  lines: Array<{ variationId: number; quantity: number; unit: Cents }>;
}

/**
 * The shopper's newest 'Pending' order when it is exactly this order: the same lines, sizes,
 * quantities and prices, the same pickup or delivery and store and promo code, so the same total. Anything
 * different (a changed cart, a new price) is a new order. Orders that were declined
 * ('Failure') stay the record of that attempt and are never reused.
 */
export async function findSamePendingOrder(db: ShopDb, userId: number, order: PricedOrder): Promise<number | undefined> {
  const pending = await db
    .selectFrom('orders')
    .select(['id', 'delivery_type', 'location_id', 'total', 'promo_code'])
    .where('user_id', '=', userId)
    .where('payment_status', '=', 'Pending')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (
    !pending ||
    pending.delivery_type !== order.deliveryType ||
    (pending.location_id ?? null) !== order.locationId ||
    (pending.promo_code ?? null) !== order.promoCode ||
    toCents(pending.total) !== order.total
  ) {
    return undefined;
  }
  const stored = await db
    .selectFrom('order_lines')
    .select(['variation_id', 'quantity', 'unit_price'])
    .where('order_id', '=', pending.id)
    .execute();
  const key = (variationId: number, quantity: number, unit: Cents) => `${variationId}:${quantity}:${unit}`;
  const storedKeys = stored.map((l) => key(l.variation_id, Number(l.quantity), toCents(l.unit_price))).sort();
  const wantedKeys = order.lines.map((l) => key(l.variationId, l.quantity, l.unit)).sort();
  return storedKeys.join() === wantedKeys.join() ? pending.id : undefined;
}
