/**
 * Cart arithmetic and the visitor-cart rules (docs/product.md, "Carts: visitor and signed in"), as pure functions.
 *
 * Money is added up in integer cents so that 0.1 + 0.2 style errors never reach a total, and
 * answered as numbers rounded to 2 decimals (the shop API's convention).
 */
import type { CartLine } from '~/lib/shop-api/types';
import { fromCents, toCents } from '~/lib/money';

/** The delivery fee and estimated tax (docs/product.md, "Numbers"). */
const DEFAULT_DELIVERY_FEE = 4.99;
const DEFAULT_ESTIMATED_TAX = 0;
/** The smallest quantity a line can have. */
export const MIN_QUANTITY = 1;

/** A cart line with the prices needed to show it (guest lines are re-priced from the API): the API's line without its total. */
export type PricedCartLine = Omit<CartLine, 'line_total'>;

export interface CartLineWithTotal extends PricedCartLine {
  line_total: number;
}

interface CartSummary {
  items: CartLineWithTotal[];
  subtotal: number;
  deliveryFee: number;
  estimatedTax: number;
  estimatedTotal: number;
  totalQuantity: number;
}

/** What every cart screen shows, whichever store the cart lives in. */
export interface CartView extends CartSummary {
  source: 'server' | 'guest';
  /** Visitor lines that could not be priced (product gone or size no longer sold): kept, not shown. */
  unavailableCount: number;
}

/** A cart read for a screen: the cart, or the message of why it could not be read. */
export type CartLoadResult = { cart: CartView; error: null } | { cart: null; error: string };

/** The price a line is charged at: the sell price if present, else the regular price. */
export function unitPrice(line: Pick<PricedCartLine, 'product_price' | 'product_sell_price'>): number {
  return line.product_sell_price ?? line.product_price;
}

export function lineTotal(line: Pick<PricedCartLine, 'product_price' | 'product_sell_price' | 'quantity'>): number {
  return fromCents(toCents(unitPrice(line)) * line.quantity);
}

/** A cart's totals; an empty cart shows no fee and an estimated total of 0. */
export function summarizeCart(
  lines: readonly PricedCartLine[],
  { deliveryFee = DEFAULT_DELIVERY_FEE, estimatedTax = DEFAULT_ESTIMATED_TAX } = {},
): CartSummary {
  const items = lines.map((line) => ({ ...line, line_total: lineTotal(line) }));
  const subtotalCents = items.reduce((sum, item) => sum + toCents(item.line_total), 0);
  const totalQuantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const estimatedTotalCents = items.length === 0 ? 0 : subtotalCents + toCents(deliveryFee) + toCents(estimatedTax);
  return {
    items,
    subtotal: fromCents(subtotalCents),
    deliveryFee: items.length === 0 ? 0 : deliveryFee,
    estimatedTax,
    estimatedTotal: fromCents(estimatedTotalCents),
    totalQuantity,
  };
}

/** The compact line a visitor cart keeps (same shape as the session's GuestCartLine). */
export interface CompactCartLine {
  uid: string;
  product_id: number;
  variation_id: number;
  quantity: number;
}

/** A whole number of at least 1, or null for anything else (typed text, 0, negatives, 2.5). */
export function parseQuantity(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,6}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= MIN_QUANTITY ? quantity : null;
}

/** The refusals a quantity can meet, worded the same in the page, the toast and the API. */
export const QUANTITY_TOO_LOW = 'Quantity must be at least 1';
export const onlyLeftInStock = (stock: number) => `Only ${stock} left in stock`;

/** Why a typed quantity cannot be bought (below 1, not whole, above the stock), or null. */
export function quantityProblem(typed: string, stock?: number): string | null {
  const quantity = parseQuantity(typed);
  if (quantity === null) return QUANTITY_TOO_LOW;
  if (stock !== undefined && stock > 0 && quantity > stock) return onlyLeftInStock(stock);
  return null;
}

/** Is this product already in the cart? The same uid or product id counts. */
export function hasProduct(lines: readonly CompactCartLine[], line: Pick<CompactCartLine, 'uid' | 'product_id'>): boolean {
  return lines.some((l) => l.uid === line.uid || l.product_id === line.product_id);
}

/** Adds a line; a product already present leaves the cart unchanged (`added: false`). */
export function addLine(
  lines: readonly CompactCartLine[],
  line: Omit<CompactCartLine, 'quantity'> & { quantity?: number },
): { lines: CompactCartLine[]; added: boolean } {
  if (hasProduct(lines, line)) return { lines: [...lines], added: false };
  const quantity = line.quantity !== undefined && line.quantity >= MIN_QUANTITY ? line.quantity : MIN_QUANTITY;
  return { lines: [...lines, { ...line, quantity }], added: true };
}

/** Sets a line's quantity; applies only when the new quantity is above 0. */
export function updateQuantity<L extends CompactCartLine>(lines: readonly L[], uid: string, quantity: number): L[] {
  if (!(quantity > 0) || !Number.isInteger(quantity)) return [...lines];
  return lines.map((l) => (l.uid === uid ? { ...l, quantity } : l));
}

export function removeLine<L extends CompactCartLine>(lines: readonly L[], uid: string): L[] {
  return lines.filter((l) => l.uid !== uid);
}

/**
 * THE fee rule (docs/decisions/0071-one-fee-rule.md), used by the cart page, the slide-over,
 * checkout and so the order and card page: delivery costs 4.99, pickup costs nothing, and an
 * empty cart has no fee (docs/product.md, "Pickup, delivery and the fee").
 */
export function deliveryFeeFor(deliveryType: 'pickup' | 'delivery', lineCount: number): number {
  if (lineCount === 0 || deliveryType === 'pickup') return 0;
  return DEFAULT_DELIVERY_FEE;
}

/** A total less the savings the API priced, in cents (never below zero). */
export function lessSavings(total: number, saving: number): number {
  return fromCents(Math.max(0, toCents(total) - toCents(saving)));
}

export function checkoutTotals(subtotal: number, deliveryType: 'pickup' | 'delivery', lineCount = 1): { delivery: number; total: number } {
  const delivery = deliveryFeeFor(deliveryType, lineCount);
  return { delivery, total: fromCents(toCents(subtotal) + toCents(delivery)) };
}
