import { sql, type RawBuilder } from 'kysely';
import type { ShopDb } from '../db/connection';
import { closestSearch, searchQuery } from './search-terms';
import { loadListingIndex } from './listing-index';
import { loadEveryTime, type KeptRead } from './read-cache';

export const PAGE_SIZE = 12;
/** The largest page a caller may ask for (`per_page`, e.g. a sitemap paging through everything). */
export const MAX_PER_PAGE = 1000;
export const MAX_PAGE = 100_000;

export interface ProductFilters {
  order: 'ASC' | 'DSC' | '';
  priceMin: number | null;
  priceMax: number | null;
  sizes: number[] | null;
  categories: number[] | null;
  countries: number[] | null;
  brands: number[] | null;
  seasons: number[] | null;
  ratings: Array<{ from: number; to: number }> | null;
  /** Only products with an available size in stock at this store (ADR 0155). */
  availableAt?: number | null;
  search: string;
  page: number;
  /** Products per page (default PAGE_SIZE). */
  perPage?: number;
  /** False when the caller does not need the total (the storefront's suggestions, ADR 0162). */
  count?: boolean;
  /** Best-selling first (most reviews, then id) where no order is chosen: the suggestions (ADR 0173). */
  topSelling?: boolean;
}

interface ProductSearchResult {
  ids: number[];
  /** Null when the caller asked for no count. */
  total: number | null;
  /** When a search found nothing: a close search that finds something with the same filters. */
  didYouMean?: string;
}

/**
 * The listed products matching the filters: one page of ids in order and the total count.
 * With a search and no chosen sort, the most relevant first (ADR 0146), or best-selling first when
 * asked (ADR 0173); else the chosen sort.
 * When a search finds nothing, a close search that does find something, if there is one.
 */
export async function searchProducts(db: ShopDb, f: ProductFilters, kept: KeptRead): Promise<ProductSearchResult> {
  const found = await findProducts(db, f, kept);
  if (!f.search || (await anyMatch(db, f, found, kept))) return found;
  const closest = await closestSearch(db, f.search);
  if (!closest || !(await anyMatch(db, { ...f, search: closest }, null, kept))) return found;
  return { ...found, didYouMean: closest };
}

/**
 * Whether anything matches the filters, from a page already found when it tells: its total, or
 * without a count its ids (an empty first page means no match; a later one does not).
 */
async function anyMatch(db: ShopDb, f: ProductFilters, found: ProductSearchResult | null, kept: KeptRead): Promise<boolean> {
  if (found && found.total !== null) return found.total > 0;
  if (found && (found.ids.length > 0 || f.page === 1)) return found.ids.length > 0;
  return (await findProducts(db, { ...f, page: 1, perPage: 1, count: false }, kept)).ids.length > 0;
}

/**
 * The rows a listing reads: products, or for a search their narrow copy (migration 016, ADR 0160).
 * A search ranks every match, and products' wide rows made that a read of most of the table. The
 * copy names its columns as products does, so the filters read the same either way.
 */
function listedRows(db: ShopDb, search: boolean) {
  const products = db.selectFrom('products as p');
  return search ? (db.selectFrom('product_search as p') as unknown as typeof products) : products;
}

/**
 * Best sellers first: the most reviews, then the lowest id, as the product page's Top Selling
 * list (product-detail.ts) and the index of migration 009 that both walk.
 */
function bestSellingFirst(sales: string, id: string): RawBuilder<unknown> {
  return sql`${sql.ref(sales)} desc, ${sql.ref(id)}`;
}

/**
 * How many of the best sellers a search by sales looks through, in order, before it finds every
 * match and sorts them (ADR 0173). A common prefix ("ca") fills its page among the first few
 * dozen; walking all 50,000 for a rare one took half a second.
 */
const BEST_SELLERS_WALKED = 2000;

/**
 * The page of a search's matches by sales, when it lies among the best sellers walked: their
 * first matches in sales order are the first of all matches. Null when the page is not full
 * there, and may lie further on.
 */
async function bestSellersWalked(
  db: ShopDb,
  matches: ReturnType<typeof listedRows>,
  perPage: number,
  offset: number,
): Promise<number[] | null> {
  const bestSellers = db
    .selectFrom('products as t')
    .select(['t.id', 't.review_count'])
    .where('t.not_found', '=', false)
    .orderBy(bestSellingFirst('t.review_count', 't.id'))
    .limit(BEST_SELLERS_WALKED);
  const rows = await matches
    .innerJoin(bestSellers.as('t'), 't.id', 'p.id')
    .select('p.id')
    .orderBy(bestSellingFirst('t.review_count', 't.id'))
    .limit(perPage)
    .offset(offset)
    .execute();
  return rows.length === perPage ? rows.map((r) => r.id) : null;
}

/**
 * A product's price for filtering and sorting is its card price (products.card_price, kept by
 * migration 009's triggers: the card variation's sale price if present, else regular), so both
 * go through an index at any catalogue size.
 */
