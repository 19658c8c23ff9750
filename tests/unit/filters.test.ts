import { describe, expect, it } from 'vitest';
import type { FilterMasterSection } from '~/lib/shop-api/types';
import {
  EMPTY_FILTERS,
  MAX_PAGE,
  buildChips,
  chipLabel,
  hasActiveFilters,
  hrefFor,
  indexFilterMaster,
  pageSummary,
  pageWindow,
  parseFilters,
  restrictToKnown,
  toProductsPayload,
  toSearchParams,
  withoutEmptyFilterParams,
  withoutGroup,
  type FilterState,
} from '~/lib/catalogue/filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

const MASTER: FilterMasterSection[] = [
  { section_key: 'price_range', section_title: 'Price Range', section_listing: [{ from: 0, to: 25 }] },
  {
    section_key: 'size',
    section_title: 'Size',
    section_listing: [
      { category_id: 31, category_name: '750ml', category_slug: '750ml' },
      { category_id: 32, category_name: '1L', category_slug: '1l' },
    ],
  },
  {
    section_key: 'category',
    section_title: 'Category',
    section_listing: [
      {
        category_id: 1,
        category_name: 'Wine',
        category_slug: 'wine',
        children: [{ category_id: 11, category_name: 'Red Wine', category_slug: 'red-wine' }],
      },
      { category_id: 2, category_name: 'Whiskey', category_slug: 'whiskey', children: [] },
    ],
  },
  {
    section_key: 'country',
    section_title: 'Country',
    section_listing: [{ category_id: 41, category_name: 'France', category_slug: 'france' }],
  },
  {
    section_key: 'top_rated',
    section_title: 'Top Rated',
    section_listing: [
      { from: 4, to: 5 },
      { from: 3, to: 4 },
    ],
  },
  {
    section_key: 'brand',
    section_title: 'Brand',
    section_listing: [{ category_id: 51, category_name: 'Oakridge', category_slug: 'oakridge' }],
  },
  {
    section_key: 'season',
    section_title: 'Seasonal & Special Release',
    section_listing: [{ category_id: 61, category_name: 'Holiday', category_slug: 'holiday' }],
  },
];
const INDEX = indexFilterMaster(MASTER);

