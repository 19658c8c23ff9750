/**
 * /robots.txt (RFC 9309), ADR 0102. Crawlers may read the catalogue (home, listings,
 * categories, products, content pages, product images); they are kept out of the shopper's
 * private pages, the dialogs (?dialog=), order-status links (?id=), sorted listings, the full
 * brand list (?all_brands=, the same products as its listing, ADR 0168) and any URL
 * with two or more query parameters (filter combinations multiply pages without end; a single
 * filter or page number stays crawlable). Search results are crawlable but noindex.
 */
const ROBOTS_DISALLOW = [
  '/cart',
  '/your-shopping-cart',
  '/checkout',
  '/payment',
  '/order-not-found',
  '/wish-list',
  '/account',
  '/auth/',
  '/contact-us',
  '/age-verify',
  '/resources/',
  '/api/',
  '/*?dialog=',
  '/*&dialog=',
  '/*?id=',
  '/*&id=',
  '/*?sort=',
  '/*&sort=',
  '/*?all_brands=',
  '/*&all_brands=',
  '/*?*&',
] as const;

/** Longer than '/api/', so the product pictures stay crawlable for image search. */
const ROBOTS_ALLOW = ['/', '/api/v1/media/'] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
