/**
 * Signed-in shoppers' summaries (badges and hearts), kept per sign-in token between their page
 * views (ADR 0132). Only where the platform hears of every change to them: the shop API that
 * owns the embedded database names the shopper of each write to a cart, wish list or token before
 * it answers the write (migration 005), and the process, or the cluster's primary, hands that on
 * here as `forgetShopper`. So the page after "Add to Cart", on whichever worker, reads afresh.
 * The time limit only bounds what no write announces: a token reaching its expiry, a product
 * dropped from wish lists beside the API.
 */
import type { ShopperSummary } from '../shop-api/types';
import { createBoundedStore, estimatedBytes } from '../cache/ttl-cache.server';

export const SHOPPER_SUMMARY_TTL_MS = 30_000;
/** A summary is a few hundred bytes (more with a long wish list): thousands of shoppers fit. */
const SHOPPER_SUMMARIES_MAX_BYTES = 2_000_000;

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

export function createShopperSummaries(now: () => number = Date.now, maxBytes = SHOPPER_SUMMARIES_MAX_BYTES): ShopperSummaries {
  const kept = createBoundedStore<{ summary: ShopperSummary; userId: number }>(maxBytes, now);
  // Bumped by every change: a load begun before it may have read what the change replaced.
  let generation = 0;
  return {
    async get(token, load) {
      const entry = kept.get(token);
      if (entry) return entry.summary;
      const begun = generation;
      const summary = await load();
      if (begun === generation && typeof summary.user_id === 'number') {
        kept.set(token, { summary, userId: summary.user_id }, estimatedBytes(summary), SHOPPER_SUMMARY_TTL_MS);
      }
      return summary;
    },
    forgetShopper(userId) {
      generation++;
      kept.deleteWhere((entry) => entry.userId === userId);
    },
    forgetAll() {
      generation++;
      kept.clear();
    },
  };
}
