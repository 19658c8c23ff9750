/**
 * The clustered production server: `npm start` on a machine with more than one core (ADR 0121).
 *
 * - This primary process owns the embedded database: it opens the shop API and serves it on a
 *   loopback port only (127.0.0.1, a free port), so PGlite keeps a single owner.
 * - It forks WEB_CONCURRENCY storefront workers (default: one per core), each running
 *   server.ts (bundled: build/node/server.js, ADR 0126) with SHOP_API_URL pointing at that port
 *   and a shared SHOP_API_FORWARD_KEY, so the API still rate-limits per shopper (ADR 0050).
 *   node:cluster shares the public PORT between them; each worker also answers /api/v1 (and
 *   /__test when enabled) by passing it on.
 * - With SHOP_API_URL already set (an external API), the workers use it and no database opens.
 * - SIGTERM/SIGINT: the workers finish their requests in flight and exit, then the API closes
 *   and the database is closed (ADR 0063). A worker that dies while serving is replaced; one that
 *   dies while starting (a missing secret, a busy port) stops the whole server.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { CATALOGUE_CHANGED, type ApiChange } from './api-changes';
import type { OpenedShopApi } from '../shop-api/src/open';

/** WEB_CONCURRENCY storefront processes; 1 runs the single-process server.ts instead. */
export function storefrontWorkerCount(vars: Record<string, string | undefined>): number {
  const raw = vars.WEB_CONCURRENCY?.trim();
  if (!raw) return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, got "${raw}"`);
  }
  return count;
}

/** Opens the shop API and serves it on loopback; resolves with the variables the workers need. */
async function serveShopApiOnLoopback(): Promise<{ api: OpenedShopApi; server: Server; workerVars: Record<string, string> }> {
  const forwardKey = process.env.SHOP_API_FORWARD_KEY || randomBytes(32).toString('hex');
  const { openShopApi } = await import('../shop-api/src/open');
  const { shopApiListener } = await import('../shop-api/src/node-listener');
  const api = await openShopApi({ ...process.env, SHOP_API_FORWARD_KEY: forwardKey });
  const testHooks = process.env.E2E_TEST_HOOKS === '1';
  if (testHooks) console.warn('E2E_TEST_HOOKS=1: test-only endpoints under /__test are enabled');
  const server = createServer(shopApiListener(api, { testHooks }));
  // Longer than the workers' fetch keeps idle sockets (4 s), so a reused socket is never closed under it.
  server.keepAliveTimeout = 10_000;
  const port = await listenBesidePort(server, Number(process.env.PORT ?? 3000));
  console.log(`Shop API on 127.0.0.1:${port} (primary process, embedded database)`);
  return {
    api,
    server,
    workerVars: {
      SHOP_API_URL: `http://127.0.0.1:${port}/api/v1`,
      SHOP_API_FORWARD_KEY: forwardKey,
      SHOP_API_PUBLISH: '1',
      // This primary will tell them of every catalogue change (ADR 0152).
      SHOP_API_CATALOGUE_CHANGES: '1',
    },
  };
}

/**
 * Listens on a free loopback port other than the storefront's: the workers bind PORT only after
 * this, so a PORT in the system's range of free ports could otherwise go to the API first.
 */
export async function listenBesidePort(server: Server, storefrontPort: number): Promise<number> {
  for (;;) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    if (port !== storefrontPort) return port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** How a worker runs the storefront: `npm start` passes the bundled build/node/server.js (ADR 0126). */
interface WorkerEntry {
  exec: string;
  execArgv: string[];
}

export async function runCluster(workerCount: number, entry: WorkerEntry): Promise<void> {
  const shopApi = process.env.SHOP_API_URL ? undefined : await serveShopApiOnLoopback();
  cluster.setupPrimary(entry);

  // The API here changed stock or prices: every worker forgets what it kept of them (ADR 0125).
  const tellWorkers = (message: ApiChange) => {
    for (const worker of Object.values(cluster.workers ?? {})) if (worker?.isConnected()) worker.send(message);
  };
  shopApi?.api.catalogueChanges.subscribe(() => tellWorkers(CATALOGUE_CHANGED));

  const started = new Set<number>();
  let stopping = false;
  const fork = () => {
    // npm start's MALLOC_MMAP_THRESHOLD_ is for this process, where PGlite's compiled WebAssembly
    // lives (ADR 0129); in a worker it would map and unmap every page buffer and cost CPU.
    const worker = cluster.fork({ ...shopApi?.workerVars, MALLOC_MMAP_THRESHOLD_: undefined });
    worker.once('listening', () => started.add(worker.id));
  };

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    const workers = Object.values(cluster.workers ?? {});
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (!worker || worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    if (shopApi) {
      if (process.env.CACHE_STATS_LOG === '1') console.log(`cache-stats ${JSON.stringify({ api: shopApi.api.readCacheStats() })}`);
      shopApi.server.closeIdleConnections();
      await new Promise<void>((resolve) => shopApi.server.close(() => resolve()));
      await shopApi.api.close();
    }
    process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!started.has(worker.id)) {
      console.error(`A storefront worker stopped while starting (${signal ?? `exit ${code}`}): stopping the server`);
      void stop(code || 1);
      return;
    }
    console.error(`Storefront worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}): starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.log(`${signal} received: closing ${workerCount} storefront workers`);
      void stop(0);
    });
  }

  console.log(`Starting ${workerCount} storefront workers`);
  for (let i = 0; i < workerCount; i++) fork();
}
