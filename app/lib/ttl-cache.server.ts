/**
 * A tiny in-memory cache for rarely changing shop data (theme options, stores, filter master).
 * Only successes are cached; concurrent callers share one in-flight request.
 */
export function cachedLoader<T>(ttlMs: number, load: () => Promise<T>): { get(): Promise<T>; clear(): void } {
  let value: { data: T; expires: number } | undefined;
  let inFlight: Promise<T> | undefined;
  return {
    get() {
      if (value && value.expires > Date.now()) return Promise.resolve(value.data);
      inFlight ??= load()
        .then((data) => {
          value = { data, expires: Date.now() + ttlMs };
          return data;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
    clear() {
      value = undefined;
    },
  };
}
