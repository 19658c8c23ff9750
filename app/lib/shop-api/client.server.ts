/**
 * THE one HTTP client for the shop API (docs/architecture.md, "One HTTP client"). Each request gets
 * its own, as `context.shop`, bound to that request's session token and time budget:
 *
 *   const { data } = await context.shop.read<Cart>('/cart', { action: 'view' });   // bearer sent
 *   await context.shop.send('/login', body, { auth: false });                        // never bearer
 *   await context.shop.send('/cart', line, { token: freshToken });                   // explicit token
 *   await context.shop.read('/get-stores', {}, { auth: false, expect: hasArray('store_location') });
 *
 * - `read` is a question: identical reads in one page request (the layout and the page loaders
 *   run side by side) share one call. `send` changes something: it always goes out and forgets
 *   the request's reads, so reads after it are fresh.
 * - Transport and base URL come from the platform entry (fetch to SHOP_API_URL, or Node's
 *   in-process API); only web-standard Request/Response.
 * - ONE time budget per page request (SHOP_API_BUDGET_MS for all its calls: a later call gets
 *   what is left), enforced with an AbortController and a timer that is always cleared (never
 *   AbortSignal.timeout/any, whose timers Node 20 can garbage-collect), and linked by hand to
 *   the browser's request.signal.
 * - Failures throw `ShopApiError { message, status, body }`: message from the envelope, else
 *   'An error occurred'; network failure -> 503, time-out -> 504, each with a readable message. A body that
 *   breaks the contract (not JSON, no `success: true`, `data` missing/null or not the shape the
 *   call's `expect` guard wants) is an upstream error: 502 'An error occurred', never a TypeError.
 *
 * In loaders/actions, hand errors to `handleShopApiError(context, error)`: a 401 on a signed-in
 * call throws the forced sign-out (token + user removed, 303 to / with the toast
 * 'Logged out successfully.'); anything else comes back as the ShopApiError to show
 * ('Error: ' + error.message). Page loaders use `loadOrThrow(context, promise)`: a failure is
 * thrown as the page's error response and the shop layout's boundary shows it (ADR 0111);
 * `loadOrError` is for the layout's own partial data (theme, stores, badges).
 */
import { data, type AppLoadContext } from '@remix-run/server-runtime';
import type { PageErrorData } from '../render/page-error';
import { signOut, type ShopSessionView } from '../shopper/session.server';

const SHOP_API_BUDGET_MS = 10_000;
export const LOGGED_OUT_MESSAGE = 'Logged out successfully.';
const DEFAULT_ERROR_MESSAGE = 'An error occurred';
const TIMEOUT_MESSAGE = 'The shop took too long to answer. Please try again.';
const UNREACHABLE_MESSAGE = 'The shop is not reachable right now. Please try again in a moment.';

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

/** A cheap check of the fields a caller is about to read; false makes the answer a 502. */
type ShapeGuard = (data: unknown) => boolean;

export interface ShopApiOptions {
  /** Send the session's bearer token (default true; ignored when there is none). */
  auth?: boolean;
  /** Use this token instead of the session's (e.g. right after /login). */
  token?: string;
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  /** Shape of `data` this caller relies on (default: any object or array). */
  expect?: ShapeGuard;
  /**
   * The answer is shared with other shoppers (a shared cache's load, which concurrent requests
   * wait on): the asking browser leaving must not cancel it for them. The time budget still does.
   */
  shared?: boolean;
}

export interface ShopApi {
  /** A question: identical reads in one request share one answer. */
  read<T = unknown>(path: string, payload?: Record<string, unknown>, options?: ShopApiOptions): Promise<ShopApiResult<T>>;
  /** A change (or a one-off call): always sent; later reads in the request are fresh. */
  send<T = unknown>(path: string, payload?: Record<string, unknown>, options?: ShopApiOptions): Promise<ShopApiResult<T>>;
}

export type ShopApiTransport = (request: Request) => Promise<Response>;

