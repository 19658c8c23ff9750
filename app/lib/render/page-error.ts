import { isRouteErrorResponse } from '@remix-run/react';

/** The body of a page's thrown error response (`pageLoadFailure`, shop-api/client.server.ts). */
export interface PageErrorData {
  message: string;
}

/** What a failure without a message shows (docs/product.md, "Errors"). */
const DEFAULT_PAGE_ERROR_MESSAGE = 'An error occurred';

type PageErrorKind = { kind: 'not-found' } | { kind: 'load-failed'; message: string } | { kind: 'crash' };

/**
 * What the boundary shows for a caught error: a 404 is the not-found page; any other error
 * response is a page that could not be loaded ('Error: ' + its message); anything else (a bug
 * while rendering) is the global fallback.
 */
export function classifyPageError(error: unknown): PageErrorKind {
  if (!isRouteErrorResponse(error)) return { kind: 'crash' };
  if (error.status === 404) return { kind: 'not-found' };
  const body: unknown = error.data;
  const message =
    typeof body === 'object' && body !== null && typeof (body as Partial<PageErrorData>).message === 'string'
      ? (body as PageErrorData).message
      : DEFAULT_PAGE_ERROR_MESSAGE;
  return { kind: 'load-failed', message: message.trim() || DEFAULT_PAGE_ERROR_MESSAGE };
}
