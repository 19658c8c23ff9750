/**
 * Suggestions for the header search box: what GET /resources/search-suggestions answers
 * (routes/resources.search-suggestions.tsx, built by search-suggestions.server.ts) and what the
 * box needs to ask for them. Imported by the box's own chunk, so it imports no page's modules:
 * sharing one would split that module into a file of its own on every page that loads it.
 */
import type { ProductCardView } from './views';

/** Suggestions start at this many characters of trimmed text. */
const SUGGEST_MIN_CHARS = 2;
export const MAX_SUGGESTED_PRODUCTS = 6;
export const MAX_SUGGESTED_CATEGORIES = 3;
const SUGGESTIONS_PATH = '/resources/search-suggestions';

/** What one product suggestion shows: image, name, size and price. */
export type SuggestedProduct = Pick<
  ProductCardView,
  'product_id' | 'product_title' | 'product_image' | 'size' | 'product_price' | 'product_sell_price'
>;

export interface SuggestedCategory {
  name: string;
  slug: string;
  /** Set for a subcategory: its page is /category/{parentSlug}/{slug}. */
  parentSlug?: string;
}

export interface SearchSuggestions {
  /** The text the suggestions are for, as the server read it ('' for none). */
  query: string;
  products: SuggestedProduct[];
  categories: SuggestedCategory[];
}

/** The text of the box worth asking about, or '' (the server checks again: suggestionQuery). */
export function textToSuggestFor(value: string): string {
  const text = value.trim();
  return Array.from(text).length >= SUGGEST_MIN_CHARS ? text : '';
}

export function suggestionsUrl(query: string): string {
  return `${SUGGESTIONS_PATH}?${new URLSearchParams({ q: query })}`;
}
