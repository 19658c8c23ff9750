/**
 * The storefront's Node server: `npm start` runs it bundled from build/node/ (ADR 0126),
 * `npm run dev` through tsx with HMR.
 *
 * - express 4 with its own Request/Response adapters, response compression, hashed /assets
 *   cached for a year.
 * - The reference shop API (shop-api/) is mounted in-process at /api/v1 and handed to the
 *   storefront as its transport (no network hop), unless SHOP_API_URL points elsewhere.
 * - The Node half of the platform seam (app/lib/platform/context.server.ts): cookie primitives from
 *   @remix-run/node, process.env, the transport and a process-wide cache. Every request goes
 *   through `storefront.handle` below.
 * - Dev (NODE_ENV !== 'production'): Vite in middleware mode with HMR. Production: build/.
 * - Graceful shutdown on SIGINT/SIGTERM: stop accepting, finish requests, close the database.
 * - E2E_TEST_HOOKS=1 adds TEST-ONLY endpoints under /__test (never set it in production).
 */
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import compression from 'compression';
import { createCookie, createCookieSessionStorage, createRequestHandler, type ServerBuild } from '@remix-run/node';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import cluster from 'node:cluster';
import type { Platform, Storefront } from './app/lib/platform/context.server';
import type { ShopApiTransport } from './app/lib/shop-api/client.server';
import { createMemoryCache } from './app/lib/cache/ttl-cache.server';
import { apiChangeOf } from './server/api-changes';
import { followCatalogueChanges, type CatalogueChangeStream } from './server/catalogue-change-stream';
import { renderDocumentOnNode } from './server/render-document-node';
import { precompressedAssets } from './server/precompressed-assets';
import { pageConcurrency, pageQueue } from './server/page-queue';
import { guardRequest } from './app/lib/security/request-guard.server';
import { createCspNonce, withSecurityHeaders } from './app/lib/security/security-headers.server';
import { CLIENT_ADDRESS_HEADER, FORWARD_KEY_HEADER } from './shop-api/src/security/client-address';
import type { OpenedShopApi } from './shop-api/src/open';
import { CHANGE_STREAM_PATH } from './shop-api/src/catalogue/change-stream';
import { sendWebResponse, toWebRequest } from './shop-api/src/node-adapter';

const isProduction = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 3000);

