/**
 * The loader behind /product-listing and /category/...: filter state from the URL, the filter
 * master (cached), one /products call, and everything the listing screen renders. Either call
 * failing fails the page: it is thrown to the shop layout's boundary (ADR 0111).
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { CategoryOption, FilterMasterSection, TermOption } from '~/lib/shop-api/types';
import type { ProductPageView } from './views';
import {
  PAGE_SIZE,
  buildChips,
  hrefFor,
  indexFilterMaster,
  parseFilters,
  restrictToKnown,
  toProductsPayload,
  toSearchParams,
  withPage,
  withoutEmptyFilterParams,
  type FilterChip,
  type FilterState,
} from './filters';
import { catalogueViewer, getFilterMaster, getProducts, notFound, type CatalogueViewer } from './catalogue.server';
import { loadOrThrow } from '../shop-api/client.server';
import { getStores, toStoreDisplay } from './stores.server';
import { ALL_BRANDS_PARAM, BRAND_SECTION_ID, POPULAR_BRANDS, chooseBrands, scopeCategoryIds, type BrandListView } from './brand-options';

/** The category a category page is scoped to. */
interface CategoryScope {
  category: TermOption;
  parent?: TermOption;
  /** Subcategories the shopper may narrow to (the category's children). */
  children: TermOption[];
}

interface ListingData {
  basePath: string;
  state: FilterState;
  /** Filter sections to show (on a category page, the category section lists its children). */
  sections: FilterMasterSection[];
  chips: FilterChip[];
  products: ProductPageView;
  /** The Brand section beyond what it offers (ADR 0168). */
  brands: BrandListView;
}

/** Finds /category/{cat}/{subcat?} in the filter master's category tree; null when unknown. */
export function resolveCategoryScope(sections: FilterMasterSection[], catSlug: string, subSlug: string | undefined): CategoryScope | null {
  const tree = (sections.find((s) => s.section_key === 'category')?.section_listing ?? []) as CategoryOption[];
  const parent = tree.find((c) => c.category_slug === catSlug);
  if (subSlug) {
    const child = parent?.children?.find((c) => c.category_slug === subSlug);
    return parent && child ? { category: child, parent, children: [] } : null;
  }
  if (parent) return { category: parent, children: parent.children ?? [] };
  // /category/{link} may also name a subcategory on its own.
  for (const candidate of tree) {
    const child = candidate.children?.find((c) => c.category_slug === catSlug);
    if (child) return { category: child, parent: candidate, children: [] };
  }
  return null;
}

/**
 * On a category page the Category section offers only the scope's subcategories (or none); the
 * Brand section offers the brands `brands` chose.
 */
function sectionsForScope(sections: FilterMasterSection[], scope: CategoryScope | undefined, brands: TermOption[]): FilterMasterSection[] {
  return sections.flatMap((section): FilterMasterSection[] => {
    if (section.section_key === 'brand') return [{ ...section, section_listing: brands }];
    if (section.section_key !== 'category' || !scope) return [section];
    return scope.children.length > 0 ? [{ ...section, section_listing: scope.children }] : [];
  });
}

/** The brands to offer for this page's categories and ticks, and the link to all of them. */
function brandChoice(master: FilterMasterSection[], state: FilterState, basePath: string, scope: CategoryScope | undefined, url: URL) {
  const tree = (master.find((s) => s.section_key === 'category')?.section_listing ?? []) as CategoryOption[];
  const brands = (master.find((s) => s.section_key === 'brand')?.section_listing ?? []) as TermOption[];
  const pageScope = scope ? { ...scope.category, children: scope.children } : null;
  const choice = chooseBrands(brands, {
    scope: scopeCategoryIds(tree, state.category, pageScope),
    ticked: state.brand,
    all: url.searchParams.get(ALL_BRANDS_PARAM) === '1',
  });
  const withAll = toSearchParams(state);
  withAll.set(ALL_BRANDS_PARAM, '1');
  const allHref = !choice.all && choice.total > choice.listing.length ? `${basePath}?${withAll}#${BRAND_SECTION_ID}` : null;
  const fewerHref = choice.all && choice.total > POPULAR_BRANDS ? `${hrefFor(basePath, state)}#${BRAND_SECTION_ID}` : null;
  return { listing: choice.listing, view: { total: choice.total, all: choice.all, allHref, fewerHref } satisfies BrandListView };
}

/** The chosen store's short name for the store chip ('' when the store list cannot be read: the chip then says less). */
async function chosenStoreName(context: AppLoadContext, locationId: number): Promise<string> {
  const stores = await getStores(context).catch(() => []);
  const store = stores.map(toStoreDisplay).find((s) => s.id === locationId);
  return store?.shortName ?? context.session.location?.area ?? '';
}

export async function loadFilterMaster(context: AppLoadContext): Promise<FilterMasterSection[]> {
  return loadOrThrow(context, getFilterMaster(context));
}

/**
 * Everything for the listing screen. `master` is passed in when the caller already has it
 * (the category route needs it first to resolve the slug) so it is never asked for twice.
 * The filter master comes first (cached in memory) because unknown ids must be dropped before
 * /products is asked, or a stale bookmark would filter everything away.
 */
export async function loadListing(
  context: AppLoadContext,
  request: Request,
  options: { basePath: string; master: FilterMasterSection[]; scope?: CategoryScope; viewer?: CatalogueViewer },
): Promise<ListingData> {
  const url = new URL(request.url);
  // A filter form sent without JavaScript carries its empty fields: tidy the URL once.
  const tidy = withoutEmptyFilterParams(url.searchParams);
  if (tidy) throw redirect(tidy.size > 0 ? `${options.basePath}?${tidy}` : options.basePath);
  const viewer = options.viewer ?? catalogueViewer(context);
  const master = options.master;
  const index = indexFilterMaster(master);
  const allowed = options.scope ? new Set(options.scope.children.map((c) => c.category_id)) : undefined;
  const parsed = restrictToKnown(parseFilters(url.searchParams), index, allowed);
  // The store filter needs a chosen store; without one it is dropped like an unknown id.
  const state = viewer.locationId ? parsed : { ...parsed, inStore: false };
  const storeName = state.inStore ? await chosenStoreName(context, viewer.locationId!) : undefined;

  const payload = toProductsPayload(state, { locationId: viewer.locationId, scopeCategory: options.scope?.category.category_id });
  const products = await loadOrThrow(context, getProducts(context, payload));

  // Past the last page (page=9999): go to the last page rather than show an empty one.
  if (products.products.length === 0 && state.page > 1) {
    const lastPage = Math.max(1, Math.ceil(products.total_count / (products.per_page || PAGE_SIZE)));
    if (state.page > lastPage) throw redirect(hrefFor(options.basePath, withPage(state, lastPage)));
  }

  const brands = brandChoice(master, state, options.basePath, options.scope, url);
  return {
    basePath: options.basePath,
    state,
    sections: sectionsForScope(master, options.scope, brands.listing),
    chips: buildChips(state, index, options.basePath, storeName),
    products,
    brands: brands.view,
  };
}

export { notFound };
