import { createContext, useContext } from 'react';

/**
 * This response's CSP nonce (from the load context, set by entry.server.tsx) for the inline
 * scripts the document renders. Empty in the browser: browsers hide nonces from the DOM, and
 * scripts added after hydration are not inline.
 */
export const CspNonceContext = createContext('');

export function useCspNonce(): string {
  return useContext(CspNonceContext);
}
