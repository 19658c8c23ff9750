/**
 * The product listing's filter state and its URL form: the URL *is* the state (a GET form), so
 * it is shareable, bookmarkable and works without JavaScript. Pure and isomorphic.
 *
 * URL parameters (repeatable ones marked *):
 *   search            free text (trimmed, at most 100 characters, like the API)
 *   sort              ASC | DSC (anything else: default sorting)
 *   min_price, max_price   price range; either bound alone is a one-sided range ("from $20")
 *   size*, category*, country*, brand*, season*   term ids from the filter master
 *   rating*           a Top Rated range "from-to" (e.g. "4-5")
 *   rating_min, rating_max   a custom Top Rated range; counts only when both are numbers
 *   in_store          1: only products in stock at the shopper's chosen store (ADR 0155)
 *   page              1-based page number
 *
 * Anything malformed or hostile is dropped or clamped, never an error.
 */
import type { FilterMasterSection, RangeOption, TermOption } from '~/lib/shop-api/types';
import { formatPrice } from '~/lib/money';

export const PAGE_SIZE = 12;
/** The API clamps pages to this; beyond the last page the loader redirects to it. */
export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;
/** The API takes at most 100 ids per filter. */
const MAX_IDS_PER_GROUP = 100;
const MAX_ID = 2_147_483_647;
const MAX_PRICE = 1_000_000;
const MAX_RATING = 5;

export const ID_GROUPS = ['category', 'size', 'country', 'brand', 'season'] as const;
export type IdGroup = (typeof ID_GROUPS)[number];
export type SortOrder = 'ASC' | 'DSC' | '';
export type Range = RangeOption;
/** A price range; one bound may be open (null), never both. */
export interface PriceRange {
  from: number | null;
  to: number | null;
}

export interface FilterState {
  search: string;
  order: SortOrder;
  price: PriceRange | null;
  category: number[];
  size: number[];
  country: number[];
  brand: number[];
  season: number[];
  /** Top Rated ranges ticked in the list. */
  rating: Range[];
  /** Top Rated custom min/max. */
  ratingCustom: Range | null;
  /** Only products in stock at the shopper's store (needs a chosen store; the loader drops it otherwise). */
  inStore: boolean;
  page: number;
}

/** A chip group: one chip per active filter group (clearing a chip resets that group). */
export type ChipGroup = IdGroup | 'price' | 'rating' | 'inStore';

export const EMPTY_FILTERS: FilterState = {
  search: '',
  order: '',
  price: null,
  category: [],
  size: [],
  country: [],
  brand: [],
  season: [],
  rating: [],
  ratingCustom: null,
  inStore: false,
  page: 1,
};

// ---------- parsing ----------

/** A plain decimal number ("12", "12.5"); rejects "1e3", "0x10", "Infinity", "", "-1". */
function parseAmount(raw: string | null, max: number): number | null {
  if (raw === null) return null;
  const text = raw.trim();
  if (!/^\d{1,9}(\.\d{1,4})?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && value <= max ? value : null;
}

function parseRange(minRaw: string | null, maxRaw: string | null, max: number): Range | null {
  const from = parseAmount(minRaw, max);
  const to = parseAmount(maxRaw, max);
  if (from === null || to === null) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** Either bound alone is a range; both are put in order. */
function parsePriceRange(minRaw: string | null, maxRaw: string | null): PriceRange | null {
  const from = parseAmount(minRaw, MAX_PRICE);
  const to = parseAmount(maxRaw, MAX_PRICE);
  if (from === null && to === null) return null;
  if (from !== null && to !== null && from > to) return { from: to, to: from };
  return { from, to };
}

function parseIds(values: string[]): number[] {
  const ids: number[] = [];
  for (const value of values.flatMap((v) => v.split(','))) {
    const text = value.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id < 1 || id > MAX_ID || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length >= MAX_IDS_PER_GROUP) break;
  }
  return ids;
}

/** "4-5" -> { from: 4, to: 5 }. */
function parseRatingToken(token: string): Range | null {
  const match = /^\s*(\d{1,9}(?:\.\d{1,4})?)\s*-\s*(\d{1,9}(?:\.\d{1,4})?)\s*$/.exec(token);
  if (!match) return null;
  return parseRange(match[1], match[2], MAX_RATING);
}

export function ratingToken(range: Range): string {
  return `${range.from}-${range.to}`;
}

function sameRange(a: Range, b: Range): boolean {
  return a.from === b.from && a.to === b.to;
}

/** Search text as the listing uses it: trimmed, one space between words, at most MAX_SEARCH_LENGTH characters. */
export function parseSearch(raw: string | null): string {
  if (!raw) return '';
  // Control characters never belong in a search; collapse runs of whitespace.
  const cleaned = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, MAX_SEARCH_LENGTH).join('').trim();
}

