import { FALLBACK_PRODUCT_IMAGE, mediaUrl } from '../catalogue/media-urls';
import { readStoreStock, storeStockColumn } from '../catalogue/store-stock';
import type { ShopApiConfig } from '../config';
import type { CartLine, CartView } from '../contract';
import type { ShopDb } from '../db/connection';
import { fromCents, sumCents, toCents, type Cents } from '../money';

/** Delivery fee when no delivery store is named (docs/product.md, "Numbers"). */
export const DEFAULT_DELIVERY_CENTS: Cents = 499;

/**
 * A paid order's lines leave its owner's server cart in the payment's own transaction, so the
 * result page (and every page after it) shows the cart without them, with or without JavaScript
 * and without any GET changing state. Lines added after the order (other products) stay.
 * See docs/decisions/0070-paid-lines-leave-the-cart.md.
 */
export async function removePaidLinesFromCart(db: ShopDb, orderId: number): Promise<void> {
  const order = await db.selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirst();
  if (!order) return;
  await db
    .deleteFrom('cart_lines')
    .where('user_id', '=', order.user_id)
    .where('variation_id', 'in', db.selectFrom('order_lines').select('variation_id').where('order_id', '=', orderId))
    .execute();
}

/** The store's own delivery rate when `locationId` names a store that delivers, else the default. */
async function deliveryRateCents(db: ShopDb, locationId: number | undefined): Promise<Cents> {
  if (!locationId) return DEFAULT_DELIVERY_CENTS;
  const store = await db
    .selectFrom('stores')
    .select('delivery_rate')
    .where('id', '=', locationId)
    .where('offers_delivery', '=', true)
    .executeTakeFirst();
  return store ? toCents(store.delivery_rate) : DEFAULT_DELIVERY_CENTS;
}

/** The signed-in user's cart, priced from the database (null user: the empty cart). */
export async function loadCartView(
  db: ShopDb,
  config: Pick<ShopApiConfig, 'publicBaseUrl'>,
  userId: number | null,
  locationId?: number,
): Promise<CartView> {
  const rows =
    userId === null
      ? []
      : await db
          .selectFrom('cart_lines')
          .innerJoin('products', 'products.id', 'cart_lines.product_id')
          .innerJoin('variations', 'variations.id', 'cart_lines.variation_id')
          .leftJoin('terms', 'terms.id', 'variations.size_id')
          .select([
            'cart_lines.product_id',
            'cart_lines.variation_id',
            'cart_lines.quantity',
            'products.uid',
            'products.title',
            'products.image',
            'variations.regular_price',
            'variations.sale_price',
            'variations.stock',
            'terms.name as size',
            // Where each size is in stock, in the same query: the storefront warns of a line the chosen store lacks.
            storeStockColumn('variations.id').as('store_stock'),
          ])
          .where('cart_lines.user_id', '=', userId)
          .orderBy('cart_lines.id')
          .execute();

  const lines = rows.map((row) => {
    const regular = row.regular_price === null ? 0 : toCents(row.regular_price);
    const sale = row.sale_price === null ? null : toCents(row.sale_price);
    const lineCents = (sale ?? regular) * row.quantity;
    return {
      lineCents,
      view: {
        product_id: row.product_id,
        uid: row.uid,
        variation_id: row.variation_id,
        variation_name: row.size ?? '',
        quantity: row.quantity,
        product_title: row.title,
        product_image: mediaUrl(config.publicBaseUrl, row.image || FALLBACK_PRODUCT_IMAGE),
        product_price: fromCents(regular),
        product_sell_price: sale === null ? null : fromCents(sale),
        line_total: fromCents(lineCents),
        product_stock: Math.max(0, Number(row.stock)),
        store_stock: readStoreStock(row.store_stock),
      } satisfies CartLine,
    };
  });

  const cartCents = sumCents(lines.map((l) => l.lineCents));
  const deliveryCents = await deliveryRateCents(db, locationId);
  const taxCents = 0;
  return {
    cart_details: lines.map((l) => l.view),
    total_quantity: lines.reduce((sum, l) => sum + l.view.quantity, 0),
    cart_total: fromCents(cartCents),
    estimatedTax: fromCents(taxCents),
    delivery_rate: fromCents(deliveryCents),
    grand_total: lines.length === 0 ? 0 : fromCents(cartCents + deliveryCents + taxCents),
  };
}
