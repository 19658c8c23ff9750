/**
 * The cache for rarely changing shop data that is the same for everyone (theme options, stores,
 * filter master). The platform entry creates it once and hands it in as `context.cache`: on Node
 * it lives as long as the process, on Workers as long as the isolate (see ADR 0040).
 * Only successes are cached; concurrent callers share one in-flight load. At most `maxEntries`
 * values are kept (the oldest written goes first): catalogue keys follow shoppers' filters and
 * searches, so the key space is unbounded and memory must not grow with it.
 */
export interface SharedCache {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Forgets every value; a load already under way still answers its callers but is not kept. */
  clear(): void;
}

export function createMemoryCache(now: () => number = Date.now, maxEntries = 500): SharedCache {
  const values = new Map<string, { data: unknown; expires: number }>();
  const inFlight = new Map<string, Promise<unknown>>();
  // Bumped by clear(): a load begun before it read the data the clear was about.
  let generation = 0;
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const value = values.get(key);
      if (value && value.expires > now()) return Promise.resolve(value.data as T);
      let pending = inFlight.get(key) as Promise<T> | undefined;
      if (!pending) {
        const begun = generation;
        pending = load()
          .then((data) => {
            if (begun !== generation) return data;
            values.delete(key);
            if (values.size >= maxEntries) values.delete(values.keys().next().value as string);
            values.set(key, { data, expires: now() + ttlMs });
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
  };
}
