import { parseWithZod } from '@conform-to/zod';
import { useActionData } from '@remix-run/react';
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { forgotPasswordSchema } from '~/lib/validation/forgot-password';
import { apiFailure, invalidSubmission, readDialogForm } from '~/lib/forms/dialog-actions.server';
import { handleShopApiError } from '~/lib/shop-api/client.server';
import { ForgotPasswordDialog } from '~/components/dialogs/ForgotPasswordDialog';
import type { DialogActionData } from '~/lib/forms/dialog-action-data';
import { originFromMatches, privatePageMeta } from '~/lib/seo/page-meta';

// Never in search results (ADR 0100).
export const meta: MetaFunction = ({ matches }) => privatePageMeta(originFromMatches(matches), 'Forgot password');

/** POST /auth/forgot-password: answers the API's message, shown in the dialog. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { formData } = await readDialogForm(context, request);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== 'success') return invalidSubmission(submission);

  try {
    const result = await context.shop.send<{ message?: string }>(
      '/forgot-password',
      { email_address: submission.value.email_address },
      { auth: false },
    );
    const success =
      result.data?.message ?? result.message ?? 'If an account exists for this email, we have sent password reset instructions.';
    return data<DialogActionData>({ result: submission.reply({ resetForm: true }), success });
  } catch (error) {
    return apiFailure(submission, await handleShopApiError(context, error));
  }
}

export default function ForgotPasswordRoute() {
  const actionData = useActionData<typeof action>() as DialogActionData | undefined;
  return <ForgotPasswordDialog initial={actionData} />;
}
