import { createHmac } from 'node:crypto';
import type { ShopApiConfig } from '../config';
import { ApiError } from '../http';
import { IdTokenError, verifyIdToken } from './id-token';
import type { SocialProfile } from './users';

const PROVIDER_TIMEOUT_MS = 10_000;

type ProviderName = 'Google' | 'Facebook';

interface ProviderAnswer {
  status: number;
  body: Record<string, unknown>;
}

function unavailable(provider: ProviderName): ApiError {
  return new ApiError(502, `${provider} sign-in is unavailable right now. Please try again.`);
}

function rejected(provider: ProviderName, what: string): ApiError {
  return new ApiError(400, `${provider} sign-in failed: ${what}`);
}

/**
 * One call to a provider. Network errors, time-outs, 5xx and unreadable answers mean the
 * provider is unavailable (502); 4xx answers are returned for the caller to judge.
 */
async function callProvider(provider: ProviderName, url: string, init: RequestInit = {}): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`[shop-api] ${provider} sign-in request failed:`, (error as Error).message);
    throw unavailable(provider);
  }
  if (response.status >= 500) throw unavailable(provider);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    if (response.ok) throw unavailable(provider);
    body = {};
  }
  return { status: response.status, body: body as Record<string, unknown> };
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

// ---- Google: OpenID Connect authorization-code flow with PKCE ---------------------------------

interface GoogleCodeContext {
  /** PKCE: the verifier whose S256 challenge went with the authorization request. */
  codeVerifier?: string;
  /** The nonce sent with the authorization request; the ID token must carry it. */
  nonce?: string;
}

/**
 * Exchanges an authorization code for tokens and reads the profile from the ID token, verified
 * against Google's published keys (signature, issuer, audience, expiry, nonce).
 */
export async function googleProfile(
  google: NonNullable<ShopApiConfig['google']>,
  code: string,
  { codeVerifier, nonce }: GoogleCodeContext = {},
): Promise<SocialProfile> {
  const exchange = await callProvider('Google', google.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code,
      client_id: google.clientId,
      client_secret: google.clientSecret,
      redirect_uri: google.redirectUri,
      grant_type: 'authorization_code',
      ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
    }).toString(),
  });
  if (exchange.status >= 400) throw rejected('Google', 'the authorization code was rejected');
  const idToken = str(exchange.body.id_token);
  if (!idToken) throw unavailable('Google');

  let claims: Record<string, unknown>;
  try {
    claims = await verifyIdToken(idToken, {
      jwksUrl: google.jwksUrl,
      issuers: google.issuers,
      audience: google.clientId,
      nonce,
      fetchJson: async (url) => {
        const keys = await callProvider('Google', url);
        if (keys.status >= 400) throw unavailable('Google');
        return keys.body;
      },
    });
  } catch (error) {
    if (error instanceof IdTokenError) throw rejected('Google', error.message);
    throw error;
  }
  const providerId = str(claims.sub);
  const email = str(claims.email);
  if (!providerId) throw rejected('Google', 'the ID token names no account');
  if (!email) throw rejected('Google', 'your Google account has no e-mail address');
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!verified) throw rejected('Google', 'your Google e-mail address is not verified');
  const [first, ...rest] = str(claims.name).split(/\s+/);
  return {
    provider: 'google',
    providerId,
    email,
    emailVerified: true,
    firstName: str(claims.given_name) || first || email.split('@')[0],
    lastName: str(claims.family_name) || rest.join(' '),
  };
}

// ---- Facebook: access token from the JavaScript SDK ----------------------------------------

/**
 * Verifies a Facebook access token (issued for this app, to `expectedUserId` when given)
 * and reads the profile it grants.
 */
export async function facebookProfile(
  facebook: NonNullable<ShopApiConfig['facebook']>,
  accessToken: string,
  expectedUserId: string | undefined,
): Promise<SocialProfile> {
  const appToken = `${facebook.clientId}|${facebook.clientSecret}`;
  const debug = await callProvider(
    'Facebook',
    `${facebook.graphUrl}/debug_token?${new URLSearchParams({ input_token: accessToken, access_token: appToken })}`,
  );
  if (debug.status >= 400) throw rejected('Facebook', 'the access token was rejected');
  const data = (debug.body.data ?? {}) as Record<string, unknown>;
  const tokenUserId = String(data.user_id ?? '');
  if (
    data.is_valid !== true ||
    String(data.app_id ?? '') !== facebook.clientId ||
    !tokenUserId ||
    (expectedUserId !== undefined && expectedUserId !== tokenUserId)
  ) {
    throw rejected('Facebook', 'the access token was rejected');
  }

  // appsecret_proof proves the call comes from the app's server, not from a stolen token alone.
  const proof = createHmac('sha256', facebook.clientSecret).update(accessToken).digest('hex');
  const me = await callProvider(
    'Facebook',
    `${facebook.graphUrl}/me?${new URLSearchParams({ fields: 'id,name,email', access_token: accessToken, appsecret_proof: proof })}`,
  );
  if (me.status >= 400) throw rejected('Facebook', 'the access token was rejected');
  const providerId = String(me.body.id ?? '');
  if (providerId !== tokenUserId) throw rejected('Facebook', 'the access token was rejected');
  const email = str(me.body.email);
  if (!email) throw rejected('Facebook', 'your Facebook account has no e-mail address');
  const [first, ...rest] = str(me.body.name).split(/\s+/);
  // Facebook does not say whether the address was verified: it never links to an existing account.
  return {
    provider: 'facebook',
    providerId,
    email,
    emailVerified: false,
    firstName: first || email.split('@')[0],
    lastName: rest.join(' '),
  };
}
