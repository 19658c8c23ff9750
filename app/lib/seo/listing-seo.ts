/**
 * Metadata of a product listing (/product-listing, /category/…), ADR 0100:
 * - the canonical drops sorting; page 2+ is its own canonical (`?page=N`, the engines' advice for
 *   paginated series) with prev/next links; a filtered view points at its unfiltered listing;
 * - search results, empty results and a failed load are noindex.
 */
import type { MetaDescriptor } from '@remix-run/node';
import { ID_GROUPS, PAGE_SIZE, hrefFor, withPage, EMPTY_FILTERS, type FilterState } from '~/lib/catalogue/filters';
import { absoluteUrl, seoMeta, type PageSeo } from './page-meta';

interface ListingFacts {
  /** What is listed, for the title ("New Arrivals", "Red Wine"). */
  name: string;
  /** The same in a sentence ("wines and spirits", "Red Wine products"). */
  what: string;
  basePath: string;
  state: FilterState;
  /** null when the products could not be loaded. */
  total: number | null;
  perPage?: number;
  /** Extra words for the description ("newest first"). */
  note?: string;
}

function isFiltered(state: FilterState): boolean {
  return (
    Boolean(state.price || state.ratingCustom || state.inStore) || state.rating.length > 0 || ID_GROUPS.some((g) => state[g].length > 0)
  );
}

/** The listing's canonical path: no sorting, no filters; the page number beyond page 1. */
function listingCanonicalPath(basePath: string, state: FilterState): string {
  if (isFiltered(state)) return basePath;
  return hrefFor(basePath, withPage(EMPTY_FILTERS, state.page));
}

function listingSeo(facts: ListingFacts): PageSeo {
  const { name, what, basePath, state, total } = facts;
  const lastPage = total ? Math.max(1, Math.ceil(total / (facts.perPage || PAGE_SIZE))) : 1;
  const pageNote = state.page > 1 ? ` (page ${state.page} of ${lastPage})` : '';
  const title = `${state.search ? `Search: ${state.search}` : name}${state.page > 1 ? ` - Page ${state.page}` : ''}`;
  const description =
    total === null
      ? `${name} at Liquor Express.`
      : total === 0
        ? `No ${what} match this selection at Liquor Express.`
        : `${total} ${what}${facts.note ? `, ${facts.note}` : ''}${pageNote}. Order online for pickup or delivery from Liquor Express.`;
  return {
    title,
    description,
    noindex: total === null || total === 0 || Boolean(state.search),
    canonicalPath: listingCanonicalPath(basePath, state),
  };
}

/** Head tags of a listing: seoMeta plus rel prev/next between the pages of an unfiltered series. */
export function listingMeta(origin: string, facts: ListingFacts): MetaDescriptor[] {
  const seo = listingSeo(facts);
  const tags = seoMeta(origin, seo);
  if (seo.noindex || isFiltered(facts.state) || facts.total === null) return tags;
  const lastPage = Math.max(1, Math.ceil(facts.total / (facts.perPage || PAGE_SIZE)));
  const page = facts.state.page;
  const pageUrl = (p: number) => absoluteUrl(origin, hrefFor(facts.basePath, withPage(EMPTY_FILTERS, p)));
  if (page > 1) tags.push({ tagName: 'link', rel: 'prev', href: pageUrl(Math.min(page - 1, lastPage)) });
  if (page < lastPage) tags.push({ tagName: 'link', rel: 'next', href: pageUrl(page + 1) });
  return tags;
}
