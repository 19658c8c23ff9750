/**
 * Security headers on every storefront response (ADR 0062). Web Request/Response
 * only: server.ts calls it at its marked place after `storefront.handle`, the Worker entry at its own.
 *
 *   const nonce = createCspNonce();
 *   const response = await storefront.handle(request, runRemix, { nonce });   // context.cspNonce
 *   send(withSecurityHeaders(response, storefront.env, nonce));
 *
 * The CSP allows scripts only from the shop itself plus the inline scripts that carry this
 * request's nonce (Remix's <Scripts>, <ScrollRestoration> and streaming scripts get it through the
 * load context: entry.server.tsx and root.tsx). Images and media may come from the shop API's
 * public origin; forms may post to the shop and to the payment origin; nothing may frame the shop.
 */
import type { StorefrontEnv } from '../platform/env.server';

type HeaderEnv = Pick<StorefrontEnv, 'origin' | 'paymentOrigin' | 'apiPublicOrigin' | 'production'>;

/** 128 random bits, base64: a fresh one for every request. */
export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Origins other than the shop's own that serve its images, media and payment form. */
function shopApiOrigins(env: HeaderEnv): string[] {
  const origins = new Set<string>([env.paymentOrigin, env.apiPublicOrigin]);
  origins.delete(env.origin);
  return [...origins];
}

/**
 * Browser features the shop never uses, denied to its pages and anything they embed (ADR 0141).
 * The store picker is a list, not geolocation. Autoplay, fullscreen, picture-in-picture and
 * encrypted media stay allowed: the product video's player asks for them (ProductVideo.tsx).
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

function contentSecurityPolicy(env: HeaderEnv, nonce: string): string {
  const api = shopApiOrigins(env).join(' ');
  const withApi = (...sources: string[]) => [...sources, api].filter(Boolean).join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' 'nonce-${nonce}'`,
    // React and Swiper set style attributes; styles cannot run code.
    'style-src': "'self' 'unsafe-inline'",
    'img-src': withApi("'self'", 'data:', 'blob:'),
    'font-src': "'self' data:",
    // Dev (Vite HMR) talks over a websocket.
    'connect-src': env.production ? "'self'" : "'self' ws: wss:",
    // Product videos: YouTube/Vimeo players or the API's own player pages and files.
    'media-src': withApi("'self'", 'https:'),
    'frame-src': withApi("'self'", 'https:'),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': withApi("'self'"),
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** The response with the security headers set (copied once when its headers are immutable). */
export function withSecurityHeaders(response: Response, env: HeaderEnv, nonce: string): Response {
  let target = response;
  try {
    target.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    target = new Response(response.body, response);
  }
  const headers = target.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  headers.set('Content-Security-Policy', contentSecurityPolicy(env, nonce));
  if (env.production) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return target;
}
