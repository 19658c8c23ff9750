import { useLocation } from '@remix-run/react';
import { safeRedirect, withoutSearchParam, withSearchParam } from '~/lib/security/safe-redirect';

/**
 * Dialogs are URL state: `?dialog=login|register|forgot-password|contact-us` on any page.
 * Any trigger is a plain link built with `useDialogHref()(name)`; closing drops the parameter.
 */
export const DIALOG_PARAM = 'dialog';
export type DialogName = 'login' | 'register' | 'forgot-password' | 'contact-us';

/** Routes that are a dialog's own form endpoint (they render their dialog themselves). */
export function isDialogRoute(pathname: string): boolean {
  return /^\/(auth\/(login|register|forgot-password|guest)|contact-us)\/?$/.test(pathname);
}

/**
 * The page the shopper is on, without the dialog parameter: where dialogs return to.
 * On a dialog's own route (after a failed submit without JavaScript) it is that route's
 * `redirectTo` query parameter.
 */
export function useReturnPath(): string {
  const location = useLocation();
  if (isDialogRoute(location.pathname)) {
    const target = new URLSearchParams(location.search).get('redirectTo');
    return withoutSearchParam(safeRedirect(target, '/'), DIALOG_PARAM);
  }
  return withoutSearchParam(location.pathname + location.search, DIALOG_PARAM);
}

/** `href(name)` opens that dialog over the current page; `href(null)` closes dialogs. */
export function useDialogHref(): (name: DialogName | null) => string {
  const returnPath = useReturnPath();
  return (name) => (name ? withSearchParam(returnPath, DIALOG_PARAM, name) : returnPath);
}

/** The URL a dialog form posts to, carrying where to go back to. */
export function dialogAction(route: string, returnPath: string): string {
  return `${route}?redirectTo=${encodeURIComponent(returnPath)}`;
}
