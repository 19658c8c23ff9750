/**
 * Toasts (remix-toast 1.2.2) on our own signed cookie.
 *
 * remix-toast's built-in cookie "signs" with a no-op and a public default secret, so we hand it
 * a real cookie session storage signed with TOAST_SECRET (falls back to SESSION_SECRET).
 *
 *   return redirectWithSuccess('/', 'Logged out successfully.', { headers })   // after a POST
 *   return jsonWithError({ ... }, 'Something went wrong!')                      // stay on page
 *   const { toast, headers } = await getToast(request)                           // root loader only
 *
 * The root renders the toast on the server (visible without JavaScript) and the client stack
 * (app/components/ui/Toaster.tsx) adds timing, close buttons, de-duplication and ordering.
 */
import { createCookieSessionStorage } from '@remix-run/node';
import { createToastUtilsWithCustomSession, type ToastMessage } from 'remix-toast';
import { isProduction, secretsFrom } from './env.server';

export type { ToastMessage };

type ToastUtils = ReturnType<typeof createToastUtilsWithCustomSession>;
let utils: ToastUtils | undefined;

function toastUtils(): ToastUtils {
  return (utils ??= createToastUtilsWithCustomSession(
    createCookieSessionStorage({
      cookie: {
        name: 'toast-session',
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: isProduction(),
        secrets: secretsFrom('TOAST_SECRET', 'SESSION_SECRET'),
      },
    }),
  ));
}

type ToastInput = Parameters<ToastUtils['redirectWithSuccess']>[1];

export const getToast = (request: Request) => toastUtils().getToast(request);
export const redirectWithToast = (url: string, toast: ToastMessage, init?: ResponseInit) =>
  toastUtils().redirectWithToast(url, toast, init);
export const redirectWithSuccess = (url: string, toast: ToastInput, init?: ResponseInit) =>
  toastUtils().redirectWithSuccess(url, toast, init);
export const redirectWithError = (url: string, toast: ToastInput, init?: ResponseInit) =>
  toastUtils().redirectWithError(url, toast, init);
export const redirectWithInfo = (url: string, toast: ToastInput, init?: ResponseInit) =>
  toastUtils().redirectWithInfo(url, toast, init);
export const jsonWithSuccess = <T>(data: T, toast: ToastInput, init?: ResponseInit) =>
  toastUtils().jsonWithSuccess(data, toast, init);
export const jsonWithError = <T>(data: T, toast: ToastInput, init?: ResponseInit) =>
  toastUtils().jsonWithError(data, toast, init);
export const jsonWithInfo = <T>(data: T, toast: ToastInput, init?: ResponseInit) =>
  toastUtils().jsonWithInfo(data, toast, init);
