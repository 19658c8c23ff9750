/**
 * A misbehaving shop API on a local port, for the fault and clean-stop tests. Each request's
 * behaviour comes from its mode, chosen by the first path segment, so one upstream serves
 * several storefronts at once (SHOP_API_URL=http://127.0.0.1:PORT/<mode>/api/v1):
 *
 *   hang        never answers
 *   slow-<ms>   answers a well-formed envelope after <ms>
 *   error-500   answers 500 with an envelope message
 *   bad-json    answers 200 with a body that is not JSON
 *   data-null   answers 200 { success: true, data: null }
 *   empty       answers 200 {}
 *   proxy       forwards to `proxyTo` (the origin of a real shop API): the healthy upstream
 *   live        whatever `upstream.live` says now (switched by the test between requests)
 *
 * `refuse(true)` stops listening (connections are refused) until `refuse(false)`.
 * `close()` ends every pending request too.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUpstream {
  port: number;
  /** The behaviour of the `live` mode. */
  live: string;
  refuse(refusing: boolean): Promise<void>;
  url(mode: string): string;
  /** Requests seen per mode. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startFakeUpstream(options: { proxyTo?: string } = {}): Promise<FakeUpstream> {
  const pending = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const hits = new Map<string, number>();

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function proxy(req: IncomingMessage, res: ServerResponse, rest: string) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const name of ['content-type', 'authorization', 'accept']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const upstream = await fetch(options.proxyTo + rest, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  }

  const server = createServer((req, res) => {
    const [, mode = '', ...restParts] = (req.url ?? '/').split('/');
    const rest = '/' + restParts.join('/');
    hits.set(mode, (hits.get(mode) ?? 0) + 1);
    pending.add(res);
    res.on('close', () => pending.delete(res));
    req.resume();

    const effective = mode === 'live' ? upstream.live : mode;
    const slow = /^slow-(\d+)$/.exec(effective);
    if (effective === 'hang') return;
    if (slow) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        json(res, 200, { success: true, message: 'late', data: {} });
      }, Number(slow[1]));
      timers.add(timer);
      return;
    }
    if (effective === 'error-500') return json(res, 500, { success: false, message: 'Upstream exploded' });
    if (effective === 'bad-json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"success": true, "data": {"products": [');
    }
    if (effective === 'data-null') return json(res, 200, { success: true, data: null });
    if (effective === 'empty') return json(res, 200, {});
    if (effective === 'proxy' && options.proxyTo) {
      proxy(req, res, rest).catch(() => json(res, 502, { success: false, message: 'proxy failed' }));
      return;
    }
    json(res, 404, { success: false, message: `unknown mode ${mode}` });
  });

  const drop = () => {
    for (const timer of timers) clearTimeout(timer);
    for (const res of pending) res.destroy();
    server.closeAllConnections();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const upstream: FakeUpstream = {
    port,
    live: 'proxy',
    async refuse(refusing) {
      if (refusing === !server.listening) return;
      if (refusing) {
        drop();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      } else {
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
    },
    hits,
    url: (mode) => `http://127.0.0.1:${port}/${mode}/api/v1`,
    async close() {
      drop();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return upstream;
}
