import { parseWithZod } from '@conform-to/zod';
import { useActionData, useRouteLoaderData } from '@remix-run/react';
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { loginSchema } from '~/lib/validation/login';
import { completeSignIn, loginWithPassword, signedInRedirect } from '~/lib/shopper/auth.server';
import { readDeviceToken, rememberDevice } from '~/lib/shopper/known-device.server';
import { apiFailure, invalidSubmission, readDialogForm } from '~/lib/forms/dialog-actions.server';
import { handleShopApiError } from '~/lib/shop-api/client.server';
import { LoginDialog } from '~/components/dialogs/LoginDialog';
import type { DialogActionData } from '~/lib/forms/dialog-action-data';
import { SHOP_LAYOUT_ID, type ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import { originFromMatches, privatePageMeta } from '~/lib/seo/page-meta';

// Never in search results (ADR 0100).
export const meta: MetaFunction = ({ matches }) => privatePageMeta(originFromMatches(matches), 'Sign In');

/** POST /auth/login: validates, signs in through the shop API, merges the visitor cart, 303s back. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, redirectTo } = await readDialogForm(context, request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== 'success') return invalidSubmission(submission, ['password']);

  const { email_address, password } = submission.value;
  let payload;
  try {
    payload = await loginWithPassword(context, email_address, password, await readDeviceToken(context, request));
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    // The API's login error shows under the password field (docs/product.md, "Errors").
    return apiFailure(submission, failure, { field: 'password', hideFields: ['password'] });
  }

  const { token } = payload.data;
  if (!token) {
    console.error('Token not found');
    return invalidSubmission(submission, ['password']);
  }
  const { failedLines } = await completeSignIn(context, { ...payload.data, token });
  const response = await signedInRedirect(context, redirectTo, payload.message ?? 'Login successfully', failedLines);
  // This browser is now a known device of the account: strangers cannot lock it out (ADR 0139).
  return rememberDevice(context, response, payload.data.device_token);
}

/** Renders the login dialog over the shell (direct visits, or a failed submit without JS). */
export default function LoginRoute() {
  const actionData = useActionData<typeof action>() as DialogActionData | undefined;
  const layout = useRouteLoaderData(SHOP_LAYOUT_ID) as ShopLayoutData | undefined;
  return <LoginDialog initial={actionData} oauth={layout?.oauth ?? { google: false, facebook: false }} />;
}
