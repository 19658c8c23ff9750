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
 */
import type { CatalogueChanges } from './changes';

/** How long an answer is kept while every change is heard: a safety net, not the freshness rule. */
const HEARD_TTL_MS = 5 * 60_000;
const UNHEARD_TTL_MS = 4_000;
const READ_CACHE_MAX_BYTES = 16_000_000;

/**
 * A part of answers kept until the catalogue changes: `load`'s value, or the one kept under `key`.
 * `bytesOf` says what a value holds when its JSON would not (arrays of numbers, ADR 0163).
 */
export type KeptRead = <T>(key: string, load: () => Promise<T>, bytesOf?: (value: T) => number) => Promise<T>;

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
}

export function createCatalogueReadCache(
  changes: CatalogueChanges,
  { maxBytes = READ_CACHE_MAX_BYTES, now = Date.now }: { maxBytes?: number; now?: () => number } = {},
): CatalogueReadCache {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  let bytes = 0;
  let hearing = false;
  const counts = { hits: 0, misses: 0 };
  // Bumped by every change: a load begun before it may have read what the change replaced.
  let generation = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  const forgetAll = () => {
    generation++;
    entries.clear();
    inFlight.clear();
    bytes = 0;
  };
  changes.subscribe(forgetAll);

  const keep = (key: string, value: unknown, length: number) => {
    const size = (key.length + length) * 2 + 100;
    const entry = { value, size, expires: now() + (hearing ? HEARD_TTL_MS : UNHEARD_TTL_MS) };
    if (size > maxBytes) return;
    // Map order is insertion order: a hit re-inserts its key, so the first key is the least used.
    while (bytes + size > maxBytes) drop(entries.keys().next().value as string);
    entries.set(key, entry);
    bytes += size;
  };

  const kept = <T>(key: string, load: () => Promise<T>, lengthOf: (value: T) => number, tally: typeof counts): Promise<T> => {
    const entry = entries.get(key);
    if (entry && entry.expires > now()) {
      entries.delete(key);
      entries.set(key, entry);
      tally.hits++;
      return Promise.resolve(entry.value as T);
    }
    drop(key);
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) tally.hits++;
    else {
      tally.misses++;
      const begun = generation;
      const loading: Promise<T> = load()
        .then((value) => {
          if (begun === generation) keep(key, value, lengthOf(value));
          return value;
        })
        .finally(() => {
          if (inFlight.get(key) === loading) inFlight.delete(key);
        });
      inFlight.set(key, (pending = loading));
    }
    return pending;
  };

  return {
    text: (key, load) => kept(key, load, (json) => json.length, counts),
    // Values (a count, a few cards) are measured as their JSON unless they say; not in stats(), which are the answers'.
    value: (key, load, bytesOf) =>
      kept(`value ${key}`, load, bytesOf ? (value) => bytesOf(value) / 2 : (value) => JSON.stringify(value)?.length ?? 0, {
        hits: 0,
        misses: 0,
      }),
    setHearing(next) {
      if (hearing && !next) forgetAll();
      hearing = next;
    },
    stats: () => ({ ...counts }),
  };
}
