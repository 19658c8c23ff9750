/**
 * Server-side Google and Facebook sign-in (authorization-code flow). The storefront sends the
 * shopper to the provider with a random `state` kept in a short-lived signed cookie, checks it on
 * the callback, and hands the code (Google) or the access token (Facebook) to the shop API, which
 * verifies the profile and issues our token. Buttons show only when the provider is configured
 * (GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET, FACEBOOK_APP_ID + FACEBOOK_APP_SECRET).
 */
import { createCookie } from '@remix-run/node';
import { isProduction, oauthAvailability, readEnv, secretsFrom } from './env.server';

export type OAuthProvider = 'google' | 'facebook';

export function isConfiguredProvider(value: string | undefined): value is OAuthProvider {
  const available = oauthAvailability();
  return (value === 'google' && available.google) || (value === 'facebook' && available.facebook);
}

interface OAuthState {
  state: string;
  provider: OAuthProvider;
  redirectTo: string;
}

let stateCookie: ReturnType<typeof createCookie> | undefined;
function oauthStateCookie() {
  return (stateCookie ??= createCookie('__oauth_state', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/auth',
    secure: isProduction(),
    maxAge: 600,
    secrets: secretsFrom('SESSION_SECRET'),
  }));
}

function storefrontOrigin(request: Request): string {
  return (readEnv('STOREFRONT_ORIGIN') ?? new URL(request.url).origin).replace(/\/$/, '');
}

export function callbackUrl(request: Request, provider: OAuthProvider): string {
  if (provider === 'google' && readEnv('GOOGLE_REDIRECT_URI')) return readEnv('GOOGLE_REDIRECT_URI')!;
  return `${storefrontOrigin(request)}/auth/${provider}/callback`;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The provider's authorization URL and the Set-Cookie header that remembers the state. */
export async function startOAuth(request: Request, provider: OAuthProvider, redirectTo: string) {
  const state = randomState();
  const redirectUri = callbackUrl(request, provider);
  const url =
    provider === 'google'
      ? new URL(readEnv('GOOGLE_AUTH_URL') ?? 'https://accounts.google.com/o/oauth2/v2/auth')
      : new URL(readEnv('FACEBOOK_DIALOG_URL') ?? 'https://www.facebook.com/v12.0/dialog/oauth');
  url.searchParams.set('client_id', (provider === 'google' ? readEnv('GOOGLE_CLIENT_ID') : readEnv('FACEBOOK_APP_ID')) ?? '');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  if (provider === 'google') {
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'openid email profile');
    url.searchParams.set('prompt', 'select_account');
  } else {
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'email,public_profile');
  }
  const cookie = await oauthStateCookie().serialize({ state, provider, redirectTo } satisfies OAuthState);
  return { url: url.toString(), cookie };
}

/** Checks the callback's `state` against the cookie; returns where to go back to, or null. */
export async function verifyOAuthState(request: Request, provider: OAuthProvider): Promise<OAuthState | null> {
  const stored = (await oauthStateCookie().parse(request.headers.get('Cookie'))) as OAuthState | null;
  const state = new URL(request.url).searchParams.get('state');
  if (!stored || !state || stored.provider !== provider || stored.state !== state) return null;
  return stored;
}

export async function clearOAuthStateCookie(): Promise<string> {
  return oauthStateCookie().serialize('', { maxAge: 0 });
}

/** Facebook: exchanges the code for a user access token (the API then verifies that token). */
export async function facebookAccessToken(request: Request, code: string): Promise<string> {
  const graph = (readEnv('FACEBOOK_GRAPH_URL') ?? 'https://graph.facebook.com/v12.0').replace(/\/$/, '');
  const url = new URL(`${graph}/oauth/access_token`);
  url.searchParams.set('client_id', readEnv('FACEBOOK_APP_ID') ?? '');
  url.searchParams.set('client_secret', readEnv('FACEBOOK_APP_SECRET') ?? '');
  url.searchParams.set('redirect_uri', callbackUrl(request, 'facebook'));
  url.searchParams.set('code', code);
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as { access_token?: string };
  if (!response.ok || !body.access_token) throw new Error(`Facebook code exchange failed (${response.status})`);
  return body.access_token;
}
