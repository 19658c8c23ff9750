/**
 * The fault test (ADR 0064, 0111): the built storefront (production mode, the REAL 10 s
 * budget) in front of a shop API that (a) refuses, (b) never answers, (c) answers after 15 s,
 * (d) answers 500, (e) answers invalid JSON, (f) answers `data: null` (and `{}`). Every main page
 * answers within 12 s with its error state ('Error: …') and the status it means (503 unreachable,
 * 504 too slow, 502 broken), the process stays up, and once the upstream recovers the next
 * request succeeds. The pages of one case are asked in parallel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream';
import { cookiesOf, honeypotFields, registerShopperAt, startStorefront, type RunningStorefront } from './support/storefront-server';

let real: RunningStorefront; // storefront + the real shop API: the healthy upstream
let upstream: FakeUpstream;
let faulty: RunningStorefront; // the storefront under test, SHOP_API_URL = the fake upstream
let cookie = '';
let productId = 0;
let orderId = 0;

const PASSWORD = 'Cellar@2024';

beforeAll(async () => {
  real = await startStorefront();
  upstream = await startFakeUpstream({ proxyTo: real.origin });
  upstream.live = 'proxy';
  faulty = await startStorefront({ env: { SHOP_API_URL: upstream.url('live') } });

  const json = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${real.origin}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  };
  productId = (await json<{ products: { product_id: number }[] }>('/products', {})).products[0].product_id;

  // A signed-in shopper with a cart line, signed in through the storefront under test (same
  // secrets), so every personal page has something to ask the API.
  const email = await registerShopperAt(real.origin, PASSWORD);
  const login = await fetch(`${faulty.origin}/auth/login`, {
    method: 'POST',
    headers: faulty.formHeaders(),
    body: new URLSearchParams({
      ...(await honeypotFields(faulty.origin)),
      email_address: email,
      password: PASSWORD,
      terms: 'on',
      redirectTo: '/',
    }),
    redirect: 'manual',
  });
  expect(login.status).toBe(303);
  cookie = cookiesOf(login);
  const age = await fetch(`${faulty.origin}/resources/age-gate`, {
    method: 'POST',
    headers: faulty.formHeaders({ cookie }),
    body: 'answer=yes&redirectTo=/',
    redirect: 'manual',
  });
  cookie = cookiesOf(age, cookie);
  const added = await fetch(`${faulty.origin}/resources/cart`, {
    method: 'POST',
    headers: faulty.formHeaders({ cookie }),
    body: new URLSearchParams({
      intent: 'add',
      product_id: String(productId),
      uid: '1',
      quantity: '1',
      redirectTo: '/',
    }),
    redirect: 'manual',
  });
  cookie = cookiesOf(added, cookie);
  orderId = 1;
}, 300_000);

afterAll(async () => {
  await faulty?.stop();
  await upstream?.close();
  await real?.stop();
});

const pages = () => [
  '/',
  '/product-listing',
  '/category/wine',
  `/product/${productId}`,
  '/your-shopping-cart',
  '/wish-list',
  '/checkout',
  `/payment?id=${orderId}`,
  '/legal/privacy',
  '/legal/terms',
  '/classes-events',
];

interface Answer {
  path: string;
  status: number;
  ms: number;
  body: string;
}

async function askAll(): Promise<Answer[]> {
  return Promise.all(
    pages().map(async (path) => {
      const started = Date.now();
      const response = await fetch(faulty.origin + path, { headers: { cookie }, redirect: 'manual' });
      const body = await response.text();
      return { path, status: response.status, ms: Date.now() - started, body };
    }),
  );
}

const ERROR_STATE = /role="alert"[^>]*>(?:\s*<[^>]+>)*\s*Error: (?:<!-- -->)?\S/;

function expectErrorStates(answers: Answer[], status: number) {
  const seen = answers.map((a) => ({
    path: a.path,
    status: a.status,
    within12s: a.ms < 12_000,
    errorState: ERROR_STATE.test(a.body),
    crashed: a.body.includes('Error Handler'),
  }));
  expect(seen).toEqual(answers.map((a) => ({ path: a.path, status, within12s: true, errorState: true, crashed: false })));
}

const cases: [string, string, number][] = [
  ['(d) answers 500', 'error-500', 502],
  ['(e) answers invalid JSON', 'bad-json', 502],
  ['(f) answers data: null', 'data-null', 502],
  ['(f) answers {}', 'empty', 502],
  ['(b) never answers', 'hang', 504],
  ['(c) answers after 15 s', 'slow-15000', 504],
];

describe('the storefront in front of a failing shop API', () => {
  it('(a) refuses: every page answers 503 with its error state at once', async () => {
    await upstream.refuse(true);
    try {
      expectErrorStates(await askAll(), 503);
    } finally {
      await upstream.refuse(false);
    }
  }, 60_000);

  for (const [label, mode, status] of cases) {
    it(`${label}: every page answers ${status} with its error state within 12 s`, async () => {
      upstream.live = mode;
      const answers = await askAll();
      expectErrorStates(answers, status);
      // The real 10 s budget, not a shortened one: the slow cases wait for it, once per page.
      if (status === 504) for (const answer of answers) expect(answer.ms, answer.path).toBeGreaterThanOrEqual(9_500);
      expect(faulty.process.exitCode, 'the storefront is still running').toBeNull();
    }, 60_000);
  }

  it('after the upstream recovers, the next request succeeds', async () => {
    upstream.live = 'proxy';
    for (const answer of await askAll()) {
      expect({ path: answer.path, status: answer.status < 400, errorState: ERROR_STATE.test(answer.body) }).toEqual({
        path: answer.path,
        status: true,
        errorState: false,
      });
    }
    expect(faulty.process.exitCode).toBeNull();
    expect(faulty.output()).not.toMatch(/TypeError|\n\s+at .+\(.+:\d+:\d+\)/);
  }, 60_000);
});
