import { describe, expect, it } from 'vitest';
import { CART_FIELDS, CART_INTENTS, WISHLIST_FIELDS } from '~/lib/forms/cart-form';
import { CART_FORM_MESSAGES, parseCartForm, parseWishlistForm } from '~/lib/validation/cart';

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

const PRODUCT = { [CART_FIELDS.productId]: '12', [CART_FIELDS.uid]: 'u-12' };

describe('the cart form schema', () => {
  it('reads an add without an intent, quantity or variation as an add of 1 of the default size', () => {
    expect(parseCartForm(form(PRODUCT))).toEqual({
      ok: true,
      value: { intent: 'add', product_id: 12, uid: 'u-12', variation_id: null, quantity: 1 },
    });
  });

  it('reads each intent with only its own fields', () => {
    const update = parseCartForm(form({ ...PRODUCT, [CART_FIELDS.intent]: CART_INTENTS.update, [CART_FIELDS.quantity]: '3' }));
    expect(update).toEqual({ ok: true, value: { intent: 'update', product_id: 12, uid: 'u-12', quantity: 3 } });
    const remove = parseCartForm(form({ ...PRODUCT, [CART_FIELDS.intent]: CART_INTENTS.remove, [CART_FIELDS.quantity]: 'junk' }));
    expect(remove).toEqual({ ok: true, value: { intent: 'delete', product_id: 12, uid: 'u-12' } });
    const buyNow = parseCartForm(form({ ...PRODUCT, [CART_FIELDS.intent]: CART_INTENTS.buyNow, [CART_FIELDS.variationId]: '7' }));
    expect(buyNow).toMatchObject({ ok: true, value: { intent: 'buy-now', variation_id: 7, quantity: 1 } });
  });

  it('leaves a quantity that cannot be bought to the action (null), after its sign-in check', () => {
    for (const quantity of ['0', '', '-1', '2.5', 'ten', '9999999']) {
      expect(parseCartForm(form({ ...PRODUCT, [CART_FIELDS.quantity]: quantity }))).toMatchObject({ ok: true, value: { quantity: null } });
    }
  });

  it.each([
    [{ ...PRODUCT, [CART_FIELDS.intent]: 'drop-table' }, CART_FORM_MESSAGES.unknownAction],
    [{ ...PRODUCT, [CART_FIELDS.intent]: '' }, CART_FORM_MESSAGES.unknownAction],
    [{ [CART_FIELDS.uid]: 'u-12' }, CART_FORM_MESSAGES.productNotFound],
    [{ ...PRODUCT, [CART_FIELDS.productId]: '1e3' }, CART_FORM_MESSAGES.productNotFound],
    [{ ...PRODUCT, [CART_FIELDS.productId]: '0' }, CART_FORM_MESSAGES.productNotFound],
    [{ ...PRODUCT, [CART_FIELDS.productId]: '2147483648' }, CART_FORM_MESSAGES.productNotFound],
    [{ ...PRODUCT, [CART_FIELDS.productId]: ['12', '13'] }, CART_FORM_MESSAGES.productNotFound],
    [{ ...PRODUCT, [CART_FIELDS.uid]: ' ' }, CART_FORM_MESSAGES.productNotFound],
    [{ ...PRODUCT, [CART_FIELDS.uid]: 'x'.repeat(101) }, CART_FORM_MESSAGES.productNotFound],
    [{ ...PRODUCT, [CART_FIELDS.variationId]: 'abc' }, CART_FORM_MESSAGES.variationNotFound],
  ])('refuses %o with its message', (fields, message) => {
    expect(parseCartForm(form(fields))).toEqual({ ok: false, message });
  });

  it('names the intent first when several fields are wrong', () => {
    expect(parseCartForm(form({ [CART_FIELDS.intent]: 'nope', [CART_FIELDS.productId]: 'x' }))).toEqual({
      ok: false,
      message: CART_FORM_MESSAGES.unknownAction,
    });
  });
});

describe('the wish-list form schema', () => {
  it('reads add and delete; a bad variation id falls back to the default size', () => {
    expect(parseWishlistForm(form({ intent: 'add', [WISHLIST_FIELDS.productId]: '5', [WISHLIST_FIELDS.variationId]: 'x' }))).toEqual({
      ok: true,
      value: { intent: 'add', product_id: 5, variation_id: null },
    });
    expect(parseWishlistForm(form({ intent: 'delete', [WISHLIST_FIELDS.productId]: '5' }))).toMatchObject({
      ok: true,
      value: { intent: 'delete' },
    });
  });

  it('refuses an unknown intent or product as Product not found', () => {
    expect(parseWishlistForm(form({ intent: 'steal', [WISHLIST_FIELDS.productId]: '5' }))).toEqual({
      ok: false,
      message: 'Product not found',
    });
    expect(parseWishlistForm(form({ intent: 'add', [WISHLIST_FIELDS.productId]: '-5' }))).toEqual({
      ok: false,
      message: 'Product not found',
    });
  });
});
