import type { LoaderFunctionArgs } from '@remix-run/node';
import { completeSignIn, signedInRedirect } from '~/lib/shopper/auth.server';
import type { SignInPayload } from '~/lib/shop-api/types';
import { clearOAuthStateCookie, facebookAccessToken, isConfiguredProvider, verifyOAuthState } from '~/lib/shopper/oauth.server';
import { safeRedirect, withSearchParam } from '~/lib/security/safe-redirect';
import { ShopApiError } from '~/lib/shop-api/client.server';

/**
 * GET /auth/:provider/callback?code&state: checks state, lets the shop API verify the
 * provider's answer and issue our token, then signs in like the password login.
 * Failures are logged ('Google login failed' / 'Facebook login failed') and reopen the login dialog.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const provider = params.provider;
  if (!isConfiguredProvider(context.env, provider)) throw new Response('Not Found', { status: 404 });
  const label = provider === 'google' ? 'Google' : 'Facebook';
  const stored = await verifyOAuthState(context, request, provider);
  const back = safeRedirect(stored?.redirectTo, '/');
  const clearState = { 'Set-Cookie': await clearOAuthStateCookie(context) };
  const fail = async (reason: unknown, message = `${label} sign-in failed. Please try again.`) => {
    console.error(`${label} login failed`, reason instanceof Error ? reason.message : reason);
    return context.toast.redirectWithError(withSearchParam(back, 'dialog', 'login'), message, { status: 303, headers: clearState });
  };

  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  // Checked before anything else: an answer to a sign-in this browser did not start is ignored.
  if (!stored)
    return fail('state mismatch', `${label} sign-in could not be completed (it expired or was not started here). Please try again.`);
  if (url.searchParams.get('error') === 'access_denied') return fail('cancelled', `${label} sign-in was cancelled.`);
  if (!code) return fail(url.searchParams.get('error') ?? 'no code');

  const locationId = context.session.location?.id ?? 0;
  let payload: SignInPayload;
  let message: string | undefined;
  try {
    if (provider === 'google') {
      const result = await context.shop.send<{ user: SignInPayload }>('/gmail-login', undefined, {
        method: 'GET',
        auth: false,
        query: { code, state: stored.state, location_id: locationId, code_verifier: stored.codeVerifier, nonce: stored.nonce },
      });
      payload = result.data.user;
      message = result.message;
    } else {
      const accessToken = await facebookAccessToken(context, request, code);
      const result = await context.shop.send<SignInPayload>(
        '/facebook-login',
        { access_token: accessToken, location_id: locationId, state: stored.state },
        { auth: false },
      );
      payload = result.data;
      message = result.message;
    }
  } catch (error) {
    return fail(error, error instanceof ShopApiError ? error.message : undefined);
  }
  if (!payload?.token) return fail('Token not found');

  const { failedLines } = await completeSignIn(context, { ...payload, token: payload.token });
  const response = await signedInRedirect(context, back, message ?? 'Login successfully', failedLines);
  response.headers.append('Set-Cookie', clearState['Set-Cookie']);
  return response;
}

export default function ProviderCallback() {
  return null;
}
