import { useLocation, useSearchParams } from '@remix-run/react';
import type { ShopLayoutData } from '~/lib/shop-layout-data';
import { AgeGate } from './AgeGate';
import { ContactDialog } from './ContactDialog';
import { DIALOG_PARAM, isDialogRoute } from './dialog-url';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginDialog } from './LoginDialog';
import { RegisterDialog } from './RegisterDialog';

/**
 * Renders the dialog named by `?dialog=` over any page (server-side too), or the age gate while
 * the visitor has not confirmed their age. A dialog's own route (/auth/login after a failed
 * submit without JavaScript) renders its dialog itself, with the submitted values.
 */
export function DialogHost({ data }: { data: ShopLayoutData }) {
  const location = useLocation();
  const [params] = useSearchParams();

  if (data.showAgeGate && location.pathname !== '/age-verify') return <AgeGate />;
  if (isDialogRoute(location.pathname)) return null;

  switch (params.get(DIALOG_PARAM)) {
    case 'login':
      return <LoginDialog key="login" oauth={data.oauth} />;
    case 'register':
      return <RegisterDialog key="register" />;
    case 'forgot-password':
      return <ForgotPasswordDialog key="forgot-password" />;
    case 'contact-us':
      return <ContactDialog key="contact-us" />;
    default:
      return null;
  }
}
