import { randomBytes } from 'node:crypto';
import type { ShopDb } from '../db/connection';
import { removePaidLinesFromCart } from '../commerce/cart';
import { CodeUsedUp, takeCodeUse } from '../commerce/promo-codes';
import { takeStoreStock } from '../catalogue/store-stock';

/** Random and unguessable: the id is the only key to the /pay/{intent} page. */
function newIntentId(): string {
  return `pi_${randomBytes(24).toString('base64url')}`;
}

const INTENT_ID_PATTERN = /^pi_[A-Za-z0-9_-]{20,64}$/;

export async function createPaymentIntent(db: ShopDb, order: { id: number; total: number }): Promise<string> {
  const id = newIntentId();
  await db
    .insertInto('payment_intents')
    .values({ id, order_id: order.id, amount: order.total, card_last4: null, failure_reason: null, completed_at: null })
    .execute();
  return id;
}

interface IntentWithOrder {
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

type PaymentResult = 'paid' | 'declined' | 'already-paid' | { soldOut: string } | { codeUsedUp: string };

/** Thrown inside the payment transaction to roll it back when a line's stock is gone. */
class SoldOut extends Error {
  constructor(readonly productTitle: string) {
    super('sold out');
  }
}

/**
 * Records the card network's answer on the intent and the order. The order update is
 * conditional, so of two submissions racing for one order only one can pay it. Stock leaves
 * the shelf in the same transaction (ADR 0053): a payment that finds a line's stock gone is
 * refused, rolled back and recorded as a failure ('out_of_stock'), so paid units never exceed
 * the stock. The order's promo code gives up one use the same way (promo-codes.ts): a payment
 * that finds its last use taken is refused ('promo_code_used_up') and the card is not charged.
 */
export async function recordPayment(
  db: ShopDb,
  intent: Pick<IntentWithOrder, 'id' | 'order_id'>,
  outcome: 'succeeded' | 'failed',
  last4: string,
): Promise<PaymentResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await markOrder(trx, intent, outcome, last4, outcome === 'failed' ? 'card_declined' : null);
      if (result !== 'paid') return result;
      await takeStock(trx, intent.order_id);
      await takeCodeUse(trx, intent.order_id);
      await removePaidLinesFromCart(trx, intent.order_id);
      return 'paid';
    });
  } catch (error) {
    if (error instanceof CodeUsedUp) {
      const result = await markOrder(db, intent, 'failed', last4, 'promo_code_used_up');
      return result === 'already-paid' ? result : { codeUsedUp: error.code };
    }
    if (!(error instanceof SoldOut)) throw error;
    const result = await markOrder(db, intent, 'failed', last4, 'out_of_stock');
    return result === 'already-paid' ? result : { soldOut: error.productTitle };
  }
}

async function markOrder(
  db: ShopDb,
  intent: Pick<IntentWithOrder, 'id' | 'order_id'>,
  outcome: 'succeeded' | 'failed',
  last4: string,
  failureReason: string | null,
): Promise<'paid' | 'declined' | 'already-paid'> {
  const now = new Date();
  const order = await db
    .updateTable('orders')
    .set(outcome === 'succeeded' ? { payment_status: 'Success', paid_at: now } : { payment_status: 'Failure' })
    .where('id', '=', intent.order_id)
    .where('payment_status', '<>', 'Success')
    .returning('id')
    .executeTakeFirst();
  if (!order) return 'already-paid';
  await db
    .updateTable('payment_intents')
    .set({ status: outcome, card_last4: last4, failure_reason: failureReason, completed_at: now })
    .where('id', '=', intent.id)
    .execute();
  return outcome === 'succeeded' ? 'paid' : 'declined';
}

/**
 * Takes each line's quantity from the order's store (ADR 0155; any store when it names none), with
 * a conditional UPDATE (takeStoreStock): on PostgreSQL the row lock makes a concurrent payment
 * wait and then re-check; on PGlite transactions run one at a time. Lines go in variation order so
 * two payments never lock the same rows in opposite orders (no deadlock).
 */
async function takeStock(trx: ShopDb, orderId: number): Promise<void> {
  const order = await trx.selectFrom('orders').select('location_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('order_lines')
    .select(['variation_id', 'quantity', 'product_title'])
    .where('order_id', '=', orderId)
    .orderBy('variation_id')
    .execute();
  for (const line of lines) {
    if (!(await takeStoreStock(trx, line.variation_id, line.quantity, order.location_id || null))) throw new SoldOut(line.product_title);
  }
}
