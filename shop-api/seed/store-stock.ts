import { SeededRandom } from './random';

/** Share of stocked sizes carried by one store only (a store's own pick, a small allocation). */
const ONE_STORE_SHARE = 0.15;
/** Chance that each store other than the first carries a size the chain stocks widely. */
const OTHER_STORE_CHANCE = 0.7;
/** The first store (the flagship) gets this weight against 0.5-1.5 for each other store. */
const FLAGSHIP_WEIGHT = 2.5;

/** A small, stable hash of the variation's key, so the spread never depends on seeding order or catalogue size. */
function keySeed(key: string): number {
  let h = 2166136261;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * How a size's chain-wide `stock` is spread over `storeCount` stores, as units per store (index
 * = store's place in the seed's store list), summing to `stock`. Deterministic by `key` (product
 * uid and size). Most sizes are at the flagship and most other stores, the flagship with the
 * largest share; some are at one store only; small stocks sit at fewer stores.
 */
export function spreadStock(stock: number, key: string, storeCount: number): number[] {
  const units = new Array<number>(storeCount).fill(0);
  if (stock <= 0 || storeCount === 0) return units;
  const rng = new SeededRandom(keySeed(key));
  if (storeCount === 1 || rng.chance(ONE_STORE_SHARE)) {
    units[rng.int(0, storeCount - 1)] = stock;
    return units;
  }
  const weights = units.map((_, i) => (i === 0 ? FLAGSHIP_WEIGHT : rng.chance(OTHER_STORE_CHANCE) ? 0.5 + rng.next() : 0));
  // Never more carrying stores than units: the smallest weights drop out first.
  const carrying = weights
    .map((w, i) => ({ w, i }))
    .filter((s) => s.w > 0)
    .sort((a, b) => b.w - a.w)
    .slice(0, stock);
  // Each carrying store gets one unit, the rest by weight (largest remainder).
  const rest = stock - carrying.length;
  const total = carrying.reduce((sum, s) => sum + s.w, 0);
  const shares = carrying.map((s) => ({ ...s, exact: (rest * s.w) / total }));
  for (const s of shares) units[s.i] = 1 + Math.floor(s.exact);
  let left = stock - units.reduce((a, b) => a + b, 0);
  for (const s of [...shares].sort((a, b) => (b.exact % 1) - (a.exact % 1) || a.i - b.i)) {
    if (left-- <= 0) break;
    units[s.i] += 1;
  }
  return units;
}
