import type { AppLoadContext } from '@remix-run/server-runtime';
import { describe, expect, it } from 'vitest';
import { isUnreadableAddress, UNREADABLE_ADDRESS_PAGE } from '~/lib/security/unreadable-address.server';
import { testStorefront } from '../support/storefront';

const at = (address: string) => new URL(address, 'http://storefront.test');

describe('isUnreadableAddress', () => {
  it.each([
    '/category/%ff',
    '/%',
    '/product/%e0%80',
    '/a/%00',
    '/a/%0a',
    '/a/%7f',
    `/${'a'.repeat(10_000)}`,
    '/?q=%ff',
    '/?q=%',
    '/?%ff=1',
    '/?q=%00',
    `/?q=${'a'.repeat(10_000)}`,
  ])('refuses %s', (address) => expect(isUnreadableAddress(at(address))).toBe(true));

  it.each([
    '/',
    '/category/wine/red',
    '/product/12',
    '/product-listing?q=vinho+tinto+%C3%A9&brand=1&brand=2',
    '/auth/google/callback?code=4%2F0Ab-x_y&state=abc%3D%3D==',
    '/sítio/ção',
    '/?utm_source=a%3Db&',
  ])('reads %s', (address) => expect(isUnreadableAddress(at(address))).toBe(false));
});

describe('storefront.handle', () => {
  // The platform-neutral half both entries share (server.ts, server/worker.ts).
  it('renders the not-found page, without scripts, for an unreadable address', async () => {
    const storefront = testStorefront(() => Promise.reject(new Error('no API call expected')));
    let seen: { url: string; method: string; context: AppLoadContext } | undefined;
    const response = await storefront.handle(
      new Request('http://storefront.test/category/%ff?x=1', { method: 'POST' }),
      async (request, context) => {
        seen = { url: request.url, method: request.method, context };
        return new Response('page', { status: 404 });
      },
    );
    expect(response.status).toBe(404);
    expect(seen?.url).toBe(`http://storefront.test${UNREADABLE_ADDRESS_PAGE}`);
    expect(seen?.method).toBe('GET');
    expect(seen?.context.unreadableAddress).toBe(true);
  });

  it('passes readable addresses on as they are', async () => {
    const storefront = testStorefront(() => Promise.reject(new Error('no API call expected')));
    let url: string | undefined;
    await storefront.handle(new Request('http://storefront.test/category/wine?q=%C3%A9'), async (request) => {
      url = request.url;
      return new Response('page');
    });
    expect(url).toBe('http://storefront.test/category/wine?q=%C3%A9');
  });
});
