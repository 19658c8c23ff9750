/**
 * THE seam between the storefront and the platform it runs on (ADR 0040).
 *
 * A platform entry — `server.ts` (Node, express) or `server/worker.ts` (Cloudflare Workers) —
 * creates one storefront per process / isolate with `createStorefront(platform)` and hands every
 * request to `storefront.handle(request, runRemix)`. The entry supplies only what differs per
 * platform: the variables, the cookie primitives (`@remix-run/node` or `@remix-run/cloudflare`),
 * how the shop API is reached, and the shared cache. Everything else lives here, once:
 *
 *   - per request it builds the Remix load context (`AppLoadContext`, declared below): the shop
 *     API client bound to this request's session token and time budget, the ONE session object,
 *     typed settings, the shared cache, toasts, the honeypot and the storefront's small cookies;
 *   - after the route it writes the session cookie once, when the route changed the session.
 *
 * Loaders and actions use only `context`; nothing in app/ reads globals or the platform.
 */
import type { AppLoadContext, createCookieFactory } from '@remix-run/server-runtime';
import { readStorefrontEnv, type EnvVars, type StorefrontEnv } from './env.server';
import { createHoneypot, type ShopHoneypot } from '../security/honeypot.server';
import { createShopApi, type ShopApi, type ShopApiTransport } from '../shop-api/client.server';
import {
  createShopSessionStorage,
  openShopSession,
  type CreateCookieSessionStorage,
  type ShopSessionView,
} from '../shopper/session.server';
import { createToast, type ToastUtils } from '../forms/toast.server';
import type { CacheStats, SharedCache } from '../cache/ttl-cache.server';
import { createCheckoutDraftCookie } from '../checkout/checkout.server';
import { createOAuthStateCookie } from '../shopper/oauth.server';
import { createKnownDeviceCookie } from '../shopper/known-device.server';
import { createCspNonce } from '../security/security-headers.server';
import { createPageCache } from '../cache/page-cache.server';
import { renderDocumentToWebStream, type RenderDocument } from '../render/render-document.server';
import { isUnreadableAddress, UNREADABLE_ADDRESS_PAGE } from '../security/unreadable-address.server';

type CreateCookie = ReturnType<typeof createCookieFactory>;
type StorefrontCookie = ReturnType<CreateCookie>;

declare module '@remix-run/server-runtime' {
  interface AppLoadContext {
    /** The shop API client of this request (session token, read memo, time budget). */
    shop: ShopApi;
    /** The shopper's session; the request handler commits it once when it changed. */
    session: ShopSessionView;
    env: StorefrontEnv;
    /** Process-wide (Node) or isolate-wide (Workers) cache for data shared by all shoppers. */
    cache: SharedCache;
    toast: ToastUtils;
    honeypot: ShopHoneypot;
    cookies: { checkoutDraft: StorefrontCookie; oauthState: StorefrontCookie; knownDevice: StorefrontCookie };
    /** This response's CSP nonce: Remix's inline scripts carry it (entry.server, root). */
    cspNonce: string;
    /** The platform's document renderer (entry.server). */
    renderDocument: RenderDocument;
    /** True where every catalogue change is pushed to this storefront (Platform.hearsCatalogueChanges). */
    hearsCatalogueChanges: boolean;
    /** The asked address cannot be read (unreadable-address.server.ts): its page is sent without scripts. */
    unreadableAddress?: boolean;
  }
}

/**
 * Per-request bits only the platform entry knows: the CSP nonce it puts in the response's
 * header, and the shopper's address (Node: express `req.ip` under its trust-proxy rule;
 * Workers: CF-Connecting-IP), which the shop API's rate limits key on.
 */
export interface RequestOptions {
  nonce?: string;
  clientAddress?: string;
}

export interface Platform {
  /** Raw variables: Node's environment, or the Worker's env bindings. */
  vars: EnvVars;
  createCookie: CreateCookie;
  createCookieSessionStorage: CreateCookieSessionStorage;
  /** How the shop API is reached: fetch to SHOP_API_URL, or Node's in-process API. */
  shopApi: { baseUrl: string; transport: ShopApiTransport };
  cache: SharedCache;
  /** A faster renderer than the web-stream default, where the platform has one (Node: ADR 0123). */
  renderDocument?: RenderDocument;
  /**
   * True where the storefront will be told (Storefront.forgetCatalogue) of every change to the
   * catalogue, from whoever wrote it (ADR 0152): it may then keep catalogue data longer. Node with
   * the API in this process or owned by the cluster's primary, or while following a remote API's
   * change stream (ADR 0154); not Workers. Asked on each request: a stream can drop.
   */
  hearsCatalogueChanges?: () => boolean;
}