interface ShopApiBinding {
  /** Base URL ending in /api/v1 (no trailing slash). */
  baseUrl: string;
  transport: ShopApiTransport;
  session: ShopSessionView;
  /** The browser's request: its abort (client gone) aborts the calls. */
  signal?: AbortSignal;
  budgetMs?: number;
  /**
   * The shopper's address as the platform entry saw it, sent to the API for its per-address
   * rate limits (ADR 0050), with the shared key a remote API needs to believe it.
   */
  clientAddress?: string;
  forwardKey?: string;
}

/** Header names the shop API reads the forwarded shopper address from (shop-api/src/security/client-address.ts). */
const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';
const FORWARD_KEY_HEADER = 'x-shop-forward-key';

// --- shape guards -------------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` is an object (the default for every call). */
export const isObject: ShapeGuard = isRecord;
/** `data` is an array. */
export const isArray: ShapeGuard = Array.isArray;
/** `data` is an object whose given keys are arrays. */
export const hasArrays =
  (...keys: string[]): ShapeGuard =>
  (data) =>
    isRecord(data) && keys.every((key) => Array.isArray(data[key]));
/** `data` is an object whose given keys are objects. */
export const hasObjects =
  (...keys: string[]): ShapeGuard =>
  (data) =>
    isRecord(data) && keys.every((key) => isRecord(data[key]));
/** `data` is an object whose given keys are numbers. */
export const hasNumbers =
  (...keys: string[]): ShapeGuard =>
  (data) =>
    isRecord(data) && keys.every((key) => typeof data[key] === 'number' && Number.isFinite(data[key]));
/** Several guards at once. */
export const allOf =
  (...guards: ShapeGuard[]): ShapeGuard =>
  (data) =>
    guards.every((guard) => guard(data));

// --- the client -------------------------------------------------------------------------------

export function createShopApi(binding: ShopApiBinding): ShopApi {
  const deadline = Date.now() + (binding.budgetMs ?? SHOP_API_BUDGET_MS);
  const reads = new Map<string, Promise<ShopApiResult<unknown>>>();

  const call = <T>(path: string, payload: Record<string, unknown> | undefined, options: ShopApiOptions) =>
    callShopApi<T>(binding, deadline, path, payload, options);

  return {
    read<T>(path: string, payload?: Record<string, unknown>, options: ShopApiOptions = {}) {
      const token = tokenFor(binding.session, options) ?? '';
      const key = JSON.stringify([options.method ?? 'POST', path, payload ?? {}, options.query ?? {}, token]);
      let answer = reads.get(key);
      if (!answer) {
        answer = call<T>(path, payload, options);
        reads.set(key, answer);
        // A failed read is not remembered: a retry in the same request asks again.
        answer.catch(() => reads.get(key) === answer && reads.delete(key));
      }
      return answer as Promise<ShopApiResult<T>>;
    },
    send<T>(path: string, payload?: Record<string, unknown>, options: ShopApiOptions = {}) {
      reads.clear();
      return call<T>(path, payload, options);
    },
  };
}

function tokenFor(session: ShopSessionView, options: ShopApiOptions): string | undefined {
  return options.auth === false ? undefined : (options.token ?? session.token);
}

function messageOf(body: unknown): string | undefined {
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim()) return body.message;
  return undefined;
}

