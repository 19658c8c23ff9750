import type { FilterMasterSection } from '../contract';
import type { ShopDb } from '../db/connection';
import type { TermKind } from '../db/schema';

interface TermItem {
  category_id: number;
  category_name: string;
  category_slug: string;
}

/** A category also says when its newest-changed listed product changed (null: none listed). */
type CategoryItem = TermItem & { updated_at: string | null };

/** A brand also says how many listed products it has in each category (by id). */
type BrandItem = TermItem & { category_counts: Record<string, number> };

const PRICE_RANGES = [
  { from: 0, to: 25 },
  { from: 25, to: 50 },
  { from: 50, to: 100 },
  { from: 100, to: 200 },
  { from: 200, to: 500 },
];
const RATING_RANGES = [
  { from: 4, to: 5 },
  { from: 3, to: 4 },
  { from: 2, to: 3 },
  { from: 1, to: 2 },
];

const TERM_COLUMN: Record<Exclude<TermKind, 'brand'>, 'country_id' | 'season_id' | null> = {
  size: null,
  country: 'country_id',
  season: 'season_id',
};

/**
 * Terms of one kind that at least one listed product uses, so no filter option is a dead end.
 * Sizes look for one available variation per size (LIMIT 1 through the size index): as a plain
 * EXISTS the planner joins every variation to its product, slow at 50,000 products.
 */
async function usedTerms(db: ShopDb, kind: Exclude<TermKind, 'brand'>): Promise<TermItem[]> {
  const column = TERM_COLUMN[kind];
  const rows = await db
    .selectFrom('terms as t')
    .select(['t.id', 't.name', 't.slug'])
    .where('t.kind', '=', kind)
    .where((eb) =>
      column
        ? eb.exists(eb.selectFrom('products as p').select('p.id').whereRef(`p.${column}`, '=', 't.id').where('p.not_found', '=', false))
        : eb(
            eb
              .selectFrom('variations as v')
              .innerJoin('products as p', 'p.id', 'v.product_id')
              .select('v.id')
              .whereRef('v.size_id', '=', 't.id')
              .where('v.regular_price', 'is not', null)
              .where('p.not_found', '=', false)
              .limit(1),
            'is not',
            null,
          ),
    )
    .orderBy('t.sort')
    .orderBy('t.name')
    .execute();
  return rows.map((r) => ({ category_id: r.id, category_name: r.name, category_slug: r.slug }));
}

/**
 * Brands that at least one listed product uses, in the same order as the other terms, each with
 * its listed products counted per category (kept by migration 017's triggers): the storefront
 * offers the brands of a page's scope, most listed first (ADR 0168).
 */
async function brandTerms(db: ShopDb): Promise<BrandItem[]> {
  const [terms, counts] = await Promise.all([
    db
      .selectFrom('terms as t')
      .select(['t.id', 't.name', 't.slug'])
      .where('t.kind', '=', 'brand')
      .orderBy('t.sort')
      .orderBy('t.name')
      .execute(),
    db
      .selectFrom('brand_listings')
      .select(['brand_id', 'category_id', 'listed'])
      .where('listed', '>', 0)
      .orderBy('brand_id')
      .orderBy('category_id')
      .execute(),
  ]);
  const byBrand = new Map<number, Record<string, number>>();
  for (const row of counts) {
    const brand = byBrand.get(row.brand_id) ?? {};
    brand[String(row.category_id)] = row.listed;
    byBrand.set(row.brand_id, brand);
  }
  return terms.flatMap((t) => {
    const categoryCounts = byBrand.get(t.id);
    return categoryCounts ? [{ category_id: t.id, category_name: t.name, category_slug: t.slug, category_counts: categoryCounts }] : [];
  });
}

async function categoryTree(db: ShopDb): Promise<Array<CategoryItem & { children: CategoryItem[] }>> {
  // Each category's newest change through the (category_id, updated_at) index, not a pass over every product.
  const rows = await db
    .selectFrom('categories as c')
    .select(['c.id', 'c.parent_id', 'c.title', 'c.slug'])
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select((p) => p.fn.max('p.updated_at').as('updated_at'))
        .whereRef('p.category_id', '=', 'c.id')
        .where('p.not_found', '=', false)
        .as('updated_at'),
    )
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  const changedAt = new Map(
    rows.filter((r) => r.updated_at !== null).map((r) => [r.id, new Date(r.updated_at as Date | string).getTime()]),
  );
  const iso = (times: Array<number | undefined>) => {
    const known = times.filter((t): t is number => t !== undefined);
    return known.length > 0 ? new Date(Math.max(...known)).toISOString() : null;
  };
  const item = (r: (typeof rows)[number]): CategoryItem => ({
    category_id: r.id,
    category_name: r.title,
    category_slug: r.slug,
    updated_at: iso([changedAt.get(r.id)]),
  });
  return rows
    .filter((r) => r.parent_id === null)
    .map((parent) => {
      const children = rows.filter((r) => r.parent_id === parent.id);
      return {
        ...item(parent),
        // A parent lists its subcategories' products too.
        updated_at: iso([parent, ...children].map((r) => changedAt.get(r.id))),
        children: children.map(item),
      };
    });
}

/** The filter sidebar's sections, in the order the storefront shows them. */
export async function loadFilterMaster(db: ShopDb): Promise<FilterMasterSection[]> {
  const [sizes, categories, countries, brands, seasons] = await Promise.all([
    usedTerms(db, 'size'),
    categoryTree(db),
    usedTerms(db, 'country'),
    brandTerms(db),
    usedTerms(db, 'season'),
  ]);
  return [
    { section_key: 'price_range', section_title: 'Price Range', section_listing: PRICE_RANGES },
    { section_key: 'size', section_title: 'Size', section_listing: sizes },
    { section_key: 'category', section_title: 'Category', section_listing: categories },
    { section_key: 'country', section_title: 'Country', section_listing: countries },
    { section_key: 'top_rated', section_title: 'Top Rated', section_listing: RATING_RANGES },
    { section_key: 'brand', section_title: 'Brand', section_listing: brands },
    { section_key: 'season', section_title: 'Seasonal & Special Release', section_listing: seasons },
  ];
}
