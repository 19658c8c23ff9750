/**
 * The shopper's session: ONE signed cookie (`__session`) holding everything the storefront
 * remembers between requests. Keys (rely on exactly these):
 *
 *   token?       bearer token from /login (signed in when present)
 *   user?        { user_id, user_fullname, user_email }
 *   guest?       true after 'Continue as guest'
 *   ageVerified? true after "Yes" at the age gate, false after "No"
 *   location?    the chosen store { id, type: 'pickup'|'delivery', title, area, image }
 *   guestCart?   compact visitor cart lines (the cart code re-prices them from the API)
 *
 * API:
 *   const session = await getSession(request)          // raw Remix Session<ShopSessionData>
 *   headers: { 'Set-Cookie': await commitSession(session) }
 *   await destroySession(session)                       // clears everything
 *   const shop = await getShopSession(request)          // typed wrapper:
 *     shop.token, shop.user, shop.isSignedIn, shop.isGuest, shop.ageVerified,
 *     shop.location, shop.guestCart, shop.set('guestCart', lines), shop.unset('token'),
 *     await shop.commit() -> Set-Cookie value, shop.session (the raw session)
 *
 * Cookie: httpOnly, SameSite=Lax, path /, Secure when NODE_ENV=production; secrets from
 * SESSION_SECRET (comma-separated, newest first, for rotation). A production start without it
 * throws (see env.server.ts).
 */
import { createCookieSessionStorage, type Session } from '@remix-run/node';
import { isProduction, secretsFrom } from './env.server';

export interface SessionUser {
  user_id: number;
  user_fullname: string;
  user_email: string;
}

export interface SessionLocation {
  id: number;
  type: 'pickup' | 'delivery';
  title: string;
  area: string;
  image: string;
}

/** One visitor cart line, kept small so the cookie stays far below 4 KB. */
export interface GuestCartLine {
  uid: string;
  product_id: number;
  variation_id: number;
  quantity: number;
}

export interface ShopSessionData {
  token?: string;
  user?: SessionUser;
  guest?: boolean;
  ageVerified?: boolean;
  location?: SessionLocation;
  guestCart?: GuestCartLine[];
}

export type ShopSession = Session<ShopSessionData, ShopSessionData>;

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  return createCookieSessionStorage<ShopSessionData, ShopSessionData>({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isProduction(),
      secrets: secretsFrom('SESSION_SECRET'),
      // Kept across browser restarts like the original's local storage (age gate, cart, store).
      maxAge: ONE_YEAR_SECONDS,
    },
  });
}

// Created on first use so a missing production secret fails at start-up (server.ts checks),
// not at import time of unrelated modules such as tests.
function sessionStorage() {
  return (storage ??= createStorage());
}

export function getSession(request: Request): Promise<ShopSession> {
  return sessionStorage().getSession(request.headers.get('Cookie'));
}

export function commitSession(session: ShopSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: ShopSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/** A typed view over the session with the questions routes usually ask. */
export interface ShopSessionView {
  session: ShopSession;
  token: string | undefined;
  user: SessionUser | undefined;
  isSignedIn: boolean;
  isGuest: boolean;
  ageVerified: boolean | undefined;
  location: SessionLocation | undefined;
  guestCart: GuestCartLine[];
  set<K extends keyof ShopSessionData>(key: K, value: NonNullable<ShopSessionData[K]>): void;
  unset(key: keyof ShopSessionData): void;
  /** The Set-Cookie header value for the current state. */
  commit(): Promise<string>;
}

export async function getShopSession(request: Request): Promise<ShopSessionView> {
  const session = await getSession(request);
  return {
    session,
    get token() {
      return session.get('token') || undefined;
    },
    get user() {
      return session.get('user');
    },
    get isSignedIn() {
      return Boolean(session.get('token'));
    },
    get isGuest() {
      return session.get('guest') === true;
    },
    get ageVerified() {
      return session.get('ageVerified');
    },
    get location() {
      return session.get('location');
    },
    get guestCart() {
      return session.get('guestCart') ?? [];
    },
    set(key, value) {
      session.set(key, value);
    },
    unset(key) {
      session.unset(key);
    },
    commit: () => commitSession(session),
  };
}

/** Removes what identifies a shopper (token, user, guest flag); keeps age gate, store and cart. */
export function signOut(session: ShopSession): void {
  session.unset('token');
  session.unset('user');
  session.unset('guest');
}
