/**
 * The storefront's Cloudflare Worker (module format): the Workers half of the platform seam
 * (app/lib/platform/context.server.ts, ADR 0040; this entry: ADR 0080). Built by `npm run build:edge`,
 * run locally in workerd by `npm run start:edge`, deployed with `wrangler deploy` (wrangler.jsonc).
 *
 * - Static files (build-edge/client) are answered by Workers assets before this code runs.
 * - The shop API is another server: every call is a fetch to SHOP_API_URL.
 * - Cookies and sessions from @remix-run/cloudflare; settings from the env bindings (vars and
 *   secrets); the shared cache lives as long as the isolate.
 */
import { createCookie, createCookieSessionStorage, createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
// The Remix server build of build-edge/ (wrangler.jsonc aliases this name to the built file).
import * as build from 'virtual:edge/server-build';
import type { EnvVars } from '../app/lib/platform/env.server';
import type { Platform, Storefront } from '../app/lib/platform/context.server';
import { createMemoryCache } from '../app/lib/cache/ttl-cache.server';
import { guardRequest } from '../app/lib/security/request-guard.server';
import { createCspNonce, withSecurityHeaders } from '../app/lib/security/security-headers.server';

type StorefrontEntry = { createStorefront(platform: Platform): Storefront };

/** The Worker's bindings: plain-text vars and secrets (wrangler.jsonc, `wrangler secret put`). */
export type WorkerEnv = Record<string, unknown>;

const remixHandler = createRequestHandler(build as ServerBuild, 'production');

// One storefront per isolate, built on the first request (bindings arrive with the request).
let storefront: Storefront | undefined;
function storefrontFor(env: WorkerEnv): Storefront {
  if (storefront) return storefront;
  const vars = stringVars(env);
  const shopApiUrl = vars.SHOP_API_URL?.replace(/\/+$/, '');
  if (!shopApiUrl) throw new Error('SHOP_API_URL is not set: the Worker reaches the shop API only over HTTP.');
  const platform: Platform = {
    // A deployed Worker is a production storefront (secrets required) unless a var says otherwise.
    vars: { NODE_ENV: 'production', ...vars },
    createCookie,
    createCookieSessionStorage,
    shopApi: { baseUrl: shopApiUrl, transport: (request) => fetch(request) },
    // Per isolate: theme, stores and filter master are asked once per isolate and TTL (ADR 0080).
    cache: createMemoryCache(),
  };
  const entry = build.entry.module as unknown as StorefrontEntry;
  storefront = entry.createStorefront(platform);
  return storefront;
}

function stringVars(env: WorkerEnv): EnvVars {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (typeof value === 'string') vars[name] = value;
  return vars;
}

export default {
  async fetch(request: Request, env: WorkerEnv): Promise<Response> {
    try {
      const shop = storefrontFor(env);
      const nonce = createCspNonce();
      // ▶ request guard (ADR 0061): the same platform-neutral guard as server.ts.
      const checked = await guardRequest(request, shop.env);
      const response =
        checked instanceof Response
          ? checked
          : await shop.handle(checked, (remixRequest, context) => remixHandler(remixRequest, context), {
              nonce,
              // The shopper's address as Cloudflare saw it, for the API's per-address limits.
              clientAddress: request.headers.get('CF-Connecting-IP') ?? undefined,
            });
      // ▶ response decoration (ADR 0062): the same security headers as server.ts.
      return withSecurityHeaders(response, shop.env, nonce);
    } catch (error) {
      // Last resort, as in server.ts: logged, never a stack trace in a response.
      console.error(error);
      return new Response('Error Handler', { status: 500, headers: { 'content-type': 'text/plain' } });
    }
  },
};
