import type { ShopApiConfig } from '../config';
import type { SignedInUser } from '../contract';
import type { ShopDb } from '../db/connection';
import { ApiError } from '../http';
import { issueToken } from './tokens';

export function fullName(user: { first_name: string; last_name: string }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}

export async function signIn(
  db: ShopDb,
  config: ShopApiConfig,
  user: { id: number; first_name: string; last_name: string; email: string },
): Promise<SignedInUser> {
  const token = await issueToken(db, user.id, config.tokenTtlSeconds);
  return { token, user_id: user.id, user_fullname: fullName(user), user_email: user.email };
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export type SocialProvider = 'google' | 'facebook';

export interface SocialProfile {
  provider: SocialProvider;
  providerId: string;
  email: string;
  /** The provider vouches that the shopper owns the address (Google's email_verified). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const UNVERIFIED_LINK_MESSAGE =
  'An account with this e-mail already exists. Sign in with your e-mail and password (or reset your password).';

const PROVIDER_COLUMN = { google: 'google_id', facebook: 'facebook_id' } as const;

/**
 * The account for a social profile: the one already linked to it; else the account with the
 * same e-mail, linked now only when the provider says the address is verified (otherwise 409,
 * ADR 0092); else a new one without a password.
 */
export async function findOrCreateSocialUser(db: ShopDb, profile: SocialProfile) {
  const column = PROVIDER_COLUMN[profile.provider];
  const email = profile.email.trim().toLowerCase();
  const columns = ['id', 'first_name', 'last_name', 'email'] as const;

  for (let attempt = 0; attempt < 2; attempt++) {
    const linked = await db.selectFrom('users').select(columns).where(column, '=', profile.providerId).executeTakeFirst();
    if (linked) return linked;

    const sameEmail = await db.selectFrom('users').select(columns).where('email', '=', email).executeTakeFirst();
    if (sameEmail) {
      if (!profile.emailVerified) throw new ApiError(409, UNVERIFIED_LINK_MESSAGE);
      await db
        .updateTable('users')
        .set({ [column]: profile.providerId })
        .where('id', '=', sameEmail.id)
        .execute();
      return sameEmail;
    }

    try {
      return await db
        .insertInto('users')
        .values({
          first_name: profile.firstName.slice(0, 100),
          last_name: profile.lastName.slice(0, 100),
          email,
          password_hash: null,
          [column]: profile.providerId,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    } catch (error) {
      // A parallel sign-in created the same account first: look it up again.
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
  throw new Error('unreachable');
}
