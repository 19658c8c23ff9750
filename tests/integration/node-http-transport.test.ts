/**
 * The Node storefront's transport to a shop API at SHOP_API_URL (server/http-transport.ts,
 * ADR 0166), against a real http server: what goes out and comes back, kept-alive connections,
 * and every failure (abort, a cut connection, nothing listening, a status no Response can hold)
 * a rejection the client turns into its 503, never a crash.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHttpTransport } from '../../server/http-transport';
import { createShopApi, ShopApiError } from '~/lib/shop-api/client.server';
import type { ShopSessionView } from '~/lib/shopper/session.server';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler = (_req, _body, res) => res.end();
let server: Server;
let origin: string;
const connections = new Set<unknown>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handler(req, body, res));
  });
  server.on('connection', (socket) => connections.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const transport = nodeHttpTransport();
const post = (path: string, body: unknown, init: RequestInit = {}) =>
  transport(
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t0ken', 'x-shop-client-address': '203.0.113.9' },
      body: JSON.stringify(body),
      ...init,
    }),
  );

describe('nodeHttpTransport', () => {
  it('sends the method, path, query, headers and body, and returns the status, headers and body', async () => {
    handler = (req, body, res) => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-seen': req.headers.authorization ?? '' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body: JSON.parse(body), address: req.headers['x-shop-client-address'] }));
    };
    const response = await post('/api/v1/cart?action=view', { quantity: 2, name: 'Château Rosé' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-seen')).toBe('Bearer t0ken');
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/api/v1/cart?action=view',
      body: { quantity: 2, name: 'Château Rosé' },
      address: '203.0.113.9',
    });
  });

  it('passes error statuses on with their body, for the client to read', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Quantity must be at least 1' }));
    };
    const response = await post('/api/v1/cart', {});
    expect(response.status).toBe(422);
    expect(response.ok).toBe(false);
    expect(await response.json()).toEqual({ success: false, message: 'Quantity must be at least 1' });
  });

  it('answers a 204 with an empty body', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(204);
      res.end();
    };
    const response = await post('/api/v1/logout', {});
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('keeps the connection for the next call', async () => {
    handler = (_req, _body, res) => res.end('{}');
    await post('/a', {}).then((r) => r.text());
    const before = connections.size;
    for (let i = 0; i < 5; i++) await post('/b', {}).then((r) => r.text());
    expect(connections.size).toBe(before);
  });

  it('rejects when the caller aborts before the answer', async () => {
    handler = () => undefined; // never answers
    const controller = new AbortController();
    const pending = post('/slow', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow();
  });

  it('rejects when the connection is cut in the middle of the answer', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"success":true,');
      setTimeout(() => res.destroy(), 20);
    };
    await expect(post('/cut', {})).rejects.toThrow();
  });

  it('rejects a status no Response can hold instead of crashing the process', async () => {
    handler = (req, _body, res) => {
      // Written by hand: Node's own writeHead refuses it too.
      req.socket.end('HTTP/1.1 999 Odd\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}');
      void res;
    };
    await expect(post('/odd', {})).rejects.toThrow();
  });

  it('rejects when nothing listens, and the client says the shop is not reachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const api = createShopApi({
      baseUrl: `http://127.0.0.1:${port}/api/v1`,
      transport,
      session: { token: undefined } as ShopSessionView,
    });
    const error = await api.read('/get-stores').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ShopApiError);
    expect((error as ShopApiError).status).toBe(503);
    expect((error as ShopApiError).message).toBe('The shop is not reachable right now. Please try again in a moment.');
  });
});
