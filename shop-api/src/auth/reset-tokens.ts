import type { ShopDb } from '../db/connection';
import { hashToken, newRandomToken } from './tokens';

const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Stores a one-hour password-reset token (hashed, like sign-in tokens) and returns the raw
 * token for a mailer. The reference server has no mail transport, so callers drop it.
 */
export async function createPasswordReset(db: ShopDb, userId: number): Promise<string> {
  const token = newRandomToken();
  await db
    .insertInto('password_resets')
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + RESET_TTL_MS), used_at: null })
    .execute();
  return token;
}
