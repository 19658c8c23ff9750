import type { ShopDb } from '../db/connection';
import type { OrderAddress } from '../contract';
import { ApiError } from '../http';
import { fromCents, sumCents, type Cents } from '../money';
import type { PlaceOrderInput } from './checkout';
import { DEFAULT_DELIVERY_CENTS } from './cart';
import { assertPurchasable, findVariation, lineLabel, unitCents, type PurchasableVariation } from './purchasable';
import { isUniqueViolation } from '../auth/users';
import { findSamePendingOrder } from './pending-order';
import { quoteSavings, refusedCode, ruleLines } from './promo-codes';
import type { ShopApiConfig } from '../config';
import { storeShortName } from '../catalogue/store-names';

/**
 * The checkout shows a fixed $4.99 delivery (ADR 0071), so delivery orders are charged
 * exactly that; pickup orders pay no delivery.
 */
function orderDeliveryCents(type: 'pickup' | 'delivery'): Cents {
  return type === 'delivery' ? DEFAULT_DELIVERY_CENTS : 0;
}

interface PlacedOrder {
  orderId: number;
  /** false when an earlier order was answered: the same idempotency key, or the same pending order. */
  created: boolean;
}

async function findByIdempotencyKey(db: ShopDb, userId: number, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id;
}

/** The store that hands over (pickup) or sends (delivery) the order, and so gives its stock (ADR 0155). */
async function checkStore(db: ShopDb, locationId: number, type: 'pickup' | 'delivery'): Promise<{ id: number; name: string }> {
  const store = await db
    .selectFrom('stores')
    .select(['id', 'title', 'short_name', 'offers_pickup', 'offers_delivery'])
    .where('id', '=', locationId)
    .executeTakeFirst();
  if (!store) throw new ApiError(404, 'Store not found');
  if (type === 'pickup' && !store.offers_pickup) throw new ApiError(400, 'This store does not offer pickup');
  if (type === 'delivery' && !store.offers_delivery) throw new ApiError(400, 'This store does not offer delivery');
  return { id: store.id, name: storeShortName(store) };
}

/**
 * Prices, checks and stores an order; the client's prices never count. The shopper's pending
 * order with exactly these lines and prices is answered instead of a new one (pending-order.ts).
 */
