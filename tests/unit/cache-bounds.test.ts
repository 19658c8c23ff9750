/**
 * Every cache the storefront keeps between requests holds to its bound in BYTES, measured on the
 * heap, however many distinct keys visitors make: searches and filters (the shared catalogue
 * cache, with long keys as a hostile URL makes them). Each test fills a cache with far more than fits and compares the heap after a
 * full collection with the heap before.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createMemoryCache, SHARED_CACHE_MAX_BYTES } from '~/lib/cache/ttl-cache.server';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

function liveHeap(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

/** What holding `fill`'s result costs on the heap, in bytes. */
async function heldBytes(fill: () => Promise<unknown>): Promise<number> {
  const before = liveHeap();
  const held = await fill();
  const after = liveHeap();
  expect(held).toBeDefined(); // keeps the cache alive until after the measurement
  return after - before;
}

/** A listing as the shop API answers it, parsed afresh (its own objects), about 9 kB of JSON. */
function listing(seed: number): unknown {
  const products = Array.from({ length: 12 }, (_, i) => ({
    product_id: seed * 12 + i,
    uid: `LE-${seed}-${i}`,
    product_title: `Cellar Reserve ${seed} Cabernet Sauvignon Estate Bottled Number ${i}`,
    product_slug: `cellar-reserve-${seed}-cabernet-sauvignon-estate-bottled-number-${i}`,
    product_image: `http://127.0.0.1:3000/api/v1/media/bottle/red-${i}.svg?v=${seed}`,
    size: '750ml',
    product_rating: 4.2,
    product_review: 120 + i,
    product_price: 19.99 + i,
    product_sell_price: null,
    product_have_offer: false,
    product_offer_label: null,
    product_stock: 10 + i,
    variation_id: seed * 12 + i,
    updated_at: '2025-06-01T12:00:00.000Z',
  }));
  return JSON.parse(JSON.stringify({ products, total_count: 212, page: 1, per_page: 12 }));
}

const MB = 1_000_000;

describe('caches are bounded in bytes', () => {
  it('the shared catalogue cache, under thousands of distinct searches with long keys', async () => {
    const held = await heldBytes(async () => {
      const cache = createMemoryCache();
      for (let i = 0; i < 3_000; i++) {
        const search = `${'long search text '.repeat(50)}${i}`;
        await cache.get(`catalogue:products:${JSON.stringify({ search, page: i })}`, 60_000, async () => listing(i));
      }
      return cache;
    });
    expect(held).toBeLessThan(SHARED_CACHE_MAX_BYTES + 2 * MB);
  });
});