function parseOrder(raw: string | null): SortOrder {
  const value = raw?.trim().toUpperCase();
  if (value === 'ASC') return 'ASC';
  if (value === 'DSC' || value === 'DESC') return 'DSC';
  return '';
}

function parsePage(raw: string | null): number {
  if (!raw || !/^\s*\d{1,12}\s*$/.test(raw)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(raw)));
}

export function parseFilters(params: URLSearchParams): FilterState {
  const rating: Range[] = [];
  for (const token of params.getAll('rating')) {
    const range = parseRatingToken(token);
    if (range && !rating.some((r) => sameRange(r, range))) rating.push(range);
    if (rating.length >= MAX_IDS_PER_GROUP) break;
  }
  return {
    search: parseSearch(params.get('search')),
    order: parseOrder(params.get('sort')),
    price: parsePriceRange(params.get('min_price'), params.get('max_price')),
    category: parseIds(params.getAll('category')),
    size: parseIds(params.getAll('size')),
    country: parseIds(params.getAll('country')),
    brand: parseIds(params.getAll('brand')),
    season: parseIds(params.getAll('season')),
    rating,
    ratingCustom: parseRange(params.get('rating_min'), params.get('rating_max'), MAX_RATING),
    inStore: params.get('in_store')?.trim() === '1',
    page: parsePage(params.get('page')),
  };
}

/** Every query parameter the filter form writes. */
const FILTER_PARAMS = [
  'search',
  'sort',
  'min_price',
  'max_price',
  ...ID_GROUPS,
  'rating',
  'rating_min',
  'rating_max',
  'in_store',
  'page',
] as const;

/**
 * The query without the filter form's empty fields (a form submitted without JavaScript sends
 * `search=&min_price=&…`), or null when there were none. Other parameters are kept as they are.
 */
export function withoutEmptyFilterParams(params: URLSearchParams): URLSearchParams | null {
  const names = new Set<string>(FILTER_PARAMS);
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [key, value] of params) {
    if (names.has(key) && value.trim() === '') dropped = true;
    else kept.append(key, value);
  }
  return dropped ? kept : null;
}

// ---------- serialising ----------

/** The canonical query string of a state (stable order; defaults left out). */
export function toSearchParams(state: FilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const group of ID_GROUPS) for (const id of state[group]) params.append(group, String(id));
  if (state.price?.from != null) params.set('min_price', String(state.price.from));
  if (state.price?.to != null) params.set('max_price', String(state.price.to));
  for (const range of state.rating) params.append('rating', ratingToken(range));
  if (state.ratingCustom) {
    params.set('rating_min', String(state.ratingCustom.from));
    params.set('rating_max', String(state.ratingCustom.to));
  }
  if (state.inStore) params.set('in_store', '1');
  if (state.order) params.set('sort', state.order);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** `basePath` plus the state's query ("?..." only when there is one). */
export function hrefFor(basePath: string, state: FilterState): string {
  const query = toSearchParams(state).toString();
  return query ? `${basePath}?${query}` : basePath;
}

