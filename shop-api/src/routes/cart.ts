import { z } from 'zod';
import { loadCartView, removePaidLinesFromCart } from '../commerce/cart';
import { idField, optionalIdField, quantityField } from '../commerce/fields';
import { assertPurchasable, findVariation } from '../commerce/purchasable';
import type { CartView } from '../contract';
import { ApiError, ok, readJsonObject, validate } from '../http';
import type { RouteTable } from '../router';

const actionSchema = z.object({
  action: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['view', 'add', 'update', 'delete'], { errorMap: () => ({ message: 'Unknown cart action' }) }),
  ),
  location_id: optionalIdField('location_id'),
});

const withDefault = <T extends z.ZodTypeAny>(schema: T, fallback: unknown) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? fallback : v), schema);

const addSchema = z.object({
  product_id: idField('product_id'),
  variation_id: optionalIdField('variation_id'),
  // The misspelt name the contract also accepts (shop-api/docs/accounts-and-commerce.md, POST /cart).
  varition_id: optionalIdField('varition_id'),
  quantity: withDefault(quantityField(), 1),
});

const updateSchema = z.object({ product_id: idField('product_id'), quantity: quantityField() });
const deleteSchema = z.object({ product_id: idField('product_id') });
const clearSchema = z.object({ order_id: idField('order_id') });

export const cartRoutes: RouteTable = {
  async 'POST /cart'(ctx) {
    const user = await ctx.requireUser();
    const body = await readJsonObject(ctx.request);
    const { action, location_id } = validate(actionSchema, body);
    const { db } = ctx;
    const view = () => loadCartView(db, ctx.config, user.id, location_id);

    if (action === 'view') return ok<CartView>(await view());

    if (action === 'add') {
      const input = validate(addSchema, body);
      const existing = await db
        .selectFrom('cart_lines')
        .select('id')
        .where('user_id', '=', user.id)
        .where('product_id', '=', input.product_id)
        .executeTakeFirst();
      if (existing) throw new ApiError(409, 'Product already in cart');
      const variation = await findVariation(db, input.product_id, input.variation_id ?? input.varition_id);
      assertPurchasable(variation, input.quantity);
      // The unique (user, product) index settles two adds racing each other.
      const inserted = await db
        .insertInto('cart_lines')
        .values({
          user_id: user.id,
          product_id: variation.productId,
          variation_id: variation.variationId,
          quantity: input.quantity,
          location_id: location_id ?? null,
        })
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new ApiError(409, 'Product already in cart');
      return ok<CartView>(await view(), { status: 201, message: 'Product added to cart' });
    }

    if (action === 'update') {
      const input = validate(updateSchema, body);
      const line = await db
        .selectFrom('cart_lines')
        .select(['id', 'variation_id'])
        .where('user_id', '=', user.id)
        .where('product_id', '=', input.product_id)
        .executeTakeFirst();
      if (!line) throw new ApiError(404, 'Product is not in your cart');
      assertPurchasable(await findVariation(db, input.product_id, line.variation_id), input.quantity);
      await db.updateTable('cart_lines').set({ quantity: input.quantity }).where('id', '=', line.id).execute();
      return ok<CartView>(await view(), { message: 'Cart updated' });
    }

    const input = validate(deleteSchema, body);
    const deleted = await db
      .deleteFrom('cart_lines')
      .where('user_id', '=', user.id)
      .where('product_id', '=', input.product_id)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new ApiError(404, 'Product is not in your cart');
    return ok<CartView>(await view(), { message: 'Product removed from cart' });
  },

  /**
   * Called after a successful payment. Bearer optional: a visitor's cart lives in the
   * storefront's cookie, so without a token there is nothing to clear here. A token that is
   * sent but invalid is still a 401 (the session expired).
   */
  async 'POST /clear-cart'(ctx) {
    const { order_id } = validate(clearSchema, await readJsonObject(ctx.request));
    if (!ctx.request.headers.get('authorization')) {
      return ok<CartView>(await loadCartView(ctx.db, ctx.config, null), { message: 'Cart cleared' });
    }
    const user = await ctx.requireUser();
    const order = await ctx.db
      .selectFrom('orders')
      .select('id')
      .where('id', '=', order_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!order) throw new ApiError(404, 'Order not found');
    // The order's lines only: a product added after ordering stays (0070-paid-lines-leave-the-cart).
    await removePaidLinesFromCart(ctx.db, order.id);
    return ok<CartView>(await loadCartView(ctx.db, ctx.config, user.id), { message: 'Cart cleared' });
  },
};
