import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ShopDb } from '../db/connection';

export interface AuthUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** Tokens are random; only their SHA-256 is stored, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(db: ShopDb, userId: number, ttlSeconds: number): Promise<string> {
  const token = newRandomToken();
  await db
    .insertInto('auth_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + ttlSeconds * 1000) })
    .execute();
  return token;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** The user behind the request's bearer token, or null when absent, unknown or expired. */
export async function resolveBearer(db: ShopDb, request: Request): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token || token.length > 200) return null;
  // bearer_user (migration 004): the same join as a query, with its plan kept by the database.
  const { rows } = await sql<AuthUser>`select * from bearer_user(${hashToken(token)}, ${new Date()})`.execute(db);
  const row = rows[0];
  return row ?? null;
}

/** Deletes the request's bearer token (logout). Unknown or missing tokens are a no-op. */
export async function revokeToken(db: ShopDb, request: Request): Promise<void> {
  const token = bearerToken(request);
  if (!token || token.length > 200) return;
  await db.deleteFrom('auth_tokens').where('token_hash', '=', hashToken(token)).execute();
}
