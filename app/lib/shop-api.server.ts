/**
 * THE one HTTP client for the shop API (ARCHITECTURE.md, "One HTTP client").
 *
 *   const { data, message } = await shopApi<ThemeOptions>(request, '/theme-option');
 *   const { data } = await shopApi<Cart>(request, '/cart', { action: 'view' });      // bearer sent
 *   await shopApi(request, '/login', body, { auth: false });                          // never bearer
 *   await shopApi(request, '/cart', line, { token: freshToken });                     // explicit token
 *   await shopApi(request, '/gmail-login', undefined, { method: 'GET', query: { code } });
 *
 * - Base URL: SHOP_API_URL (e.g. https://api.example.com/api/v1) when set; otherwise the
 *   in-process transport that server.ts registers when it mounts the reference API (no network
 *   hop). Both paths use only web-standard Request/Response, so app/ can run on an edge runtime.
 * - 10 s time-out (AbortSignal.timeout), JSON in and out, `Authorization: Bearer <session token>`
 *   when the session has one (unless `auth: false`).
 * - Failures throw `ShopApiError { message, status, body }`: message from the envelope, else
 *   'An error occurred'; network failure or time-out -> status 503 with a readable message.
 *
 * In loaders/actions, catch and hand errors to `handleShopApiError(request, error)`: a 401 on a
 * signed-in call throws the forced sign-out (token + user removed, 303 to / with the toast
 * 'Logged out successfully.'); anything else comes back as the ShopApiError to show
 * ('Error: ' + error.message). `loadOrError(request, promise)` wraps both for loaders.
 */
import { redirectWithSuccess } from './toast.server';
import { commitSession, getSession, signOut } from './session.server';
import { shopApiBaseUrl } from './env.server';

export const SHOP_API_TIMEOUT_MS = 10_000;
export const LOGGED_OUT_MESSAGE = 'Logged out successfully.';
const DEFAULT_ERROR_MESSAGE = 'An error occurred';
const IN_PROCESS_BASE = 'http://shop-api.in-process/api/v1';

export class ShopApiError extends Error {
  readonly name = 'ShopApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface ShopApiResult<T> {
  data: T;
  message?: string;
  status: number;
}

export interface ShopApiOptions {
  /** Send the session's bearer token (default true; ignored when there is none). */
  auth?: boolean;
  /** Use this token instead of the session's (e.g. right after /login). */
  token?: string;
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
}

// --- in-process transport -------------------------------------------------------------------
// Kept on globalThis under a registry symbol: server.ts and the built server bundle each hold
// their own copy of this module, and both must see the same registration.

export type ShopApiTransport = (request: Request) => Promise<Response>;
const TRANSPORT_KEY = Symbol.for('liquor-express.shop-api.transport');
type WithTransport = { [TRANSPORT_KEY]?: ShopApiTransport };

export function registerShopApiTransport(transport: ShopApiTransport | null): void {
  if (transport) (globalThis as WithTransport)[TRANSPORT_KEY] = transport;
  else delete (globalThis as WithTransport)[TRANSPORT_KEY];
}

function transport(): { base: string; send: ShopApiTransport } {
  const external = shopApiBaseUrl();
  if (external) return { base: external, send: (req) => fetch(req) };
  const registered = (globalThis as WithTransport)[TRANSPORT_KEY];
  if (registered) return { base: IN_PROCESS_BASE, send: registered };
  return {
    base: IN_PROCESS_BASE,
    send: async () => {
      throw new TypeError('No shop API configured: set SHOP_API_URL or start the app with server.ts');
    },
  };
}

// --- the client -----------------------------------------------------------------------------

