/**
 * How a Node storefront reaches a shop API at SHOP_API_URL (the cluster's workers reach their
 * primary this way, ADR 0121): Node's own http client with kept-alive connections, where fetch
 * cost a worker 1.0 ms of CPU a call against 0.6 ms for this (ADR 0166). The seam stays the
 * web-standard Request in, Response out (app/lib/shop-api/client.server.ts).
 */
import http from 'node:http';
import https from 'node:https';
import type { ShopApiTransport } from '../app/lib/shop-api/client.server';

/** An idle connection is closed after this, well before the API's own 10 s (server/cluster.ts). */
const IDLE_CONNECTION_MS = 4_000;

/** Statuses whose Response may not have a body. */
const BODILESS = new Set([101, 204, 205, 304]);

export function nodeHttpTransport(): ShopApiTransport {
  const agents = {
    http: new http.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
    https: new https.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
  };
  return async (request) => {
    const url = new URL(request.url);
    const secure = url.protocol === 'https:';
    if (!secure && url.protocol !== 'http:') throw new Error(`SHOP_API_URL must be http or https, got ${url.protocol}`);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const client = secure ? https : http;
      const agent = secure ? agents.https : agents.http;
      const outgoing = client.request(url, { method: request.method, headers, agent, signal: request.signal }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            const status = res.statusCode ?? 502;
            const answerHeaders = new Headers();
            for (let i = 0; i < res.rawHeaders.length; i += 2) answerHeaders.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
            resolve(new Response(BODILESS.has(status) ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
          } catch (error) {
            // A status or header a Response cannot hold: an upstream failure, not a crash.
            reject(error);
          }
        });
        // A connection cut mid-body ends without 'end'.
        res.on('close', () => {
          if (!res.complete) reject(new Error('the shop API closed the connection mid-answer'));
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
