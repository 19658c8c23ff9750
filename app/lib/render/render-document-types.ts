import type { ReactNode } from 'react';

/**
 * Renders the document: resolves once the shell is ready (rejects when the shell fails), with a
 * byte stream of the HTML and a promise for the moment everything, suspended parts included, is
 * written. Node and Workers each have their own (ADR 0123).
 */
export type RenderDocument = (
  element: ReactNode,
  options: { nonce: string; signal: AbortSignal; onError: (error: unknown) => void },
) => Promise<{ body: ReadableStream<Uint8Array>; allReady: Promise<void> }>;