export async function placeOrder(
  db: ShopDb,
  config: Pick<ShopApiConfig, 'rateLimits'>,
  shopper: { userId: number; clientAddress: string | null },
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  const { userId } = shopper;
  const key = input.idempotency_key || null;
  if (key) {
    const existing = await findByIdempotencyKey(db, userId, key);
    if (existing) return { orderId: existing, created: false };
  }

  // The same variation twice is one line with the quantities added.
  const merged = new Map<number, { product_id: number; variation_id: number; quantity: number }>();
  for (const line of input.products) {
    const previous = merged.get(line.variation_id);
    if (previous && previous.product_id !== line.product_id) throw new ApiError(404, 'Variation not found');
    merged.set(line.variation_id, { ...line, quantity: (previous?.quantity ?? 0) + line.quantity });
  }

  const store = input.location_id ? await checkStore(db, input.location_id, input.order_delivery_type) : undefined;
  const lines: Array<{ variation: PurchasableVariation; quantity: number; unit: Cents; total: Cents }> = [];
  for (const line of merged.values()) {
    const variation = await findVariation(db, line.product_id, line.variation_id, store);
    assertPurchasable(variation, line.quantity, lineLabel(variation));
    const unit = unitCents(variation);
    lines.push({ variation, quantity: line.quantity, unit, total: unit * line.quantity });
  }

  const subtotal = sumCents(lines.map((l) => l.total));
  // The savings are priced here from the stored prices and the code (docs/decisions/0145-promotions.md).
  const quote = await quoteSavings(db, config, {
    lines: await ruleLines(
      db,
      lines.map((l) => ({
        productId: l.variation.productId,
        variationName: l.variation.variationName,
        quantity: l.quantity,
        cents: l.total,
      })),
    ),
    code: input.promo_code,
    userId,
    clientAddress: shopper.clientAddress,
  });
  const refusal = refusedCode(quote);
  if (refusal) throw refusal;
  const { savings } = quote;
  const delivery = orderDeliveryCents(input.order_delivery_type);
  const tax = 0;
  const total = subtotal - savings.totalSavingCents + delivery + tax;
  const address: OrderAddress = {
    first_name: input.billing_first_name,
    last_name: input.billing_last_name,
    company: input.billing_company,
    address_1: input.billing_address_1,
    address_2: input.billing_address_2,
    city: input.billing_city,
    postcode: input.billing_postcode,
    country: input.billing_country,
    state: input.billing_state,
    email: input.billing_email,
    phone: input.billing_phone,
  };

  const priced = {
    deliveryType: input.order_delivery_type,
    locationId: input.location_id ?? null,
    total,
    promoCode: savings.code?.code ?? null,
    lines: lines.map((l) => ({ variationId: l.variation.variationId, quantity: l.quantity, unit: l.unit })),
  };

  try {
    return await db.transaction().execute(async (trx): Promise<PlacedOrder> => {
      // One placement per shopper at a time, so two attempts cannot both miss the pending order.
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      // A retry after the payment page failed to open: the same order, with this attempt's address.
      const pending = await findSamePendingOrder(trx, userId, priced);
      if (pending !== undefined) {
        await trx
          .updateTable('orders')
          .set({ billing: JSON.stringify(address), shipping: JSON.stringify(address), order_notes: input.order_notes })
          .where('id', '=', pending)
          .execute();
        await saveBillingAddress(trx, userId, address, input.order_delivery_type);
        return { orderId: pending, created: false };
      }
      const order = await trx
        .insertInto('orders')
        .values({
          user_id: userId,
          delivery_type: input.order_delivery_type,
          location_id: input.location_id ?? null,
          subtotal: fromCents(subtotal),
          delivery_rate: fromCents(delivery),
          tax: fromCents(tax),
          total: fromCents(total),
          promo_code_id: quote.codeId,
          promo_code: savings.code?.code ?? null,
          promo_saving: fromCents(savings.code?.savingCents ?? 0),
          mixed_case_saving: fromCents(savings.mixedCase.savingCents),
          billing: JSON.stringify(address),
          shipping: JSON.stringify(address), // shipping copies billing: checkout has one address
          order_notes: input.order_notes,
          idempotency_key: key,
          paid_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_lines')
        .values(
          lines.map((l) => ({
            order_id: order.id,
            product_id: l.variation.productId,
            variation_id: l.variation.variationId,
            product_title: l.variation.title,
            variation_name: l.variation.variationName,
            unit_price: fromCents(l.unit),
            quantity: l.quantity,
            line_total: fromCents(l.total),
          })),
        )
        .execute();
      await saveBillingAddress(trx, userId, address, input.order_delivery_type);
      return { orderId: order.id, created: true };
    });
  } catch (error) {
    // Two submits with the same key at once: the unique index lets one through.
    if (key && isUniqueViolation(error)) {
      const existing = await findByIdempotencyKey(db, userId, key);
      if (existing) return { orderId: existing, created: false };
    }
    throw error;
  }
}

const CONTACT_FIELDS = ['first_name', 'last_name', 'phone', 'email'] as const;

/**
 * Remembers the order's billing address for the next checkout. A pickup order has no address
 * fields, so it updates only the contact details and keeps a saved delivery address.
 */
async function saveBillingAddress(db: ShopDb, userId: number, address: OrderAddress, type: 'pickup' | 'delivery') {
  const { postcode, ...rest } = address;
  const row = { user_id: userId, ...rest, postcode, updated_at: new Date() };
  const update =
    type === 'delivery'
      ? { ...rest, postcode, updated_at: row.updated_at }
      : { ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, address[f]])), updated_at: row.updated_at };
  await db
    .insertInto('billing_addresses')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(update))
    .execute();
}

export async function loadSavedBillingAddress(db: ShopDb, userId: number): Promise<OrderAddress | null> {
  const row = await db
    .selectFrom('billing_addresses')
    .select(['first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'city', 'state', 'postcode', 'phone', 'email'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** The caller's order, or 404 'Order not found' (unknown and other users' orders look the same). */
export async function findOwnOrder(db: ShopDb, userId: number, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'payment_status', 'total'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw new ApiError(404, 'Order not found');
  return order;
}
