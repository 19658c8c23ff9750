import { describe, expect, it } from 'vitest';
import { POPULAR_BRANDS, chooseBrands, scopeCategoryIds } from '~/lib/catalogue/brand-options';
import type { CategoryOption, TermOption } from '~/lib/shop-api/types';

const WINE = 1;
const RED = 11;
const WHITE = 12;
const SPIRITS = 2;
const BOURBON = 21;

const tree: CategoryOption[] = [
  {
    category_id: WINE,
    category_name: 'Wine',
    category_slug: 'wine',
    children: [
      { category_id: RED, category_name: 'Red Wine', category_slug: 'red-wine' },
      { category_id: WHITE, category_name: 'White Wine', category_slug: 'white-wine' },
    ],
  },
  {
    category_id: SPIRITS,
    category_name: 'Spirits',
    category_slug: 'spirits',
    children: [{ category_id: BOURBON, category_name: 'Bourbon', category_slug: 'bourbon' }],
  },
];

function brand(id: number, counts: Record<number, number>): TermOption {
  return { category_id: id, category_name: `Brand ${id}`, category_slug: `brand-${id}`, category_counts: counts };
}

// 20 red-wine houses (brand i has i products), 2 white, 3 bourbon distillers, in name order.
const brands: TermOption[] = [
  ...Array.from({ length: 20 }, (_, i) => brand(i + 1, { [RED]: i + 1 })),
  brand(101, { [WHITE]: 50 }),
  brand(102, { [WHITE]: 1, [RED]: 2 }),
  brand(201, { [BOURBON]: 3 }),
  brand(202, { [BOURBON]: 7 }),
  brand(203, { [BOURBON]: 5 }),
];
const ids = (listing: TermOption[]) => listing.map((b) => b.category_id);

describe('scopeCategoryIds', () => {
  it('is the ticked categories with their subcategories, else the page category, else everything', () => {
    expect(scopeCategoryIds(tree, [WINE, BOURBON], null)).toEqual(new Set([WINE, RED, WHITE, BOURBON]));
    expect(scopeCategoryIds(tree, [RED], tree[0])).toEqual(new Set([RED]));
    expect(scopeCategoryIds(tree, [], tree[1])).toEqual(new Set([SPIRITS, BOURBON]));
    expect(scopeCategoryIds(tree, [], null)).toBeNull();
  });
});

describe('chooseBrands', () => {
  it('offers the most-listed brands of the whole catalogue first, at most POPULAR_BRANDS', () => {
    const choice = chooseBrands(brands, { scope: null, ticked: [], all: false });
    expect(ids(choice.listing)).toEqual([101, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10]);
    expect(choice.listing).toHaveLength(POPULAR_BRANDS);
    expect(choice.total).toBe(brands.length);
    expect(choice.all).toBe(false);
  });

  it("offers only the scope's brands, and sends no counts", () => {
    const choice = chooseBrands(brands, { scope: new Set([SPIRITS, BOURBON]), ticked: [], all: false });
    expect(ids(choice.listing)).toEqual([202, 203, 201]);
    expect(choice.total).toBe(3);
    expect(Object.keys(choice.listing[0]).sort()).toEqual(['category_id', 'category_name', 'category_slug']);
  });

  it('keeps a ticked brand that is not among the most listed, after them', () => {
    const choice = chooseBrands(brands, { scope: new Set([RED]), ticked: [1, 20], all: false });
    expect(ids(choice.listing)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 1]);
    expect(choice.total).toBe(21);
  });

  it('keeps a ticked brand that has nothing in the scope, so it can be unticked', () => {
    const choice = chooseBrands(brands, { scope: new Set([BOURBON]), ticked: [5], all: false });
    expect(ids(choice.listing)).toEqual([202, 203, 201, 5]);
  });

  it("offers every brand of the scope in the master's order when asked", () => {
    const choice = chooseBrands(brands, { scope: new Set([WINE, RED, WHITE]), ticked: [], all: true });
    expect(ids(choice.listing)).toEqual([...Array.from({ length: 20 }, (_, i) => i + 1), 101, 102]);
    expect(choice.all).toBe(true);
  });

  it('keeps the plain list when the master has no counts', () => {
    const plain = brands.map(({ category_counts: _, ...rest }) => rest);
    const choice = chooseBrands(plain, { scope: null, ticked: [], all: false });
    expect(ids(choice.listing)).toEqual(ids(plain));
    expect(choice.total).toBe(0);
  });
});
