import type { ShopDb } from '../db/connection';
import { ApiError } from '../http';
import { hashToken, newRandomToken } from './tokens';

const RESET_TTL_MS = 60 * 60 * 1000;

const RESET_LINK_USED = 'This password reset link has already been used or is not valid. Please ask for a new one.';
const RESET_LINK_EXPIRED = 'This password reset link has expired (links are valid for 1 hour). Please ask for a new one.';

/** Stores a one-hour password-reset token (hashed, like sign-in tokens) and returns the raw token for the mail. */
export async function createPasswordReset(db: ShopDb, userId: number): Promise<string> {
  const token = newRandomToken();
  await db
    .insertInto('password_resets')
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + RESET_TTL_MS), used_at: null })
    .execute();
  return token;
}

/** The link in a password-reset mail: always the storefront's configured origin. */
export function passwordResetLink(storefrontOrigin: string, token: string): string {
  return `${storefrontOrigin}/reset-password?${new URLSearchParams({ token })}`;
}

function tokenError(message: string): ApiError {
  return new ApiError(400, message, { token: [message] });
}

/** The user a usable reset token belongs to; a 400 (with a `token` field error) says why not. */
export async function checkPasswordReset(db: ShopDb, token: string): Promise<{ id: number; userId: number }> {
  const row = await db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.used_at) throw tokenError(RESET_LINK_USED);
  if (new Date(row.expires_at).getTime() <= Date.now()) throw tokenError(RESET_LINK_EXPIRED);
  return { id: row.id, userId: row.user_id };
}

/**
 * Uses a reset token once: the conditional update lets exactly one of two simultaneous
 * submissions through. The user's other unused links stop working too.
 */
export async function consumePasswordReset(db: ShopDb, token: string): Promise<number> {
  const reset = await checkPasswordReset(db, token);
  const now = new Date();
  const used = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', reset.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw tokenError(RESET_LINK_USED);
  await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', reset.userId).where('used_at', 'is', null).execute();
  return reset.userId;
}
