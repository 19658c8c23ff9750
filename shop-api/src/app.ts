import { ApiError, fail, okFromJson, successJson } from './http';
import { resolveBearer, type AuthUser } from './auth/tokens';
import type { ShopApiConfig } from './config';
import type { ShopDb } from './db/connection';
import { compileRoutes, matchRoute, type RouteContext } from './router';
import { accountRoutes } from './routes/accounts';
import { backInStockRoutes } from './routes/back-in-stock';
import { createBackInStockMailing } from './commerce/back-in-stock';
import { clientAddressOf, isFromStorefront, type Connection } from './security/client-address';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { orderRoutes } from './routes/orders';
import { paymentPageRoutes } from './routes/payment-page';
import { promotionRoutes } from './routes/promotions';
import { shopperRoutes } from './routes/shopper';
import { wishlistRoutes } from './routes/wishlist';
import { createMailer, type Mailer } from './mail/mailer';
import { createCatalogueChanges, type CatalogueChanges } from './catalogue/changes';
import { createCatalogueReadCache, loadEveryTime } from './catalogue/read-cache';
import { createCatalogueChangeStreams } from './catalogue/change-stream';

const API_BASE_PATH = '/api/v1';

export interface ShopApi {
  /**
   * Web-standard handler for requests under /api/v1 (other paths answer 404). `connection`
   * tells where the request came from (see security/client-address.ts); omitted, no client
   * address is known and per-address rate limits do not apply.
   */
  fetch(request: Request, connection?: Connection): Promise<Response>;
  /** Told after each change of what catalogue readers see (stock, prices), ADR 0125, 0152. */
  catalogueChanges: CatalogueChanges;
  /** Whether every change reaches `catalogueChanges` now; until it does, answers are kept briefly. */
  hearCatalogue(hearing: boolean): void;
  /** The catalogue read cache's hits and loads so far (CACHE_STATS_LOG, scripts/bench-load.mjs). */
  readCacheStats(): { hits: number; misses: number };
}

/** `mailer` defaults to the one the config names (SMTP_URL or the .eml outbox); tests hand in their own. */
export function createShopApi({
  db,
  config,
  mailer = createMailer(config.mail),
  catalogueChanges = createCatalogueChanges(),
}: {
  db: ShopDb;
  config: ShopApiConfig;
  mailer?: Mailer;
  catalogueChanges?: CatalogueChanges;
}): ShopApi {
  const readCache = createCatalogueReadCache(catalogueChanges);
  const changeStreams = createCatalogueChangeStreams(catalogueChanges);
  // A restock is a catalogue write: its due back-in-stock requests are mailed once it is heard
  // (ADR 0156), and again whenever hearing starts, for changes made while nobody listened.
  const backInStock = createBackInStockMailing(db, mailer, config);
  catalogueChanges.subscribe(() => backInStock.run());
  const routes = compileRoutes([
    accountRoutes,
    contentRoutes,
    catalogueRoutes,
    cartRoutes,
    wishlistRoutes,
    shopperRoutes,
    orderRoutes,
    paymentPageRoutes,
    promotionRoutes,
    backInStockRoutes,
    changeStreams.routes,
  ]);

  return {
    catalogueChanges,
    hearCatalogue(hearing) {
      readCache.setHearing(hearing);
      changeStreams.setHearing(hearing);
      if (hearing) backInStock.run();
    },
    readCacheStats: () => readCache.stats(),
    async fetch(request, connection = {}) {
      const url = new URL(request.url);
      if (!url.pathname.startsWith(API_BASE_PATH + '/') && url.pathname !== API_BASE_PATH) {
        return fail(404, 'Not found');
      }
      const path = url.pathname.slice(API_BASE_PATH.length) || '/';
      const match = matchRoute(routes, request.method, path);
      if (match.kind === 'not-found') return fail(404, 'Not found');
      if (match.kind === 'method-not-allowed') return fail(405, 'Method not allowed');

      let user: Promise<AuthUser | null> | undefined;
      const optionalUser = () => (user ??= resolveBearer(db, request));
      const ctx: RouteContext = {
        request,
        url,
        db,
        config,
        mailer,
        params: match.params,
        clientAddress: clientAddressOf(request, connection, config),
        fromStorefront: isFromStorefront(request, connection, config),
        optionalUser,
        sharedRead: async (key, load) =>
          okFromJson(
            config.readCache ? await readCache.text(`${path} ${key}`, async () => successJson(await load())) : successJson(await load()),
          ),
        sharedValue: config.readCache ? readCache.value : loadEveryTime,
        async requireUser() {
          const found = await optionalUser();
          if (!found) throw new ApiError(401, 'Unauthenticated: sign in again');
          return found;
        },
      };
      try {
        return await match.handler(ctx);
      } catch (error) {
        if (error instanceof ApiError) {
          const response = fail(error.status, error.message, error.errors);
          // An over-long body was left unread: close the connection rather than drain it.
          if (error.status === 413) response.headers.set('connection', 'close');
          return response;
        }
        // Internals stay in the server log, never in the response.
        console.error(`[shop-api] ${request.method} ${path} failed:`, error);
        return fail(500, 'Something went wrong on our side. Please try again.');
      }
    },
  };
}
