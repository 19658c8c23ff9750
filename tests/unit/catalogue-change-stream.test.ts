/**
 * ADR 0154: a storefront with its API elsewhere follows the API's change stream
 * (server/catalogue-change-stream.ts): it forgets its catalogue data on each event and on each
 * (re)connection, hears changes only while connected, and asks again after losing the stream.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { followCatalogueChanges, type CatalogueChangeStream } from '../../server/catalogue-change-stream';

const KEY = 'unit-forward-key';

/** A stand-in for the API's /api/v1/changes: records what it was sent, holds each stream open. */
async function fakeApi({ refuse = false } = {}) {
  const streams: ServerResponse[] = [];
  const keys: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    keys.push(req.headers['x-shop-forward-key'] as string | undefined);
    if (refuse || req.url !== '/api/v1/changes') return void res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': following catalogue changes\n\n');
    streams.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBaseUrl: `http://127.0.0.1:${port}/api/v1`,
    streams,
    keys,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const until = async (holds: () => boolean, ms = 2_000) => {
  const deadline = Date.now() + ms;
  while (!holds() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return holds();
};

const quiet = { log: () => undefined, warn: () => undefined };
let cleanUp: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
});

function follow(apiBaseUrl: string, options: { silenceMs?: number } = {}) {
  let forgotten = 0;
  const stream: CatalogueChangeStream = followCatalogueChanges({
    apiBaseUrl,
    forwardKey: KEY,
    onChange: () => forgotten++,
    log: quiet,
    retry: { firstMs: 20, maxMs: 100 },
    lateForgetMs: 200,
    ...options,
  });
  cleanUp.push(() => stream.stop());
  return { stream, forgotten: () => forgotten };
}

describe('following the API’s catalogue changes', () => {
  it('hears changes once connected, and forgets on connecting and on each event', async () => {
    const api = await fakeApi();
    cleanUp.push(api.close);
    const { stream, forgotten } = follow(api.apiBaseUrl);
    expect(stream.hearing()).toBe(false);
    expect(await until(() => stream.hearing())).toBe(true);
    expect(api.keys).toEqual([KEY]);
    expect(forgotten()).toBe(1);

    api.streams[0].write('event: catalogue-changed\ndata: {}\n\n');
    expect(await until(() => forgotten() === 2)).toBe(true);
    // A heartbeat is not a change.
    api.streams[0].write(': heartbeat\n\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(forgotten()).toBe(2);
    // Once more a moment later: another API instance may have answered before it heard the change.
    expect(await until(() => forgotten() === 3)).toBe(true);
  });

  it('stops hearing when the stream is lost, forgets, and follows again once it is back', async () => {
    const api = await fakeApi();
    cleanUp.push(api.close);
    const { stream, forgotten } = follow(api.apiBaseUrl);
    await until(() => stream.hearing());

    api.streams[0].destroy();
    expect(await until(() => !stream.hearing())).toBe(true);
    expect(forgotten()).toBe(2);
    expect(await until(() => stream.hearing())).toBe(true);
    expect(api.streams).toHaveLength(2);
    // Changes made while it was away were not heard: it forgets again on reconnecting.
    expect(forgotten()).toBe(3);
  });

  it('takes a silent stream for dead', async () => {
    const api = await fakeApi();
    cleanUp.push(api.close);
    const { stream } = follow(api.apiBaseUrl, { silenceMs: 150 });
    await until(() => stream.hearing());
    expect(await until(() => !stream.hearing(), 1_000)).toBe(true);
    expect(await until(() => api.streams.length >= 2, 1_000)).toBe(true);
  });

  it('does not hear changes while the API refuses the stream, and keeps asking', async () => {
    const api = await fakeApi({ refuse: true });
    cleanUp.push(api.close);
    const { stream, forgotten } = follow(api.apiBaseUrl);
    expect(await until(() => api.keys.length >= 3)).toBe(true);
    expect(stream.hearing()).toBe(false);
    expect(forgotten()).toBe(0);
  });
});
