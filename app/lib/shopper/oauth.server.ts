/**
 * Server-side Google and Facebook sign-in (authorization-code flow). The storefront sends the
 * shopper to the provider with a random `state` kept in a short-lived signed cookie, checks it on
 * the callback, and hands the code (Google) or the access token (Facebook) to the shop API, which
 * verifies the profile and issues our token. Buttons show only when the provider is configured
 * (GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET, FACEBOOK_APP_ID + FACEBOOK_APP_SECRET).
 */
import type { AppLoadContext, createCookieFactory } from '@remix-run/server-runtime';
import type { StorefrontEnv } from '../platform/env.server';

type OAuthProvider = 'google' | 'facebook';

export function isConfiguredProvider(env: StorefrontEnv, value: string | undefined): value is OAuthProvider {
  const available = env.oauth;
  return (value === 'google' && available.google) || (value === 'facebook' && available.facebook);
}

interface OAuthState {
  state: string;
  provider: OAuthProvider;
  redirectTo: string;
  /** Google (OpenID Connect): the PKCE verifier and the nonce the ID token must carry. */
  codeVerifier?: string;
  nonce?: string;
}

/** The state cookie (context.cookies.oauthState), built once per platform by the request context. */
export function createOAuthStateCookie(createCookie: ReturnType<typeof createCookieFactory>, env: StorefrontEnv) {
  return createCookie('__oauth_state', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/auth',
    secure: env.production,
    maxAge: 600,
    secrets: env.sessionSecrets,
  });
}

function storefrontOrigin(env: StorefrontEnv, request: Request): string {
  return (env.get('STOREFRONT_ORIGIN') ?? new URL(request.url).origin).replace(/\/$/, '');
}

function callbackUrl(env: StorefrontEnv, request: Request, provider: OAuthProvider): string {
  if (provider === 'google' && env.get('GOOGLE_REDIRECT_URI')) return env.get('GOOGLE_REDIRECT_URI')!;
  return `${storefrontOrigin(env, request)}/auth/${provider}/callback`;
}

function randomState(bytes = 24): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function base64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** PKCE (RFC 7636, S256): a random verifier and the challenge that goes to the provider. */
async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomState(32); // 64 hex characters, within 43-128
  const challenge = base64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return { verifier, challenge };
}

/** The provider's authorization URL and the Set-Cookie header that remembers the state. */
export async function startOAuth({ env, cookies }: AppLoadContext, request: Request, provider: OAuthProvider, redirectTo: string) {
  const state = randomState();
  const redirectUri = callbackUrl(env, request, provider);
  const remembered: OAuthState = { state, provider, redirectTo };
  const url =
    provider === 'google'
      ? new URL(env.get('GOOGLE_AUTH_URL') ?? 'https://accounts.google.com/o/oauth2/v2/auth')
      : new URL(env.get('FACEBOOK_DIALOG_URL') ?? 'https://www.facebook.com/v12.0/dialog/oauth');
  url.searchParams.set('client_id', (provider === 'google' ? env.get('GOOGLE_CLIENT_ID') : env.get('FACEBOOK_APP_ID')) ?? '');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  if (provider === 'google') {
    const { verifier, challenge } = await pkcePair();
    remembered.codeVerifier = verifier;
    remembered.nonce = randomState(16);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'openid email profile');
    url.searchParams.set('code_challenge', challenge);
    url.searchParams.set('code_challenge_method', 'S256');
    url.searchParams.set('nonce', remembered.nonce);
  } else {
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'email,public_profile');
  }
  const cookie = await cookies.oauthState.serialize(remembered);
  return { url: url.toString(), cookie };
}

/** Checks the callback's `state` against the cookie; returns where to go back to, or null. */
export async function verifyOAuthState({ cookies }: AppLoadContext, request: Request, provider: OAuthProvider): Promise<OAuthState | null> {
  const stored = (await cookies.oauthState.parse(request.headers.get('Cookie'))) as OAuthState | null;
  const state = new URL(request.url).searchParams.get('state');
  if (!stored || !state || stored.provider !== provider || stored.state !== state) return null;
  return stored;
}

export async function clearOAuthStateCookie({ cookies }: AppLoadContext): Promise<string> {
  return cookies.oauthState.serialize('', { maxAge: 0 });
}

/** Facebook: exchanges the code for a user access token (the API then verifies that token). */
export async function facebookAccessToken({ env }: AppLoadContext, request: Request, code: string): Promise<string> {
  const graph = (env.get('FACEBOOK_GRAPH_URL') ?? 'https://graph.facebook.com/v12.0').replace(/\/$/, '');
  const url = new URL(`${graph}/oauth/access_token`);
  url.searchParams.set('client_id', env.get('FACEBOOK_APP_ID') ?? '');
  url.searchParams.set('client_secret', env.get('FACEBOOK_APP_SECRET') ?? '');
  url.searchParams.set('redirect_uri', callbackUrl(env, request, 'facebook'));
  url.searchParams.set('code', code);
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as { access_token?: string };
  if (!response.ok || !body.access_token) throw new Error(`Facebook code exchange failed (${response.status})`);
  return body.access_token;
}
