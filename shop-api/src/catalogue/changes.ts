/**
 * Who needs to know that the API has just changed what catalogue readers see: a paid order's
 * stock, or a price or stock set through the API. The process that opens the API hands this on
 * to the storefront caches it feeds (server.ts in one process; server/cluster.ts to its workers),
 * so those pages are fresh at once instead of within the cache time (ADR 0125). Changes made
 * beside the API (a back office writing to the database) are not seen here: for those the cache
 * time still holds.
 */
export interface CatalogueChanges {
  /** Tells every listener; a listener that throws does not stop the others. */
  notify(): void;
  /** Returns the call that stops listening. */
  subscribe(listener: () => void): () => void;
}

export function createCatalogueChanges(): CatalogueChanges {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) {
        try {
          listener();
        } catch (error) {
          console.error('[shop-api] a catalogue-change listener failed:', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
