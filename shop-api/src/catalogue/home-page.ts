import type { ShopDb } from '../db/connection';
import { loadCmsDocument, resolveCmsMedia } from './cms';
import type { ProductCard } from '../contract';
import { loadProductCards } from './product-cards';

function collectProductIds(value: unknown, into: number[]): void {
  if (Array.isArray(value)) value.forEach((v) => collectProductIds(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'product_ids' && Array.isArray(v)) into.push(...v.filter((id): id is number => typeof id === 'number'));
      else collectProductIds(v, into);
    }
  }
}

/** Replaces every `product_ids: [...]` of a CMS document with `product_listing: ProductCard[]`. */
function hydrate(value: unknown, cards: Map<number, ProductCard>): unknown {
  if (Array.isArray(value)) return value.map((v) => hydrate(v, cards));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'product_ids' && Array.isArray(v)) {
      out.product_listing = v.map((id) => cards.get(id as number)).filter((c): c is ProductCard => Boolean(c));
    } else {
      out[key] = hydrate(v, cards);
    }
  }
  return out;
}

/**
 * A CMS document ready to answer: media paths made absolute and product id lists turned into
 * live product cards (current price, stock and the caller's wish list), fetched in one query.
 */
export async function loadHydratedDocument(
  db: ShopDb,
  key: 'home' | 'theme_options' | 'private_class',
  ctx: { userId: number | null; baseUrl: string },
): Promise<unknown> {
  const doc = await loadCmsDocument(db, key);
  if (doc === null) return null;
  const ids: number[] = [];
  collectProductIds(doc, ids);
  const cards = ids.length ? await loadProductCards(db, ids, ctx) : [];
  return hydrate(resolveCmsMedia(doc, ctx.baseUrl), new Map(cards.map((c) => [c.product_id, c])));
}
