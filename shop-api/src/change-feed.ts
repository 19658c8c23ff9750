/**
 * Who needs to know that the API has just changed something its callers may be keeping: what
 * catalogue readers see (stock, prices: ADR 0125). The process that opens the API hands each change
 * on to the storefront caches it feeds (server.ts in one process; server/cluster.ts to its
 * workers), so those forget at once instead of within their cache time.
 */
export interface ChangeFeed<Change = void> {
  /** Tells every listener; a listener that throws does not stop the others. */
  notify(change: Change): void;
  /** Returns the call that stops listening. */
  subscribe(listener: (change: Change) => void): () => void;
}

export function createChangeFeed<Change = void>(name: string): ChangeFeed<Change> {
  const listeners = new Set<(change: Change) => void>();
  return {
    notify(change) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          console.error(`[shop-api] a ${name}-change listener failed:`, error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
