/**
 * `npm run api`: the shop API alone on its own port (API_PORT, default 4000), adapting Node's
 * http requests to the web-standard fetch handler. Stops cleanly on SIGINT/SIGTERM.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { openShopApi, type OpenedShopApi } from './open';
import { handleTestHook, injectedFault, TEST_HOOKS_PREFIX } from './test-hooks';

/**
 * Node request -> web Request. The body is handed over as a stream: the handler reads it only
 * up to its cap (src/http.ts) and answers 413 without waiting for the rest.
 */
function toRequest(req: IncomingMessage, port: number): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function sendJsonError(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ success: false, message }));
}

async function main(): Promise<void> {
  const port = Number(process.env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`API_PORT must be a port number, got "${process.env.API_PORT}"`);
  // Standalone, the API's own origin is what its absolute URLs (images, payment page) point at.
  const env = { ...process.env, SHOP_API_PUBLIC_URL: process.env.SHOP_API_PUBLIC_URL ?? `http://localhost:${port}/api/v1` };
  const api: OpenedShopApi = await openShopApi(env);
  const testHooks = process.env.E2E_TEST_HOOKS === '1';
  if (testHooks) console.warn('[shop-api] E2E_TEST_HOOKS=1: test-only endpoints under /__test are enabled');

  const server = createServer(async (req, res) => {
    try {
      const request = toRequest(req, port);
      const hook = !testHooks
        ? undefined
        : req.url?.startsWith(TEST_HOOKS_PREFIX)
          ? await handleTestHook(request, api.db)
          : await injectedFault(request);
      await send(res, hook ?? (await api.fetch(request, { peerAddress: req.socket.remoteAddress })));
    } catch (error) {
      console.error('[shop-api] request failed:', error);
      sendJsonError(res, 500, 'Something went wrong on our side. Please try again.');
    }
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[shop-api] ${signal}: closing`);
    // Stop accepting, let in-flight requests finish (idle keep-alive sockets are closed now), then close the database.
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    force.unref();
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
