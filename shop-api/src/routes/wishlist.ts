import { z } from 'zod';
import { idField, optionalIdField } from '../commerce/fields';
import { loadWishlistView } from '../commerce/wishlist';
import type { WishlistView } from '../contract';
import { ApiError, ok, readJsonObject, validate } from '../http';
import type { RouteTable } from '../router';

const ACTIONS = { list: 'List', add: 'Add', delete: 'Delete' } as const;

const actionSchema = z.object({
  // The spec writes List/Add/Delete; other casings are accepted.
  action: z.preprocess(
    (v) => (typeof v === 'string' ? ACTIONS[v.trim().toLowerCase() as keyof typeof ACTIONS] : v),
    z.enum(['List', 'Add', 'Delete'], { errorMap: () => ({ message: 'Unknown wish-list action' }) }),
  ),
});

const addSchema = z.object({
  product_id: idField('product_id'),
  variation_id: optionalIdField('variation_id'),
  location_id: optionalIdField('location_id'),
});
const deleteSchema = z.object({ product_id: idField('product_id') });

export const wishlistRoutes: RouteTable = {
  async 'POST /wishlist'({ request, db, config, requireUser }) {
    const user = await requireUser();
    const body = await readJsonObject(request);
    const { action } = validate(actionSchema, body);
    const view = () => loadWishlistView(db, config, user.id);

    if (action === 'List') return ok<WishlistView>(await view());

    if (action === 'Add') {
      const input = validate(addSchema, body);
      const product = await db
        .selectFrom('products')
        .select('id')
        .where('id', '=', input.product_id)
        .where('not_found', '=', false)
        .executeTakeFirst();
      if (!product) throw new ApiError(404, 'Product not found');
      if (input.variation_id !== undefined) {
        const variation = await db
          .selectFrom('variations')
          .select('id')
          .where('id', '=', input.variation_id)
          .where('product_id', '=', input.product_id)
          .executeTakeFirst();
        if (!variation) throw new ApiError(404, 'Variation not found');
      }
      const inserted = await db
        .insertInto('wishlist_items')
        .values({
          user_id: user.id,
          product_id: input.product_id,
          variation_id: input.variation_id ?? null,
          location_id: input.location_id ?? null,
        })
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new ApiError(409, 'Product already in WishList');
      return ok<WishlistView>(await view(), { status: 201, message: 'Product added to WishList' });
    }

    const { product_id } = validate(deleteSchema, body);
    const deleted = await db
      .deleteFrom('wishlist_items')
      .where('user_id', '=', user.id)
      .where('product_id', '=', product_id)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new ApiError(404, 'Product is not in your WishList');
    return ok<WishlistView>(await view(), { message: 'Product removed from WishList' });
  },
};
