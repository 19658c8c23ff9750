/**
 * The server log of the shop `npm start` runs says what went wrong on our side, and only that
 * (server.ts): a browser that closes its connection mid-request or mid-response is no fault and
 * leaves no line, while each request that failed on our side leaves one line with its method,
 * path, status and time.
 */
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startStorefront, type RunningStorefront } from './support/storefront-server';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const STACK_LINE = /^\s+at /m;
const started: RunningStorefront[] = [];
afterAll(() => Promise.all(started.map((shop) => shop.stop())));

/** Sends a raw request and closes the connection after `waitMs`, whatever has come back. */
function hangUp(port: number, request: string, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request);
      setTimeout(() => socket.destroy(), waitMs);
    });
    socket.on('data', () => undefined);
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

describe('the server log', () => {
  it('stays quiet when browsers go away mid-request or mid-response', async () => {
    const shop = await startStorefront();
    started.push(shop);
    const home = await (await fetch(`${shop.origin}/`, { headers: { 'user-agent': BROWSER } })).text();
    const assets = [...home.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0]);
    expect(assets.length, 'the home page links its assets').toBeGreaterThan(0);
    const paths = ['/', '/product-listing', '/product/3', '/category/wine', ...assets];
    const host = `Host: localhost:${shop.port}\r\nUser-Agent: ${BROWSER}\r\nAccept-Encoding: gzip`;
    for (let round = 0; round < 12; round += 1) {
      await Promise.all(
        paths.flatMap((path, i) => [
          hangUp(shop.port, `GET ${path} HTTP/1.1\r\n${host}\r\n\r\n`, (round + i) % 3 === 0 ? 0 : round % 4),
          // A form whose body never arrives in full.
          hangUp(
            shop.port,
            `POST /resources/cart HTTP/1.1\r\n${host}\r\nOrigin: ${shop.origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 900\r\n\r\nintent=add&`,
            round % 3,
          ),
        ]),
      );
    }
    // The shop still answers, and said nothing about the hang-ups.
    expect((await fetch(`${shop.origin}/product-listing`, { headers: { 'user-agent': BROWSER } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(shop.output()).not.toMatch(STACK_LINE);
    expect(shop.output()).not.toMatch(/aborted|ECONNRESET|ECONNABORTED/i);
  }, 120_000);

  it('has one line per failed request: method, path, status and time', async () => {
    const down = await startStorefront({ env: { SHOP_API_URL: 'http://127.0.0.1:9/api/v1' } });
    started.push(down);
    for (const path of ['/', '/product-listing', '/product/3']) {
      expect((await fetch(`${down.origin}${path}?from=test`, { headers: { 'user-agent': BROWSER } })).status).toBe(503);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const failures = down.output().match(/^GET \S+ 503 \d+ ms$/gm) ?? [];
    expect(failures.map((line) => line.replace(/ \d+ ms$/, ''))).toEqual(['GET / 503', 'GET /product-listing 503', 'GET /product/3 503']);
    expect(down.output(), 'the query string is not logged').not.toContain('from=test');
    expect(down.output()).not.toMatch(STACK_LINE);
  }, 120_000);
});
