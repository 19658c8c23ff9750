/**
 * POST /resources/promo-code: apply (intent apply, field code) or remove (intent remove) the
 * cart's discount code, from the cart page.
 *
 * As /resources/cart does: without JavaScript a 303 back to `redirectTo` with the toast; with
 * JavaScript (`via=fetcher`) the answer is data plus the toast, and the page revalidates.
 */
import { answerForm } from '~/lib/forms/toast.server';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { loadCart } from '~/lib/cart/cart.server';
import { PROMO_FIELDS, PROMO_INTENTS } from '~/lib/forms/promo-code-form';
import { isFromJavaScript } from '~/lib/forms/js-marker';
import { applyPromoCode, removePromoCode, type PromoCodeResult } from '~/lib/cart/promotions.server';
import { safeRedirect } from '~/lib/security/safe-redirect';
import { handleShopApiError, upstreamStatus } from '~/lib/shop-api/client.server';

/** A GET (a typed URL, a crawler) changes nothing: back to the cart. */
export async function loader() {
  return redirect('/your-shopping-cart');
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get(PROMO_FIELDS.redirectTo), '/your-shopping-cart');
  const viaFetcher = isFromJavaScript(form);

  const answer = (result: PromoCodeResult, status?: number) => answerForm(context.toast, { viaFetcher, redirectTo }, result, status);

  if (form.get(PROMO_FIELDS.intent) === PROMO_INTENTS.remove) return answer(removePromoCode(context));
  const code = form.get(PROMO_FIELDS.code);
  try {
    return answer(await applyPromoCode(context, await loadCart(context), typeof code === 'string' ? code : ''));
  } catch (error) {
    // Too many unknown codes (429) and an unreachable API answer their own message.
    const failure = await handleShopApiError(context, error);
    return answer({ ok: false, message: failure.message }, upstreamStatus(failure));
  }
}