async function sessionToken(request: Request): Promise<string | undefined> {
  const session = await getSession(request);
  return session.get('token') || undefined;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

// --- one answer per read per request ----------------------------------------------------------
// The layout and a page's loaders run side by side for one request and often need the same data
// (the cart for the badge and for the cart page). Remix gives each loader its own copy of the
// Request, so the scope comes from the server: server.ts runs every request in an
// AsyncLocalStorage scope and registers its getter here (like the transport). Identical read
// calls in one scope share one answer; any other call (a write) forgets the scope's reads, so
// reads after it are fresh. Without a registered scope (remix-serve, an edge runtime) every call
// simply goes out.
export type RequestScope = Map<string, Promise<ShopApiResult<unknown>>>;
const SCOPE_KEY = Symbol.for('liquor-express.shop-api.request-scope');
type WithScope = { [SCOPE_KEY]?: () => RequestScope | undefined };

export function registerRequestScope(getScope: (() => RequestScope | undefined) | null): void {
  if (getScope) (globalThis as WithScope)[SCOPE_KEY] = getScope;
  else delete (globalThis as WithScope)[SCOPE_KEY];
}

const READ_PATHS = new Set([
  '/theme-option', '/get-stores', '/filter-master', '/home-page', '/products', '/product-detail',
  '/common-page', '/private-class', '/order-status', '/billing-address',
]);

function isReadCall(path: string, payload: Record<string, unknown> | undefined): boolean {
  if (path === '/cart') return payload?.action === 'view';
  if (path === '/wishlist') return payload?.action === 'List';
  return READ_PATHS.has(path);
}

export async function shopApi<T = unknown>(
  request: Request,
  path: string,
  payload?: Record<string, unknown>,
  options: ShopApiOptions = {},
): Promise<ShopApiResult<T>> {
  const reads = (globalThis as WithScope)[SCOPE_KEY]?.();
  if (!reads) return callShopApi<T>(request, path, payload, options);
  if (!isReadCall(path, payload) || options.method === 'GET') {
    reads.clear();
    return callShopApi<T>(request, path, payload, options);
  }
  const token = options.auth === false ? '' : (options.token ?? (await sessionToken(request)) ?? '');
  const key = JSON.stringify([path, payload ?? {}, token]);
  let answer = reads.get(key);
  if (!answer) {
    answer = callShopApi<T>(request, path, payload, options);
    reads.set(key, answer);
  }
  return answer as Promise<ShopApiResult<T>>;
}

async function callShopApi<T>(
  request: Request,
  path: string,
  payload: Record<string, unknown> | undefined,
  options: ShopApiOptions,
): Promise<ShopApiResult<T>> {
  const { base, send } = transport();
  const method = options.method ?? 'POST';
  const url = new URL(base + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }

  const headers = new Headers({ accept: 'application/json' });
  const token = options.auth === false ? undefined : (options.token ?? (await sessionToken(request)));
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: string | undefined;
  if (method === 'POST') {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(payload ?? {});
  }

  const signal = AbortSignal.any
    ? AbortSignal.any([AbortSignal.timeout(SHOP_API_TIMEOUT_MS), request.signal])
    : AbortSignal.timeout(SHOP_API_TIMEOUT_MS);

  let response: Response;
  let parsed: unknown;
  try {
    response = await send(new Request(url, { method, headers, body, signal }));
    const text = await response.text();
    parsed = text ? safeJson(text) : undefined;
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ShopApiError(
      timedOut
        ? 'The shop took too long to answer. Please try again.'
        : 'The shop is not reachable right now. Please try again in a moment.',
      503,
      { cause: error instanceof Error ? error.message : String(error) },
    );
  }

  const envelope = parsed as { success?: boolean; data?: T; message?: string } | undefined;
  if (!response.ok || !envelope || envelope.success !== true) {
    throw new ShopApiError(messageOf(parsed) ?? DEFAULT_ERROR_MESSAGE, response.ok ? 502 : response.status, parsed);
  }
  return { data: envelope.data as T, message: messageOf(parsed), status: response.status };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// --- error handling for routes ----------------------------------------------------------------

/** The forced sign-out answer: token and user removed, 303 to / with the logout toast. */
export async function forcedSignOut(request: Request): Promise<Response> {
  const session = await getSession(request);
  signOut(session);
  return redirectWithSuccess('/', LOGGED_OUT_MESSAGE, {
    status: 303,
    headers: { 'Set-Cookie': await commitSession(session) },
  });
}

/**
 * Use in a catch block. A 401 while the session holds a token throws the forced sign-out
 * redirect; any other ShopApiError is returned for the screen's error state; other errors
 * (bugs) are re-thrown to the error boundary.
 */
export async function handleShopApiError(request: Request, error: unknown): Promise<ShopApiError> {
  if (!(error instanceof ShopApiError)) throw error;
  if (error.status === 401 && (await sessionToken(request))) throw await forcedSignOut(request);
  return error;
}

export type Loaded<T> = { data: T; error: null } | { data: null; error: { message: string; status: number } };

/** For loaders: resolves to the data, or to a serialisable error for the screen's error state. */
export async function loadOrError<T>(request: Request, pending: Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await pending, error: null };
  } catch (error) {
    const failure = await handleShopApiError(request, error);
    return { data: null, error: { message: failure.message, status: failure.status } };
  }
}
