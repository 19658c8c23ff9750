/**
 * What the storefront keeps in memory between requests, held to a size in BYTES (ADR 0144).
 *
 * Keys follow what visitors send (filters, searches, sessions), so no count of entries bounds the
 * memory: one listing's data is a few kB, a search's key can be long. Every entry is charged its
 * key and an estimate of its value, and the oldest written go first once the total would pass the
 * bound. An expired entry is dropped when it is next asked for.
 *
 * `createMemoryCache` is the cache for rarely changing shop data that is the same for everyone
 * (theme options, stores, filter master, catalogue reads). The platform entry creates it once and
 * hands it in as `context.cache`: on Node it lives as long as the process, on Workers as long as
 * the isolate (see ADR 0040). Only successes are cached; concurrent callers share one in-flight load.
 */

/** What an entry costs besides its key and value: the Map slot, the record, its numbers. */
const ENTRY_OVERHEAD_BYTES = 160;
/**
 * Bytes of heap per character of a value's JSON: parsed objects hold their strings, property
 * slots and object headers. A catalogue listing measures about 0.9;
 * 4 leaves room for values made of many small objects (tests/unit/cache-bounds.test.ts).
 */
const HEAP_BYTES_PER_JSON_CHAR = 4;
/** The shared cache's bound in each process. */
export const SHARED_CACHE_MAX_BYTES = 8_000_000;

/** The heap a value parsed from JSON takes, estimated from its JSON text. */
function estimatedBytes(value: unknown): number {
  return (JSON.stringify(value)?.length ?? 0) * HEAP_BYTES_PER_JSON_CHAR;
}

interface BoundedStore<V> {
  /** The key's value, or undefined when there is none or it has expired. */
  get(key: string): V | undefined;
  /** Keeps `value` (about `bytes` bytes) for `ttlMs`; a value larger than the whole bound is not kept. */
  set(key: string, value: V, bytes: number, ttlMs: number): void;
  delete(key: string): void;
  clear(): void;
  /** What the kept entries are charged, in bytes (never more than the bound). */
  readonly bytes: number;
}

export function createBoundedStore<V>(maxBytes: number, now: () => number = Date.now): BoundedStore<V> {
  const entries = new Map<string, { value: V; bytes: number; expires: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.value;
      drop(key);
      return undefined;
    },
    set(key, value, valueBytes, ttlMs) {
      drop(key);
      // Keys are JavaScript strings: up to two bytes a character.
      const size = key.length * 2 + valueBytes + ENTRY_OVERHEAD_BYTES;
      if (size > maxBytes) return;
      while (bytes + size > maxBytes) drop(entries.keys().next().value as string);
      entries.set(key, { value, bytes: size, expires: now() + ttlMs });
      bytes += size;
    },
    delete: drop,
    clear() {
      entries.clear();
      bytes = 0;
    },
    get bytes() {
      return bytes;
    },
  };
}

export interface SharedCache {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Forgets every value; a load already under way still answers its callers but is not kept. */
  clear(): void;
  /** Reads answered without a load of their own (kept, or joining one under way), and loads. */
  stats(): CacheStats;
}

export interface CacheStats {
  hits: number;
  misses: number;
}

export function createMemoryCache(now: () => number = Date.now, maxBytes = SHARED_CACHE_MAX_BYTES): SharedCache {
  const values = createBoundedStore<unknown>(maxBytes, now);
  const inFlight = new Map<string, Promise<unknown>>();
  // Bumped by clear(): a load begun before it read the data the clear was about.
  let generation = 0;
  const counts: CacheStats = { hits: 0, misses: 0 };
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const value = values.get(key);
      if (value !== undefined) {
        counts.hits++;
        return Promise.resolve(value as T);
      }
      let pending = inFlight.get(key) as Promise<T> | undefined;
      if (pending) counts.hits++;
      else {
        counts.misses++;
        const begun = generation;
        pending = load()
          .then((data) => {
            if (begun === generation) values.set(key, data, estimatedBytes(data), ttlMs);
            return data;
          })
          .finally(() => {
            if (inFlight.get(key) === pending) inFlight.delete(key);
          });
        inFlight.set(key, pending);
      }
      return pending;
    },
    clear() {
      generation++;
      values.clear();
      inFlight.clear();
    },
    stats: () => ({ ...counts }),
  };
}
