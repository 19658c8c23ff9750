import { useLocation, useSearchParams } from '@remix-run/react';
import { Suspense, useEffect } from 'react';
import type { ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import { preloadableLazy } from '~/components/lazy/preloadable-lazy';
import { AGE_GATE_TITLE_ID } from './age-gate-id';
import { DIALOG_PARAM, isDialogRoute, type DialogName } from './dialog-url';

// Each dialog (with its form validation: conform and zod) is its own chunk, loaded when it opens,
// so pages without an open dialog download none of it (ADR 0120).
const AgeGate = preloadableLazy(() => import('./AgeGate').then((m) => m.AgeGate));
const LoginDialog = preloadableLazy(() => import('./LoginDialog').then((m) => m.LoginDialog));
const RegisterDialog = preloadableLazy(() => import('./RegisterDialog').then((m) => m.RegisterDialog));
const ForgotPasswordDialog = preloadableLazy(() => import('./ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog));
const ContactDialog = preloadableLazy(() => import('./ContactDialog').then((m) => m.ContactDialog));
const DIALOGS: Record<DialogName, { preload: () => Promise<unknown> }> = {
  login: LoginDialog,
  register: RegisterDialog,
  'forgot-password': ForgotPasswordDialog,
  'contact-us': ContactDialog,
};

const dialogNamed = (name: string | null) => (name && Object.hasOwn(DIALOGS, name) ? DIALOGS[name as DialogName] : null);

/**
 * Renders the dialog named by `?dialog=` over any page (server-side too), or the age gate while
 * the visitor has not confirmed their age. A dialog's own route (/auth/login after a failed
 * submit without JavaScript) renders its dialog itself, with the submitted values.
 */
export function DialogHost({ data }: { data: ShopLayoutData }) {
  const location = useLocation();
  const [params] = useSearchParams();
  usePreloadOnIntent();

  let dialog: JSX.Element | null = null;
  if (data.showAgeGate && location.pathname !== '/age-verify') dialog = <AgeGate />;
  else if (!isDialogRoute(location.pathname)) {
    switch (params.get(DIALOG_PARAM)) {
      case 'login':
        dialog = <LoginDialog key="login" oauth={data.oauth} />;
        break;
      case 'register':
        dialog = <RegisterDialog key="register" />;
        break;
      case 'forgot-password':
        dialog = <ForgotPasswordDialog key="forgot-password" />;
        break;
      case 'contact-us':
        dialog = <ContactDialog key="contact-us" />;
        break;
    }
  }
  // The same boundary on the server and the client; it only ever suspends on client navigations.
  return <Suspense fallback={null}>{dialog}</Suspense>;
}

/**
 * Before hydration: loads the code of the dialog the server drew (the age gate on a first visit,
 * or `?dialog=`), so hydration adopts the server's dialog rather than suspending.
 */
export function preloadServerDrawnDialog(doc: Document): Promise<unknown> {
  if (doc.getElementById(AGE_GATE_TITLE_ID)) return AgeGate.preload();
  const Dialog = dialogNamed(new URLSearchParams(doc.location.search).get(DIALOG_PARAM));
  return Dialog && doc.querySelector('dialog[open]') ? Dialog.preload() : Promise.resolve();
}

/** A pointer over (or focus on) a link that opens a dialog starts loading that dialog's code. */
function usePreloadOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href*="dialog="]');
      if (!link) return;
      const href = new URL((link as HTMLAnchorElement).href, window.location.href);
      void dialogNamed(href.searchParams.get(DIALOG_PARAM))?.preload();
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
