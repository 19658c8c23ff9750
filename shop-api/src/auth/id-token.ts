/**
 * OpenID Connect ID token verification (RS256) against the provider's published keys (JWKS):
 * signature, issuer, audience, expiry and nonce. Keys are cached per JWKS URL and fetched again
 * when a token names a key id we do not know (the provider rotated its keys).
 */
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';

const KEYS_TTL_MS = 10 * 60 * 1000;
const CLOCK_SKEW_S = 60;

export class IdTokenError extends Error {}

interface Jwk extends JsonWebKey {
  kid?: string;
  kty?: string;
  use?: string;
  alg?: string;
}

const keyCache = new Map<string, { keys: Jwk[]; fetchedAt: number }>();

async function fetchKeys(jwksUrl: string, force: boolean, fetchJson: (url: string) => Promise<unknown>): Promise<Jwk[]> {
  const cached = keyCache.get(jwksUrl);
  if (cached && !force && Date.now() - cached.fetchedAt < KEYS_TTL_MS) return cached.keys;
  const body = (await fetchJson(jwksUrl)) as { keys?: unknown };
  if (!Array.isArray(body?.keys)) throw new IdTokenError('the provider published no keys');
  const keys = body.keys as Jwk[];
  keyCache.set(jwksUrl, { keys, fetchedAt: Date.now() });
  return keys;
}

function decodePart(part: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new IdTokenError('the ID token is malformed');
}

interface IdTokenExpectations {
  jwksUrl: string;
  /** Accepted `iss` values (Google uses two spellings). */
  issuers: string[];
  audience: string;
  /** The nonce sent with the authorization request, when one was sent. */
  nonce?: string;
  /** How to GET the JWKS document (the caller owns time-outs and error mapping). */
  fetchJson: (url: string) => Promise<unknown>;
}

/** The verified claims of an ID token; throws IdTokenError when anything does not hold. */
export async function verifyIdToken(idToken: string, expected: IdTokenExpectations): Promise<Record<string, unknown>> {
  const parts = idToken.split('.');
  if (parts.length !== 3) throw new IdTokenError('the ID token is malformed');
  const header = decodePart(parts[0]);
  const claims = decodePart(parts[1]);
  // Only RS256: never 'none', never an HMAC keyed with a public key.
  if (header.alg !== 'RS256') throw new IdTokenError('the ID token is not signed with RS256');
  const kid = typeof header.kid === 'string' ? header.kid : undefined;

  const pick = (keys: Jwk[]) => keys.find((k) => k.kty === 'RSA' && (k.use === undefined || k.use === 'sig') && (!kid || k.kid === kid));
  let jwk = pick(await fetchKeys(expected.jwksUrl, false, expected.fetchJson));
  if (!jwk) jwk = pick(await fetchKeys(expected.jwksUrl, true, expected.fetchJson));
  if (!jwk) throw new IdTokenError('the ID token is signed with an unknown key');

  const { kid: _kid, use: _use, alg: _alg, ...keyMaterial } = jwk;
  const key = createPublicKey({ key: keyMaterial, format: 'jwk' });
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  if (!verify('RSA-SHA256', signed, key, Buffer.from(parts[2], 'base64url'))) {
    throw new IdTokenError('the ID token signature is invalid');
  }

  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.iss !== 'string' || !expected.issuers.includes(claims.iss)) throw new IdTokenError('the ID token has the wrong issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.audience)) throw new IdTokenError('the ID token is for another application');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S < now) throw new IdTokenError('the ID token has expired');
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_S > now) throw new IdTokenError('the ID token is from the future');
  if (expected.nonce !== undefined && claims.nonce !== expected.nonce) throw new IdTokenError('the ID token does not answer this sign-in');
  return claims;
}
