import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { Link } from '@remix-run/react';
import { registerSchema } from '~/lib/validation/register';
import { CheckboxField, Field } from '~/components/ui/Field';
import { Modal } from './Modal';
import { useDialogHref, useReturnPath } from './dialog-url';
import { DialogForm, useDialogFetcher } from './dialog-form';
import type { DialogActionData } from '~/lib/forms/dialog-action-data';
import { useHydrated } from 'remix-utils/use-hydrated';

export function RegisterDialog({ initial }: { initial?: DialogActionData | null }) {
  const returnPath = useReturnPath();
  const dialogHref = useDialogHref();
  const hydrated = useHydrated();
  const { fetcher, actionData, busy } = useDialogFetcher('register-dialog', initial);

  const [form, fields] = useForm({
    id: 'register-form',
    lastResult: actionData?.result,
    constraint: getZodConstraint(registerSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  });

  return (
    <Modal title="Create an account" titleId="register-title" closeHref={dialogHref(null)} wide testId="register-dialog">
      <p className="modal__intro">Register to keep your cart and wish list, and check out faster.</p>
      <DialogForm fetcher={fetcher} form={form} fields={fields} action="/auth/register" returnPath={returnPath}>
        <div className="form-row">
          <Field meta={fields.firstname} label="First name" autoComplete="given-name" />
          <Field meta={fields.lastname} label="Last name" autoComplete="family-name" />
        </div>
        <Field meta={fields.email_address} label="Email address" type="email" autoComplete="email" />
        <div className="form-row">
          <Field meta={fields.password} label="Password" type="password" autoComplete="new-password" />
          <Field meta={fields.confirm_password} label="Confirm password" type="password" autoComplete="new-password" />
        </div>
        <p className="field__hint">At least 8 characters with an uppercase and a lowercase letter, a number and one of @$!%*?&amp;.</p>
        <div className="form-row">
          <Field meta={fields.phonenumber} label="Phone number" type="tel" autoComplete="tel" />
          <Field meta={fields.country} label="Country/Region" autoComplete="country-name" />
        </div>
        <CheckboxField meta={fields.terms}>
          I accept the <a href="/legal/terms">Terms &amp; Conditions</a>
        </CheckboxField>
        <button type="submit" className="btn btn--primary btn--block" disabled={hydrated && busy}>
          {busy ? 'Creating your account…' : 'Register'}
        </button>
      </DialogForm>
      <p className="modal__footer-links">
        <Link to={dialogHref('login')} preventScrollReset replace>
          Already a user? Sign In
        </Link>
      </p>
    </Modal>
  );
}
