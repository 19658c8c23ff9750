/**
 * Toasts (remix-toast 1.2.2) on our own signed cookie.
 *
 * remix-toast's built-in cookie "signs" with a no-op and a public default secret, so we hand it
 * a real cookie session storage signed with TOAST_SECRET (falls back to SESSION_SECRET).
 *
 *   return context.toast.redirectWithSuccess('/', 'Logged out successfully.')   // after a POST
 *   return context.toast.jsonWithError({ ... }, 'Something went wrong!')        // stay on page
 *   const { toast, headers } = await context.toast.getToast(request)             // root loader only
 *
 * remix-toast only uses @remix-run/server-runtime (web-standard), so it runs on Node and Workers;
 * the cookie code itself comes from the platform package the entry supplies.
 *
 * The root renders the toast on the server (visible without JavaScript) and the client stack
 * (app/components/ui/Toaster.tsx) adds timing, close buttons, de-duplication and ordering.
 */
import { createToastUtilsWithCustomSession } from 'remix-toast';
import type { StorefrontEnv } from '../platform/env.server';
import type { CreateCookieSessionStorage } from '../shopper/session.server';

export type ToastUtils = ReturnType<typeof createToastUtilsWithCustomSession>;

export function createToast(createCookieSessionStorage: CreateCookieSessionStorage, env: StorefrontEnv): ToastUtils {
  return createToastUtilsWithCustomSession(
    createCookieSessionStorage({
      cookie: {
        name: 'toast-session',
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: env.production,
        secrets: env.toastSecrets,
      },
    }),
  );
}

/** How a form action answers: JSON to a fetcher (JavaScript), a 303 back to the page otherwise. */
interface FormAnswerTarget {
  viaFetcher: boolean;
  redirectTo: string;
}

/**
 * A form action's result with its toast: a fetcher gets `result` as JSON with a refusal's own
 * status; a plain form is sent back to `redirectTo` (303) with the same toast.
 */
export function answerForm<T extends { ok: boolean; message: string }>(
  toast: ToastUtils,
  { viaFetcher, redirectTo }: FormAnswerTarget,
  result: T,
  status = result.ok ? 200 : 400,
) {
  if (viaFetcher) {
    return result.ok ? toast.jsonWithSuccess(result, result.message) : toast.jsonWithError(result, result.message, { status });
  }
  return result.ok
    ? toast.redirectWithSuccess(redirectTo, result.message, { status: 303 })
    : toast.redirectWithError(redirectTo, result.message, { status: 303 });
}
