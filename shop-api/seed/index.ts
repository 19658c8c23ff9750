import { sql } from 'kysely';
import type { ShopDb } from '../src/db/connection';
import type { TermKind } from '../src/db/schema';
import { COUNTRIES, PARENT_CATEGORIES, SEASONS, SIZES, TYPE_SPECS } from './catalogue-data';
import {
  homeDocument,
  privateClassDocument,
  themeOptionsDocument,
  wishlistPromosDocument,
  type SeededCategory,
  type SeededProduct,
} from './cms-documents';
import { DEFAULT_PRODUCT_COUNT, NOT_FOUND_PRODUCTS, catalogueBrands, productBatches, type ProductSeed } from './products';
import { SEED_PROMO_CODES } from './promo-codes';
import { slugify } from './random';
import { PAGES, STORES } from './stores-and-pages';
import { spreadStock } from './store-stock';
import { pickCardVariation } from '../src/catalogue/product-cards';

/** Content pages and CMS documents of the seed were last edited on this (fixed) date: stable lastmod. */
const SEED_CONTENT_DATE = new Date(Date.UTC(2025, 4, 15, 9, 0, 0));

/** The catalogue counts as seeded once any product exists. */
export async function isSeeded(db: ShopDb): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) > 0;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface SeedOptions {
  /** Listed products (default DEFAULT_PRODUCT_COUNT, the hand-tuned catalogue). */
  products?: number;
  /** Called after each batch of products is inserted: how many are in so far, of how many. */
  progress?: (done: number, total: number) => void;
}

/**
 * The card price migration 009's triggers will work out once the stock is in: inserted with it, a
 * product's row is not written again for its price (nor for its stock, with 014's guard) and
 * stays one compact copy. The triggers still decide: a product they price otherwise is updated.
 */
function cardPrice(p: ProductSeed): number | null {
  const { variation, available } = pickCardVariation(p.variations);
  return available && variation ? (variation.sale_price ?? variation.regular_price) : null;
}

/** Rows per INSERT: large enough that 50,000 products take seconds, well under PostgreSQL's 65,535 parameters. */
const PRODUCT_BATCH = 500;
const VARIATION_BATCH = 2000;

/**
 * Fills an empty, migrated database with the deterministic catalogue: stores, categories,
 * terms, products with variations, content pages and the CMS documents. One transaction, so a
 * failure leaves the database empty (and isSeeded false) rather than half seeded. Products are
 * generated and inserted a batch at a time, so a catalogue of 50,000 is never held whole.
 */
