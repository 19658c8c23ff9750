/**
 * The API's answers to catalogue reads, kept until the catalogue changes (ADR 0152).
 *
 * A product page, a listing or the home page is the same for every shopper who is not signed in,
 * and the catalogue changes rarely, while reading it costs several queries. So each such answer is
 * kept as its JSON text, keyed by the route and its validated body, and every write to the catalogue
 * tables forgets them all (catalogue/changes.ts, fed by the database: migration 010). While the
 * database's notices cannot be heard, answers are kept only UNHEARD_TTL_MS, the storefront's own
 * cache time. The bound is in bytes: keys follow what visitors send.
 *
 * Parts that many different answers share (the product page's ranked lists, a listing's count) are
 * kept the same way, as values (ADR 0161): a product page nobody asked for yet still reuses them.
 * A value that reads no stock outlives a change of stock alone (ADR 0169).
 */
import type { CatalogueChange, CatalogueChanges } from './changes';

/** How long an answer is kept while every change is heard: a safety net, not the freshness rule. */
const HEARD_TTL_MS = 5 * 60_000;
const UNHEARD_TTL_MS = 4_000;
const READ_CACHE_MAX_BYTES = 16_000_000;

interface KeptOptions<T> {
  /** What the value holds, when its JSON would not say (arrays of numbers, ADR 0163). */
  bytesOf?: (value: T) => number;
  /** The value reads no stock, so a change of stock alone leaves it right (ADR 0169). */
  outlivesStock?: boolean;
}

/** A part of answers kept until the catalogue changes: `load`'s value, or the one kept under `key`. */
export type KeptRead = <T>(key: string, load: () => Promise<T>, options?: KeptOptions<T>) => Promise<T>;

/** Loads every time: where nothing is kept (SHOP_API_READ_CACHE=off). */
export const loadEveryTime: KeptRead = (_key, load) => load();

interface CatalogueReadCache {
  /** The kept answer of `key`, or `load`'s (kept unless the catalogue changed while it ran). */
  text(key: string, load: () => Promise<string>): Promise<string>;
  /** The same for a value shared by several answers; callers never change what they get. */
  value: KeptRead;
  /** Whether changes are heard now (db/connection.ts listenForCatalogueChanges). */
  setHearing(hearing: boolean): void;
  /** Reads answered without a load of their own, and loads (for the load benchmark). */
  stats(): { hits: number; misses: number };
}

interface Entry {
  value: unknown;
  /** Bytes it holds, about. */
  size: number;
  expires: number;
  outlivesStock: boolean;
}

export function createCatalogueReadCache(
  changes: CatalogueChanges,
  { maxBytes = READ_CACHE_MAX_BYTES, now = Date.now }: { maxBytes?: number; now?: () => number } = {},
): CatalogueReadCache {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, { pending: Promise<unknown>; outlivesStock: boolean }>();
  let bytes = 0;
  let hearing = false;
  const counts = { hits: 0, misses: 0 };
  // Bumped by the changes that may make a load wrong: a load begun before one may have read what
  // it replaced. `stock` moves with every change, `any` with every change but stock alone.
  const generations = { stock: 0, any: 0 };
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  const forget = (change: CatalogueChange) => {
    generations.stock++;
    if (change === 'any') generations.any++;
    for (const [key, entry] of entries) if (change === 'any' || !entry.outlivesStock) drop(key);
    for (const [key, load] of inFlight) if (change === 'any' || !load.outlivesStock) inFlight.delete(key);
  };
  changes.subscribe(forget);

  const keep = (key: string, value: unknown, length: number, outlivesStock: boolean) => {
    const size = (key.length + length) * 2 + 100;
    const entry = { value, size, expires: now() + (hearing ? HEARD_TTL_MS : UNHEARD_TTL_MS), outlivesStock };
    if (size > maxBytes) return;
    // Map order is insertion order: a hit re-inserts its key, so the first key is the least used.
    while (bytes + size > maxBytes) drop(entries.keys().next().value as string);
    entries.set(key, entry);
    bytes += size;
  };

  const kept = <T>(
    key: string,
    load: () => Promise<T>,
    { lengthOf, outlivesStock }: { lengthOf: (value: T) => number; outlivesStock: boolean },
    tally: typeof counts,
  ): Promise<T> => {
    const entry = entries.get(key);
    if (entry && entry.expires > now()) {
      entries.delete(key);
      entries.set(key, entry);
      tally.hits++;
      return Promise.resolve(entry.value as T);
    }
    drop(key);
    let pending = inFlight.get(key)?.pending as Promise<T> | undefined;
    if (pending) tally.hits++;
    else {
      tally.misses++;
      const generation = outlivesStock ? 'any' : 'stock';
      const begun = generations[generation];
      const loading: Promise<T> = load()
        .then((value) => {
          if (begun === generations[generation]) keep(key, value, lengthOf(value), outlivesStock);
          return value;
        })
        .finally(() => {
          if (inFlight.get(key)?.pending === loading) inFlight.delete(key);
        });
      inFlight.set(key, { pending: (pending = loading), outlivesStock });
    }
    return pending;
  };

  return {
    // Answers carry stock (cards, sizes): a change of stock forgets them.
    text: (key, load) => kept(key, load, { lengthOf: (json) => json.length, outlivesStock: false }, counts),
    // Values (a count, a few cards) are measured as their JSON unless they say; not in stats(), which are the answers'.
    value: (key, load, { bytesOf, outlivesStock = false } = {}) =>
      kept(
        `value ${key}`,
        load,
        { lengthOf: bytesOf ? (value) => bytesOf(value) / 2 : (value) => JSON.stringify(value)?.length ?? 0, outlivesStock },
        { hits: 0, misses: 0 },
      ),
    setHearing(next) {
      if (hearing && !next) forget('any');
      hearing = next;
    },
    stats: () => ({ ...counts }),
  };
}
