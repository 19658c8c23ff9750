import { describe, expect, it } from 'vitest';
import { robotsTxt } from '~/lib/seo/robots';

/**
 * A small RFC 9309 matcher for the `*` group: each rule's path pattern (with `*` = any
 * characters, a final `$` = end of URL) is matched against the path plus query; the longest
 * matching pattern wins, and on a tie between allow and disallow, allow wins. No match: allowed.
 */
function robotsRules(text: string): Array<{ allow: boolean; pattern: string }> {
  const rules: Array<{ allow: boolean; pattern: string }> = [];
  let inStarGroup = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key, value] = match;
    const field = key.toLowerCase();
    if (field === 'user-agent') inStarGroup = value.trim() === '*';
    else if (inStarGroup && (field === 'allow' || field === 'disallow') && value) rules.push({ allow: field === 'allow', pattern: value });
  }
  return rules;
}

function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const regex = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${regex}${anchored ? '$' : ''}`).test(path);
}

function isAllowed(text: string, url: string): boolean {
  const { pathname, search } = new URL(url, 'https://shop.example');
  const path = pathname + search;
  if (pathname === '/robots.txt') return true;
  let best: { allow: boolean; pattern: string } | null = null;
  for (const rule of robotsRules(text)) {
    if (!patternMatches(rule.pattern, path)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule;
  }
  return best ? best.allow : true;
}

const ORIGIN = 'https://www.liquor-express.example';
const robots = robotsTxt(ORIGIN);

const MUST_ALLOW = [
  '/',
  '/product-listing',
  '/product-listing?page=2',
  '/product-listing?category=3',
  '/product-listing?search=merlot',
  '/category/wine',
  '/category/wine/',
  '/category/wine/red',
  '/category/wine/red?page=3',
  '/category/spirits?brand=12',
  '/product/42',
  '/product/42?variation=7',
  '/about/our-story/',
  '/legal/privacy-policy/',
  '/classes-events/',
  '/api/v1/media/bottle/red-3.svg',
  '/favicon.svg',
  '/sitemap.xml',
  '/sitemaps/products-1.xml',
  '/robots.txt',
];

const MUST_DISALLOW = [
  '/cart',
  '/your-shopping-cart',
  '/checkout',
  '/payment',
  '/payment?id=12',
  '/order-not-found',
  '/wish-list',
  '/account',
  '/account/orders',
  '/account/orders/7',
  '/auth/login',
  '/contact-us',
  '/age-verify',
  '/resources/cart',
  '/api/v1/products',
  '/?dialog=login',
  '/product/42?dialog=register',
  '/product-listing?page=2&dialog=contact-us',
  '/?id=123',
  '/product-listing?sort=ASC',
  '/category/wine?page=2&sort=DSC',
  '/category/spirits?all_brands=1',
  '/product-listing?all_brands=1',
  '/product-listing?category=3&brand=4',
  '/product-listing?brand=1&brand=2',
  '/category/wine?min_price=10&max_price=20',
  '/category/wine/red?size=2&country=5&page=2',
];

describe('robots.txt', () => {
  it('points crawlers at the sitemap on the configured origin', () => {
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
  });

  it.each(MUST_ALLOW)('allows %s', (url) => {
    expect(isAllowed(robots, url)).toBe(true);
  });

  it.each(MUST_DISALLOW)('disallows %s', (url) => {
    expect(isAllowed(robots, url)).toBe(false);
  });

  it('matcher follows RFC 9309: longest match wins, allow wins a tie, $ anchors', () => {
    const text = 'User-agent: *\nDisallow: /a\nAllow: /a/b\nDisallow: /x$\nAllow: /t\nDisallow: /t\n';
    expect(isAllowed(text, '/a/c')).toBe(false);
    expect(isAllowed(text, '/a/b/c')).toBe(true);
    expect(isAllowed(text, '/x')).toBe(false);
    expect(isAllowed(text, '/xy')).toBe(true);
    expect(isAllowed(text, '/t')).toBe(true);
  });
});
