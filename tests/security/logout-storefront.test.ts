/**
 * Logout, storefront side: the logout action asks the shop API to revoke the token, and
 * clears the session even when that call fails (ADR 0051).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../shop-api/test/support';
import { signUp } from '../../shop-api/test/commerce-fixtures';
import { action as logoutAction } from '~/routes/auth.logout';
import { requestWithSession, runRoute, testStorefront } from '../support/storefront';
import type { Storefront } from '~/lib/platform/context.server';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

async function signedInLogout(storefront: Storefront, token: string) {
  const request = await requestWithSession(
    storefront,
    { token, user: { user_id: 1, user_fullname: 'Ana Souza', user_email: 'ana@example.com' } },
    'http://storefront.test/auth/logout',
    { method: 'POST', body: new URLSearchParams({}) },
  );
  const response = await runRoute(storefront, request, logoutAction);
  // The session the browser keeps after the answer.
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))!
    .split(';')[0];
  const after = await storefront.loadContext(new Request('http://storefront.test/', { headers: { Cookie: cookie } }));
  return { response, session: after.session };
}

describe('storefront logout', () => {
  it('revokes the token on the shop API, then clears the session', async () => {
    const { token } = await signUp(shop, 'Leaver');
    const calls: string[] = [];
    const storefront = testStorefront((request) => {
      calls.push(`${new URL(request.url).pathname} ${request.headers.get('authorization') ?? ''}`);
      return shop.api.fetch(request);
    });
    const { response, session } = await signedInLogout(storefront, token);
    expect(response.status).toBe(303);
    expect(calls).toEqual([`/api/v1/logout Bearer ${token}`]);
    expect(session.isSignedIn).toBe(false);
    expect((await shop.call('POST', '/cart', { token, body: { action: 'view' } })).status).toBe(401);
  });

  it('still signs the shopper out when the API cannot be reached', async () => {
    const storefront = testStorefront(async () => {
      throw new TypeError('fetch failed');
    });
    const { response, session } = await signedInLogout(storefront, 'some-token');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(session.isSignedIn).toBe(false);
    expect(session.user).toBeUndefined();
  });
});
