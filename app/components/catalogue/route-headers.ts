import type { HeadersFunction } from '@remix-run/node';

/**
 * The `headers` export of pages built from the shopper's own session data (cart, wish list,
 * checkout, payment): never stored by any cache, shared or not, so no one sees another's page.
 */
export const personalPageHeaders: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * The `headers` export of the catalogue routes: the loader decides (catalogueCacheHeaders),
 * but anything personal upstream wins — a parent that said private/no-store, or a response
 * that sets a cookie (a toast being consumed, a session change), is never stored by a cache.
 */
export const catalogueRouteHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  // A thrown error never gets here: the shop layout's boundary answers it with no-store (ADR 0111).
  const headers = new Headers();
  const parentCache = parentHeaders.get('Cache-Control') ?? '';
  const setsCookie = parentHeaders.has('Set-Cookie') || loaderHeaders.has('Set-Cookie');
  const own = loaderHeaders.get('Cache-Control');
  if (setsCookie || /private|no-store/i.test(parentCache)) headers.set('Cache-Control', 'private, no-store');
  else if (own) headers.set('Cache-Control', own);
  const vary = loaderHeaders.get('Vary');
  if (vary) headers.set('Vary', vary);
  return headers;
};