async function findProducts(db: ShopDb, f: ProductFilters, kept: KeptRead): Promise<ProductSearchResult> {
  // Words are checked against the vocabulary first; text with no word at all matches nothing.
  const tsquery = f.search ? await searchQuery(db, f.search) : null;
  const counted = f.count !== false;
  if (f.search && tsquery === null) return { ids: [], total: counted ? 0 : null };
  const perPage = f.perPage ?? PAGE_SIZE;
  const offset = (f.page - 1) * perPage;
  const bySales = f.topSelling === true && !f.order;
  // A listing without a search or a store comes from the kept index (ADR 0163), when anything is
  // kept: where nothing is (SHOP_API_READ_CACHE=off), building it for each listing would cost more.
  if (tsquery === null && !f.availableAt && !bySales && kept !== loadEveryTime) {
    const index = await kept('listing index', () => loadListingIndex(db), {
      bytesOf: (value) => value?.bytes ?? 0,
      // Built from what is listed, its filters and its card prices: stock alone moves none of them.
      outlivesStock: true,
    });
    if (index) return index.find(f, { order: f.order, offset, perPage, counted });
  }
  let query = listedRows(db, tsquery !== null).where('p.not_found', '=', false);

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
  if (f.availableAt) {
    const storeId = f.availableAt;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('variations as v')
          .innerJoin('store_stock as ss', 'ss.variation_id', 'v.id')
          .select('v.id')
          .whereRef('v.product_id', '=', 'p.id')
          .where('v.regular_price', 'is not', null)
          .where('ss.store_id', '=', storeId)
          .where('ss.stock', '>', 0),
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
  if (tsquery !== null) query = query.where(sql<boolean>`p.search_document @@ ${tsquery}::tsquery`);

  const count = async () => Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  if (tsquery !== null) {
    // A search reads every match anyway (to rank or sort them): the page counts them on the way
    // instead of a second pass over the same rows. The matches are first cut to the columns the
    // order needs (OFFSET 0 keeps them so), or counting them would hold every search document.
    // Without a count nothing holds them, and the planner's own shape is cheaper (ADR 0162).
    if (bySales && !counted) {
      const walked = await bestSellersWalked(db, query, perPage, offset);
      if (walked) return { ids: walked, total: null };
    }
    const sold = bySales ? query.innerJoin('products as t', 't.id', 'p.id').where('t.not_found', '=', false) : query;
    const columns = sold.select([
      'p.id',
      'p.card_price',
      'p.created_at',
      (f.order || bySales ? sql<number>`0` : sql<number>`ts_rank(p.search_document, ${tsquery}::tsquery)`).as('rank'),
      (bySales ? sql<number>`t.review_count` : sql<number>`0`).as('sales'),
    ]);
    // By sales, the matches are found first too: left to itself, the planner may walk the whole
    // sales index for words it thinks common together but that are rare ("red wh", ADR 0173).
    const matches = counted || bySales ? columns.offset(0) : columns;
    // Without a count the page is a plain ORDER BY ... LIMIT, which PostgreSQL sorts keeping only
    // the best rows (a top-N heap); the count's window made it sort every match (ADR 0162).
    let ranked = db
      .selectFrom(matches.as('m'))
      .select(['m.id', counted ? sql<number>`count(*) over ()`.as('total') : sql<null>`null`.as('total')]);
    if (f.order === 'ASC') ranked = ranked.orderBy(sql`m.card_price asc nulls last`).orderBy('m.id');
    else if (f.order === 'DSC') ranked = ranked.orderBy(sql`m.card_price desc nulls last`).orderBy('m.id');
    else if (bySales) ranked = ranked.orderBy(bestSellingFirst('m.sales', 'm.id'));
    // ts_rank's default weights put a title match above brand, category, then specification.
    else ranked = ranked.orderBy('m.rank', 'desc').orderBy('m.created_at', 'desc').orderBy('m.id', 'desc');
    const rows = await ranked.limit(perPage).offset(offset).execute();
    const ids = rows.map((r) => r.id);
    if (!counted) return { ids, total: null };
    // A page past the end has no row to say the count.
    return { ids, total: rows.length > 0 ? Number(rows[0].total) : await count() };
  }

  let page = query.select('p.id');
  if (f.order === 'ASC') page = page.orderBy(sql`p.card_price asc nulls last`).orderBy('p.id');
  else if (f.order === 'DSC') page = page.orderBy(sql`p.card_price desc nulls last`).orderBy('p.id');
  else if (bySales) page = page.orderBy(bestSellingFirst('p.review_count', 'p.id'));
  else page = page.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  // Here for a listing of a store's stock, or when nothing is kept: the page comes in index order
  // and stops after a page; only the count reads every match, the same for every page and order
  // of these filters (ADR 0161).
  const { order: _order, page: _page, perPage: _perPage, search: _search, count: _count, topSelling: _topSelling, ...filters } = f;
  const [total, rows] = await Promise.all([
    counted ? kept(`listing count ${JSON.stringify(filters)}`, count) : null,
    page.limit(perPage).offset(offset).execute(),
  ]);
  return { ids: rows.map((r) => r.id), total };
}
