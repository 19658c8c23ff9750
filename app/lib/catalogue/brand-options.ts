/**
 * Which brands a listing's Brand section offers. A large catalogue has hundreds of brands, too
 * many to tick through and to send with every page, so the section offers the brands with the
 * most listed products in the categories the shopper is looking at, every ticked brand, and a
 * link to all of that scope's brands (ADR 0168). Pure and isomorphic.
 */
import type { CategoryOption, TermOption } from '~/lib/shop-api/types';

/** How many brands the section offers before "Show all … brands". */
export const POPULAR_BRANDS = 12;
/** The query parameter that asks for every brand of the scope (a view, not a filter). */
export const ALL_BRANDS_PARAM = 'all_brands';
/** The Brand section's id: "Show all … brands" comes back to it, not to the top of the page. */
export const BRAND_SECTION_ID = 'filter-section-brand';

interface BrandChoice {
  /** The brands to offer: most-listed first, or every one of the scope in the master's order. */
  listing: TermOption[];
  /** How many brands the scope has (0 when the master carries no counts). */
  total: number;
  /** The shopper asked for every brand. */
  all: boolean;
}

/** What the Brand section needs beyond its options. */
export interface BrandListView {
  /** The scope's brands in all. */
  total: number;
  /** Every brand is offered because the shopper asked (the form keeps asking while ticking). */
  all: boolean;
  /** "Show all … brands": the same page offering every brand; null when nothing is left out. */
  allHref: string | null;
  /** "Show fewer brands", back from every brand: the same page without `all_brands`. */
  fewerHref: string | null;
}

/**
 * The category ids whose products the page shows: the ticked categories (a parent with its
 * subcategories), else the category page's own, else null (the whole catalogue).
 */
export function scopeCategoryIds(tree: CategoryOption[], ticked: number[], pageScope: CategoryOption | null): Set<number> | null {
  const withChildren = (category: CategoryOption) => [category.category_id, ...(category.children ?? []).map((c) => c.category_id)];
  if (ticked.length > 0) {
    const all = tree.flatMap((parent) => [parent, ...(parent.children ?? [])]);
    return new Set(all.filter((c) => ticked.includes(c.category_id)).flatMap(withChildren));
  }
  return pageScope ? new Set(withChildren(pageScope)) : null;
}

/** Listed products of a brand in the scope (null scope: everywhere). */
function listedIn(brand: TermOption, scope: Set<number> | null): number {
  let count = 0;
  for (const [category, listed] of Object.entries(brand.category_counts ?? {})) {
    if (!scope || scope.has(Number(category))) count += listed;
  }
  return count;
}

/** Only what the page draws and names: the counts stay on the server. */
function bare({ category_id, category_name, category_slug }: TermOption): TermOption {
  return { category_id, category_name, category_slug };
}

export function chooseBrands(brands: TermOption[], options: { scope: Set<number> | null; ticked: number[]; all: boolean }): BrandChoice {
  // A master without counts (an API that does not send them) keeps the plain list.
  if (!brands.some((brand) => brand.category_counts)) return { listing: brands.map(bare), total: 0, all: false };
  const ticked = new Set(options.ticked);
  const counted = brands.map((brand) => ({ brand, listed: listedIn(brand, options.scope) }));
  const inScope = counted.filter(({ brand, listed }) => listed > 0 || ticked.has(brand.category_id));
  if (options.all) return { listing: inScope.map(({ brand }) => bare(brand)), total: inScope.length, all: true };
  const popular = [...inScope].sort((a, b) => b.listed - a.listed).slice(0, POPULAR_BRANDS);
  const shown = new Set(popular.map(({ brand }) => brand.category_id));
  const tickedElsewhere = inScope.filter(({ brand }) => ticked.has(brand.category_id) && !shown.has(brand.category_id));
  return { listing: [...popular, ...tickedElsewhere].map(({ brand }) => bare(brand)), total: inScope.length, all: false };
}
