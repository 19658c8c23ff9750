import { PRODUCT_IMAGE_SIZE } from './media/images';
import { sql } from 'kysely';
import type { ShopDb } from '../db/connection';
import { resolveCmsMedia } from './cms';
import { FALLBACK_PRODUCT_IMAGE, mediaUrl } from './media-urls';
import { roundMoney } from '../money';
import { roundRating } from './rating';
import type { ProductCard, ProductDetail, ProductDetailData } from '../contract';
import { catalogueNames, categoryRef, termRef } from './catalogue-names';
import { loadProductCards, wishedAmong, type VariationRow } from './product-cards';
import { readStoreStock } from './store-stock';
import type { KeptRead } from './read-cache';

const LIST_SIZE = 8;

interface ProductList {
  section_title: string;
  product_listing: ProductCard[];
}

/** The product-detail section keys (docs/product.md, "What a product is") that a product stores; anything else in the JSON is not answered. */
const STORED_SECTIONS = [
  'specification_section',
  'shipping_sction',
  'payment_option_section',
  'about_product_section',
  'product_detail_section',
  'warning_section',
  'additional_information_section',
  'reviews_section',
  'video_section',
  'CTA_section',
] as const;

interface Context {
  userId: number | null;
  baseUrl: string;
  /** Where the ranked lists are kept: the same for every product (of a family), ADR 0161. */
  kept: KeptRead;
}

interface ProductRow {
  id: number;
  uid: string;
  title: string;
  slug: string;
  image: string | null;
  gallery: unknown;
  rating: number;
  review_count: number;
  have_offer: boolean;
  offer_label: string | null;
  weight: string | null;
  sections: unknown;
  category_id: number;
  brand_id: number | null;
  country_id: number | null;
  season_id: number | null;
  updated_at: string;
  variations: VariationRow[];
}

type Ranking = 'top_selling' | 'top_rated' | 'trending';

/**
 * The first LIST_SIZE + 1 listed products by the given ranking, as cards without a shopper's
 * hearts: each product page shows the first LIST_SIZE other than itself, so one list serves all.
 */
function rankedCards(db: ShopDb, rank: Ranking, parentId: number | null, ctx: Context): Promise<ProductCard[]> {
  return ctx.kept(`ranked ${rank} ${rank === 'trending' ? parentId : ''}`, async () =>
    loadProductCards(db, await rankedIds(db, rank, parentId), { userId: null, baseUrl: ctx.baseUrl }),
  );
}

