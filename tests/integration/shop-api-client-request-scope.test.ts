/**
 * One answer per read per request: within a request scope (server.ts runs each request in one)
 * identical reads reach the shop API once, a write makes later reads fresh, and without a scope
 * every call goes out. Against a REAL shop API (in-memory PGlite) as the in-process transport.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../shop-api/test/support';
import { registerRequestScope, registerShopApiTransport, shopApi, type RequestScope } from '~/lib/shop-api.server';

let shop: TestShop;
let sent: string[];
const scope = new AsyncLocalStorage<RequestScope>();
const inScope = <T>(work: () => Promise<T>) => scope.run(new Map(), work);
const request = () => new Request('http://storefront.test/');

beforeAll(async () => {
  shop = await createTestShop();
  registerRequestScope(() => scope.getStore());
});
afterAll(async () => {
  registerShopApiTransport(null);
  registerRequestScope(null);
  await shop?.close();
});
beforeEach(() => {
  sent = [];
  registerShopApiTransport(async (req) => {
    sent.push(`${new URL(req.url).pathname} ${await req.clone().text()}`);
    return shop.api.fetch(req);
  });
});

describe('shop API client: reads within one request', () => {
  it('answers identical reads of one request from one call, even from separate Request copies', async () => {
    const [a, b] = await inScope(() =>
      Promise.all([shopApi<{ store_location: unknown[] }>(request(), '/get-stores'), shopApi<{ store_location: unknown[] }>(request(), '/get-stores')]),
    );
    expect(sent).toEqual(['/api/v1/get-stores {}']);
    expect(a.data.store_location.length).toBeGreaterThan(0);
    expect(b.data).toEqual(a.data);
  });

  it('keeps different payloads apart', async () => {
    await inScope(async () => {
      await shopApi(request(), '/products', { page: 1 });
      await shopApi(request(), '/products', { page: 2 });
    });
    expect(sent).toHaveLength(2);
  });

  it('reads again after a write in the same request', async () => {
    await inScope(async () => {
      await shopApi(request(), '/get-stores');
      await shopApi(request(), '/contact-form-submit', { first_name: 'A', last_name: 'B', email_address: 'a@example.com', message: 'Hello' }, { auth: false });
      await shopApi(request(), '/get-stores');
    });
    expect(sent.filter((line) => line.startsWith('/api/v1/get-stores'))).toHaveLength(2);
  });

  it('never shares between requests, and calls every time without a scope', async () => {
    await inScope(() => shopApi(request(), '/get-stores'));
    await inScope(() => shopApi(request(), '/get-stores'));
    await shopApi(request(), '/get-stores');
    await shopApi(request(), '/get-stores');
    expect(sent).toHaveLength(4);
  });
});
