import { describe, expect, it } from 'vitest';
import { guardRequest } from '~/lib/security/request-guard.server';

const env = { origin: 'https://shop.example', originConfigured: true };
const form = 'answer=yes&redirectTo=%2F';

/** A POST whose body says when it has been read to its end. */
function post(headers: Record<string, string>, method = 'POST', url = 'https://shop.example/resources/age-gate') {
  let readToEnd = false;
  const bytes = new TextEncoder().encode(form);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
    },
    pull(controller) {
      readToEnd = true;
      controller.close();
    },
  });
  const request = new Request(url, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, readToEnd: () => readToEnd };
}

// ADR 0138: an answer that leaves the body unread broke the next request on workerd's kept-alive
// connection, so a refusal is sent only once the body has been read.
describe('request guard refusals read the body first', () => {
  it.each<{ refused: string; headers: Record<string, string>; method: string; status: number }>([
    { refused: 'cross-site', headers: { origin: 'https://evil.example' }, method: 'POST', status: 403 },
    { refused: 'not a form', headers: { origin: env.origin, 'content-type': 'application/json' }, method: 'POST', status: 415 },
    { refused: 'not POST', headers: { origin: env.origin }, method: 'PUT', status: 405 },
  ])('$refused: $status after reading the body', async ({ headers, method, status }) => {
    const { request, readToEnd } = post(headers, method);
    const answer = await guardRequest(request, env);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(status);
    expect(readToEnd(), 'the body was read to its end').toBe(true);
  });

  it('a same-origin form passes with its body', async () => {
    const { request } = post({ origin: env.origin });
    const checked = await guardRequest(request, env);
    expect(checked).toBeInstanceOf(Request);
    expect(await (checked as Request).text()).toBe(form);
  });
});

// ADR 0150: a local start names no origin, so the shop takes posts from the address the browser used.
describe('same-origin check on a local start (no STOREFRONT_ORIGIN)', () => {
  const local = { origin: 'http://localhost:3000', originConfigured: false };

  it.each(['http://127.0.0.1:3000', 'http://192.168.1.20:3000', 'http://localhost:3000'])(
    'a form from %s to itself passes',
    async (address) => {
      const { request } = post({ origin: address, 'sec-fetch-site': 'same-origin' }, 'POST', `${address}/resources/age-gate`);
      expect(await guardRequest(request, local)).toBeInstanceOf(Request);
    },
  );

  it('a form from another site is still refused', async () => {
    const { request } = post(
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      'POST',
      'http://127.0.0.1:3000/resources/age-gate',
    );
    expect(((await guardRequest(request, local)) as Response).status).toBe(403);
    const { request: noFetchSite } = post({ origin: 'http://localhost:3000' }, 'POST', 'http://127.0.0.1:3000/resources/age-gate');
    expect(((await guardRequest(noFetchSite, local)) as Response).status, 'another address of the same machine is another origin').toBe(
      403,
    );
  });

  it('a configured origin stays strict: the address the browser used does not count', async () => {
    const { request } = post({ origin: 'http://127.0.0.1:3000' }, 'POST', 'http://127.0.0.1:3000/resources/age-gate');
    expect(((await guardRequest(request, { origin: 'http://localhost:3000', originConfigured: true })) as Response).status).toBe(403);
  });
});