async function rankedIds(db: ShopDb, rank: Ranking, parentId: number | null) {
  let query = db.selectFrom('products as p').select('p.id').where('p.not_found', '=', false);
  if (rank === 'top_selling') query = query.orderBy('p.review_count', 'desc');
  if (rank === 'top_rated') query = query.orderBy('p.rating', 'desc').orderBy('p.review_count', 'desc');
  if (rank === 'trending') {
    // Trending within the same family (wine or spirits), newest and best liked first.
    if (parentId !== null) {
      query = query.where('p.category_id', 'in', (eb) => eb.selectFrom('categories').select('id').where('parent_id', '=', parentId));
    }
    query = query.orderBy(sql`p.rating * ln(2 + p.review_count)`, 'desc');
  }
  const rows = await query
    .orderBy('p.id')
    .limit(LIST_SIZE + 1)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * "Customers Also Viewed": the products after this one in its category, by id, then from the
 * category's start: different for each product, stable, and read through an index however large
 * the category (migration 013).
 */
async function categoryNeighbourIds(db: ShopDb, productId: number, categoryId: number) {
  const inCategory = db
    .selectFrom('products')
    .select('id')
    .where('not_found', '=', false)
    .where('category_id', '=', categoryId)
    .orderBy('id')
    .limit(LIST_SIZE);
  const after = await inCategory.where('id', '>', productId).execute();
  const before = after.length < LIST_SIZE ? await inCategory.where('id', '<', productId).execute() : [];
  return [...after, ...before].slice(0, LIST_SIZE).map((r) => r.id);
}

/** The product-detail answer, or null for an unknown or not-found product. */
export async function loadProductDetail(db: ShopDb, productId: number, ctx: Context): Promise<ProductDetailData | null> {
  // One statement for the product and its sizes, which its kept card holds (ADR 0174); the names
  // of its category and terms come from a kept value (ADR 0175). Read side by side.
  const [{ rows }, names] = await Promise.all([
    sql<ProductRow>`
      select p.id, p.uid, p.title, p.slug, p.image, p.gallery, p.rating, p.review_count, p.have_offer, p.offer_label,
        p.weight, p.sections, p.category_id, p.brand_id, p.country_id, p.season_id, p.updated_at,
        coalesce((select c.card->'variations' from product_cards c where c.product_id = p.id), '[]'::json) as variations
      from products p where p.id = ${productId} and p.not_found = false`.execute(db),
    catalogueNames(db, ctx.kept),
  ]);
  const product = rows[0];
  const category = product && categoryRef(names, product.category_id);
  if (!product || !category) return null;
  const parent = category.parent;

  // The rest depends only on the product: asked together, so a server runs them side by side and
  // the embedded database has them queued without a round trip between each.
  const [topSelling, topRated, trending, alsoViewed] = await Promise.all([
    rankedCards(db, 'top_selling', parent?.category_id ?? null, ctx),
    rankedCards(db, 'top_rated', parent?.category_id ?? null, ctx),
    rankedCards(db, 'trending', parent?.category_id ?? null, ctx),
    categoryNeighbourIds(db, product.id, product.category_id).then((ids) =>
      loadProductCards(db, ids, { userId: null, baseUrl: ctx.baseUrl }),
    ),
  ]);

  const others = (cards: ProductCard[]) => cards.filter((card) => card.product_id !== product.id).slice(0, LIST_SIZE);
  const lists = {
    top_selling_section: ['Top Selling', others(topSelling)],
    top_rated_section: ['Top Rated', others(topRated)],
    trending_product_section: ['Trending Products', others(trending)],
    customer_also_viewed_section: ['Customers Also Viewed', alsoViewed],
  } as const;
  // The signed-in caller's hearts: on the product itself and on its lists' cards, in one read.
  const wished = await wishedAmong(db, ctx.userId, [
    product.id,
    ...Object.values(lists).flatMap(([, cards]) => cards.map((card) => card.product_id)),
  ]);
  const productLists: Record<string, ProductList> = {};
  for (const [key, [title, cards]] of Object.entries(lists)) {
    productLists[key] = {
      section_title: title,
      // Kept cards are shared: a shopper's hearts go on copies.
      product_listing: wished.size === 0 ? cards : cards.map((card) => ({ ...card, in_wishlist: wished.has(card.product_id) })),
    };
  }

  const image = mediaUrl(ctx.baseUrl, product.image || FALLBACK_PRODUCT_IMAGE);
  const storedGallery = Array.isArray(product.gallery) ? product.gallery.filter((g): g is string => typeof g === 'string') : [];
  const gallery = [
    image,
    ...storedGallery.slice(product.image && storedGallery[0] === product.image ? 1 : 0).map((g) => mediaUrl(ctx.baseUrl, g)),
  ];

  const stored = (product.sections ?? {}) as Record<string, unknown>;
  const sections: Record<string, unknown> = {};
  for (const key of STORED_SECTIONS) if (stored[key]) sections[key] = resolveCmsMedia(stored[key], ctx.baseUrl);

  const productDetail: ProductDetail = {
    id: product.id,
    uid: product.uid,
    name: product.title,
    slug: product.slug,
    image,
    // Extension: the picture's size, for link previews (og:image:width/height).
    image_width: PRODUCT_IMAGE_SIZE,
    image_height: PRODUCT_IMAGE_SIZE,
    gallery,
    average_rating: roundRating(product.rating),
    review_count: Number(product.review_count) || 0,
    have_offer: product.have_offer,
    offer_label: product.offer_label,
    in_wishlist: wished.has(product.id),
    weight: product.weight,
    updated_at: new Date(product.updated_at).toISOString(),
    category,
    brand: termRef(names, product.brand_id),
    country: termRef(names, product.country_id),
    season: termRef(names, product.season_id),
    variations: product.variations.map((v) => ({
      variation_id: v.id,
      size: v.size,
      sale_price: v.regular_price === null ? null : roundMoney(v.sale_price),
      regular_price: roundMoney(v.regular_price),
      stock: v.regular_price === null ? 0 : Math.max(0, Number(v.stock) || 0),
      store_stock: v.regular_price === null ? [] : readStoreStock(v.store_stock),
    })),
  };
  // The HTML sections are stored CMS JSON, answered as stored.
  return { product_detail: productDetail, ...sections, ...productLists } as unknown as ProductDetailData;
}
