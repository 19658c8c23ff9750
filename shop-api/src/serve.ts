/**
 * `npm run api`: the shop API alone on its own port (API_PORT, default 4000), adapting Node's
 * http requests to the web-standard fetch handler. Stops cleanly on SIGINT/SIGTERM.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { openShopApi, type OpenedShopApi } from './open';
import { handleTestHook, TEST_HOOKS_PREFIX } from './test-hooks';

const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // The handler answers 413 for large bodies; past this we stop buffering altogether.
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('Request body is too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer | undefined, port: number): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined });
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
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`API_PORT must be a port number, got "${process.env.API_PORT}"`);
  // Standalone, the API's own origin is what its absolute URLs (images, payment page) point at.
  const env = { ...process.env, SHOP_API_PUBLIC_URL: process.env.SHOP_API_PUBLIC_URL ?? `http://localhost:${port}/api/v1` };
  const api: OpenedShopApi = await openShopApi(env);
  const testHooks = process.env.E2E_TEST_HOOKS === '1';
  if (testHooks) console.warn('[shop-api] E2E_TEST_HOOKS=1: test-only endpoints under /__test are enabled');

  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const request = toRequest(req, body, port);
      const hook = testHooks && req.url?.startsWith(TEST_HOOKS_PREFIX) ? await handleTestHook(request, api.db) : undefined;
      await send(res, hook ?? (await api.fetch(request)));
    } catch (error) {
      const status = (error as { status?: number }).status === 413 ? 413 : 500;
      if (status === 500) console.error('[shop-api] request failed:', error);
      sendJsonError(res, status, status === 413 ? 'Request body is too large' : 'Something went wrong on our side. Please try again.');
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
    console.log(`[shop-api] listening on http://localhost:${port}/api/v1 (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'})`);
  });
}

main().catch((error) => {
  console.error('[shop-api] failed to start:', error);
  process.exit(1);
});
