/**
 * `npm run api`: the shop API alone on its own port (API_PORT, default 4000), adapting Node's
 * http requests to the web-standard fetch handler. Stops cleanly on SIGINT/SIGTERM.
 */
import { createServer } from 'node:http';
import { shopApiListener } from './node-listener';
import { openShopApi, type OpenedShopApi } from './open';

async function main(): Promise<void> {
  const port = Number(process.env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`API_PORT must be a port number, got "${process.env.API_PORT}"`);
  // Standalone, the API's own origin is what its absolute URLs (images, payment page) point at.
  const env = { ...process.env, SHOP_API_PUBLIC_URL: process.env.SHOP_API_PUBLIC_URL ?? `http://localhost:${port}/api/v1` };
  const api: OpenedShopApi = await openShopApi(env);
  const testHooks = process.env.E2E_TEST_HOOKS === '1';
  if (testHooks) console.warn('[shop-api] E2E_TEST_HOOKS=1: test-only endpoints under /__test are enabled');

  const listener = shopApiListener(api, { testHooks });
  let stopping = false;
  // Once stopping, a kept-alive connection (a proxy's) is closed after its answer, not reused.
  const server = createServer((req, res) => {
    if (stopping) res.setHeader('connection', 'close');
    return listener(req, res);
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[shop-api] ${signal}: closing`);
    // Stop accepting, let in-flight requests finish (idle keep-alive sockets are closed now), then close the database.
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    force.unref();
    // Storefronts' change streams never go idle: ending them now sends the storefronts to
    // another instance instead of holding this one open until the force above.
    api.hearCatalogue(false);
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await api.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  server.listen(port, () => {
    console.log(
      `[shop-api] listening on http://localhost:${port}/api/v1 (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'})`,
    );
  });
}

main().catch((error) => {
  console.error('[shop-api] failed to start:', error);
  process.exit(1);
});
