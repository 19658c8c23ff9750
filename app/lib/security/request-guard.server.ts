/**
 * The storefront's request guard (ADR 0061): every request passes here
 * ONCE, in the platform entry (server.ts, the Worker entry), before Remix sees it. Web Request and
 * Response only, so both entries share it.
 *
 *   const checked = await guardRequest(request, storefront.env);
 *   if (checked instanceof Response) return send(checked);   // refused: plain text, 4xx
 *   // else continue with `checked` (its body is already read and capped)
 *
 * Reads (GET, HEAD) pass untouched. Anything else is a change and must be (a refusal is sent once
 * the body is read, up to the cap, ADR 0138):
 *   - POST (the only method a form sends)                        else 405 with Allow
 *   - from the shop's own pages: Origin equal to the configured origin (env.origin, the one
 *     the browser sees, never the Host header; on a local start with none configured, the
 *     address the browser used, ADR 0150), or, without Origin, Sec-Fetch-Site
 *     'same-origin'                                                  else 403
 *   - a form (urlencoded or multipart)                           else 415
 *   - at most MAX_FORM_BYTES (Content-Length, then counted while reading, for chunked bodies)
 *                                                                     else 413, at once
 *   - a form that parses                                          else 400
 */
import type { StorefrontEnv } from '../platform/env.server';

/** Storefront forms are a few fields; 64 KB is far above any honest one. */
const MAX_FORM_BYTES = 64 * 1024;

type GuardEnv = Pick<StorefrontEnv, 'origin' | 'originConfigured'>;

const READ_METHODS = new Set(['GET', 'HEAD']);
const ALLOWED_METHODS = 'GET, HEAD, POST';
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

const REFUSALS = {
  method: 'This address only accepts GET and POST.',
  crossSite: 'Cross-site form submissions are not accepted. Please use the form on the shop’s own page.',
  contentType: 'Only form submissions (application/x-www-form-urlencoded or multipart/form-data) are accepted.',
  tooLarge: `The form is too large (at most ${MAX_FORM_BYTES / 1024} KB).`,
  malformed: 'The form could not be read.',
} as const;

function refuse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message + '\n', {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** True when the browser says the request comes from one of the shop's own pages. */
function isSameOrigin(request: Request, env: GuardEnv): boolean {
  const origin = request.headers.get('origin');
  const ownOrigin = env.originConfigured ? env.origin : new URL(request.url).origin;
  const fetchSite = request.headers.get('sec-fetch-site');
  // A browser that sends Sec-Fetch-Site is trusted to tell us; it must agree with Origin.
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  if (origin !== null) return origin === ownOrigin;
  return fetchSite === 'same-origin';
}

/**
 * A refusal sent only once the body is read (up to the cap; past it the connection is closed).
 * An answer that leaves the body unread breaks the next request on a kept-alive connection in
 * workerd: in `wrangler dev` it answered 503 to whichever request came next (ADR 0138).
 */
async function refuseAfterBody(request: Request, status: number, message: string, headers: Record<string, string> = {}): Promise<Response> {
  const body = await readCapped(request.body, MAX_FORM_BYTES);
  return refuse(status, message, body === 'too large' ? { ...headers, Connection: 'close' } : headers);
}

/** The request to continue with (body read and capped), or the refusal to send. */
export async function guardRequest(request: Request, env: GuardEnv): Promise<Request | Response> {
  if (READ_METHODS.has(request.method)) return request;
  if (request.method !== 'POST') return refuseAfterBody(request, 405, REFUSALS.method, { Allow: ALLOWED_METHODS });
  if (!isSameOrigin(request, env)) return refuseAfterBody(request, 403, REFUSALS.crossSite);

  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) return refuseAfterBody(request, 415, REFUSALS.contentType);

  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= MAX_FORM_BYTES)) {
    await request.body?.cancel().catch(() => undefined);
    return refuse(413, REFUSALS.tooLarge, { Connection: 'close' });
  }
  const body = await readCapped(request.body, MAX_FORM_BYTES);
  if (body === 'too large') return refuse(413, REFUSALS.tooLarge, { Connection: 'close' });
  if (body === 'unreadable') return refuse(400, REFUSALS.malformed);

  const checked = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  });
  try {
    await checked.clone().formData();
  } catch {
    return refuse(400, REFUSALS.malformed);
  }
  return checked;
}

/** The whole body, counted as it arrives: stops reading the moment it passes `limit`. */
async function readCapped(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | 'too large' | 'unreadable'> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return 'too large';
      }
      chunks.push(value);
    }
  } catch {
    return 'unreadable';
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
