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
 *   promoCode?   the discount code the shopper applied, as accepted (app/lib/cart/promotions.server.ts)
 *
 * Loaders and actions get it as `context.session` (a ShopSessionView): read with
 * `session.token`, `session.isSignedIn`, `session.location`…, change with `session.set(key, value)`
 * / `session.unset(key)` / `signOut(session)`. Nobody commits by hand: the request handler
 * (app/lib/platform/context.server.ts) writes the cookie once, after the route, when something changed.
 *
 * Cookie: httpOnly, SameSite=Lax, path /, Secure in production; secrets from SESSION_SECRET
 * (comma-separated, newest first, for rotation). The cookie code (signing) comes from the
 * platform package the entry supplies (@remix-run/node or @remix-run/cloudflare).
 */
import type { createCookieSessionStorageFactory, SessionStorage } from '@remix-run/server-runtime';
import type { StorefrontEnv } from '../platform/env.server';

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
  promoCode?: string;
}

type ShopSessionStorage = SessionStorage<ShopSessionData, ShopSessionData>;
/** `createCookieSessionStorage` of the platform package. */
export type CreateCookieSessionStorage = ReturnType<typeof createCookieSessionStorageFactory>;

/** As long as a sign-in token lives on the shop API (7 days, ADR 0051). */
const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export function createShopSessionStorage(createCookieSessionStorage: CreateCookieSessionStorage, env: StorefrontEnv): ShopSessionStorage {
  return createCookieSessionStorage<ShopSessionData, ShopSessionData>({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.production,
      secrets: env.sessionSecrets,
      // Kept across browser restarts (age gate, cart, store), but no longer than the token it
      // carries is valid on the API (ADR 0051).
      maxAge: SESSION_MAX_AGE_SECONDS,
    },
  });
}

/** A typed view over the session with the questions routes usually ask. */
export interface ShopSessionView {
  token: string | undefined;
  user: SessionUser | undefined;
  isSignedIn: boolean;
  isGuest: boolean;
  ageVerified: boolean | undefined;
  location: SessionLocation | undefined;
  guestCart: GuestCartLine[];
  promoCode: string | undefined;
  set<K extends keyof ShopSessionData>(key: K, value: NonNullable<ShopSessionData[K]>): void;
  unset(key: keyof ShopSessionData): void;
  /** True once set/unset ran: the request handler then writes the cookie. */
  readonly changed: boolean;
  /** The Set-Cookie header value for the current state (also tells whether it fits). */
  commit(): Promise<string>;
}

export async function openShopSession(storage: ShopSessionStorage, request: Request): Promise<ShopSessionView> {
  const session = await storage.getSession(request.headers.get('Cookie'));
  let changed = false;
  return {
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
    get promoCode() {
      return session.get('promoCode') || undefined;
    },
    set(key, value) {
      changed = true;
      session.set(key, value);
    },
    unset(key) {
      changed = true;
      session.unset(key);
    },
    get changed() {
      return changed;
    },
    commit: () => storage.commitSession(session),
  };
}

/** Removes what identifies a shopper (token, user, guest flag); keeps age gate, store and cart. */
export function signOut(session: ShopSessionView): void {
  session.unset('token');
  session.unset('user');
  session.unset('guest');
}
