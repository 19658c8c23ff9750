import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSeeded, seedDatabase } from '../seed';
import { TYPE_SPECS } from '../seed/catalogue-data';
import { generateProducts } from '../seed/products';
import type { ShopDb } from '../src/db/connection';
import { createTestShop, type TestShop } from './support';

let shop: TestShop;
let db: ShopDb;

beforeAll(async () => {
  shop = await createTestShop();
  db = shop.db;
});
afterAll(() => shop?.close());

/** What a shopper can see of the catalogue, independent of serial ids. */
async function fingerprint(): Promise<string> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('terms as b', 'b.id', 'p.brand_id')
    .select([
      'p.uid',
      'p.title',
      'p.slug',
      'c.slug as category',
      'b.name as brand',
      'p.rating',
      'p.review_count',
      'p.offer_label',
      'p.created_at',
    ])
    .orderBy('p.uid')
    .execute();
  const variations = await db
    .selectFrom('variations as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .innerJoin('terms as s', 's.id', 'v.size_id')
    .select(['p.uid', 's.name', 'v.regular_price', 'v.sale_price', 'v.stock', 'v.sort'])
    .orderBy('p.uid')
    .orderBy('v.sort')
    .execute();
  const normalise = (r: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        v instanceof Date ? v.toISOString() : typeof v === 'string' && /^\d+\.\d+$/.test(v) ? Number(v) : v,
      ]),
    );
  return JSON.stringify([rows.map(normalise), variations.map(normalise)]);
}

describe('generateProducts', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(generateProducts())).toBe(JSON.stringify(generateProducts()));
    expect(generateProducts()[0].title).toBe('Château Bellerive Hillside Red Blend 2021');
  });

  it('differs for another seed', () => {
    expect(generateProducts(7)[0].title).not.toBe(generateProducts()[0].title);
  });
});

