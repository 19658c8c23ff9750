import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { forgotPasswordSchema } from '~/lib/validation/forgot-password';
import { Field } from '~/components/ui/Field';
import { Modal } from './Modal';
import { useDialogHref, useReturnPath } from './dialog-url';
import { DialogForm, useDialogFetcher } from './dialog-form';
import type { DialogActionData } from '~/lib/forms/dialog-action-data';
import { useHydrated } from 'remix-utils/use-hydrated';

const FORGOT_CLOSE_DELAY_MS = 3000;

export function ForgotPasswordDialog({ initial }: { initial?: DialogActionData | null }) {
  const returnPath = useReturnPath();
  const dialogHref = useDialogHref();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { fetcher, actionData, busy } = useDialogFetcher('forgot-password-dialog', initial);
  const [email, setEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const [form, fields] = useForm({
    id: 'forgot-password-form',
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });

  // After the success message: reset the form and close the dialog after 3 s (JavaScript only).
  const success = fetcher.data ? (fetcher.data as DialogActionData).success : undefined;
  useEffect(() => {
    if (!success) return;
    formRef.current?.reset();
    setEmail('');
    const timer = window.setTimeout(() => navigate(dialogHref(null), { replace: true, preventScrollReset: true }), FORGOT_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [success]);

  const message = actionData?.success;

  return (
    <Modal title="Forgot password" titleId="forgot-password-title" closeHref={dialogHref(null)} testId="forgot-password-dialog">
      <p className="modal__intro">Enter the e-mail address of your account and we will send you a link to reset your password.</p>
      {message ? (
        <p className="form-message form-message--success" role="status">
          {message}
        </p>
      ) : null}
      <DialogForm
        fetcher={fetcher}
        form={form}
        fields={fields}
        action="/auth/forgot-password"
        returnPath={returnPath}
        formRef={formRef}
        onEdit={(formElement) => setEmail((formElement.elements.namedItem('email_address') as HTMLInputElement).value.trim())}
      >
        <Field meta={fields.email_address} label="Email address" type="email" autoComplete="email" />
        <button type="submit" className="btn btn--primary btn--block" disabled={hydrated && (!email || busy)}>
          {busy ? 'Sending…' : 'Send'}
        </button>
      </DialogForm>
      <p className="modal__footer-links">
        <Link to={dialogHref('login')} preventScrollReset replace>
          Back to Login?
        </Link>
      </p>
    </Modal>
  );
}
