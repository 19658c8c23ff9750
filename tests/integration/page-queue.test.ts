/**
 * The storefront's page queue (server/page-queue.ts, ADR 0167) in a real express server: never
 * more pages at once than its limit, the others in arrival order, a turn given back however a
 * page ends (sent, failed, or its browser gone), and a page whose browser left while it waited
 * never made.
 */
import express from 'express';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pageConcurrency, pageQueue } from '../../server/page-queue';

let server: Server | undefined;
afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/** A server whose pages wait until the test lets them go; it records what runs when. */
async function queuedServer(limit: number, maxWaitMs = 5_000) {
  const started: string[] = [];
  const held = new Map<string, () => void>();
  const responses: express.Response[] = [];
  let mostAtOnce = 0;
  const app = express();
  app.use(pageQueue(limit, { maxWaitMs }));
  app.use((req, res) => {
    const name = req.path.slice(1);
    started.push(name);
    // Pages being made: begun, and neither sent nor cut off.
    responses.push(res);
    mostAtOnce = Math.max(mostAtOnce, responses.filter((r) => !r.writableFinished && !r.destroyed).length);
    if (name.startsWith('fail')) throw new Error('the page broke');
    held.set(name, () => res.end(name));
  });
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).end('Error Handler');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  /** Asks for a page on its own connection; resolves with the body, or null when aborted. */
  const ask = (name: string, signal?: AbortSignal, method = 'GET') =>
    fetch(`${origin}/${name}`, { method, signal, headers: { connection: 'close' } }).then(
      (r) => r.text(),
      () => null,
    );
  const release = async (name: string) => {
    await until(() => held.has(name));
    held.get(name)!();
    held.delete(name);
  };
  return { started, ask, release, mostAtOnce: () => mostAtOnce };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe('pageQueue', () => {
  it('makes at most its limit of pages at once, the rest in arrival order', async () => {
    const shop = await queuedServer(2);
    const answers: Array<Promise<string | null>> = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      answers.push(shop.ask(name));
      await new Promise((resolve) => setTimeout(resolve, 15)); // arrive in this order
    }
    await until(() => shop.started.length === 2);
    expect(shop.started).toEqual(['a', 'b']);
    await shop.release('b');
    await until(() => shop.started.length === 3);
    expect(shop.started).toEqual(['a', 'b', 'c']);
    for (const name of ['a', 'c', 'd', 'e']) await shop.release(name);
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(shop.mostAtOnce()).toBe(2);
  });

  it("lets forms through: a body comes at its sender's pace and must not hold a turn", async () => {
    const shop = await queuedServer(1);
    const page = shop.ask('page');
    await until(() => shop.started.includes('page'));
    const form = shop.ask('form', undefined, 'POST');
    await until(() => shop.started.includes('form'));
    await shop.release('form');
    expect(await form).toBe('form');
    await shop.release('page');
    expect(await page).toBe('page');
  });

  it('makes a page that waited its longest beside the pages that hold the turns', async () => {
    const shop = await queuedServer(1, 150);
    const stuck = shop.ask('stuck'); // say, waiting on a slow shop API
    await until(() => shop.started.includes('stuck'));
    const began = Date.now();
    const next = shop.ask('next');
    await until(() => shop.started.includes('next'));
    expect(Date.now() - began).toBeGreaterThanOrEqual(140);
    await shop.release('next');
    expect(await next).toBe('next');
    await shop.release('stuck');
    expect(await stuck).toBe('stuck');
  });

  it('gives the turn back when a page fails', async () => {
    const shop = await queuedServer(1);
    const failed = shop.ask('fail-1');
    const next = shop.ask('after');
    expect(await failed).toBe('Error Handler');
    await shop.release('after');
    expect(await next).toBe('after');
  });

  it('gives the turn back when the browser of a page being made goes away', async () => {
    const shop = await queuedServer(1);
    const gone = new AbortController();
    const first = shop.ask('first', gone.signal);
    await until(() => shop.started.includes('first'));
    const second = shop.ask('second');
    gone.abort();
    expect(await first).toBeNull();
    await shop.release('second');
    expect(await second).toBe('second');
  });

  it('never makes a page whose browser left while it waited', async () => {
    const shop = await queuedServer(1);
    const first = shop.ask('first');
    await until(() => shop.started.includes('first'));
    // A raw request, destroyed while it waits: its connection is gone before its turn.
    await new Promise<void>((resolve) => {
      const { port } = server!.address() as AddressInfo;
      const waiting = httpRequest({ host: '127.0.0.1', port, path: '/left' });
      waiting.on('error', () => undefined);
      waiting.end(() => setTimeout(() => (waiting.destroy(), resolve()), 50));
    });
    const third = shop.ask('third');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await shop.release('first');
    await shop.release('third');
    expect(await first).toBe('first');
    expect(await third).toBe('third');
    expect(shop.started).toEqual(['first', 'third']);
  });
});

describe('pageConcurrency', () => {
  it('reads STOREFRONT_PAGE_CONCURRENCY, or falls back', () => {
    expect(pageConcurrency({}, 4)).toBe(4);
    expect(pageConcurrency({ STOREFRONT_PAGE_CONCURRENCY: ' 8 ' }, 4)).toBe(8);
    for (const bad of ['0', '-1', '2.5', 'many', '1001'])
      expect(() => pageConcurrency({ STOREFRONT_PAGE_CONCURRENCY: bad }, 4)).toThrow(
        `STOREFRONT_PAGE_CONCURRENCY must be a whole number from 1 to 1000, got "${bad}"`,
      );
  });
});
