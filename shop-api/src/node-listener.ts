/**
 * The shop API behind a plain Node http server: adapts Node's requests to the web-standard
 * fetch handler and back. One home for the adapter, used by `npm run api` (serve.ts) and by the
 * clustered `npm start`, whose primary process owns the database and serves the API on loopback
 * to the storefront workers (server/cluster.ts, ADR 0121).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { OpenedShopApi } from './open';
import { handleTestHook, injectedFault, TEST_HOOKS_PREFIX } from './test-hooks';

/**
 * Node request -> web Request. The body is handed over as a stream: the handler reads it only
 * up to its cap (src/http.ts) and answers 413 without waiting for the rest.
 */
function toRequest(req: IncomingMessage): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
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
  // An event stream (catalogue/change-stream.ts) is sent as it comes, and cancelled when the
  // follower goes away; every other answer is whole, and sent with its length.
  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    res.flushHeaders();
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res).catch(() => undefined);
    return;
  }
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

/** A `http.createServer` listener answering the API (and, when enabled, the TEST-ONLY hooks). */
export function shopApiListener(api: OpenedShopApi, options: { testHooks: boolean }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const request = toRequest(req);
      const hook = !options.testHooks
        ? undefined
        : req.url?.startsWith(TEST_HOOKS_PREFIX)
          ? await handleTestHook(request, api.db)
          : await injectedFault(request);
      await send(res, hook ?? (await api.fetch(request, { peerAddress: req.socket.remoteAddress })));
    } catch (error) {
      console.error('[shop-api] request failed:', error);
      sendJsonError(res, 500, 'Something went wrong on our side. Please try again.');
    }
  };
}
