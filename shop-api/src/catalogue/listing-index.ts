import { sql, type RawBuilder } from 'kysely';
import type { ShopDb } from '../db/connection';
import type { ProductFilters } from './product-search';

/**
 * The listed products' filter and sort columns in memory (ADR 0163), for listings without a
 * search: counting a filter set's matches in the database reads every match (tens of
 * milliseconds for a size or a wine family at 50,000 products), here it is a pass over arrays.
 * Kept by the read cache and forgotten with every catalogue change but one of stock alone, which
 * moves none of its columns (ADR 0169).
 * The filters mean what they mean in `product-search.ts`; `shop-api/test/listing-index.test.ts`
 * holds the two to the same answers.
 */

/** Above this many listed products the index is not built and the database answers (it would hold about 7 MB). */
const MAX_INDEXED_PRODUCTS = 100_000;

/** The filters a listing without a search has. */
type IndexedFilters = Pick<
  ProductFilters,
  'priceMin' | 'priceMax' | 'sizes' | 'categories' | 'countries' | 'brands' | 'seasons' | 'ratings'
>;

interface IndexedPage {
  order: 'ASC' | 'DSC' | '';
  offset: number;
  perPage: number;
  counted: boolean;
}

/** A column's null, which no filter matches: ids are positive. */
const NONE = 0;

interface ListingIndex {
  /** One page of ids in order and, when counted, how many match. */
  find(f: IndexedFilters, page: IndexedPage): { ids: number[]; total: number | null };
  /** Bytes held, about (for the read cache's bound). */
  bytes: number;
}

/**
 * The index, or null when the catalogue lists more than MAX_INDEXED_PRODUCTS. One statement, so
 * its parts agree (one snapshot); each part is one text, which PGlite hands over far faster than
 * 50,000 rows, and each order is the database's own sort, through its indexes.
 */
export async function loadListingIndex(db: ShopDb, largest = MAX_INDEXED_PRODUCTS): Promise<ListingIndex | null> {
  const listed = sql`from products p where p.not_found = false`;
  // A part is read only when the catalogue is small enough: CASE runs its subquery only then.
  const part = (select: RawBuilder<unknown>) => sql<string | null>`case when counted.n <= ${largest} then (${select}) end`;
  const idsBy = (order: RawBuilder<unknown>) => part(sql`select string_agg(p.id::text, ',' order by ${order}) ${listed}`);
  const { rows } = await sql<{
    n: number | string;
    listed: string | null;
    newest: string | null;
    cheapest: string | null;
    dearest: string | null;
    sizes: string | null;
    categories: string | null;
  }>`
    with counted as (select count(*) as n ${listed})
    select counted.n,
      ${part(sql`select string_agg(concat_ws(',', p.id, p.category_id, coalesce(p.country_id, ${NONE}), coalesce(p.brand_id, ${NONE}),
        coalesce(p.season_id, ${NONE}), p.rating, p.card_price), ';') ${listed}`)} as listed,
      -- The orders of product-search.ts: newest first; by card price, nulls last, ties by id.
      ${idsBy(sql`p.created_at desc, p.id desc`)} as newest,
      ${idsBy(sql`p.card_price asc nulls last, p.id`)} as cheapest,
      ${idsBy(sql`p.card_price desc nulls last, p.id`)} as dearest,
      -- A product "has" a size when that size is for sale (the size filter of product-search.ts).
      ${part(sql`select string_agg(v.product_id || ',' || v.size_id, ';') from variations v where v.regular_price is not null`)} as sizes,
      (select string_agg(c.id || ',' || coalesce(c.parent_id, ${NONE}), ';') from categories c) as categories
    from counted`.execute(db);
  const row = rows[0];
  if (Number(row.n) > largest) return null;
  const split = (text: string | null, by: string) => (text ? text.split(by) : []);
  const numbers = (text: string | null) => split(text, ',').map(Number);
  return buildIndex(
    split(row.listed, ';'),
    [numbers(row.newest), numbers(row.cheapest), numbers(row.dearest)],
    split(row.sizes, ';'),
    split(row.categories, ';').map((pair) => pair.split(',').map(Number) as [number, number]),
  );
}

