import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadSearchSuggestions, NO_SUGGESTIONS, suggestionQuery } from '~/lib/catalogue/search-suggestions.server';
import type { SearchSuggestions } from '~/lib/catalogue/search-suggestions';
import { ShopApiError, upstreamStatus } from '~/lib/shop-api/client.server';

/**
 * The same for everyone, so browsers and CDNs may keep an answer for a minute (a price in a
 * suggestion may lag that much; the product page shows the current one). No Vary: Cookie.
 */
const PUBLIC_FOR_A_MINUTE = 'public, max-age=60, s-maxage=60';

/**
 * GET /resources/search-suggestions?q=… : JSON suggestions for the header search box (ADR 0148).
 * Text that is too short, too long or holds control characters gets an empty answer, never an
 * error; an API failure gets an empty answer with the failure's status, never stored.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = suggestionQuery(new URL(request.url).searchParams.get('q'));
  if (!query) return answer(NO_SUGGESTIONS, 200, PUBLIC_FOR_A_MINUTE);
  try {
    return answer(await loadSearchSuggestions(context, query), 200, PUBLIC_FOR_A_MINUTE);
  } catch (error) {
    if (!(error instanceof ShopApiError)) throw error;
    // The API refused the text (4xx): nothing to suggest. Its outage: the status it means.
    const status = error.status < 500 ? 200 : upstreamStatus(error);
    return answer({ ...NO_SUGGESTIONS, query }, status, 'no-store');
  }
}

function answer(body: SearchSuggestions, status: number, cacheControl: string): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': cacheControl } });
}