describe('parseFilters', () => {
  it('reads an empty query as the default state', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
    expect(hasActiveFilters(parse(''))).toBe(false);
  });

  it('reads every filter group', () => {
    const state = parse(
      'search=+Merlot++red+&sort=dsc&min_price=10&max_price=50.5&category=1&category=11&size=31&country=41&brand=51&season=61&rating=4-5&rating_min=2&rating_max=3&in_store=1&page=3',
    );
    expect(state).toEqual<FilterState>({
      search: 'Merlot red',
      order: 'DSC',
      price: { from: 10, to: 50.5 },
      category: [1, 11],
      size: [31],
      country: [41],
      brand: [51],
      season: [61],
      rating: [{ from: 4, to: 5 }],
      ratingCustom: { from: 2, to: 3 },
      inStore: true,
      page: 3,
    });
    expect(hasActiveFilters(state)).toBe(true);
  });

  it('keeps "available at my store" in the URL, as a chip, and sends the chosen store', () => {
    const state = parse('in_store=1&size=31');
    expect(hrefFor('/product-listing', state)).toBe('/product-listing?size=31&in_store=1');
    expect(hasActiveFilters(parse('in_store=1'))).toBe(true);
    expect(parse('in_store=yes').inStore).toBe(false);
    expect(chipLabel('inStore', state, INDEX, 'Midtown')).toBe('Available at my store: Midtown');
    expect(buildChips(state, INDEX, '/product-listing', 'Midtown').at(-1)).toEqual({
      group: 'inStore',
      label: 'Available at my store: Midtown',
      href: '/product-listing?size=31',
    });
    expect(toProductsPayload(state, { locationId: 2 })).toMatchObject({ size: [31], available_at: 2 });
    expect(toProductsPayload(state, {})).not.toHaveProperty('available_at');
    expect(withoutGroup(state, 'inStore').inStore).toBe(false);
  });

  it('keeps a one-sided price range, and drops a bound that is not a number', () => {
    expect(parse('min_price=10').price).toEqual({ from: 10, to: null });
    expect(parse('max_price=10').price).toEqual({ from: null, to: 10 });
    expect(parse('min_price=&max_price=').price).toBeNull();
    expect(parse('min_price=ten&max_price=20').price).toEqual({ from: null, to: 20 });
    expect(parse('min_price=0&max_price=0').price).toEqual({ from: 0, to: 0 });
  });

  it('writes, labels and sends a one-sided price range as one-sided', () => {
    const minOnly = parse('min_price=20');
    expect(hrefFor('/product-listing', minOnly)).toBe('/product-listing?min_price=20');
    expect(chipLabel('price', minOnly, INDEX)).toBe('Price: from $20.00');
    expect(toProductsPayload(minOnly).price_range).toEqual({ min: 20, max: null });
    const maxOnly = parse('max_price=35.5');
    expect(hrefFor('/product-listing', maxOnly)).toBe('/product-listing?max_price=35.5');
    expect(chipLabel('price', maxOnly, INDEX)).toBe('Price: up to $35.50');
    expect(toProductsPayload(maxOnly).price_range).toEqual({ min: null, max: 35.5 });
  });

  it('swaps a reversed price range instead of returning nothing', () => {
    expect(parse('min_price=80&max_price=20').price).toEqual({ from: 20, to: 80 });
  });

  it.each(['-5', '1e3', '0x10', 'Infinity', 'NaN', '99999999999', '<script>'])('ignores a hostile price bound %s', (hostile) => {
    expect(parseFilters(new URLSearchParams({ min_price: hostile })).price).toBeNull();
    expect(parseFilters(new URLSearchParams({ max_price: hostile })).price).toBeNull();
    expect(parseFilters(new URLSearchParams({ min_price: hostile, max_price: '40' })).price).toEqual({ from: null, to: 40 });
  });

  it('keeps only positive integer ids, once each, at most 100 per group', () => {
    expect(parse('category=1&category=abc&category=-2&category=1.5&category=0&category=1&category=7').category).toEqual([1, 7]);
    expect(parse('size=99999999999&size=2147483648&size=2147483647').size).toEqual([2147483647]);
    expect(parse('brand=3,4,x').brand).toEqual([3, 4]);
    const many = Array.from({ length: 150 }, (_, i) => `country=${i + 1}`).join('&');
    expect(parse(many).country).toHaveLength(100);
  });

  it('clamps the page and ignores a non-numeric one', () => {
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-3').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=9999').page).toBe(9999);
    expect(parse('page=999999999999').page).toBe(MAX_PAGE);
  });

  it('accepts only ASC and DSC sorting', () => {
    expect(parse('sort=ASC').order).toBe('ASC');
    expect(parse('sort=asc').order).toBe('ASC');
    expect(parse('sort=DESC').order).toBe('DSC');
    expect(parse('sort=price;drop table').order).toBe('');
  });

  it('cleans the search text: trimmed, no control characters, at most 100 characters', () => {
    expect(parse('search=%20%20').search).toBe('');
    expect(parse('search=a%00b%0Ac').search).toBe('a b c');
    expect(parse(`search=${'x'.repeat(500)}`).search).toHaveLength(100);
    expect(parse('search=%3Cimg%20src%3Dx%3E').search).toBe('<img src=x>');
  });

  it('reads Top Rated ranges and rejects out-of-range ones', () => {
    expect(parse('rating=4-5&rating=3 - 4&rating=4-5').rating).toEqual([
      { from: 4, to: 5 },
      { from: 3, to: 4 },
    ]);
    expect(parse('rating=4-9&rating=x-5&rating=5').rating).toEqual([]);
    expect(parse('rating_min=4').ratingCustom).toBeNull();
    expect(parse('rating_min=5&rating_max=1').ratingCustom).toEqual({ from: 1, to: 5 });
    expect(parse('rating_min=1&rating_max=6').ratingCustom).toBeNull();
  });
});

describe('toSearchParams / hrefFor', () => {
  it('round-trips a full state', () => {
    const state = parse(
      'search=gin&category=11&size=31&size=32&min_price=5&max_price=40&rating=4-5&rating_min=1&rating_max=2&sort=ASC&page=2',
    );
    expect(parseFilters(toSearchParams(state))).toEqual(state);
  });

  it('leaves defaults out, so the default state is the bare path', () => {
    expect(hrefFor('/product-listing', EMPTY_FILTERS)).toBe('/product-listing');
    expect(hrefFor('/product-listing', { ...EMPTY_FILTERS, page: 1, order: 'DSC' })).toBe('/product-listing?sort=DSC');
  });

  it('writes a canonical URL from a messy one', () => {
    const state = parse('page=2&category=1&category=1&min_price=50&max_price=10&search=%20x%20&junk=1');
    expect(hrefFor('/product-listing', state)).toBe('/product-listing?search=x&category=1&min_price=10&max_price=50&page=2');
  });
});

