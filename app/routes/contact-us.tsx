import { parseWithZod } from '@conform-to/zod';
import { useActionData } from '@remix-run/react';
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { contactSchema } from '~/lib/validation/contact';
import { apiFailure, invalidSubmission, readDialogForm } from '~/lib/forms/dialog-actions.server';
import { handleShopApiError, ShopApiError } from '~/lib/shop-api/client.server';
import { ContactDialog } from '~/components/dialogs/ContactDialog';
import type { DialogActionData } from '~/lib/forms/dialog-action-data';
import { originFromMatches, privatePageMeta } from '~/lib/seo/page-meta';

// Never in search results (ADR 0100).
export const meta: MetaFunction = ({ matches }) => privatePageMeta(originFromMatches(matches), 'Contact us');

const THANK_YOU = 'Thank you for contacting us. We will get back to you soon.';

/**
 * POST /contact-us. On response code 200: with JavaScript the dialog shows the thanks and
 * closes after 2 s; without it, a 303 back to the page. Both toast the API's message.
 * GET /contact-us (the menu's /contact-us/ link) shows the dialog over the shell.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, redirectTo, fromJavaScript } = await readDialogForm(context, request);
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== 'success') return invalidSubmission(submission);

  const { first_name, last_name, email_address, message } = submission.value;
  let result;
  try {
    result = await context.shop.send<{ code?: number }>(
      '/contact-form-submit',
      { first_name, last_name, email_address, message },
      { auth: false },
    );
  } catch (error) {
    return apiFailure(submission, await handleShopApiError(context, error));
  }
  if (Number(result.data?.code) !== 200) {
    return apiFailure(submission, new ShopApiError(result.message ?? 'An error occurred', 502, result.data));
  }
  const thanks = result.message ?? THANK_YOU;
  if (fromJavaScript) {
    return context.toast.jsonWithSuccess<DialogActionData>({ result: submission.reply({ resetForm: true }), success: thanks }, thanks);
  }
  return context.toast.redirectWithSuccess(redirectTo, thanks, { status: 303 });
}

export default function ContactRoute() {
  const actionData = useActionData<typeof action>() as DialogActionData | undefined;
  return <ContactDialog initial={actionData} />;
}
