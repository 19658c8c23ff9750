/**
 * The browser's device token (ADR 0139). The shop API answers a random token on each successful
 * sign-in; the browser keeps it in this cookie and the login action hands it back with every
 * sign-in, so strangers' failed guesses at an account cannot lock out a browser that signed in to
 * it before. Only /auth needs it, so it rides along nowhere else (shared page caches key on the
 * Cookie header, ADR 0124).
 */
import type { AppLoadContext, createCookieFactory } from '@remix-run/server-runtime';
import type { StorefrontEnv } from '../platform/env.server';

/** As long as the shop API remembers a device between sign-ins (its KNOWN_DEVICE_TTL_SECONDS). */
const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The device cookie (context.cookies.knownDevice), built once per platform by the request context. */
export function createKnownDeviceCookie(createCookie: ReturnType<typeof createCookieFactory>, env: StorefrontEnv) {
  return createCookie('__device', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/auth',
    secure: env.production,
    secrets: env.sessionSecrets,
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
}

/** The token this browser keeps, if any (a tampered cookie counts as none). */
export async function readDeviceToken({ cookies }: AppLoadContext, request: Request): Promise<string | undefined> {
  const value: unknown = await cookies.knownDevice.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value ? value : undefined;
}

/** Keeps the token the API answered (again: each sign-in renews the cookie's lifetime). */
export async function rememberDevice({ cookies }: AppLoadContext, response: Response, token: string | undefined): Promise<Response> {
  if (token) response.headers.append('Set-Cookie', await cookies.knownDevice.serialize(token));
  return response;
}