describe('withoutEmptyFilterParams', () => {
  it('drops the empty fields a form sends without JavaScript, keeping everything else', () => {
    const tidy = withoutEmptyFilterParams(
      new URLSearchParams('search=&min_price=&max_price=&category=3&rating_min=&sort=&dialog=login&id=7'),
    );
    expect(tidy?.toString()).toBe('category=3&dialog=login&id=7');
  });

  it('returns null when there is nothing to tidy', () => {
    expect(withoutEmptyFilterParams(new URLSearchParams('category=3&dialog='))).toBeNull();
  });
});

describe('restrictToKnown', () => {
  it('drops ids the filter master does not know', () => {
    const state = restrictToKnown(parse('category=11&category=999&size=31&size=5&brand=51&season=1'), INDEX);
    expect(state.category).toEqual([11]);
    expect(state.size).toEqual([31]);
    expect(state.brand).toEqual([51]);
    expect(state.season).toEqual([]);
  });

  it('narrows categories to a category page scope', () => {
    const state = restrictToKnown(parse('category=11&category=2'), INDEX, new Set([11]));
    expect(state.category).toEqual([11]);
  });
});

describe('chips', () => {
  it('builds one chip per active group, in chip order, each linking without that group', () => {
    const state = parse('category=11&size=31&country=41&brand=51&season=61&min_price=10&max_price=20&rating=4-5&sort=ASC&page=3');
    const chips = buildChips(state, INDEX, '/product-listing');
    expect(chips.map((c) => c.label)).toEqual([
      'Price: $10.00 - $20.00',
      'Top Rated: 4 - 5',
      'Category: Red Wine',
      'Size: 750ml',
      'Country: France',
      'Brand: Oakridge',
      'Seasonal: Holiday',
    ]);
    const price = chips[0];
    const after = parseFilters(new URL(price.href, 'http://x').searchParams);
    expect(after.price).toBeNull();
    expect(after.category).toEqual([11]);
    expect(after.order).toBe('ASC');
    expect(after.page).toBe(1);
  });

  it('clearing Top Rated drops the ticked ranges and the custom range', () => {
    const state = parse('rating=4-5&rating_min=1&rating_max=2');
    expect(buildChips(state, INDEX, '/p')[0].label).toBe('Top Rated: 4 - 5, 1 - 2');
    const cleared = withoutGroup(state, 'rating');
    expect(cleared.rating).toEqual([]);
    expect(cleared.ratingCustom).toBeNull();
  });

  it('has no chips without filters', () => {
    expect(buildChips(parse('sort=DSC&search=x'), INDEX, '/p')).toEqual([]);
  });
});

describe('toProductsPayload', () => {
  it('maps the state to the /products payload', () => {
    const payload = toProductsPayload(
      parse('min_price=1&max_price=2&rating=4-5&rating_min=1&rating_max=2&size=31&sort=DSC&page=2&search=x'),
      {
        locationId: 3,
      },
    );
    expect(payload).toEqual({
      location_id: 3,
      order: 'DSC',
      price_range: { min: 1, max: 2 },
      size: [31],
      rating: [
        { from: 4, to: 5 },
        { from: 1, to: 2 },
      ],
      search: 'x',
      page: 2,
    });
  });

  it('leaves out filters that are not in use', () => {
    expect(toProductsPayload(EMPTY_FILTERS)).toEqual({ page: 1 });
  });

  it('scopes a category page unless subcategories are chosen', () => {
    expect(toProductsPayload(EMPTY_FILTERS, { scopeCategory: 1 }).category).toEqual([1]);
    expect(toProductsPayload(parse('category=11'), { scopeCategory: 1 }).category).toEqual([11]);
    expect(toProductsPayload(EMPTY_FILTERS).location_id).toBeUndefined();
  });
});

describe('paging', () => {
  it('summarises the shown range', () => {
    expect(pageSummary(30, 1)).toEqual({ start: 1, end: 12, count: 30, page: 1, lastPage: 3 });
    expect(pageSummary(30, 3)).toEqual({ start: 25, end: 30, count: 30, page: 3, lastPage: 3 });
    expect(pageSummary(30, 9999).page).toBe(3);
    expect(pageSummary(0, 1)).toEqual({ start: 0, end: 0, count: 0, page: 1, lastPage: 1 });
  });

  it('windows page links with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