export function withPage(state: FilterState, page: number): FilterState {
  return { ...state, page };
}

/** The state without one chip group (and back on page 1). */
export function withoutGroup(state: FilterState, group: ChipGroup): FilterState {
  const next: FilterState = { ...state, page: 1 };
  if (group === 'price') next.price = null;
  else if (group === 'inStore') next.inStore = false;
  else if (group === 'rating') {
    next.rating = [];
    next.ratingCustom = null;
  } else next[group] = [];
  return next;
}

export function hasActiveFilters(state: FilterState): boolean {
  return (
    Boolean(state.search || state.order || state.price || state.ratingCustom || state.inStore) ||
    state.rating.length > 0 ||
    ID_GROUPS.some((group) => state[group].length > 0)
  );
}

// ---------- the filter master ----------

interface FilterMasterIndex {
  /** id -> display name per group (category includes subcategories). */
  names: Record<IdGroup, Map<number, string>>;
  ratingRanges: Range[];
  priceRanges: Range[];
}

export function indexFilterMaster(sections: FilterMasterSection[]): FilterMasterIndex {
  const names: FilterMasterIndex['names'] = {
    category: new Map(),
    size: new Map(),
    country: new Map(),
    brand: new Map(),
    season: new Map(),
  };
  let ratingRanges: Range[] = [];
  let priceRanges: Range[] = [];
  const addTerms = (group: IdGroup, items: TermOption[]) => {
    for (const item of items) names[group].set(item.category_id, item.category_name);
  };
  for (const section of sections) {
    switch (section.section_key) {
      case 'price_range':
        priceRanges = section.section_listing;
        break;
      case 'top_rated':
        ratingRanges = section.section_listing;
        break;
      case 'category':
        for (const parent of section.section_listing) {
          addTerms('category', [parent]);
          addTerms('category', parent.children ?? []);
        }
        break;
      default:
        addTerms(section.section_key, section.section_listing);
    }
  }
  return { names, ratingRanges, priceRanges };
}

/**
 * Drops ids the filter master does not know (a stale bookmark or a hand-edited URL must not
 * silently filter everything away). `allowedCategories`, on a category page, narrows the
 * category group to that category's subcategories.
 */
export function restrictToKnown(state: FilterState, index: FilterMasterIndex, allowedCategories?: Set<number>): FilterState {
  const next: FilterState = { ...state };
  for (const group of ID_GROUPS) {
    next[group] = state[group].filter((id) => index.names[group].has(id));
  }
  if (allowedCategories) next.category = next.category.filter((id) => allowedCategories.has(id));
  return next;
}

// ---------- chips ----------

export interface FilterChip {
  group: ChipGroup;
  label: string;
  /** The same URL without this group. */
  href: string;
}

const CHIP_PREFIX: Record<ChipGroup, string> = {
  price: 'Price',
  rating: 'Top Rated',
  category: 'Category',
  size: 'Size',
  country: 'Country',
  brand: 'Brand',
  season: 'Seasonal',
  inStore: 'Available at my store',
};
/** The chip order: Price, Top Rated, Category, Size, Country, Brand, Seasonal, then the store. */
const CHIP_ORDER: ChipGroup[] = ['price', 'rating', 'category', 'size', 'country', 'brand', 'season', 'inStore'];

function formatRating(range: Range): string {
  return `${range.from} - ${range.to}`;
}

function formatPriceRange({ from, to }: PriceRange): string {
  if (from === null) return `up to ${formatPrice(to ?? 0)}`;
  if (to === null) return `from ${formatPrice(from)}`;
  return `${formatPrice(from)} - ${formatPrice(to)}`;
}

