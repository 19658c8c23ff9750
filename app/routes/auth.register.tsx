import { parseWithZod } from '@conform-to/zod';
import { useActionData } from '@remix-run/react';
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { registerSchema } from '~/lib/validation/register';
import { apiFailure, invalidSubmission, readDialogForm } from '~/lib/forms/dialog-actions.server';
import { handleShopApiError } from '~/lib/shop-api/client.server';
import { withSearchParam } from '~/lib/security/safe-redirect';
import { RegisterDialog } from '~/components/dialogs/RegisterDialog';
import type { DialogActionData } from '~/lib/forms/dialog-action-data';
import { originFromMatches, privatePageMeta } from '~/lib/seo/page-meta';

// Never in search results (ADR 0100).
export const meta: MetaFunction = ({ matches }) => privatePageMeta(originFromMatches(matches), 'Register');

const SECRET_FIELDS = ['password', 'confirm_password'];

/** POST /auth/register: creates the account, then opens the login dialog on the same page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, redirectTo } = await readDialogForm(context, request);
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== 'success') return invalidSubmission(submission, SECRET_FIELDS);

  const { firstname, lastname, email_address, password, phonenumber, country } = submission.value;
  let message: string | undefined;
  try {
    ({ message } = await context.shop.send(
      '/registration',
      { firstname, lastname, email_address, password, phonenumber, country },
      { auth: false },
    ));
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    return apiFailure(submission, failure, { hideFields: SECRET_FIELDS });
  }
  return context.toast.redirectWithSuccess(
    withSearchParam(redirectTo, 'dialog', 'login'),
    message ?? 'Registration successful. Please sign in.',
    { status: 303 },
  );
}

export default function RegisterRoute() {
  const actionData = useActionData<typeof action>() as DialogActionData | undefined;
  return <RegisterDialog initial={actionData} />;
}
