/**
 * The shop API client against a failing upstream (ADR 0064): one time budget per page
 * request that always fires (a timer that is cleared, never AbortSignal.timeout/any), shared by
 * all calls of the request, the browser's abort passed on, and every answer that breaks the
 * contract turned into a 502 ShopApiError, never a TypeError.
 */
import { describe, expect, it } from 'vitest';
import { createShopApi, hasArrays, ShopApiError, type ShopApiTransport } from '~/lib/shop-api/client.server';
import type { ShopSessionView } from '~/lib/shopper/session.server';

const session = { token: undefined } as ShopSessionView;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const client = (transport: ShopApiTransport, options: { budgetMs?: number; signal?: AbortSignal } = {}) =>
  createShopApi({ baseUrl: 'http://api.test/api/v1', transport, session, ...options });

/** Never answers and ignores the abort signal (the worst upstream or transport). */
const silent: ShopApiTransport = () => new Promise<Response>(() => {});
const after =
  (ms: number, body: unknown): ShopApiTransport =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(json(body)), ms));

async function failure(pending: Promise<unknown>): Promise<ShopApiError> {
  const error = await pending.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShopApiError);
  return error as ShopApiError;
}

describe('time budget', () => {
  it('gives up on an upstream that never answers when the budget is spent', async () => {
    const started = Date.now();
    const error = await failure(client(silent, { budgetMs: 300 }).read('/get-stores'));
    expect(error.status).toBe(504);
    expect(error.message).toBe('The shop took too long to answer. Please try again.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('shares one budget between the calls of a request: a later call gets what is left', async () => {
    let calls = 0;
    const api = client((req) => (++calls === 1 ? after(250, { success: true, data: {} })(req) : silent(req)), { budgetMs: 400 });
    const started = Date.now();
    await api.read('/filter-master', {}, { expect: () => true });
    const error = await failure(api.read('/products'));
    expect(error.status).toBe(504);
    // 400 ms for both calls, not 400 ms each.
    expect(Date.now() - started).toBeLessThan(700);
  });

  it('fails at once when the budget is already spent', async () => {
    const api = client(after(150, { success: true, data: {} }), { budgetMs: 100 });
    await failure(api.read('/a'));
    const started = Date.now();
    const error = await failure(api.read('/b'));
    expect(error.message).toBe('The shop took too long to answer. Please try again.');
    expect(Date.now() - started).toBeLessThan(50);
  });

  it("stops when the browser's request is aborted", async () => {
    const browser = new AbortController();
    const pending = client(silent, { budgetMs: 10_000, signal: browser.signal }).read('/get-stores');
    setTimeout(() => browser.abort(), 50);
    const started = Date.now();
    const error = await failure(pending);
    expect(error.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("finishes a shared read (other shoppers wait on it) when the asking browser's request is aborted", async () => {
    const browser = new AbortController();
    const api = client(after(150, { success: true, data: { store_location: [] } }), { budgetMs: 10_000, signal: browser.signal });
    const pending = api.read('/get-stores', {}, { auth: false, shared: true });
    setTimeout(() => browser.abort(), 20);
    await expect(pending).resolves.toMatchObject({ data: { store_location: [] } });
  });

  it('times out a body that stalls after the headers', async () => {
    const stalled: ShopApiTransport = async () => new Response(new ReadableStream({ start() {} }), { status: 200 });
    const error = await failure(client(stalled, { budgetMs: 200 }).read('/get-stores'));
    expect(error.message).toBe('The shop took too long to answer. Please try again.');
  });

  it('still answers a healthy upstream, and clears its timer (the process is not kept alive)', async () => {
    const { data } = await client(after(10, { success: true, data: { store_location: [] } })).read('/get-stores');
    expect(data).toEqual({ store_location: [] });
  });
});

describe('answers that break the contract are a 502, never a TypeError', () => {
  const broken: [string, () => Response][] = [
    ['data: null', () => json({ success: true, data: null })],
    ['an empty object', () => json({})],
    ['no data', () => json({ success: true })],
    ['data a string', () => json({ success: true, data: 'oops' })],
    ['invalid JSON', () => new Response('{"success": tr', { status: 200 })],
    ['an HTML page', () => new Response('<html>ok</html>', { status: 200 })],
    ['an empty body', () => new Response('', { status: 200 })],
    ['success: false with 200', () => json({ success: false, data: {} })],
  ];
  for (const [name, answer] of broken) {
    it(name, async () => {
      const error = await failure(client(async () => answer()).read('/get-stores'));
      expect(error.status).toBe(502);
      expect(error.message).toBe('An error occurred');
    });
  }

  it('wrong types where the caller reads fields (the call’s guard)', async () => {
    const api = client(async () => json({ success: true, data: { store_location: 'not a list' } }));
    const error = await failure(api.read('/get-stores', {}, { expect: hasArrays('store_location') }));
    expect(error.status).toBe(502);
  });

  it('keeps the API’s own message on an error status', async () => {
    const error = await failure(client(async () => json({ success: false, message: 'Invalid email or password' }, 400)).send('/login'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid email or password');
  });
});
