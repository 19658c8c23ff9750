/**
 * Hostile addresses against the BUILT storefront (ADR 0141): every route pattern of app/routes.ts
 * with broken percent escapes, an overlong segment, NUL and other control characters, in the path
 * and in the query, answers 400 or 404 with the shop's own not-found page - never a 500.
 */
import type { RouteConfigEntry } from '@remix-run/route-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '~/routes';
import { startStorefront, type RunningStorefront } from './support/storefront-server';

let shop: RunningStorefront;

beforeAll(async () => {
  shop = await startStorefront();
}, 300_000);

afterAll(() => shop?.stop());

const HOSTILE = ['%ff', '%', '%e0%80', '%c0%af', 'a'.repeat(10_000), '%00', '%01', '%0a', '%1f', '%7f'];

/** Every route's full path pattern, '' for the index. */
function patternsOf(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path].filter(Boolean).join('/');
    return [...(entry.index || entry.path !== undefined ? [path] : []), ...patternsOf(entry.children ?? [], path)];
  });
}

/** The pattern with each dynamic segment ('*', ':param', ':param?') set to a plain value. */
const plain = (pattern: string) =>
  pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') || segment === '*' ? 'x' : segment))
    .join('/');

/** Addresses with `hostile` in each dynamic segment in turn (or after a static path), and in the query. */
function addressesFor(pattern: string, hostile: string): string[] {
  const segments = plain(pattern).split('/').filter(Boolean);
  const dynamic = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment, index) => (segment.startsWith(':') || segment === '*' ? [index] : []));
  const inPath = dynamic.length
    ? dynamic.map((index) => segments.map((segment, at) => (at === index ? hostile : segment)).join('/'))
    : [[...segments, hostile].join('/')];
  const base = segments.join('/');
  return [...inPath.map((path) => `/${path}`), `/${base}?q=${hostile}`, `/${base}?${hostile}=1`];
}

describe('unreadable addresses', () => {
  const patterns = patternsOf(routes);

  it('walks every route pattern', () => {
    expect(patterns).toEqual(
      expect.arrayContaining(['', 'category/:cat/:subcat?', 'product/:productId', 'sitemaps/:file', 'resources/*', '*']),
    );
    expect(patterns.length).toBeGreaterThanOrEqual(30);
  });

  it('answer 400 or 404 with the shop page for every route, in path and query', async () => {
    const addresses = patterns.flatMap((pattern) => HOSTILE.flatMap((hostile) => addressesFor(pattern, hostile)));
    const wrong: string[] = [];
    // A few at a time: the machine is shared.
    for (let at = 0; at < addresses.length; at += 6) {
      await Promise.all(
        addresses.slice(at, at + 6).map(async (address) => {
          const response = await fetch(shop.origin + address, { redirect: 'manual' });
          const body = await response.text();
          const shown = `${address.slice(0, 80)} -> ${response.status} ${response.headers.get('content-type')}`;
          if (![400, 404].includes(response.status)) wrong.push(shown);
          else if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) wrong.push(shown);
          else if (!body.includes('Skip to content') || !body.includes('Lost in the cellar?')) wrong.push(`${shown}: not the shop page`);
        }),
      );
    }
    expect(addresses.length).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('the same for a form posted to an unreadable address', async () => {
    const response = await fetch(`${shop.origin}/category/%ff`, {
      method: 'POST',
      headers: shop.formHeaders(),
      body: 'intent=add',
      redirect: 'manual',
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Lost in the cellar?');
  });

  it('sends that page without scripts, and keeps readable addresses working', async () => {
    const refused = await (await fetch(`${shop.origin}/product/%ff`)).text();
    expect(refused).not.toMatch(/<script\b/);
    for (const address of ['/product-listing?q=vinho+tinto+%C3%A9', '/?utm_source=a%3Db', '/your-shopping-cart']) {
      const response = await fetch(shop.origin + address);
      expect(response.status, address).toBeLessThan(500);
      expect(await response.text(), address).not.toContain('Lost in the cellar?');
    }
  });
});
