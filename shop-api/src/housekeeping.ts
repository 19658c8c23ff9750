import type { ShopDb } from './db/connection';
import type { ShopApiConfig } from './config';

/** How often each API process sweeps: rare enough to cost nothing, often enough to stay small. */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Deletes rows that can never matter again, so the tables stay the size of what is live: sign-in
 * tokens past their expiry (a request bearing one is refused either way) and rate-limit windows
 * that ended longer ago than the longest rule's window (the next hit starts a new window either
 * way). Password reset links stay: an expired one must still say that it expired.
 */
export async function sweepExpired(db: ShopDb, config: Pick<ShopApiConfig, 'rateLimits'>, now = new Date()): Promise<void> {
  const longestWindowMs = Math.max(...Object.values(config.rateLimits).map((rule) => rule.windowSeconds * 1000));
  await db.deleteFrom('auth_tokens').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('rate_limits')
    .where('window_started_at', '<=', new Date(now.getTime() - longestWindowMs))
    .execute();
}

/**
 * Sweeps now and every SWEEP_EVERY_MS until the returned stop, which waits for a sweep under way.
 * Several API servers on one database each sweep; the deletes are idempotent.
 */
export function sweepPeriodically(db: ShopDb, config: Pick<ShopApiConfig, 'rateLimits'>): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => sweepExpired(db, config))
      .catch((error) => console.error('[shop-api] sweeping expired rows failed:', error));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
