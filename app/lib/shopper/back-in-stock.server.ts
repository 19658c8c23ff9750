/**
 * "E-mail me when it's back" through the shop API (shop-api/src/routes/back-in-stock.ts): the
 * product page's request and the mail's cancel page.
 */
import { parseWithZod } from '@conform-to/zod';
import { data, type AppLoadContext } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import type { BackInStockCancelCheckData, BackInStockCancelData, BackInStockData } from '~/lib/shop-api/types';
import { handleShopApiError } from '../shop-api/client.server';
import { cancelBackInStockSchema, shopperBackInStockSchema, visitorBackInStockSchema } from '../validation/back-in-stock';

export interface BackInStockActionData {
  /** The size asked for: the page shows the answer at that size's form. */
  variationId: number | null;
  result: SubmissionResult<string[]>;
  /** The confirmation, once the request is recorded. */
  success?: string;
}

/** The product page's action: records the request and answers the form, its errors on its fields. */
export async function askBackInStock(context: AppLoadContext, formData: FormData) {
  const signedIn = context.session.isSignedIn;
  const submission = parseWithZod(formData, { schema: signedIn ? shopperBackInStockSchema : visitorBackInStockSchema });
  const variationId = Number(formData.get('variation_id')) || null;
  if (submission.status !== 'success') {
    return data<BackInStockActionData>({ variationId, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  try {
    // A visitor's (or a guest's) address is the one typed, never an account's: no token is sent.
    const answer = await context.shop.send<BackInStockData>(
      '/back-in-stock',
      { variation_id: value.variation_id, ...('email_address' in value ? { email_address: value.email_address } : {}) },
      { auth: signedIn },
    );
    return data<BackInStockActionData>({ variationId, result: submission.reply({ resetForm: true }), success: answer.data.message });
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    const fieldErrors = (failure.body as { errors?: Record<string, string[]> } | undefined)?.errors;
    const onEmail = fieldErrors?.email_address ? { email_address: fieldErrors.email_address } : undefined;
    return data<BackInStockActionData>(
      { variationId, result: submission.reply({ fieldErrors: onEmail, formErrors: onEmail ? undefined : [failure.message] }) },
      // Too many requests keeps its status; the message says when to try again.
      { status: failure.status >= 500 ? 503 : failure.status === 429 ? 429 : 400 },
    );
  }
}

/** Why a cancel link cannot be used, or null when the shop API knows it. */
export async function cancelLinkProblem(context: AppLoadContext, token: string): Promise<string | null> {
  const parsed = cancelBackInStockSchema.safeParse({ token });
  if (!parsed.success) return parsed.error.issues[0].message;
  try {
    await context.shop.read<BackInStockCancelCheckData>('/back-in-stock/cancel/check', { token: parsed.data.token }, { auth: false });
    return null;
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    if (failure.status === 400) return failure.message;
    throw new Response(failure.message, { status: failure.status >= 500 ? 503 : failure.status });
  }
}

/** Cancels through a mailed link: the confirmation, or why not. */
export async function cancelBackInStock(context: AppLoadContext, formData: FormData): Promise<{ ok: boolean; message: string }> {
  const parsed = cancelBackInStockSchema.safeParse({ token: formData.get('token') ?? undefined });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  try {
    const answer = await context.shop.send<BackInStockCancelData>('/back-in-stock/cancel', { token: parsed.data.token }, { auth: false });
    return { ok: true, message: answer.message ?? 'Your back-in-stock e-mails are cancelled.' };
  } catch (error) {
    return { ok: false, message: (await handleShopApiError(context, error)).message };
  }
}
