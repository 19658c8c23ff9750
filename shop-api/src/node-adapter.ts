/**
 * Node's http requests and responses as web-standard ones and back: the one adapter for every
 * Node entry (the API alone, the cluster's primary, the storefront's express server).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/**
 * Node request -> web Request for `url`. The body is handed over as a stream, so a handler can
 * stop reading at its cap (src/http.ts); the request is aborted when the client goes away first.
 */
export function toWebRequest(req: IncomingMessage, url: URL, res?: ServerResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const controller = new AbortController();
  res?.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this to stream a request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * Sends a web Response. The body goes out chunk by chunk, each flushed through a compression
 * layer when there is one, so streamed pages and event streams arrive as they are made; the body
 * is cancelled when the client goes away.
 */
export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  // An event stream's follower must learn at once that it is connected, before the first event.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  res.on('close', cancel);
  const flushable = res as ServerResponse & { flush?: () => void };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
      flushable.flush?.();
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    res.off('close', cancel);
  }
}
