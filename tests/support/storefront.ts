/**
 * The storefront's request context for tests: the same createStorefront the platform entries
 * use, with Node's cookie primitives and a transport of the test's choosing.
 */
import { createCookie, createCookieSessionStorage } from '@remix-run/node';
import type { AppLoadContext } from '@remix-run/server-runtime';
import { createStorefront, type Storefront } from '~/lib/platform/context.server';
import type { ShopApiTransport } from '~/lib/shop-api/client.server';
import type { ShopSessionData } from '~/lib/shopper/session.server';
import { createMemoryCache } from '~/lib/cache/ttl-cache.server';

export function testStorefront(transport: ShopApiTransport, vars: Record<string, string | undefined> = {}): Storefront {
  return createStorefront({
    vars: { NODE_ENV: 'test', ...vars },
    createCookie,
    createCookieSessionStorage,
    shopApi: { baseUrl: 'http://shop-api.test/api/v1', transport },
    cache: createMemoryCache(),
  });
}

/** A browser request whose session cookie holds the given state. */
export async function requestWithSession(
  storefront: Storefront,
  state: ShopSessionData = {},
  url = 'http://storefront.test/',
  init: RequestInit = {},
): Promise<Request> {
  const context = await storefront.loadContext(new Request(url));
  for (const [key, value] of Object.entries(state)) context.session.set(key as keyof ShopSessionData, value as never);
  const cookie = (await context.session.commit()).split(';')[0];
  const headers = new Headers(init.headers);
  headers.set('Cookie', [headers.get('Cookie'), cookie].filter(Boolean).join('; '));
  return new Request(url, { ...init, headers });
}

/** Runs a route function the way the entry does: context in, session committed after. */
export async function runRoute(
  storefront: Storefront,
  request: Request,
  route: (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => unknown,
): Promise<Response> {
  return storefront.handle(request, async (req, context) => {
    try {
      const result = await route({ request: req, context, params: {} });
      return result instanceof Response ? result : Response.json(unwrap(result));
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  });
}

function unwrap(result: unknown): unknown {
  // data() from single fetch: { type: 'DataWithResponseInit', data, init }
  if (result && typeof result === 'object' && 'data' in result && 'init' in result) return (result as { data: unknown }).data;
  return result;
}
