import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ShopDb } from '../db/connection';
import { removePaidLinesFromCart } from '../commerce/cart';

/** Random and unguessable: the id is the only key to the /pay/{intent} page. */
export function newIntentId(): string {
  return `pi_${randomBytes(24).toString('base64url')}`;
}

export const INTENT_ID_PATTERN = /^pi_[A-Za-z0-9_-]{20,64}$/;

export async function createPaymentIntent(db: ShopDb, order: { id: number; total: number }): Promise<string> {
  const id = newIntentId();
  await db.insertInto('payment_intents').values({ id, order_id: order.id, amount: order.total, card_last4: null, failure_reason: null, completed_at: null }).execute();
  return id;
}

export interface IntentWithOrder {
  id: string;
  order_id: number;
  amount: number;
  payment_status: 'Pending' | 'Success' | 'Failure';
}

export async function loadIntent(db: ShopDb, intentId: string): Promise<IntentWithOrder | null> {
  if (!INTENT_ID_PATTERN.test(intentId)) return null;
  const row = await db
    .selectFrom('payment_intents')
    .innerJoin('orders', 'orders.id', 'payment_intents.order_id')
    .select(['payment_intents.id', 'payment_intents.order_id', 'payment_intents.amount', 'orders.payment_status'])
    .where('payment_intents.id', '=', intentId)
    .executeTakeFirst();
  return row ?? null;
}

export type PaymentResult = 'paid' | 'declined' | 'already-paid';

/**
 * Records the card network's answer on the intent and the order. The order update is
 * conditional, so of two submissions racing for one order only one can pay it; stock leaves
 * the shelf when the payment succeeds.
 */
export async function recordPayment(
  db: ShopDb,
  intent: Pick<IntentWithOrder, 'id' | 'order_id'>,
  outcome: 'succeeded' | 'failed',
  last4: string,
): Promise<PaymentResult> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const order = await trx
      .updateTable('orders')
      .set(outcome === 'succeeded' ? { payment_status: 'Success', paid_at: now } : { payment_status: 'Failure' })
      .where('id', '=', intent.order_id)
      .where('payment_status', '<>', 'Success')
      .returning('id')
      .executeTakeFirst();
    if (!order) return 'already-paid';

    await trx
      .updateTable('payment_intents')
      .set({
        status: outcome,
        card_last4: last4,
        failure_reason: outcome === 'failed' ? 'card_declined' : null,
        completed_at: now,
      })
      .where('id', '=', intent.id)
      .execute();
    if (outcome === 'failed') return 'declined';

    const lines = await trx.selectFrom('order_lines').select(['variation_id', 'quantity']).where('order_id', '=', intent.order_id).execute();
    for (const line of lines) {
      await trx
        .updateTable('variations')
        .set({ stock: sql<number>`greatest(stock - ${line.quantity}, 0)` })
        .where('id', '=', line.variation_id)
        .execute();
    }
    await removePaidLinesFromCart(trx, intent.order_id);
    return 'paid';
  });
}