function buildIndex(
  rows: string[],
  [newest, cheapest, dearest]: [number[], number[], number[]],
  sizePairs: string[],
  categories: Array<[id: number, parentId: number]>,
): ListingIndex {
  const n = rows.length;
  const id = new Int32Array(n);
  const category = new Int32Array(n);
  const country = new Int32Array(n);
  const brand = new Int32Array(n);
  const season = new Int32Array(n);
  const rating = new Float64Array(n);
  const price = new Float64Array(n);
  let largestId = 0;
  rows.forEach((row, i) => {
    // concat_ws leaves out a null: only the card price (the last field) can be one.
    const [pid, cat, ctry, brd, ssn, rtg, prc] = row.split(',');
    id[i] = Number(pid);
    category[i] = Number(cat);
    country[i] = Number(ctry);
    brand[i] = Number(brd);
    season[i] = Number(ssn);
    rating[i] = Number(rtg);
    price[i] = prc === undefined ? NaN : Number(prc);
    largestId = Math.max(largestId, id[i]);
  });
  const positionOf = new Int32Array(largestId + 1).fill(-1);
  id.forEach((pid, i) => (positionOf[pid] = i));
  const positions = (ids: number[]) => Int32Array.from(ids, (pid) => positionOf[pid]);
  const orders = { '': positions(newest), ASC: positions(cheapest), DSC: positions(dearest) };

  // Each product's sizes for sale, as runs in one array (sizeIds[sizeStart[i]] up to sizeStart[i + 1]).
  const sizesAt: number[][] = Array.from({ length: n }, () => []);
  for (const pair of sizePairs) {
    const [pid, size] = pair.split(',').map(Number);
    const at = pid <= largestId ? positionOf[pid] : -1;
    if (at >= 0) sizesAt[at].push(size);
  }
  const sizeStart = new Int32Array(n + 1);
  sizesAt.forEach((list, i) => (sizeStart[i + 1] = sizeStart[i] + list.length));
  const sizeIds = Int32Array.from(sizesAt.flat());

  const parentOf = new Map(categories);
  let largestTerm = 0;
  for (const column of [category, country, brand, season, sizeIds]) for (const t of column) largestTerm = Math.max(largestTerm, t);
  // A filter as a flag per term id: a lookup per product instead of a search of the list.
  const flags = (ids: number[] | null) => {
    if (!ids) return null;
    const set = new Uint8Array(largestTerm + 1);
    for (const t of ids) if (t <= largestTerm) set[t] = 1;
    return set;
  };

  return {
    // Five columns and three orders of 4 bytes, two of 8, the sizes' runs and the id lookup.
    bytes: n * (8 * 4 + 2 * 8 + 4) + sizeIds.length * 4 + positionOf.length * 4,
    find(f, page) {
      const wanted = f.categories;
      const inCategory = flags(
        wanted && [...parentOf].filter(([c, parent]) => wanted.includes(c) || wanted.includes(parent)).map(([c]) => c),
      );
      const [inCountry, inBrand, inSeason, inSize] = [f.countries, f.brands, f.seasons, f.sizes].map(flags);
      const ratings = f.ratings?.map((r) => [Math.min(r.from, r.to), Math.max(r.from, r.to)]) ?? null;
      const [min, max] = [f.priceMin ?? -Infinity, f.priceMax ?? Infinity];
      const priced = f.priceMin !== null || f.priceMax !== null;
      const order = orders[page.order];
      const ids: number[] = [];
      const end = page.offset + page.perPage;
      let total = 0;
      for (let k = 0; k < n; k++) {
        const i = order[k];
        if (inCategory && inCategory[category[i]] !== 1) continue;
        if (inCountry && inCountry[country[i]] !== 1) continue;
        if (inBrand && inBrand[brand[i]] !== 1) continue;
        if (inSeason && inSeason[season[i]] !== 1) continue;
        // A null price (NaN) is in no range, as in SQL.
        if (priced && !(price[i] >= min && price[i] <= max)) continue;
        if (ratings && !ratings.some(([from, to]) => rating[i] >= from && rating[i] <= to)) continue;
        if (inSize) {
          let any = false;
          for (let s = sizeStart[i]; s < sizeStart[i + 1] && !any; s++) any = inSize[sizeIds[s]] === 1;
          if (!any) continue;
        }
        if (total >= page.offset && total < end) ids.push(id[i]);
        total++;
        if (!page.counted && total >= end) break;
      }
      return { ids, total: page.counted ? total : null };
    },
  };
}
