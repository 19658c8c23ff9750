import { describe, expect, it } from 'vitest';
import {
  addLine,
  checkoutTotals,
  deliveryFeeFor,
  hasProduct,
  lineTotal,
  parseQuantity,
  removeLine,
  summarizeCart,
  updateQuantity,
  type CompactCartLine,
  type PricedCartLine,
} from '~/lib/cart/cart-math';

const priced = (over: Partial<PricedCartLine> = {}): PricedCartLine => ({
  uid: 'u1',
  product_id: 1,
  variation_id: 10,
  variation_name: '750ml',
  quantity: 1,
  product_title: 'Red',
  product_image: '/red.jpg',
  product_price: 20,
  product_sell_price: null,
  product_stock: 5,
  ...over,
});

describe('line totals', () => {
  it('uses the sell price when present', () => {
    expect(lineTotal(priced({ product_price: 20, product_sell_price: 15.5, quantity: 3 }))).toBe(46.5);
  });
  it('falls back to the regular price', () => {
    expect(lineTotal(priced({ product_price: 19.99, product_sell_price: null, quantity: 2 }))).toBe(39.98);
  });
  it('does not drift with binary fractions', () => {
    expect(lineTotal(priced({ product_price: 0.1, quantity: 3 }))).toBe(0.3);
  });
});

describe('cart summary', () => {
  it('sums subtotal and quantity and adds the default fee 4.99 and tax 0', () => {
    const summary = summarizeCart([
      priced({ uid: 'a', product_id: 1, product_price: 10, product_sell_price: 8, quantity: 2 }),
      priced({ uid: 'b', product_id: 2, product_price: 5.55, quantity: 1 }),
    ]);
    expect(summary.subtotal).toBe(21.55);
    expect(summary.totalQuantity).toBe(3);
    expect(summary.deliveryFee).toBe(4.99);
    expect(summary.estimatedTax).toBe(0);
    expect(summary.estimatedTotal).toBe(26.54);
    expect(summary.items.map((i) => i.line_total)).toEqual([16, 5.55]);
  });
  it('answers 0 everywhere for an empty cart, the fee is not charged on nothing', () => {
    const summary = summarizeCart([]);
    expect(summary).toMatchObject({ subtotal: 0, deliveryFee: 0, totalQuantity: 0, estimatedTotal: 0, items: [] });
  });
  it('takes another fee and tax', () => {
    const summary = summarizeCart([priced({ product_price: 10 })], { deliveryFee: 7.5, estimatedTax: 1.25 });
    expect(summary.estimatedTotal).toBe(18.75);
  });
});

describe('visitor cart rules', () => {
  const line = (uid: string, product_id: number, quantity = 1): CompactCartLine => ({
    uid,
    product_id,
    variation_id: product_id * 10,
    quantity,
  });

  it('adds with quantity 1 by default', () => {
    const { lines, added } = addLine([], { uid: 'a', product_id: 1, variation_id: 10 });
    expect(added).toBe(true);
    expect(lines).toEqual([{ uid: 'a', product_id: 1, variation_id: 10, quantity: 1 }]);
  });
  it('keeps a given quantity', () => {
    expect(addLine([], { uid: 'a', product_id: 1, variation_id: 10, quantity: 2 }).lines[0].quantity).toBe(2);
  });
  it('does nothing when the uid is present', () => {
    const before = [line('a', 1, 3)];
    const { lines, added } = addLine(before, { uid: 'a', product_id: 1, variation_id: 11, quantity: 5 });
    expect(added).toBe(false);
    expect(lines).toEqual(before);
  });
  it('does nothing when the product id is present under another uid or variation', () => {
    expect(hasProduct([line('a', 1)], { uid: 'zzz', product_id: 1 })).toBe(true);
    expect(addLine([line('a', 1)], { uid: 'b', product_id: 1, variation_id: 99 }).added).toBe(false);
  });
  it('updates a quantity only when above 0', () => {
    const lines = [line('a', 1, 2), line('b', 2, 1)];
    expect(updateQuantity(lines, 'a', 4)).toEqual([line('a', 1, 4), line('b', 2, 1)]);
    expect(updateQuantity(lines, 'a', 0)).toEqual(lines);
    expect(updateQuantity(lines, 'a', -3)).toEqual(lines);
    expect(updateQuantity(lines, 'a', Number.NaN)).toEqual(lines);
  });
  it('removes by uid', () => {
    expect(removeLine([line('a', 1), line('b', 2)], 'a')).toEqual([line('b', 2)]);
    expect(removeLine([line('a', 1)], 'missing')).toEqual([line('a', 1)]);
  });
});

describe('typed quantities', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    [3, 3],
  ])('accepts %j', (input, expected) => expect(parseQuantity(input)).toBe(expected));
  it.each(['0', '-1', '2.5', 'abc', '', null, undefined, '1e3', '9999999'])('refuses %j (minimum 1, whole numbers)', (input) =>
    expect(parseQuantity(input)).toBeNull(),
  );
});

describe('checkout totals', () => {
  it('adds the fixed delivery of 4.99 for delivery orders', () => {
    expect(checkoutTotals(21.55, 'delivery')).toEqual({ delivery: 4.99, total: 26.54 });
  });
  it('charges no delivery for pickup, as the order is priced by the shop', () => {
    expect(checkoutTotals(21.55, 'pickup')).toEqual({ delivery: 0, total: 21.55 });
  });
  it('one fee rule: 4.99 for delivery, nothing for pickup or an empty cart', () => {
    expect(deliveryFeeFor('delivery', 2)).toBe(4.99);
    expect(deliveryFeeFor('pickup', 2)).toBe(0);
    expect(deliveryFeeFor('delivery', 0)).toBe(0);
  });
});