describe('the seeded catalogue', () => {
  it('has at least 200 listed products across every wine and spirit category', async () => {
    const listed = await db.selectFrom('products').select(['id', 'category_id']).where('not_found', '=', false).execute();
    expect(listed.length).toBeGreaterThanOrEqual(200);
    const categories = await db.selectFrom('categories').select(['id', 'slug', 'parent_id']).execute();
    const parents = categories.filter((c) => c.parent_id === null).map((c) => c.slug);
    expect(parents).toEqual(['wine', 'spirits']);
    const subs = categories.filter((c) => c.parent_id !== null);
    expect(subs.map((c) => c.slug).sort()).toEqual(
      [
        'red-wine',
        'white-wine',
        'rose-wine',
        'sparkling-wine',
        'dessert-wine',
        'whiskey',
        'bourbon',
        'scotch',
        'vodka',
        'gin',
        'rum',
        'tequila',
        'brandy',
        'liqueur',
      ].sort(),
    );
    for (const sub of subs) expect(listed.filter((p) => p.category_id === sub.id).length, sub.slug).toBeGreaterThanOrEqual(10);
    expect(TYPE_SPECS.reduce((n, s) => n + s.count, 0)).toBe(listed.length);
  });

  it('gives each product 1-3 variations with at least one available, and sensible prices', async () => {
    const variations = await db.selectFrom('variations').select(['product_id', 'regular_price', 'sale_price', 'stock']).execute();
    const byProduct = new Map<number, typeof variations>();
    for (const v of variations) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
    const counts = [...byProduct.values()].map((list) => list.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(3);
    for (const list of byProduct.values()) expect(list.some((v) => v.regular_price !== null)).toBe(true);
    expect(variations.some((v) => v.regular_price === null)).toBe(true);
    expect(variations.some((v) => v.regular_price !== null && Number(v.stock) === 0)).toBe(true);
    const onSale = variations.filter((v) => v.sale_price !== null);
    expect(onSale.length).toBeGreaterThan(20);
    for (const v of onSale) expect(Number(v.sale_price)).toBeLessThan(Number(v.regular_price));
    for (const v of variations) if (v.regular_price !== null) expect(Number(v.regular_price)).toBeGreaterThan(0);
  });

  it('has ratings, reviews, offers, seasons, countries and brands', async () => {
    const products = await db
      .selectFrom('products')
      .select([
        'rating',
        'review_count',
        'have_offer',
        'offer_label',
        'season_id',
        'country_id',
        'brand_id',
        'image',
        'sections',
        'not_found',
        'slug',
        'uid',
      ])
      .execute();
    for (const p of products) {
      expect(Number(p.rating)).toBeGreaterThanOrEqual(0);
      expect(Number(p.rating)).toBeLessThanOrEqual(5);
      expect(p.have_offer).toBe(p.offer_label !== null);
      expect(p.country_id).not.toBeNull();
      expect(p.brand_id).not.toBeNull();
      for (const key of [
        'specification_section',
        'shipping_sction',
        'payment_option_section',
        'about_product_section',
        'product_detail_section',
        'warning_section',
        'additional_information_section',
        'reviews_section',
      ]) {
        expect((p.sections as Record<string, unknown>)[key], key).toBeDefined();
      }
    }
    expect(products.filter((p) => p.have_offer).length).toBeGreaterThan(20);
    expect(products.filter((p) => p.season_id !== null).length).toBeGreaterThan(20);
    expect(products.filter((p) => p.image === null).length).toBeGreaterThan(0);
    const withVideo = products.filter((p) => (p.sections as Record<string, unknown>).video_section);
    const withCta = products.filter((p) => (p.sections as Record<string, unknown>).CTA_section);
    expect(withVideo.length).toBeGreaterThan(5);
    expect(withVideo.length).toBeLessThan(products.length);
    expect(withCta.length).toBeGreaterThan(5);
    expect(withCta.length).toBeLessThan(products.length);
    expect(products.filter((p) => p.not_found)).toHaveLength(3);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.uid)).size).toBe(products.length);
    const terms = await db.selectFrom('terms').select(['kind']).execute();
    expect(terms.filter((t) => t.kind === 'brand').length).toBeGreaterThan(30);
    expect(terms.filter((t) => t.kind === 'country').length).toBeGreaterThan(15);
  });

  it('has stores, pages and every CMS document', async () => {
    const stores = await db.selectFrom('stores').selectAll().execute();
    expect(stores.filter((s) => s.offers_pickup && s.offers_delivery).length).toBeGreaterThanOrEqual(4);
    const pages = await db.selectFrom('pages').select(['id', 'path']).execute();
    expect(pages.map((p) => p.id)).toEqual(expect.arrayContaining([24637, 24636]));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const docs = await db.selectFrom('cms_documents').select(['key', 'data']).execute();
    expect(docs.map((d) => d.key).sort()).toEqual(['home', 'private_class', 'theme_options', 'wishlist_promos']);
    // Product ids stored in the home document are real, listed products.
    const home = JSON.stringify(docs.find((d) => d.key === 'home')!.data);
    const ids = [...home.matchAll(/"product_ids":\[([\d,]*)\]/g)].flatMap((m) => m[1].split(',').map(Number));
    expect(ids.length).toBeGreaterThan(30);
    const found = await db.selectFrom('products').select('id').where('id', 'in', ids).where('not_found', '=', false).execute();
    expect(new Set(found.map((f) => f.id))).toEqual(new Set(ids));
    // No remote images anywhere in the content.
    expect(JSON.stringify(docs)).not.toMatch(/"(image_url|image|section_image|listing_image|header_logo|footer_logo)":"https?:/);
  });
});

describe('seedDatabase', () => {
  it('reseeds an emptied catalogue identically', async () => {
    const before = await fingerprint();
    for (const table of ['promo_codes', 'cms_documents', 'pages', 'variations', 'products', 'terms', 'categories', 'stores'] as const) {
      await db.deleteFrom(table).execute();
    }
    expect(await isSeeded(db)).toBe(false);
    await seedDatabase(db);
    expect(await isSeeded(db)).toBe(true);
    expect(await fingerprint()).toBe(before);
  });
});
