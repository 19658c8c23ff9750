/**
 * Helpers for the dialog actions (auth/login, auth/register, auth/forgot-password, contact-us):
 * spam check, where to return, and failure answers that re-render the dialog with messages.
 */
import type { Submission } from '@conform-to/react';
import { isFromJavaScript } from './js-marker';
import { data, type AppLoadContext } from '@remix-run/node';
import type { DialogActionData } from '~/lib/forms/dialog-action-data';
import { safeRedirect } from '../security/safe-redirect';
import { ShopApiError } from '../shop-api/client.server';

export async function readDialogForm(context: AppLoadContext, request: Request) {
  const formData = await request.formData();
  context.honeypot.check(formData);
  const redirectTo = safeRedirect(formData.get('redirectTo') ?? new URL(request.url).searchParams.get('redirectTo'), '/');
  return { formData, redirectTo, fromJavaScript: isFromJavaScript(formData) };
}

/** 400 with the field messages; secrets are never sent back. */
export function invalidSubmission(submission: Submission<unknown>, hideFields: string[] = []) {
  return data<DialogActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
}

/**
 * The shop API refused or failed: its field errors go to the fields, its message to `field`
 * when given (the login error shows under the password), else to the whole form.
 */
export function apiFailure(
  submission: Submission<unknown>,
  error: ShopApiError,
  { field, hideFields = [] }: { field?: string; hideFields?: string[] } = {},
) {
  const body = error.body as { errors?: Record<string, string[]> } | undefined;
  const fieldErrors: Record<string, string[]> = { ...(body?.errors ?? {}) };
  if (field) fieldErrors[field] = [error.message];
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return data<DialogActionData>(
    {
      result: submission.reply({
        fieldErrors: hasFieldErrors ? fieldErrors : undefined,
        formErrors: hasFieldErrors ? undefined : [error.message],
        hideFields,
      }),
    },
    // 429 (too many attempts) keeps its status; the message says when to try again.
    { status: error.status >= 500 ? 503 : error.status === 429 ? 429 : 400 },
  );
}
