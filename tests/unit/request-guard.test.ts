import { describe, expect, it } from 'vitest';
import { guardRequest } from '~/lib/request-guard.server';

const env = { origin: 'https://shop.example' };
const form = 'answer=yes&redirectTo=%2F';

/** A POST whose body says when it has been read to its end. */
function post(headers: Record<string, string>, method = 'POST') {
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
  const request = new Request('https://shop.example/resources/age-gate', {
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
