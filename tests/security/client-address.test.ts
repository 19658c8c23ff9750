/**
 * Who may tell the shop API the shopper's address (ADR 0050): the in-process storefront
 * transport and a remote storefront holding SHOP_API_FORWARD_KEY. A header from anyone else is
 * ignored, so an attacker cannot rotate fake addresses past the per-address limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, TEST_ORIGIN, type TestShop } from '../../shop-api/test/support';
import { testStorefront } from '../support/storefront';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({
    RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS: '1/900',
    SHOP_API_FORWARD_KEY: 'forward-secret',
  });
});
afterAll(async () => {
  await shop?.close();
});

const forgot = (headers: Record<string, string>, connection: Parameters<TestShop['api']['fetch']>[1]) =>
  shop.api.fetch(
    new Request(`${TEST_ORIGIN}/api/v1/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email_address: 'who@example.com' }),
    }),
    connection,
  );

describe('client address for per-address limits', () => {
  it('the storefront forwards the address its platform entry saw; the in-process API believes it', async () => {
    const storefront = testStorefront((request) => shop.api.fetch(request, { trusted: true }));
    const send = async (clientAddress: string) => {
      const context = await storefront.loadContext(new Request('http://storefront.test/'), { clientAddress });
      return context.shop.send('/forgot-password', { email_address: 'a@example.com' }).then(
        () => 200,
        (error: { status: number }) => error.status,
      );
    };
    expect(await send('192.0.2.10')).toBe(200);
    expect(await send('192.0.2.10')).toBe(429);
    expect(await send('192.0.2.11')).toBe(200); // another shopper is not locked out
  });

  it('a direct caller cannot choose its address with the header', async () => {
    const peer = { peerAddress: '203.0.113.50' };
    expect((await forgot({ 'x-shop-client-address': '10.0.0.1' }, peer)).status).toBe(200);
    expect((await forgot({ 'x-shop-client-address': '10.0.0.2' }, peer)).status).toBe(429);
  });

  it('a remote storefront is believed only with the right forward key', async () => {
    const storefrontHost = { peerAddress: '198.51.100.7' };
    const key = { 'x-shop-forward-key': 'forward-secret' };
    expect((await forgot({ ...key, 'x-shop-client-address': '10.1.0.1' }, storefrontHost)).status).toBe(200);
    expect((await forgot({ ...key, 'x-shop-client-address': '10.1.0.2' }, storefrontHost)).status).toBe(200);
    expect((await forgot({ ...key, 'x-shop-client-address': '10.1.0.1' }, storefrontHost)).status).toBe(429);
    // A wrong key: the header is ignored and the storefront host's own address counts.
    const wrong = { 'x-shop-forward-key': 'guess', 'x-shop-client-address': '10.1.0.3' };
    expect((await forgot(wrong, storefrontHost)).status).toBe(200);
    expect((await forgot({ ...wrong, 'x-shop-client-address': '10.1.0.4' }, storefrontHost)).status).toBe(429);
  });
});
