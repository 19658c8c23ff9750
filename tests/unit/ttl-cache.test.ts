import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '~/lib/cache/ttl-cache.server';

describe('the shared TTL cache', () => {
  it('answers from memory until the time is up, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createMemoryCache(() => clock);
    const load = async () => ++loads;
    expect(await cache.get('k', 5_000, load)).toBe(1);
    clock = 4_999;
    expect(await cache.get('k', 5_000, load)).toBe(1);
    clock = 5_000;
    expect(await cache.get('k', 5_000, load)).toBe(2);
  });

  it('keeps at most its bytes, dropping the oldest written', async () => {
    let loads = 0;
    // Room for two of these entries (each charged 166 bytes: its key, its value, the slot).
    const cache = createMemoryCache(Date.now, 340);
    const load = async () => ++loads;
    await cache.get('a', 60_000, load);
    await cache.get('b', 60_000, load);
    await cache.get('c', 60_000, load);
    expect(loads).toBe(3);
    await cache.get('c', 60_000, load);
    await cache.get('b', 60_000, load);
    expect(loads).toBe(3);
    await cache.get('a', 60_000, load);
    expect(loads).toBe(4);
  });

  it('clear(): a load begun before it answers its callers but is not kept, and later callers load afresh', async () => {
    const cache = createMemoryCache();
    let finishOld: (value: string) => void = () => {};
    const old = cache.get('k', 60_000, () => new Promise<string>((resolve) => (finishOld = resolve)));
    cache.clear();
    const fresh = cache.get('k', 60_000, async () => 'new');
    finishOld('old');
    expect(await old).toBe('old');
    expect(await fresh).toBe('new');
    expect(await cache.get('k', 60_000, async () => 'loaded again')).toBe('new');
  });
});
