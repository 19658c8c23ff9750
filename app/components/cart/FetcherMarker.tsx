import { useHydrated } from 'remix-utils/use-hydrated';

/**
 * Tells the cart and wish-list actions that a fetcher (JavaScript) sent the form, so they answer
 * with data and keep the page in place. Rendered only after hydration: a plain HTML post never
 * has it and gets the 303 back instead.
 */
export function FetcherMarker() {
  return useHydrated() ? <input type="hidden" name="via" value="fetcher" /> : null;
}
