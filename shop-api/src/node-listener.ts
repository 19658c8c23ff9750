/**
 * The shop API behind a plain Node http server: adapts Node's requests to the web-standard
 * fetch handler and back. One home for the adapter, used by `npm run api` (serve.ts) and by the
 * clustered `npm start`, whose primary process owns the database and serves the API on loopback
 * to the storefront workers (server/cluster.ts, ADR 0121).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendWebResponse, toWebRequest } from './node-adapter';
import type { OpenedShopApi } from './open';
import { handleTestHook, injectedFault, TEST_HOOKS_PREFIX } from './test-hooks';

function sendJsonError(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ success: false, message }));
}

/** A `http.createServer` listener answering the API (and, when enabled, the TEST-ONLY hooks). */
export function shopApiListener(api: OpenedShopApi, options: { testHooks: boolean }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const request = toWebRequest(req, new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), res);
      const hook = !options.testHooks
        ? undefined
        : req.url?.startsWith(TEST_HOOKS_PREFIX)
          ? await handleTestHook(request, api.db)
          : await injectedFault(request);
      await sendWebResponse(res, hook ?? (await api.fetch(request, { peerAddress: req.socket.remoteAddress })));
    } catch (error) {
      console.error('[shop-api] request failed:', error);
      sendJsonError(res, 500, 'Something went wrong on our side. Please try again.');
    }
  };
}
