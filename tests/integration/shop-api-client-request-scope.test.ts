/**
 * One answer per read per request: each request's client (context.shop) answers identical reads
 * from one call, a write (`send`) makes later reads fresh, and two requests never share.
 * Against a REAL shop API (in-memory PGlite) as the in-process transport.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../shop-api/test/support';
import type { Storefront } from '~/lib/platform/context.server';
import { testStorefront } from '../support/storefront';

let shop: TestShop;
let sent: string[];
let storefront: Storefront;
const contextOf = () => storefront.loadContext(new Request('http://storefront.test/'));

beforeAll(async () => {
  shop = await createTestShop();
  storefront = testStorefront(async (req) => {
    sent.push(`${new URL(req.url).pathname} ${await req.clone().text()}`);
    return shop.api.fetch(req);
  });
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(() => {
  sent = [];
});

describe('shop API client: reads within one request', () => {
  it('answers identical reads of one request from one call', async () => {
    const { shop: api } = await contextOf();
    const [a, b] = await Promise.all([
      api.read<{ store_location: unknown[] }>('/get-stores'),
      api.read<{ store_location: unknown[] }>('/get-stores'),
    ]);
    expect(sent).toEqual(['/api/v1/get-stores {}']);
    expect(a.data.store_location.length).toBeGreaterThan(0);
    expect(b.data).toEqual(a.data);
  });

  it('keeps different payloads apart', async () => {
    const { shop: api } = await contextOf();
    await api.read('/products', { page: 1 });
    await api.read('/products', { page: 2 });
    expect(sent).toHaveLength(2);
  });

  it('reads again after a write in the same request', async () => {
    const { shop: api } = await contextOf();
    await api.read('/get-stores');
    await api.send(
      '/contact-form-submit',
      { first_name: 'A', last_name: 'B', email_address: 'a@example.com', message: 'Hello' },
      { auth: false },
    );
    await api.read('/get-stores');
    expect(sent.filter((line) => line.startsWith('/api/v1/get-stores'))).toHaveLength(2);
  });

  it('never shares between requests, and `send` always goes out', async () => {
    await (await contextOf()).shop.read('/get-stores');
    await (await contextOf()).shop.read('/get-stores');
    const { shop: api } = await contextOf();
    await api.send('/get-stores');
    await api.send('/get-stores');
    expect(sent).toHaveLength(4);
  });
});
