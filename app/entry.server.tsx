import type { AppLoadContext, EntryContext } from '@remix-run/server-runtime';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { closeDocumentAtEnd } from './lib/render/document-stream';
import { CspNonceContext } from './lib/security/csp-nonce';
import { loadAllPreloadable } from './components/lazy/preloadable-lazy';

// Deferred data still pending after this long is rejected; the render is aborted a second later.
export const streamTimeout = 5_000;

/**
 * Browsers get the shell as soon as it is ready and the rest streamed; search-engine bots
 * (isbot) get the complete document (allReady) so they index everything.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The Content-Security-Policy header names this nonce; inline scripts must carry it.
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1_000);
  let shellRendered = false;
  // Lazily loaded components (dialogs) render synchronously here, inside the server HTML (ADR 0120).
  await loadAllPreloadable();
  // Node hands in React's Node stream renderer; Workers use the web-stream one (ADR 0123).
  const { body, allReady } = await loadContext.renderDocument(
    <CspNonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </CspNonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready reject the render above; log the rest, unless the
        // browser has gone away: React then reports the stream it lost, which is no fault.
        if (shellRendered && !request.signal.aborted) console.error(error);
      },
    },
  );
  shellRendered = true;
  allReady.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
  if (isbot(request.headers.get('user-agent') ?? '')) await allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The streamed data scripts land inside <body>, not after </html> (valid markup).
  return new Response(body.pipeThrough(closeDocumentAtEnd()), { headers: responseHeaders, status: responseStatusCode });
}

// The platform entries (server.ts, server/worker.ts) build each request's load context with this
// copy of the module, so the context and the routes share one ShopApiError class.
export { createStorefront } from './lib/platform/context.server';