if (isProduction && !process.env.SESSION_SECRET) {
  console.error(
    'Refusing to start: SESSION_SECRET is not set.\n' +
      'A production storefront signs its session cookie with it. Set SESSION_SECRET (comma-separated\n' +
      'for rotation, newest first), or use `npm start`, which generates local secrets on first run.',
  );
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');
app.use(logFailedRequests);
app.use(compression());

// --- the shop API, in-process ----------------------------------------------------------------
let shopApi: OpenedShopApi | undefined;
let shopApiTransport: { baseUrl: string; transport: ShopApiTransport };

if (process.env.SHOP_API_URL) {
  const baseUrl = process.env.SHOP_API_URL.replace(/\/+$/, '');
  shopApiTransport = { baseUrl, transport: (request) => fetch(request) };
  if (process.env.SHOP_API_PUBLISH === '1') publishShopApi(new URL(baseUrl).origin);
  else console.log(`Storefront uses the shop API at ${process.env.SHOP_API_URL}`);
} else {
  const { openShopApi } = await import('./shop-api/src/open');
  shopApi = await openShopApi(process.env);
  const api = shopApi;
  // TEST-ONLY endpoints and faults (shop-api/src/test-hooks.ts), e.g. expiring one user's tokens.
  const testHooks = process.env.E2E_TEST_HOOKS === '1' ? await import('./shop-api/src/test-hooks') : undefined;
  // The storefront's own calls are trusted to carry the shopper's address (ADR 0050); calls to
  // the public mount are counted by their own address, whatever headers they send.
  shopApiTransport = {
    baseUrl: 'http://shop-api.in-process/api/v1',
    transport: async (request) => (await testHooks?.injectedFault(request)) ?? api.fetch(request, { trusted: true }),
  };
  app.use('/api/v1', async (req, res, next) => {
    try {
      await sendWebResponse(res, await api.fetch(webRequestOf(req, res), { peerAddress: req.ip }));
    } catch (error) {
      next(error);
    }
  });
  console.log('Shop API mounted at /api/v1 (in-process)');

  if (testHooks) {
    app.use('/__test', async (req, res, next) => {
      try {
        const response = await testHooks.handleTestHook(webRequestOf(req), api.db);
        if (response) await sendWebResponse(res, response);
        else next();
      } catch (error) {
        next(error);
      }
    });
    console.warn('E2E_TEST_HOOKS=1: test-only endpoints under /__test are enabled');
  }
}

/**
 * A storefront worker of the clustered `npm start` (server/cluster.ts, ADR 0121): the API lives
 * in the primary process on loopback, and this worker answers its public paths (/api/v1: images,
 * the payment page; /__test when enabled there) as the single process mounts them. The shopper's
 * address travels with the forward key, as the storefront's own calls do (ADR 0050); whatever a
 * browser sent in those headers is dropped.
 */
function publishShopApi(apiOrigin: string) {
  const forwardKey = process.env.SHOP_API_FORWARD_KEY ?? '';
  const hopByHop = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'expect', CLIENT_ADDRESS_HEADER, FORWARD_KEY_HEADER];
  app.use(['/api/v1', '/__test'], async (req, res, next) => {
    // Its change stream is for storefronts only: a browser's request must not reach it with our key.
    if (req.originalUrl.startsWith(`/api/v1${CHANGE_STREAM_PATH}`)) return next();
    try {
      const incoming = webRequestOf(req, res);
      const headers = new Headers(incoming.headers);
      for (const name of hopByHop) headers.delete(name);
      if (req.ip) headers.set(CLIENT_ADDRESS_HEADER, req.ip);
      headers.set(FORWARD_KEY_HEADER, forwardKey);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const answer = await fetch(new URL(req.originalUrl, apiOrigin), {
        method: req.method,
        headers,
        body: incoming.body,
        signal: incoming.signal,
        redirect: 'manual',
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
      // fetch has already decoded the body; express's compression encodes it again for the browser.
      const response = new Response(answer.body, answer);
      response.headers.delete('content-encoding');
      response.headers.delete('content-length');
      await sendWebResponse(res, response);
    } catch (error) {
      next(error);
    }
  });
}

/** The web Request for an express request (its whole address, however it is mounted). */
function webRequestOf(req: ExpressRequest, res?: ExpressResponse): Request {
  return toWebRequest(req, new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`), res);
}

// --- the storefront ----------------------------------------------------------------------------
let closeVite: (() => Promise<void>) | undefined;
let build: ServerBuild | (() => Promise<ServerBuild>);

if (isProduction) {
  // From the working directory (the repository root), as the static files below: this file also
  // runs bundled from build/node/ (ADR 0126).
  const buildUrl = pathToFileURL(resolve('build/server/index.js'));
  build = (await import(buildUrl.href)) as ServerBuild;
  // Hashed file names, cached for a year; sent as compressed at build time.
  app.use('/assets', ...precompressedAssets(resolve('build/client/assets')));
  // The few other public files by name: a static middleware for every path would look on disk for
  // each page request first (ADR 0124).
  const publicFiles = readdirSync('build/client', { withFileTypes: true }).filter((entry) => entry.isFile());
  app.get(
    publicFiles.map((entry) => `/${entry.name}`),
    express.static('build/client', { maxAge: '1h', index: false }),
  );
} else {
  const vite = await import('vite').then((m) => m.createServer({ server: { middlewareMode: true }, appType: 'custom' }));
  closeVite = () => vite.close();
  app.use(vite.middlewares);
  build = () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  app.use(express.static('public', { maxAge: 0 }));
}

// Told of every catalogue change by the cluster's primary, which owns the API (server/cluster.ts).
const toldByPrimary = cluster.isWorker && process.env.SHOP_API_CATALOGUE_CHANGES === '1';
/** With the API elsewhere, its change stream (ADR 0154); SHOP_API_CHANGES=off keeps the short cache time instead. */
let catalogueChangeStream: CatalogueChangeStream | undefined;

// The platform bits; everything else about a request lives in app/lib/platform/context.server.ts.
const platform: Platform = {
  vars: process.env,
  createCookie,
  createCookieSessionStorage,
  shopApi: shopApiTransport,
  cache: createMemoryCache(),
  renderDocument: renderDocumentOnNode,
  hearsCatalogueChanges: () => Boolean(shopApi) || toldByPrimary || catalogueChangeStream?.hearing() === true,
};
const remixHandler = createRequestHandler(build, isProduction ? 'production' : 'development');

// One storefront per server build (dev reloads the build on change): its own module copy builds
// the load context, so routes and context share classes such as ShopApiError.
type StorefrontEntry = { createStorefront(platform: Platform): Storefront };
const storefronts = new WeakMap<object, Storefront>();
async function storefrontOf(): Promise<Storefront> {
  const current = typeof build === 'function' ? await build() : build;
  const entry = current.entry.module as unknown as StorefrontEntry;
  let storefront = storefronts.get(entry);
  if (!storefront) storefronts.set(entry, (storefront = entry.createStorefront(platform)));
  return storefront;
}

// ▶ API changes (ADR 0125): the API in this process, or the cluster's primary for the API it
// owns, says when stock or prices changed, and the caches forget at once.
const forgetCatalogue = () => void storefrontOf().then((storefront) => storefront.forgetCatalogue());
shopApi?.catalogueChanges.subscribe(forgetCatalogue);
if (!shopApi && !toldByPrimary && process.env.SHOP_API_CHANGES !== 'off') {
  // The API elsewhere tells this process over a stream of its own (server/catalogue-change-stream.ts).
  const forwardKey = process.env.SHOP_API_FORWARD_KEY;
  if (forwardKey)
    catalogueChangeStream = followCatalogueChanges({ apiBaseUrl: shopApiTransport.baseUrl, forwardKey, onChange: forgetCatalogue });
  else console.warn('SHOP_API_FORWARD_KEY is not set: catalogue changes are not followed, catalogue data is kept 4 s');
}
if (cluster.isWorker) {
  process.on('message', (message) => {
    if (apiChangeOf(message)?.type === 'catalogue-changed') forgetCatalogue();
  });
}

// Pages wait their turn beyond a few at once (ADR 0167); assets and /api/v1 above do not.
app.use(pageQueue(pageConcurrency(process.env, 4)));

// app.use, not app.all('*'): express decodes a '*' route's path as a parameter and answers a 500
// for '/%ff' before the storefront sees it (app/lib/security/unreadable-address.server.ts, ADR 0141).
app.use(async (req, res, next) => {
  try {
    const storefront = await storefrontOf();
    const nonce = createCspNonce();
    // ▶ request guard (ADR 0061): same origin, POST forms only, body capped before parsing.
    const checked = await guardRequest(webRequestOf(req, res), storefront.env);
    const response =
      checked instanceof Response
        ? checked
        : await storefront.handle(checked, (remixRequest, context) => remixHandler(remixRequest, context), {
            nonce,
            clientAddress: req.ip,
          });
    // ▶ response decoration (ADR 0062): CSP with this request's nonce, framing, HSTS…
    await sendWebResponse(res, withSecurityHeaders(response, storefront.env, nonce));
  } catch (error) {
    next(error);
  }
});

// Last resort: never a stack trace in a response. A browser that closed the connection is no
// fault of ours: nothing is logged, and nothing can be sent.
app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: express.NextFunction) => {
  if (clientWentAway(req, res, error)) return void res.destroy();
  console.error(error);
  if (!res.headersSent) res.status(500).type('text/plain').send('Error Handler');
});

/** One line per request that failed on our side: method, path, status and time. */
function logFailedRequests(req: ExpressRequest, res: ExpressResponse, next: express.NextFunction) {
  const started = performance.now();
  res.once('finish', () => {
    if (res.statusCode < 500) return;
    console.error(`${req.method} ${req.path} ${res.statusCode} ${Math.round(performance.now() - started)} ms`);
  });
  next();
}

const CLIENT_GONE = new Set(['ECONNABORTED', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

function clientWentAway(req: ExpressRequest, res: ExpressResponse, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return req.socket.destroyed || res.destroyed || (typeof code === 'string' && CLIENT_GONE.has(code));
}

const server = app.listen(port, () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`Liquor Express (${isProduction ? 'production' : 'development'}) on http://localhost:${actual}`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  // A clear line for the usual start-up mistake instead of an unhandled 'error' event trace.
  if (error.code === 'EADDRINUSE') console.error(`Port ${port} is already in use: stop the other server or set PORT.`);
  else console.error(error);
  void shopApi?.close().finally(() => process.exit(1));
});

// --- graceful shutdown -------------------------------------------------------------------------
let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  catalogueChangeStream?.stop();
  server.closeIdleConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // The load benchmark's hit ratios (scripts/bench-load.mjs): one line per process.
  if (process.env.CACHE_STATS_LOG === '1') {
    const { catalogue, pages } = (await storefrontOf()).cacheStats();
    console.log(`cache-stats ${JSON.stringify({ storefront: catalogue, pages, api: shopApi?.readCacheStats() })}`);
  }
  await closeVite?.();
  await shopApi?.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