export type RunRemix = (request: Request, context: AppLoadContext) => Promise<Response>;

export interface Storefront {
  env: StorefrontEnv;
  /** Builds the context, runs the route(s), then writes the session cookie once if it changed. */
  handle(request: Request, runRemix: RunRemix, options?: RequestOptions): Promise<Response>;
  /** The load context of one request (handle uses it; tests call routes with it). */
  loadContext(request: Request, options?: RequestOptions): Promise<AppLoadContext>;
  /** Adds the session's Set-Cookie when the route changed the session. */
  finish(context: AppLoadContext, response: Response): Promise<Response>;
  /** The API changed stock or prices: forget the shared data and pages made from it (ADR 0125). */
  forgetCatalogue(): void;
  /** Hits and loads of the shared catalogue cache and the page cache (the load benchmark's ratios). */
  cacheStats(): { catalogue: CacheStats; pages: CacheStats };
}

export function createStorefront(platform: Platform): Storefront {
  const env = readStorefrontEnv(platform.vars);
  const sessions = createShopSessionStorage(platform.createCookieSessionStorage, env);
  const toast = createToast(platform.createCookieSessionStorage, env);
  const honeypot = createHoneypot(env);
  // Pages the routes mark as public are rendered once a second at most per cookie set (ADR 0124).
  const pages = createPageCache();
  const cookies = {
    checkoutDraft: createCheckoutDraftCookie(platform.createCookie, env),
    oauthState: createOAuthStateCookie(platform.createCookie, env),
    knownDevice: createKnownDeviceCookie(platform.createCookie, env),
  };

  const shopApiFor = (session: ShopSessionView, options: RequestOptions = {}, signal?: AbortSignal) =>
    createShopApi({
      ...platform.shopApi,
      session,
      signal,
      budgetMs: env.shopApiBudgetMs,
      clientAddress: options.clientAddress,
      forwardKey: env.get('SHOP_API_FORWARD_KEY'),
    });

  const storefront: Storefront = {
    env,
    async loadContext(request, options = {}) {
      const session = await openShopSession(sessions, request);
      const shop = shopApiFor(session, options, request.signal);
      const cspNonce = options.nonce ?? createCspNonce();
      const renderDocument = platform.renderDocument ?? renderDocumentToWebStream;
      return {
        shop,
        session,
        env,
        cache: platform.cache,
        hearsCatalogueChanges: platform.hearsCatalogueChanges?.() === true,
        toast,
        honeypot,
        cookies,
        cspNonce,
        renderDocument,
      };
    },
    forgetCatalogue() {
      platform.cache.clear();
      pages.clear();
    },
    cacheStats: () => ({ catalogue: platform.cache.stats(), pages: pages.stats() }),
    async finish(context, response) {
      return context.session.changed ? withSetCookie(response, await context.session.commit()) : response;
    },
    async handle(request, runRemix, options) {
      const url = new URL(request.url);
      if (isUnreadableAddress(url)) {
        // The not-found page, rendered for an address the routes can read. No scripts: the
        // browser's address is the unreadable one, which the client router would hydrate against.
        const context = { ...(await storefront.loadContext(request, options)), unreadableAddress: true };
        const headers = new Headers(request.headers);
        headers.delete('content-length');
        const page = new Request(new URL(UNREADABLE_ADDRESS_PAGE, url.origin), { headers, signal: request.signal });
        return storefront.finish(context, await runRemix(page, context));
      }
      const run = async () => {
        const context = await storefront.loadContext(request, options);
        return storefront.finish(context, await runRemix(request, context));
      };
      // The kept page's nonce is replaced by this response's: without one, nothing is shared.
      return options?.nonce ? pages.serve(request, options.nonce, run) : run();
    },
  };
  return storefront;
}

function withSetCookie(response: Response, cookie: string): Response {
  try {
    response.headers.append('Set-Cookie', cookie);
    return response;
  } catch {
    // Immutable headers (a fetched Response passed through): copy once.
    const copy = new Response(response.body, response);
    copy.headers.append('Set-Cookie', cookie);
    return copy;
  }
}