/** `storeName`: the chosen store's short name, for the store chip. */
export function chipLabel(group: ChipGroup, state: FilterState, index: FilterMasterIndex, storeName = ''): string | null {
  let values: string[];
  if (group === 'inStore') {
    values = state.inStore ? [storeName] : [];
  } else if (group === 'price') {
    values = state.price ? [formatPriceRange(state.price)] : [];
  } else if (group === 'rating') {
    values = [...state.rating, ...(state.ratingCustom ? [state.ratingCustom] : [])].map(formatRating);
  } else {
    values = state[group].map((id) => index.names[group].get(id) ?? `#${id}`);
  }
  return values.length > 0 ? `${CHIP_PREFIX[group]}: ${values.join(', ')}` : null;
}

export function buildChips(state: FilterState, index: FilterMasterIndex, basePath: string, storeName?: string): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const group of CHIP_ORDER) {
    const label = chipLabel(group, state, index, storeName);
    if (label) chips.push({ group, label, href: hrefFor(basePath, withoutGroup(state, group)) });
  }
  return chips;
}

// ---------- the API payload ----------

export interface ProductsPayload {
  location_id?: number;
  order?: 'ASC' | 'DSC';
  /** A one-sided range sends null for its open bound. */
  price_range?: { min: number | null; max: number | null };
  size?: number[];
  category?: number[];
  country?: number[];
  brand?: number[];
  season?: number[];
  rating?: Range[];
  search?: string;
  page: number;
  /** Products per page (an extension of the API's; the listing keeps its default, PAGE_SIZE). */
  per_page?: number;
  /** Only products in stock at this store (an extension of the API's, ADR 0155). */
  available_at?: number;
}

/**
 * A payload for a caller that never reads total_count (the header's suggestions): the API then
 * ranks a search's page without counting its matches and answers a null total (an extension of
 * the API's, ADR 0162; an API without it counts anyway). `top_selling` asks for the best sellers
 * among the matches instead of the most relevant (ADR 0173; an API without it ranks by relevance).
 */
export type UncountedProductsPayload = ProductsPayload & { count: false; top_selling?: boolean };

/**
 * The /products payload for a state: only the filters in use (an empty list means "no
 * filter", so it is left out rather than sent). `scopeCategory` (a category page) applies
 * when the shopper has not narrowed to some of its subcategories; the store filter takes `locationId`.
 */
export function toProductsPayload(state: FilterState, options: { locationId?: number; scopeCategory?: number } = {}): ProductsPayload {
  const payload: ProductsPayload = { page: state.page };
  if (options.locationId) payload.location_id = options.locationId;
  if (state.order) payload.order = state.order;
  if (state.price) payload.price_range = { min: state.price.from, max: state.price.to };
  const category = state.category.length > 0 ? state.category : options.scopeCategory ? [options.scopeCategory] : [];
  if (category.length > 0) payload.category = category;
  for (const group of ['size', 'country', 'brand', 'season'] as const) {
    if (state[group].length > 0) payload[group] = state[group];
  }
  const rating = [...state.rating, ...(state.ratingCustom ? [state.ratingCustom] : [])];
  if (rating.length > 0) payload.rating = rating;
  if (state.search) payload.search = state.search;
  if (state.inStore && options.locationId) payload.available_at = options.locationId;
  return payload;
}

// ---------- paging ----------

interface PageSummary {
  start: number;
  end: number;
  count: number;
  page: number;
  lastPage: number;
}

export function pageSummary(totalCount: number, page: number, perPage = PAGE_SIZE): PageSummary {
  const count = Math.max(0, Math.floor(totalCount));
  const lastPage = Math.max(1, Math.ceil(count / perPage));
  const current = Math.min(Math.max(1, page), lastPage);
  const start = count === 0 ? 0 : (current - 1) * perPage + 1;
  const end = Math.min(current * perPage, count);
  return { start, end, count, page: current, lastPage };
}

/** Page numbers to link, with null for a gap: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, lastPage: number, radius = 1): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let p = 1; p <= lastPage; p++) {
    const near = Math.abs(p - page) <= radius;
    if (p === 1 || p === lastPage || near) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
