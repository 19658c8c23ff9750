/**
 * The document renderer on Workers: React's web-stream renderer (workerd has no Node streams).
 * vite.edge.config.ts puts this module in place of ./render-document.server.ts (ADR 0123).
 */
import { renderToReadableStream } from 'react-dom/server.browser';
import type { RenderDocument } from './render-document-types';

export const renderDocument: RenderDocument = async (element, { nonce, signal, onError }) => {
  const body = await renderToReadableStream(element, { nonce, signal, onError });
  return { body, allReady: body.allReady };
};
