import type { ShopDb } from '../db/connection';
import { hashToken, newRandomToken } from './tokens';

/**
 * Known devices (ADR 0139): a browser that signed in to an account keeps an opaque random device
 * token (the storefront's httpOnly cookie); the table holds its hash with the account. Failed
 * sign-ins that present it are counted in that device's own bucket, so strangers who used up the
 * account's budget for unknown browsers cannot lock the owner out of the browser they use.
 */

/** A device that has not signed in to the account for this long is unknown again. */
export const KNOWN_DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

/** Longer than any token we issue (43 characters); junk is not worth a hash. */
const MAX_DEVICE_TOKEN_LENGTH = 200;

function usable(token: string | undefined): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_DEVICE_TOKEN_LENGTH;
}

function freshSince(): Date {
  return new Date(Date.now() - KNOWN_DEVICE_TTL_SECONDS * 1000);
}

/**
 * The rate-limit key of the presented device when it signed in to this account within the TTL,
 * else null (no token, a forged one, or one another account's sign-in left in the browser).
 */
export async function knownDeviceKey(db: ShopDb, userId: number, token: string | undefined): Promise<string | null> {
  if (!usable(token)) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('known_devices')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('last_sign_in_at', '>', freshSince())
    .executeTakeFirst();
  return row ? `${userId}:${tokenHash}` : null;
}

/**
 * After a successful sign-in: the browser becomes a known device of the account. A token the API
 * issued earlier (to any account: one browser, several shoppers) is kept; anything else is
 * replaced by a new one, so every token in the table was made here. Returns the token to keep.
 */
export async function rememberDevice(db: ShopDb, userId: number, presented: string | undefined): Promise<string> {
  const now = new Date();
  let token = usable(presented) ? presented : null;
  if (token) {
    const issued = await db
      .selectFrom('known_devices')
      .select('user_id')
      .where('token_hash', '=', hashToken(token))
      .where('last_sign_in_at', '>', freshSince())
      .executeTakeFirst();
    if (!issued) token = null;
  }
  token ??= newRandomToken();
  await db
    .insertInto('known_devices')
    .values({ user_id: userId, token_hash: hashToken(token), last_sign_in_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'token_hash']).doUpdateSet({ last_sign_in_at: now }))
    .execute();
  // The account's devices that have not signed in for the TTL go; the table does not grow for ever.
  await db.deleteFrom('known_devices').where('user_id', '=', userId).where('last_sign_in_at', '<=', freshSince()).execute();
  return token;
}
