import type { ProductCard } from '../contract';
import { sql } from 'kysely';
import type { ShopDb } from '../db/connection';
import { FALLBACK_PRODUCT_IMAGE, defaultPublicBaseUrl, mediaUrl } from './media-urls';
import { roundMoney } from '../money';
import { roundRating } from './rating';
import { readStoreStock } from './store-stock';

interface ProductCardOptions {
  /** The signed-in user, for in_wishlist; null for anonymous callers. */
  userId: number | null;
  /** The API's public base URL (ctx.config.publicBaseUrl) for absolute image URLs; defaults to the environment's. */
  baseUrl?: string;
}

export interface VariationRow {
  id: number;
  regular_price: number | null;
  sale_price: number | null;
  stock: number;
  size: string;
  store_stock: unknown;
}

interface CardRow {
  id: number;
  uid: string;
  title: string;
  slug: string;
  image: string | null;
  rating: number;
  review_count: number;
  have_offer: boolean;
  offer_label: string | null;
  updated_at: string;
  variations: VariationRow[];
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

  // Each listed product's card as the triggers of migration 019 keep it (ADR 0174): one index
  // read a card, instead of the product, its sizes and their stock per store.
  const [{ rows }, wished] = await Promise.all([
    sql<{ cards: CardRow[] }>`
      select coalesce(json_agg(c.card), '[]'::json) as cards from product_cards c where c.product_id = any(${ids}::int[])`.execute(db),
    wishedAmong(db, opts.userId, ids),
  ]);
  const byId = new Map(rows[0].cards.map((p) => [p.id, p]));

  const cards: ProductCard[] = [];
  for (const id of ids) {
    const p = byId.get(id);
    if (!p) continue;
    const { variation, available } = pickCardVariation(p.variations);
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
