/**
 * Signed-in shoppers' summaries (badges and hearts), kept per sign-in token between their page
 * views (ADR 0132). Only where the platform hears of every change to them: the shop API that
 * owns the embedded database names the shopper of each write to a cart, wish list or token before
 * it answers the write (migration 005), and the process, or the cluster's primary, hands that on
 * here as `forgetShopper`. So the page after "Add to Cart", on whichever worker, reads afresh.
 * The time limit only bounds what no write announces: a token reaching its expiry, a product
 * dropped from wish lists beside the API.
 */
import type { ShopperSummary } from './shop-api-types';

export const SHOPPER_SUMMARY_TTL_MS = 30_000;
/** About 200 bytes each: a few MB at most, however many shoppers pass. */
const MAX_KEPT = 10_000;

export interface ShopperSummaries {
  /**
   * The token's kept summary, else `load`'s, kept when it names its shopper. Loads are not shared
   * between requests: one request's failure (its shopper gone, its time budget spent) stays its own.
   */
  get(token: string, load: () => Promise<ShopperSummary>): Promise<ShopperSummary>;
  /** The API changed this shopper's cart, wish list or tokens. */
  forgetShopper(userId: number): void;
  forgetAll(): void;
}

export function createShopperSummaries(now: () => number = Date.now, maxKept = MAX_KEPT): ShopperSummaries {
  const kept = new Map<string, { summary: ShopperSummary; userId: number; expires: number }>();
  // Bumped by every change: a load begun before it may have read what the change replaced.
  let generation = 0;
  return {
    async get(token, load) {
      const entry = kept.get(token);
      if (entry && entry.expires > now()) return entry.summary;
      const begun = generation;
      const summary = await load();
      if (begun === generation && typeof summary.user_id === 'number') {
        kept.delete(token);
        if (kept.size >= maxKept) kept.delete(kept.keys().next().value as string);
        kept.set(token, { summary, userId: summary.user_id, expires: now() + SHOPPER_SUMMARY_TTL_MS });
      }
      return summary;
    },
    forgetShopper(userId) {
      generation++;
      for (const [token, entry] of kept) if (entry.userId === userId) kept.delete(token);
    },
    forgetAll() {
      generation++;
      kept.clear();
    },
  };
}
