/**
 * The header search box's suggestions (ADR 0148): the API's own product search (the listing's
 * matches, best sellers first, ADR 0173) and the categories of the filter master whose names
 * match. Both reads are the shared catalogue's (catalogue/catalogue.server.ts): nothing in the
 * answer depends on who asks.
 */
import type { AppLoadContext } from '@remix-run/server-runtime';
import type { CategoryOption, FilterMasterSection } from '../shop-api/types';
import type { ProductCardView } from './views';
import { getFilterMaster, getProducts } from './catalogue.server';
import { MAX_SEARCH_LENGTH, parseSearch } from './filters';
import {
  MAX_SUGGESTED_CATEGORIES,
  MAX_SUGGESTED_PRODUCTS,
  textToSuggestFor,
  type SearchSuggestions,
  type SuggestedCategory,
  type SuggestedProduct,
} from './search-suggestions';

export const NO_SUGGESTIONS: SearchSuggestions = { query: '', products: [], categories: [] };

/**
 * The text to suggest for, as the listing would search it, or '' when there is nothing to ask:
 * too short, longer than a search may be, or holding control characters (typed text never does).
 */
export function suggestionQuery(raw: string | null): string {
  if (!raw || Array.from(raw).length > MAX_SEARCH_LENGTH || /\p{Cc}/u.test(raw)) return '';
  return textToSuggestFor(parseSearch(raw));
}

export async function loadSearchSuggestions(context: AppLoadContext, query: string): Promise<SearchSuggestions> {
  const [page, master] = await Promise.all([
    // Six products and never their total (ADR 0162): the search's best sellers, which the API
    // finds without ranking every match of a broad prefix such as "ca" (ADR 0173).
    getProducts(context, { page: 1, per_page: MAX_SUGGESTED_PRODUCTS, search: query, count: false, top_selling: true }),
    getFilterMaster(context),
  ]);
  return {
    query,
    // An API without per_page sends its usual page.
    products: page.products.slice(0, MAX_SUGGESTED_PRODUCTS).map(toSuggestedProduct),
    categories: matchingCategories(master, query),
  };
}

/** Lower case without accents, in words: 'Rosé Wine' is ['rose', 'wine']. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Categories and subcategories of the filter master whose name has a word starting with each
 * word of the query ('red w' finds Red Wine; 'ine' finds nothing), in the tree's order.
 */
function matchingCategories(sections: FilterMasterSection[], query: string): SuggestedCategory[] {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return [];
  const tree = (sections.find((s) => s.section_key === 'category')?.section_listing ?? []) as CategoryOption[];
  const matches = (name: string) => {
    const words = wordsOf(name);
    return wanted.every((w) => words.some((word) => word.startsWith(w)));
  };
  const found: SuggestedCategory[] = [];
  for (const parent of tree) {
    if (matches(parent.category_name)) found.push({ name: parent.category_name, slug: parent.category_slug });
    for (const child of parent.children ?? []) {
      if (matches(child.category_name))
        found.push({ name: child.category_name, slug: child.category_slug, parentSlug: parent.category_slug });
    }
  }
  return found.slice(0, MAX_SUGGESTED_CATEGORIES);
}

function toSuggestedProduct(card: ProductCardView): SuggestedProduct {
  return {
    product_id: card.product_id,
    product_title: card.product_title,
    product_image: card.product_image,
    size: card.size,
    product_price: card.product_price,
    product_sell_price: card.product_sell_price,
  };
}
