import type { ShopDb } from '../db/connection';
import { ApiError } from '../http';
import { toCents, type Cents } from '../money';

/** A product variation with what it takes to sell it, read from the database. */
export interface PurchasableVariation {
  productId: number;
  uid: string;
  title: string;
  image: string | null;
  variationId: number;
  variationName: string;
  /** null: the variation is unavailable (no regular price). */
  regularCents: Cents | null;
  saleCents: Cents | null;
  /** At `store` when one was named, else chain-wide. */
  stock: number;
  /** Chain-wide (all stores). */
  chainStock: number;
  /** The short name of the store the stock is counted at (ADR 0155); absent: the whole chain. */
  store?: string;
}

/**
 * The variation to sell: `variationId` of `productId`, or the product's first available one
 * when no variation is named. Unknown products (or ones flagged not found) and variations of
 * other products are 404s. With `store`, its stock is what that store has.
 */
export async function findVariation(
  db: ShopDb,
  productId: number,
  variationId?: number,
  store?: { id: number; name: string },
): Promise<PurchasableVariation> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'uid', 'title', 'image'])
    .where('id', '=', productId)
    .where('not_found', '=', false)
    .executeTakeFirst();
  if (!product) throw new ApiError(404, 'Product not found');

  let query = db
    .selectFrom('variations')
    .leftJoin('terms', 'terms.id', 'variations.size_id')
    .select(['variations.id', 'variations.regular_price', 'variations.sale_price', 'variations.stock', 'terms.name as size'])
    .select((eb) =>
      eb
        .selectFrom('store_stock')
        .select('store_stock.stock')
        .whereRef('store_stock.variation_id', '=', 'variations.id')
        .where('store_stock.store_id', '=', store?.id ?? 0)
        .as('store_stock'),
    )
    .where('variations.product_id', '=', productId);
  query =
    variationId === undefined ? query.orderBy('variations.sort').orderBy('variations.id') : query.where('variations.id', '=', variationId);
  const variations = await query.execute();
  const variation = variationId === undefined ? (variations.find((v) => v.regular_price !== null) ?? variations[0]) : variations[0];
  if (!variation) throw new ApiError(404, 'Variation not found');

  return {
    productId: product.id,
    uid: product.uid,
    title: product.title,
    image: product.image,
    variationId: variation.id,
    variationName: variation.size ?? '',
    regularCents: variation.regular_price === null ? null : toCents(variation.regular_price),
    saleCents: variation.sale_price === null ? null : toCents(variation.sale_price),
    chainStock: Number(variation.stock),
    ...(store ? { stock: Number(variation.store_stock ?? 0), store: store.name } : { stock: Number(variation.stock) }),
  };
}

/** The price a line is charged at: the sale price when there is one, else the regular price. */
export function unitCents(variation: Pick<PurchasableVariation, 'regularCents' | 'saleCents'>): Cents {
  return variation.saleCents ?? variation.regularCents ?? 0;
}

/** Refuses unavailable sizes, out-of-stock products and quantities above the stock (at the variation's store, if any). */
export function assertPurchasable(variation: PurchasableVariation, quantity: number, label?: string): void {
  const suffix = label ? `: ${label}` : '';
  const where = variation.store ? ` at ${variation.store}` : '';
  if (variation.regularCents === null) throw new ApiError(400, `This size is not available${suffix}`);
  if (variation.chainStock <= 0) throw new ApiError(400, `This product is out of stock${suffix}`);
  if (variation.stock <= 0) throw new ApiError(400, `Not in stock${where}${suffix}`);
  if (quantity < 1) throw new ApiError(400, 'Quantity must be at least 1');
  if (quantity > variation.stock) throw new ApiError(400, `Only ${variation.stock} left${where || ' in stock'}${suffix}`);
}

export function lineLabel(variation: Pick<PurchasableVariation, 'title' | 'variationName'>): string {
  return [variation.title, variation.variationName].filter(Boolean).join(' ');
}
