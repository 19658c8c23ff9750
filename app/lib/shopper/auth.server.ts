/**
 * Signing in and out, shared by the login, social-login, guest and logout
 * routes. The shop API owns accounts; the storefront keeps the token and user in the session.
 */
import { redirect, type AppLoadContext } from '@remix-run/server-runtime';
import { withSearchParam } from '../security/safe-redirect';
import { signOut, type GuestCartLine, type SessionUser } from './session.server';
import { LOGGED_OUT_MESSAGE, ShopApiError, type ShopApi } from '../shop-api/client.server';
import type { LoginRequest, SignInPayload } from '../shop-api/types';

const GUEST_LOGIN_MESSAGE = 'Login as Guest Successfully';

/**
 * POST /login, with the browser's device token when it has one (readDeviceToken, ADR 0139). Bad
 * credentials come back as a ShopApiError (status 400), a locked account as one with status 429.
 */
export async function loginWithPassword({ shop }: AppLoadContext, email: string, password: string, deviceToken?: string) {
  const body = { email_address: email, password, device_token: deviceToken } satisfies LoginRequest;
  return shop.send<SignInPayload>('/login', body, { auth: false });
}

/**
 * Stores token and user, pushes the visitor's cart lines to the server cart and empties the
 * guest cart. Returns how many lines could not be moved (e.g. now out of stock).
 */
export async function completeSignIn({ shop, session }: AppLoadContext, payload: SignInPayload & { token: string }) {
  const user: SessionUser = {
    user_id: payload.user_id,
    user_fullname: payload.user_fullname,
    user_email: payload.user_email,
  };
  session.set('token', payload.token);
  session.set('user', user);
  session.unset('guest');
  const failed = await pushGuestCart(shop, payload.token, session.guestCart);
  session.unset('guestCart');
  return { failedLines: failed };
}

/** POST /cart add for each visitor line; a product already in the server cart (409) is fine. */
async function pushGuestCart(shop: ShopApi, token: string, lines: GuestCartLine[]): Promise<number> {
  let failed = 0;
  for (const line of lines) {
    try {
      await shop.send(
        '/cart',
        { action: 'add', product_id: line.product_id, variation_id: line.variation_id, quantity: line.quantity },
        { token },
      );
    } catch (error) {
      if (error instanceof ShopApiError && error.status === 409) continue;
      failed += 1;
      console.warn(`Guest cart line ${line.uid} could not be moved to the server cart:`, error);
    }
  }
  return failed;
}

/** Redirect after a successful sign-in, with the API's message as a toast. */
export async function signedInRedirect({ toast }: AppLoadContext, to: string, message: string, failedLines: number) {
  return toast.redirectWithSuccess(
    to,
    failedLines > 0 ? { message, description: `${failedLines} item(s) from your cart could not be added (no longer available).` } : message,
    { status: 303 },
  );
}

/** 'Continue as guest': guest flag, then /checkout when the visitor cart has items, else /. */
export async function continueAsGuest({ session, toast }: AppLoadContext) {
  session.set('guest', true);
  const target = session.guestCart.length > 0 ? '/checkout' : '/';
  return toast.redirectWithSuccess(target, GUEST_LOGIN_MESSAGE, { status: 303 });
}

/**
 * Logout (also guest logout): the API revokes the token (so a copy of the old cookie or token
 * is worthless, ADR 0051), then token, user, guest flag and visitor cart are removed; the age
 * answer and the chosen store stay (they describe the visitor, not the account).
 */
export async function logout({ shop, session, toast }: AppLoadContext) {
  if (session.token) {
    try {
      await shop.send('/logout', {});
    } catch (error) {
      // The shopper still leaves: an unreachable API must not keep them signed in here.
      console.warn('Logout: the shop API could not revoke the token:', error instanceof Error ? error.message : error);
    }
  }
  signOut(session);
  session.unset('guestCart');
  return toast.redirectWithSuccess('/', LOGGED_OUT_MESSAGE, { status: 303 });
}

/**
 * Account pages (My orders): true when signed in; otherwise the login dialog opens over the same
 * page (a redirect adds ?dialog=login, whose form brings the shopper back here) and it is false.
 */
export function requireSignInDialog(request: Request, signedIn: boolean): boolean {
  if (signedIn) return true;
  const url = new URL(request.url);
  if (url.searchParams.get('dialog') !== 'login') throw redirect(withSearchParam(url.pathname + url.search, 'dialog', 'login'));
  return false;
}
