import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { Form, Link } from '@remix-run/react';
import { useState } from 'react';
import { loginSchema } from '~/lib/validation/login';
import { CheckboxField, Field } from '~/components/ui/Field';
import { GoogleIcon, FacebookIcon } from '~/components/ui/brand-icons';
import { Modal } from './Modal';
import { useDialogHref, useReturnPath } from './dialog-url';
import { DialogForm, filledFields, useDialogFetcher } from './dialog-form';
import type { DialogActionData } from '~/lib/forms/dialog-action-data';
import { useHydrated } from 'remix-utils/use-hydrated';

export function LoginDialog({ initial, oauth }: { initial?: DialogActionData | null; oauth: { google: boolean; facebook: boolean } }) {
  const returnPath = useReturnPath();
  const dialogHref = useDialogHref();
  const hydrated = useHydrated();
  const { fetcher, actionData, busy } = useDialogFetcher('login-dialog', initial);
  const [filled, setFilled] = useState<Set<string>>(new Set());

  const [form, fields] = useForm({
    id: 'login-form',
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });

  // Sign In stays disabled (with JavaScript) until e-mail, password and terms are given.
  const ready = ['email_address', 'password', 'terms'].every((name) => filled.has(name));
  const disabled = hydrated && (!ready || busy);

  return (
    <Modal title="Sign In" titleId="login-title" closeHref={dialogHref(null)} testId="login-dialog">
      <p className="modal__intro">Welcome back. Sign in to see your cart, wish list and orders.</p>
      <DialogForm
        fetcher={fetcher}
        form={form}
        fields={fields}
        action="/auth/login"
        returnPath={returnPath}
        onEdit={(formElement) => setFilled(filledFields(formElement))}
      >
        <Field meta={fields.email_address} label="Email address" type="email" autoComplete="email" />
        <div className="field">
          <Field meta={fields.password} label="Password" type="password" autoComplete="current-password" />
          <Link to={dialogHref('forgot-password')} className="field__aside" preventScrollReset replace>
            Forgot password?
          </Link>
        </div>
        <CheckboxField meta={fields.terms}>
          I accept the <a href="/legal/terms">Terms &amp; Conditions</a>
        </CheckboxField>
        <button type="submit" className="btn btn--primary btn--block" disabled={disabled}>
          {busy ? 'Signing in…' : 'Sign In'}
        </button>
      </DialogForm>
      {oauth.google || oauth.facebook ? (
        <>
          <p className="divider">or</p>
          <div className="social-login">
            {oauth.google ? (
              <a className="btn btn--secondary btn--block" href={`/auth/google/start?redirectTo=${encodeURIComponent(returnPath)}`}>
                <GoogleIcon width={18} height={18} /> Continue with Google
              </a>
            ) : null}
            {oauth.facebook ? (
              <a className="btn btn--secondary btn--block" href={`/auth/facebook/start?redirectTo=${encodeURIComponent(returnPath)}`}>
                <FacebookIcon width={18} height={18} /> Continue with Facebook
              </a>
            ) : null}
          </div>
        </>
      ) : null}
      <p className="divider">or</p>
      <Form method="post" action="/auth/guest" className="guest-form">
        <button type="submit" className="btn btn--secondary btn--block guest-button">
          Continue as guest
        </button>
      </Form>
      <p className="modal__footer-links">
        <span>
          New to Liquor Express?{' '}
          <Link to={dialogHref('register')} preventScrollReset replace>
            Register
          </Link>
        </span>
      </p>
    </Modal>
  );
}