export async function seedDatabase(db: ShopDb, options: SeedOptions = {}): Promise<void> {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;

  await db.transaction().execute(async (trx) => {
    const stores = await trx
      .insertInto('stores')
      .values(STORES.map((s, i) => ({ ...s, address: JSON.stringify(s.address), opening_hours: JSON.stringify(s.opening_hours), sort: i })))
      .returning('id')
      .execute();
    const storeIds = stores.map((s) => s.id);

    // Categories: parents first, then their subcategories.
    const parents = await trx
      .insertInto('categories')
      .values(
        PARENT_CATEGORIES.map((c, i) => ({ parent_id: null, title: c.title, slug: c.slug, image: `category/${c.slug}.svg`, sort: i })),
      )
      .returning(['id', 'slug'])
      .execute();
    const parentId = new Map(parents.map((p) => [p.slug, p.id]));
    const subs = await trx
      .insertInto('categories')
      .values(
        TYPE_SPECS.map((s, i) => ({
          parent_id: parentId.get(s.family)!,
          title: s.category.title,
          slug: s.category.slug,
          image: `category/${s.category.slug}.svg`,
          sort: i,
        })),
      )
      .returning(['id', 'slug', 'title'])
      .execute();
    const categoryId = new Map(subs.map((c) => [c.slug, c.id]));
    const slugId = new Map([...parentId, ...categoryId]);
    await trx
      .insertInto('promo_codes')
      .values(
        SEED_PROMO_CODES.map(({ categories, ...code }) => ({
          ...code,
          category_ids: JSON.stringify((categories ?? []).map((slug) => slugId.get(slug)!)),
        })),
      )
      .execute();
    const categories: SeededCategory[] = [
      ...PARENT_CATEGORIES.map((c) => ({ id: parentId.get(c.slug)!, title: c.title, slug: c.slug, parentSlug: null })),
      ...TYPE_SPECS.map((s) => ({
        id: categoryId.get(s.category.slug)!,
        title: s.category.title,
        slug: s.category.slug,
        parentSlug: s.family,
      })),
    ];

    const brands = catalogueBrands(count);
    const termRows: Array<{ kind: TermKind; name: string; slug: string; sort: number }> = [
      ...SIZES.map((name, sort) => ({ kind: 'size' as const, name, slug: slugify(name.replace('.', '-')), sort })),
      ...COUNTRIES.map((name, sort) => ({ kind: 'country' as const, name, slug: slugify(name), sort })),
      ...brands.map((name, sort) => ({ kind: 'brand' as const, name, slug: slugify(name), sort })),
      ...SEASONS.map((name, sort) => ({ kind: 'season' as const, name, slug: slugify(name), sort })),
    ];
    const terms = await trx.insertInto('terms').values(termRows).returning(['id', 'kind', 'name']).execute();
    const termIds = new Map(terms.map((t) => [`${t.kind}:${t.name}`, t.id]));
    const termId = (kind: TermKind, name: string) => {
      const found = termIds.get(`${kind}:${name}`);
      if (found === undefined) throw new Error(`Seed: unknown ${kind} "${name}"`);
      return found;
    };

    const seeded: SeededProduct[] = [];
    for (const products of productBatches(count, PRODUCT_BATCH)) {
      for (const batch of chunks(products, PRODUCT_BATCH)) await insertProducts(batch);
      options.progress?.(seeded.length, count + NOT_FOUND_PRODUCTS);
    }

    async function insertProducts(batch: ProductSeed[]): Promise<void> {
      const rows = await trx
        .insertInto('products')
        .values(
          batch.map((p) => ({
            uid: p.uid,
            title: p.title,
            slug: p.slug,
            category_id: categoryId.get(p.categorySlug)!,
            brand_id: termId('brand', p.brand),
            country_id: termId('country', p.country),
            season_id: p.season ? termId('season', p.season) : null,
            image: p.image,
            gallery: JSON.stringify(p.gallery),
            rating: p.rating,
            review_count: p.review_count,
            have_offer: p.have_offer,
            offer_label: p.offer_label,
            weight: p.weight,
            sections: JSON.stringify(p.sections),
            not_found: p.not_found,
            card_price: cardPrice(p),
            created_at: p.created_at,
            updated_at: p.created_at,
          })),
        )
        .returning(['id', 'uid'])
        .execute();
      const idByUid = new Map(rows.map((r) => [r.uid, r.id]));
      const inserted = batch.map((p) => ({ id: idByUid.get(p.uid)!, seed: p }));
      const variationRows = inserted.flatMap(({ id, seed }) =>
        seed.variations.map((v, sort) => ({
          product_id: id,
          size_id: termId('size', v.size),
          regular_price: v.regular_price,
          sale_price: v.sale_price,
          // The stock per store below adds up to it (migration 011's triggers).
          stock: 0,
          sort,
        })),
      );
      // Units per store of each variation, by product id and size id (a product has each size once).
      const stockByKey = new Map(
        inserted.flatMap(({ id, seed }) =>
          seed.variations.map((v) => [`${id}:${termId('size', v.size)}`, spreadStock(v.stock, `${seed.uid}:${v.size}`, storeIds.length)]),
        ),
      );
      for (const rows of chunks(variationRows, VARIATION_BATCH)) {
        const ids = await trx.insertInto('variations').values(rows).returning(['id', 'product_id', 'size_id']).execute();
        const perStore = ids.flatMap((v) =>
          stockByKey
            .get(`${v.product_id}:${v.size_id}`)!
            .flatMap((stock, s) => (stock > 0 ? [{ variation_id: v.id, store_id: storeIds[s], stock }] : [])),
        );
        for (const batch of chunks(perStore, VARIATION_BATCH)) await trx.insertInto('store_stock').values(batch).execute();
      }
      // The home document needs no product's page sections: drop them so they are not all kept.
      for (const { id, seed } of inserted) seeded.push({ id, seed: { ...seed, sections: {} } });
    }

    await trx
      .insertInto('pages')
      .values(
        PAGES.map((p) => ({ id: p.id, path: p.path, title: p.title, sections: JSON.stringify(p.sections), updated_at: SEED_CONTENT_DATE })),
      )
      .execute();

    const documents: Record<string, unknown> = {
      home: homeDocument(seeded, categories),
      theme_options: themeOptionsDocument(categories),
      private_class: privateClassDocument(),
      wishlist_promos: wishlistPromosDocument(),
    };
    await trx
      .insertInto('cms_documents')
      .values(Object.entries(documents).map(([key, data]) => ({ key, data: JSON.stringify(data), updated_at: SEED_CONTENT_DATE })))
      .execute();
  });
  // Each variation was written twice (inserted, then its stock summed from the stores'):
  // rewritten compactly. Then fresh statistics (or the planner guesses at the new rows) and a
  // visibility map (so counts read only the indexes): PGlite runs no autovacuum. Outside the
  // transaction: VACUUM cannot run in one.
  await sql`vacuum full variations`.execute(db);
  // Search rows in category and brand order (migration 016, ADR 0160): a search's matches on fewer pages.
  await sql`cluster product_search`.execute(db);
  await sql`vacuum analyze products, product_search, product_cards, variations, store_stock, terms, categories`.execute(db);
}
