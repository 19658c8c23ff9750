import { sql } from 'kysely';
import type { ShopDb } from '../db/connection';
import { ApiError } from '../http';

/**
 * Rate limits kept in the database (ADR 0050), so they hold across API processes and storefront
 * instances. Each rule is a fixed window: at most `limit` counted hits per `windowSeconds`
 * for one key (an account's e-mail or a client address). A hit is counted BEFORE the guarded
 * work runs, in one atomic upsert, so parallel attempts cannot slip past the limit; work that
 * should not count (a successful login) gives its hit back with `refund`.
 */
export interface RateLimitRule {
  /** Hits allowed per window; 0 turns the rule off. */
  limit: number;
  windowSeconds: number;
}

type RateLimitScope =
  | 'login-account'
  | 'login-device'
  | 'login-address'
  | 'register-address'
  | 'forgot-password-address'
  | 'contact-address'
  | 'promo-code-address'
  | 'back-in-stock-address'
  | 'back-in-stock-email';

function tooManyAttemptsMessage(minutes: number): string {
  return `Too many attempts, please try again in ${minutes} minutes.`;
}

/** Keys are capped so a hostile header or e-mail cannot grow the table's rows. */
const MAX_KEY_LENGTH = 320;

/**
 * Counts one hit for (scope, key); throws 429 'Too many attempts…' when the window already
 * holds `limit` hits. A null key (no client address known) or a disabled rule counts nothing.
 */
export async function countHit(db: ShopDb, scope: RateLimitScope, key: string | null, rule: RateLimitRule): Promise<void> {
  if (key === null || rule.limit <= 0) return;
  const now = new Date();
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const k = key.slice(0, MAX_KEY_LENGTH);
  // A window that ended starts over at 1; otherwise the count goes up by one. Atomic on
  // PostgreSQL (the row lock of ON CONFLICT) and on PGlite (one connection).
  const { rows } = await sql<{ hits: number; window_started_at: Date }>`
    insert into rate_limits (scope, key, window_started_at, hits) values (${scope}, ${k}, ${now}, 1)
    on conflict (scope, key) do update set
      hits = case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at <= ${windowStart} then ${now} else rate_limits.window_started_at end
    returning hits, window_started_at`.execute(db);
  const row = rows[0];
  if (!row || Number(row.hits) <= rule.limit) return;
  const endsAt = new Date(row.window_started_at).getTime() + rule.windowSeconds * 1000;
  const minutes = Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000));
  throw new ApiError(429, tooManyAttemptsMessage(minutes));
}

/** Gives back one hit counted by `countHit` (the guarded work turned out not to count). */
export async function refundHit(db: ShopDb, scope: RateLimitScope, key: string | null, rule: RateLimitRule): Promise<void> {
  if (key === null || rule.limit <= 0) return;
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`greatest(hits - 1, 0)` })
    .where('scope', '=', scope)
    .where('key', '=', key.slice(0, MAX_KEY_LENGTH))
    .execute();
}
