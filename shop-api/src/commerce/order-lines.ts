/** An order's stored lines and JSON columns, read one way for every view of an order. */
import type { OrderLine, OrderSavings } from '../contract';
import type { ShopDb } from '../db/connection';
import { fromCents, toCents } from '../money';

/** A numeric(10,2) column (a string from node-postgres, a number from PGlite) as a 2-decimal number. */
export const moneyColumn = (value: number | string) => fromCents(toCents(value));

/** The savings an order was priced with, from its promo_code, promo_saving and mixed_case_saving columns. */
export function orderSavings(order: {
  promo_code: string | null;
  promo_saving: number | string;
  mixed_case_saving: number | string;
}): OrderSavings {
  return {
    mixed_case_saving: moneyColumn(order.mixed_case_saving),
    promo_code: order.promo_code,
    promo_saving: moneyColumn(order.promo_saving),
  };
}

/** A json column: node-postgres parses it, PGlite may hand back the text. */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The order's lines in the order they were placed, with their prices as stored. */
export async function loadOrderLines(db: ShopDb, orderId: number): Promise<OrderLine[]> {
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