async function callShopApi<T>(
  binding: ShopApiBinding,
  deadline: number,
  path: string,
  payload: Record<string, unknown> | undefined,
  options: ShopApiOptions,
): Promise<ShopApiResult<T>> {
  const method = options.method ?? 'POST';
  const url = new URL(binding.baseUrl + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ accept: 'application/json' });
  const token = tokenFor(binding.session, options);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (binding.clientAddress) headers.set(CLIENT_ADDRESS_HEADER, binding.clientAddress);
  if (binding.forwardKey) headers.set(FORWARD_KEY_HEADER, binding.forwardKey);
  let body: string | undefined;
  if (method === 'POST') {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(payload ?? {});
  }

  const remaining = deadline - Date.now();
  if (remaining <= 0) throw new ShopApiError(TIMEOUT_MESSAGE, 504, { cause: 'request budget spent' });

  // The timer lives in this closure and is always cleared, so nothing can collect it early.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, remaining);
  const onClientGone = () => controller.abort();
  const clientSignal = options.shared ? undefined : binding.signal;
  if (clientSignal?.aborted) controller.abort();
  else clientSignal?.addEventListener('abort', onClientGone, { once: true });

  let response: Response;
  let text: string;
  try {
    // Raced as well: an in-process transport may not watch the signal.
    response = await raceAbort(
      binding.transport(new Request(url, { method, headers, body, signal: controller.signal })),
      controller.signal,
    );
    // The body is read under the same timer: a server that sends headers and then stalls times out too.
    text = await raceAbort(response.text(), controller.signal);
  } catch (error) {
    throw new ShopApiError(timedOut ? TIMEOUT_MESSAGE : UNREACHABLE_MESSAGE, timedOut ? 504 : 503, {
      cause: error instanceof Error ? error.message : String(error),
    });
  } finally {
    clearTimeout(timer);
    clientSignal?.removeEventListener('abort', onClientGone);
  }

  const parsed = text ? safeJson(text) : undefined;
  if (!response.ok) throw new ShopApiError(messageOf(parsed) ?? DEFAULT_ERROR_MESSAGE, response.status, parsed);
  const envelope = isRecord(parsed) ? parsed : undefined;
  if (!envelope || envelope.success !== true) {
    throw new ShopApiError(messageOf(parsed) ?? DEFAULT_ERROR_MESSAGE, 502, parsed);
  }
  const guard = options.expect ?? isObject;
  if (!guard(envelope.data)) {
    console.error(`[shop-api] ${path}: answer breaks the contract`, text.slice(0, 200));
    throw new ShopApiError(DEFAULT_ERROR_MESSAGE, 502, parsed);
  }
  return { data: envelope.data as T, message: messageOf(parsed), status: response.status };
}

/** Some transports ignore the signal once the headers are in; this keeps the body under the timer. */
function raceAbort<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // Already started (e.g. reading a body the abort has just broken): its rejection is expected,
    // and left unhandled it would stop the Node process.
    pending.catch(() => undefined);
    return Promise.reject(new Error('aborted'));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
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
export function forcedSignOut(context: AppLoadContext): Promise<Response> {
  signOut(context.session);
  return context.toast.redirectWithSuccess('/', LOGGED_OUT_MESSAGE, { status: 303 });
}

/**
 * Use in a catch block. A 401 while the session holds a token throws the forced sign-out
 * redirect; any other ShopApiError is returned for the screen's error state; other errors
 * (bugs) are re-thrown to the error boundary.
 */
export async function handleShopApiError(context: AppLoadContext, error: unknown): Promise<ShopApiError> {
  if (!(error instanceof ShopApiError)) throw error;
  if (error.status === 401 && context.session.token) throw await forcedSignOut(context);
  return error;
}

/**
 * The status a page answers when its data could not be loaded (ADR 0064): 504 when the shop API
 * took too long, 503 when it could not be reached, 502 for any other upstream failure (a 500,
 * a body that breaks the contract). 4xx failures the route handles itself keep their status.
 */
export function upstreamStatus(failure: { status: number }): number {
  if (failure.status === 503 || failure.status === 504) return failure.status;
  return failure.status >= 400 && failure.status < 500 ? failure.status : 502;
}

type Loaded<T> = { data: T; error: null } | { data: null; error: { message: string; status: number } };

/**
 * For the layout's partial data only (a page that still shows the rest of itself): resolves to
 * the data, or to a serialisable error for that part's error state.
 */
export async function loadOrError<T>(context: AppLoadContext, pending: Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await pending, error: null };
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    return { data: null, error: { message: failure.message, status: failure.status } };
  }
}

/**
 * What a page loader throws when its data could not be loaded: the status the failure means,
 * the message for 'Error: ' + message, and no-store (an outage must not be cached).
 */
export function pageLoadFailure(failure: ShopApiError) {
  const body: PageErrorData = { message: failure.message };
  return data(body, { status: upstreamStatus(failure), headers: { 'Cache-Control': 'no-store' } });
}

/** For page loaders: the data, or the page's error response thrown to the boundary (ADR 0111). */
export async function loadOrThrow<T>(context: AppLoadContext, pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    throw pageLoadFailure(await handleShopApiError(context, error));
  }
}
