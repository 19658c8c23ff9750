import type { ReactNode } from 'react';

/**
 * Renders the document: resolves once the shell is ready (rejects when the shell fails), with a
 * byte stream of the HTML and a promise for the moment everything, suspended parts included, is
 * written. The platform entry may hand in its own (Node's: server/render-document-node.ts) as
 * `Platform.renderDocument`; this web-stream one is the default (ADR 0123).
 */
export type RenderDocument = (
  element: ReactNode,
  options: { nonce: string; signal: AbortSignal; onError: (error: unknown) => void },
) => Promise<{ body: ReadableStream<Uint8Array>; allReady: Promise<void> }>;

export const renderDocumentToWebStream: RenderDocument = async (element, { nonce, signal, onError }) => {
  // react-dom's web-stream renderer, the one Workers (workerd) can run (ADR 0123). Loaded when
  // first used: a Node server renders with its own and need not hold this one (ADR 0134).
  const { renderToReadableStream } = await import('react-dom/server.browser');
  const body = await renderToReadableStream(element, { nonce, signal, onError });
  return { body, allReady: body.allReady };
};
