/**
 * The API's answers to catalogue reads, kept until the catalogue changes (ADR 0152).
 *
 * A product page, a listing or the home page is the same for every shopper who is not signed in,
 * and the catalogue changes rarely, while reading it costs several queries. So each such answer is
 * kept as its JSON text, keyed by the route and its validated body, and every write to the catalogue
 * tables forgets them all (catalogue/changes.ts, fed by the database: migration 010). While the
 * database's notices cannot be heard, answers are kept only UNHEARD_TTL_MS, the storefront's own
 * cache time. The bound is in bytes: keys follow what visitors send.
 */
import type { CatalogueChanges } from './changes';

/** How long an answer is kept while every change is heard: a safety net, not the freshness rule. */
const HEARD_TTL_MS = 5 * 60_000;
const UNHEARD_TTL_MS = 4_000;
const READ_CACHE_MAX_BYTES = 16_000_000;

interface CatalogueReadCache {
  /** The kept answer of `key`, or `load`'s (kept unless the catalogue changed while it ran). */
  text(key: string, load: () => Promise<string>): Promise<string>;
  /** Whether changes are heard now (db/connection.ts listenForCatalogueChanges). */
  setHearing(hearing: boolean): void;
  /** Reads answered without a load of their own, and loads (for the load benchmark). */
  stats(): { hits: number; misses: number };
}

interface Entry {
  json: string;
  expires: number;
}

export function createCatalogueReadCache(
  changes: CatalogueChanges,
  { maxBytes = READ_CACHE_MAX_BYTES, now = Date.now }: { maxBytes?: number; now?: () => number } = {},
): CatalogueReadCache {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<string>>();
  let bytes = 0;
  let hearing = false;
  const counts = { hits: 0, misses: 0 };
  // Bumped by every change: a load begun before it may have read what the change replaced.
  let generation = 0;
  const sizeOf = (key: string, entry: Entry) => (key.length + entry.json.length) * 2 + 100;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(key, entry);
  };
  const forgetAll = () => {
    generation++;
    entries.clear();
    inFlight.clear();
    bytes = 0;
  };
  changes.subscribe(forgetAll);

  const keep = (key: string, json: string) => {
    const entry = { json, expires: now() + (hearing ? HEARD_TTL_MS : UNHEARD_TTL_MS) };
    const size = sizeOf(key, entry);
    if (size > maxBytes) return;
    // Map order is insertion order: a hit re-inserts its key, so the first key is the least used.
    while (bytes + size > maxBytes) drop(entries.keys().next().value as string);
    entries.set(key, entry);
    bytes += size;
  };

  return {
    text(key, load) {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        entries.delete(key);
        entries.set(key, entry);
        counts.hits++;
        return Promise.resolve(entry.json);
      }
      drop(key);
      let pending = inFlight.get(key);
      if (pending) counts.hits++;
      else {
        counts.misses++;
        const begun = generation;
        pending = load()
          .then((json) => {
            if (begun === generation) keep(key, json);
            return json;
          })
          .finally(() => {
            if (inFlight.get(key) === pending) inFlight.delete(key);
          });
        inFlight.set(key, pending);
      }
      return pending;
    },
    setHearing(next) {
      if (hearing && !next) forgetAll();
      hearing = next;
    },
    stats: () => ({ ...counts }),
  };
}
