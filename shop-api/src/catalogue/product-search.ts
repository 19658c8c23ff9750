import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ShopDb } from '../db/connection';
import type { Database } from '../db/schema';

export const PAGE_SIZE = 12;
/** The largest page a caller may ask for (`per_page`, e.g. a sitemap paging through everything). */
export const MAX_PER_PAGE = 1000;
export const MAX_PAGE = 100_000;

interface ProductFilters {
  order: 'ASC' | 'DSC' | '';
  priceMin: number | null;
  priceMax: number | null;
  sizes: number[] | null;
  categories: number[] | null;
  countries: number[] | null;
  brands: number[] | null;
  seasons: number[] | null;
  ratings: Array<{ from: number; to: number }> | null;
  search: string;
  page: number;
  /** Products per page (default PAGE_SIZE). */
  perPage?: number;
}

/** Search text is data: LIKE wildcards in it match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Scope = Database & { p: Database['products']; c: { product_id: number; price: number | null } };

/**
 * The listed products matching the filters: one page of ids in order and the total count.
 * A product's price for filtering and sorting is its card price (products.card_price, kept by
 * migration 009's triggers: the card variation's sale price if present, else regular), so both
 * go through an index at any catalogue size.
 */
export async function searchProducts(db: ShopDb, f: ProductFilters): Promise<{ ids: number[]; total: number }> {
  let query = db.selectFrom('products as p').where('p.not_found', '=', false);

  if (f.priceMin !== null) query = query.where('p.card_price', '>=', f.priceMin);
  if (f.priceMax !== null) query = query.where('p.card_price', '<=', f.priceMax);
  if (f.sizes) {
    const sizes = f.sizes;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('variations as v')
          .select('v.id')
          .whereRef('v.product_id', '=', 'p.id')
          .where('v.size_id', 'in', sizes)
          .where('v.regular_price', 'is not', null),
      ),
    );
  }
  if (f.categories) {
    const categories = f.categories;
    query = query.where('p.category_id', 'in', (eb) =>
      eb
        .selectFrom('categories')
        .select('id')
        .where((w) => w.or([w('id', 'in', categories), w('parent_id', 'in', categories)])),
    );
  }
  if (f.countries) query = query.where('p.country_id', 'in', f.countries);
  if (f.brands) query = query.where('p.brand_id', 'in', f.brands);
  if (f.seasons) query = query.where('p.season_id', 'in', f.seasons);
  if (f.ratings) {
    const ratings = f.ratings;
    query = query.where((eb) =>
      eb.or(ratings.map((r) => eb.and([eb('p.rating', '>=', Math.min(r.from, r.to)), eb('p.rating', '<=', Math.max(r.from, r.to))]))),
    );
  }
  if (f.search) {
    const pattern = likePattern(f.search);
    query = query.where((eb) => matchesSearch(eb as unknown as ExpressionBuilder<Scope, 'p'>, pattern));
  }

  let page = query.select('p.id');
  if (f.order === 'ASC') page = page.orderBy(sql`p.card_price asc nulls last`).orderBy('p.id');
  else if (f.order === 'DSC') page = page.orderBy(sql`p.card_price desc nulls last`).orderBy('p.id');
  else page = page.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');

  const [countRow, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    page
      .limit(f.perPage ?? PAGE_SIZE)
      .offset((f.page - 1) * (f.perPage ?? PAGE_SIZE))
      .execute(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(countRow?.n ?? 0) };
}

function matchesSearch(eb: ExpressionBuilder<Scope, 'p'>, pattern: string): Expression<SqlBool> {
  return eb.or([
    eb('p.title', 'ilike', pattern),
    eb.exists(eb.selectFrom('terms as b').select('b.id').whereRef('b.id', '=', 'p.brand_id').where('b.name', 'ilike', pattern)),
    eb.exists(
      eb
        .selectFrom('categories as cat')
        .leftJoin('categories as parent', 'parent.id', 'cat.parent_id')
        .select('cat.id')
        .whereRef('cat.id', '=', 'p.category_id')
        .where((w) => w.or([w('cat.title', 'ilike', pattern), w('parent.title', 'ilike', pattern)])),
    ),
  ]);
}
