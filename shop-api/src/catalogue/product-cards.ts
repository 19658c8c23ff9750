import type { ProductCard } from '../contract';
import type { ShopDb } from '../db/connection';
import { FALLBACK_PRODUCT_IMAGE, defaultPublicBaseUrl, mediaUrl } from './media-urls';
import { roundMoney } from '../money';
import { roundRating } from './rating';
import { readStoreStock, storeStockColumn } from './store-stock';

interface ProductCardOptions {
  /** The signed-in user, for in_wishlist; null for anonymous callers. */
  userId: number | null;
  /** The API's public base URL (ctx.config.publicBaseUrl) for absolute image URLs; defaults to the environment's. */
  baseUrl?: string;
}

interface VariationRow {
  id: number;
  product_id: number;
  regular_price: number | null;
  sale_price: number | null;
  stock: number;
  size: string;
  store_stock: unknown;
}

/**
 * The card's variation: the first (by sort) available size in stock, else the first available
 * (the card is then out of stock: every size is), else the first for its size name only. So a card
 * is flagged out of stock only when every size is, and its Add to Cart adds a size in stock.
 */
export function pickCardVariation<V extends { regular_price: number | null; stock: number | string }>(
  variations: V[],
): { variation: V | undefined; available: boolean } {
  const available =
    variations.find((v) => v.regular_price !== null && Number(v.stock) > 0) ?? variations.find((v) => v.regular_price !== null);
  return available ? { variation: available, available: true } : { variation: variations[0], available: false };
}

/** Which of `productIds` the signed-in user has wish-listed (none for a visitor). */
export async function wishedAmong(db: ShopDb, userId: number | null, productIds: number[]): Promise<Set<number>> {
  if (userId === null || productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/**
 * Product cards for the given ids, in the given order. Unknown ids and products flagged
 * not_found are skipped; duplicates are returned once.
 */
export async function loadProductCards(db: ShopDb, productIds: number[], opts: ProductCardOptions): Promise<ProductCard[]> {
  const ids = [...new Set(productIds.filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647))];
  if (ids.length === 0) return [];
  const baseUrl = opts.baseUrl ?? defaultPublicBaseUrl();

  const [products, variations, wished] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'uid', 'title', 'slug', 'image', 'rating', 'review_count', 'have_offer', 'offer_label', 'updated_at'])
      .where('id', 'in', ids)
      .where('not_found', '=', false)
      .execute(),
    db
      .selectFrom('variations')
      .innerJoin('terms', 'terms.id', 'variations.size_id')
      .select([
        'variations.id',
        'variations.product_id',
        'variations.regular_price',
        'variations.sale_price',
        'variations.stock',
        'terms.name as size',
        storeStockColumn('variations.id').as('store_stock'),
      ])
      .where('variations.product_id', 'in', ids)
      .orderBy('variations.sort')
      .orderBy('variations.id')
      .execute() as Promise<VariationRow[]>,
    wishedAmong(db, opts.userId, ids),
  ]);

  const variationsByProduct = new Map<number, VariationRow[]>();
  for (const v of variations) {
    const list = variationsByProduct.get(v.product_id) ?? [];
    list.push(v);
    variationsByProduct.set(v.product_id, list);
  }
  const byId = new Map(products.map((p) => [p.id, p]));

  const cards: ProductCard[] = [];
  for (const id of ids) {
    const p = byId.get(id);
    if (!p) continue;
    const { variation, available } = pickCardVariation(variationsByProduct.get(id) ?? []);
    cards.push({
      product_id: p.id,
      uid: p.uid,
      product_title: p.title,
      product_slug: p.slug,
      product_image: mediaUrl(baseUrl, p.image || FALLBACK_PRODUCT_IMAGE),
      size: variation?.size ?? '',
      product_rating: roundRating(p.rating),
      product_review: Number(p.review_count) || 0,
      product_price: available ? (roundMoney(variation!.regular_price) ?? 0) : 0,
      product_sell_price: available ? roundMoney(variation!.sale_price) : null,
      product_have_offer: Boolean(p.have_offer),
      product_offer_label: p.offer_label,
      product_stock: available ? Math.max(0, Number(variation!.stock) || 0) : 0,
      store_stock: available ? readStoreStock(variation!.store_stock) : [],
      variation_id: available ? variation!.id : null,
      in_wishlist: wished.has(p.id),
      updated_at: new Date(p.updated_at).toISOString(),
    });
  }
  return cards;
}
