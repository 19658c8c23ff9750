import { getFormProps, type FormMetadata } from '@conform-to/react';
import { JsMarker } from '~/components/forms/JsMarker';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { HoneypotFields } from './HoneypotFields';
import { FormErrors } from '~/components/ui/Field';
import { dialogAction } from './dialog-url';
import type { DialogActionData } from '~/lib/forms/dialog-action-data';

/**
 * The dialog's form state. With JavaScript a fetcher (keyed per dialog) posts to the dialog's
 * route and the dialog stays in place; without it the same form posts normally and the route
 * re-renders the dialog with `initial` (its action data).
 */
export function useDialogFetcher(key: string, initial?: DialogActionData | null) {
  const fetcher = useFetcher({ key });
  const actionData = (fetcher.data as DialogActionData | undefined) ?? initial ?? undefined;
  return { fetcher, actionData, busy: fetcher.state !== 'idle' };
}

/** The names of the inputs of a form that currently have a value (checkboxes: checked). */
export function filledFields(form: HTMLFormElement): Set<string> {
  const filled = new Set<string>();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') filled.add(name);
  }
  return filled;
}

/** Field errors clear as soon as the shopper edits that field (docs/product.md, "Form rules"). */
export function clearErrorOnEdit(
  form: { update: (options: { name: string; validated: boolean }) => void },
  fields: object,
  target: EventTarget,
): void {
  const name = (target as HTMLInputElement).name;
  const field = (fields as Record<string, { errors?: string[] } | undefined>)[name];
  if (field?.errors?.length) form.update({ name, validated: false });
}

/**
 * The frame every dialog form shares: posts to its own route (fetcher with JavaScript, a plain
 * POST without), carries the honeypot, the JavaScript marker and the page to return to, shows
 * form-level errors, and clears a field's error as soon as the shopper edits it.
 */
export function DialogForm<Schema extends Record<string, unknown>>({
  fetcher,
  form,
  fields,
  action,
  returnPath,
  formRef,
  onEdit,
  children,
}: {
  fetcher: ReturnType<typeof useFetcher>;
  form: FormMetadata<Schema, string[]>;
  fields: object;
  /** The dialog's route, e.g. '/auth/login'. */
  action: string;
  returnPath: string;
  formRef?: RefObject<HTMLFormElement>;
  /** Called with the form on every edit (e.g. to enable the submit button). */
  onEdit?: (formElement: HTMLFormElement) => void;
  children: ReactNode;
}) {
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  // On a slow phone the shopper may type before the page hydrates: read what the fields already
  // hold once hydrated, or the submit button would stay disabled over a filled form.
  useEffect(() => {
    if (ref.current) onEdit?.(ref.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration; later edits come through onInput
  }, []);
  return (
    <fetcher.Form
      ref={ref}
      method="post"
      action={dialogAction(action, returnPath)}
      className="form"
      {...getFormProps(form)}
      // The server validates with the same messages (app/lib/validation/), also without JavaScript.
      noValidate
      onInput={(event) => {
        onEdit?.(event.currentTarget);
        clearErrorOnEdit(form, fields, event.target);
      }}
    >
      <HoneypotFields label="Please leave this field empty" />
      <JsMarker />
      <input type="hidden" name="redirectTo" value={returnPath} />
      <FormErrors errors={form.errors} id={form.errorId} />
      {children}
    </fetcher.Form>
  );
}
