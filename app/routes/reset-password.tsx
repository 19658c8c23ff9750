/**
 * /reset-password?token=…: where the password-reset mail leads. The shop API checks the link
 * (valid 1 hour, single use); a good link shows the new-password form (register rules,
 * docs/product.md "Form rules"), a bad one says why with a way to ask again. Success signs the shopper in: the API
 * has ended every other session of the account.
 */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { completeSignIn, signedInRedirect } from '~/lib/shopper/auth.server';
import type { SignInPayload } from '~/lib/shop-api/types';
import { handleShopApiError } from '~/lib/shop-api/client.server';
import { RESET_LINK_INCOMPLETE, resetPasswordSchema } from '~/lib/validation/reset-password';
import { Field, FormErrors } from '~/components/ui/Field';
import { clearErrorOnEdit } from '~/components/dialogs/dialog-form';
import { personalPageHeaders } from '~/components/catalogue/route-headers';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
const ASK_AGAIN_HREF = '/?dialog=forgot-password';
const SECRET_FIELDS = ['password', 'confirm_password'];

// The token is in the URL: never hand it to another site in a Referer header. ('no-referrer'
// would also make the browser send `Origin: null` on this page's POST, which Remix refuses.)
// Personal pages (orders, a reset link): never stored by a browser or proxy cache.
export const headers = personalPageHeaders;

export const meta: MetaFunction = () => [
  { title: 'Choose a new password | Liquor Express' },
  { name: 'referrer', content: 'same-origin' },
  { name: 'robots', content: 'noindex' },
];

interface ResetActionData {
  result: SubmissionResult<string[]>;
  /** Why the link cannot be used (expired, used, incomplete). */
  linkProblem: string | null;
}

/** The `token` field error the shop API answers for an unusable link, if that is what failed. */
function linkProblemOf(error: { body: unknown }): string | null {
  const errors = (error.body as { errors?: Record<string, string[]> } | undefined)?.errors;
  return errors?.token?.[0] ?? null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token || token.length > 200) return { token: '', linkProblem: RESET_LINK_INCOMPLETE };
  try {
    await context.shop.read('/reset-password/check', { token }, { auth: false });
    return { token, linkProblem: null };
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    const linkProblem = linkProblemOf(failure);
    if (linkProblem) return { token, linkProblem };
    throw new Response(failure.message, { status: failure.status >= 500 ? 503 : failure.status });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== 'success') {
    const linkProblem = submission.error?.token?.[0] ?? null;
    return data<ResetActionData>({ result: submission.reply({ hideFields: SECRET_FIELDS }), linkProblem }, { status: 400 });
  }

  let answer;
  try {
    answer = await context.shop.send<SignInPayload>(
      '/reset-password',
      { token: submission.value.token, password: submission.value.password },
      { auth: false },
    );
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    const linkProblem = linkProblemOf(failure);
    const fieldErrors = (failure.body as { errors?: Record<string, string[]> } | undefined)?.errors;
    return data<ResetActionData>(
      {
        result: submission.reply({
          fieldErrors: linkProblem ? undefined : fieldErrors,
          formErrors: linkProblem || fieldErrors ? undefined : [failure.message],
          hideFields: SECRET_FIELDS,
        }),
        linkProblem,
      },
      { status: failure.status >= 500 ? 503 : 400 },
    );
  }
  const payload = answer.data;
  if (!payload?.token) throw new Response('The shop answered without a sign-in token.', { status: 502 });
  const { failedLines } = await completeSignIn(context, { ...payload, token: payload.token });
  return signedInRedirect(context, '/', answer.message ?? PASSWORD_CHANGED_MESSAGE, failedLines);
}

export default function ResetPasswordPage() {
  const { token, linkProblem: loadProblem } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ResetActionData | undefined;
  const linkProblem = actionData?.linkProblem ?? loadProblem;
  return (
    <section className="container status-page reset-password">
      <h1 className="status-page__title">Choose a new password</h1>
      {linkProblem ? <LinkProblem message={linkProblem} /> : <NewPasswordForm token={token} lastResult={actionData?.result} />}
    </section>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <>
      <p className="form-message form-message--error" role="alert">
        {message}
      </p>
      <p className="status-page__actions">
        <Link to={ASK_AGAIN_HREF} className="btn btn--primary">
          Ask for a new link
        </Link>
      </p>
    </>
  );
}

function NewPasswordForm({ token, lastResult }: { token: string; lastResult?: SubmissionResult<string[]> }) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'reset-password-form',
    lastResult,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  return (
    <Form
      method="post"
      className="form reset-password__form"
      {...getFormProps(form)}
      noValidate
      onInput={(event) => clearErrorOnEdit(form, fields, event.target)}
    >
      <input type="hidden" name="token" value={token} />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field meta={fields.password} label="New password" type="password" autoComplete="new-password" />
      <Field meta={fields.confirm_password} label="Confirm new password" type="password" autoComplete="new-password" />
      <p className="field__hint">At least 8 characters with an uppercase and a lowercase letter, a number and one of @$!%*?&amp;.</p>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? 'Saving…' : 'Save new password'}
      </button>
    </Form>
  );
}
