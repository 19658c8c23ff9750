import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { contactSchema } from '~/lib/validation/contact';
import { CheckboxField, Field, TextareaField } from '~/components/ui/Field';
import { Modal } from './Modal';
import { useDialogHref, useReturnPath } from './dialog-url';
import { DialogForm, useDialogFetcher } from './dialog-form';
import type { DialogActionData } from '~/lib/forms/dialog-action-data';
import { useHydrated } from 'remix-utils/use-hydrated';

const CONTACT_CLOSE_DELAY_MS = 2000;

export function ContactDialog({ initial }: { initial?: DialogActionData | null }) {
  const returnPath = useReturnPath();
  const dialogHref = useDialogHref();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { fetcher, actionData, busy } = useDialogFetcher('contact-dialog', initial);

  const [form, fields] = useForm({
    id: 'contact-form',
    lastResult: actionData?.result,
    constraint: getZodConstraint(contactSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });

  // On success (response code 200) the dialog closes after 2 s; the toast says thank you.
  const success = fetcher.data ? (fetcher.data as DialogActionData).success : undefined;
  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => navigate(dialogHref(null), { replace: true, preventScrollReset: true }), CONTACT_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [success]);

  return (
    <Modal title="CONTACT US" titleId="contact-title" closeHref={dialogHref(null)} wide testId="contact-dialog">
      <p className="modal__intro">Questions about an order, a bottle or a private tasting? Send us a message.</p>
      {actionData?.success ? (
        <p className="form-message form-message--success" role="status">
          {actionData.success}
        </p>
      ) : null}
      <DialogForm fetcher={fetcher} form={form} fields={fields} action="/contact-us" returnPath={returnPath}>
        <div className="form-row">
          <Field meta={fields.first_name} label="First name" autoComplete="given-name" />
          <Field meta={fields.last_name} label="Last name" autoComplete="family-name" />
        </div>
        <Field meta={fields.email_address} label="Email address" type="email" autoComplete="email" />
        <TextareaField meta={fields.message} label="Message" rows={5} />
        <CheckboxField meta={fields.terms}>
          I accept the <a href="/legal/terms">Terms &amp; Conditions</a>
        </CheckboxField>
        <button type="submit" className="btn btn--primary btn--block" disabled={hydrated && busy}>
          {busy ? 'Sending…' : 'Submit'}
        </button>
      </DialogForm>
    </Modal>
  );
}
