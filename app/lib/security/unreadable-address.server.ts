/**
 * Addresses no page of the shop can have (ADR 0141): a path segment, query name or query value
 * that is not valid percent-encoded UTF-8 (`%ff`, a lone `%`, `%e0%80`), that decodes to a
 * control character (`%00`, `%0a`), or that is longer than any real one. The storefront answers
 * them with its not-found page (platform/context.server.ts) before a route sees them: express and the
 * routes' params would otherwise decode them, and a decoder that throws is a 500.
 */

/** Far above any product id, slug, search or sign-in code the shop sends or receives. */
const MAX_ADDRESS_PART = 2048;

// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Where such a request is rendered instead: inside the shop layout, matched only by its splat route. */
export const UNREADABLE_ADDRESS_PAGE = '/page-not-found';

function readable(part: string): boolean {
  if (part.length > MAX_ADDRESS_PART) return false;
  try {
    return !CONTROL_CHARACTER.test(decodeURIComponent(part));
  } catch {
    return false;
  }
}

export function isUnreadableAddress(url: URL): boolean {
  const segments = url.pathname.split('/');
  const queryParts = url.search
    .slice(1)
    .split('&')
    .flatMap((pair) => pair.replace(/\+/g, ' ').split('='));
  return !segments.every(readable) || !queryParts.every(readable);
}
