/**
 * POST /resources/wishlist: the heart on product cards and the product page, and Remove on the
 * wish-list page (intents add, delete). Visitors are sent to the login dialog instead.
 * Same answer style as /resources/cart: 303 back without JavaScript, data plus a
 * toast through a fetcher.
 */
import { answerForm } from '~/lib/forms/toast.server';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isFromJavaScript } from '~/lib/forms/js-marker';
import { WISHLIST_FIELDS, WISHLIST_INTENTS } from '~/lib/forms/cart-form';
import { parseWishlistForm } from '~/lib/validation/cart';
import { safeRedirect, withSearchParam } from '~/lib/security/safe-redirect';
import { handleShopApiError } from '~/lib/shop-api/client.server';
import { changeWishlist, type WishlistChange } from '~/lib/shopper/wishlist.server';

export const SIGN_IN_FOR_WISHLIST = 'Please sign in to use your wish list.';

export async function loader() {
  return redirect('/wish-list');
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get(WISHLIST_FIELDS.redirectTo), '/wish-list');
  const viaFetcher = isFromJavaScript(form);
  const session = context.session;

  // A refusal answers 200 here: the page revalidates, so the hearts show what the list holds.
  const answer = (ok: boolean, message: string) => answerForm(context.toast, { viaFetcher, redirectTo }, { ok, message }, 200);

  if (!session.isSignedIn) {
    return context.toast.redirectWithInfo(withSearchParam(redirectTo, 'dialog', 'login'), SIGN_IN_FOR_WISHLIST, { status: 303 });
  }

  const parsed = parseWishlistForm(form);
  if (!parsed.ok) return answer(false, parsed.message);
  const productId = parsed.value[WISHLIST_FIELDS.productId];
  const change: WishlistChange =
    parsed.value[WISHLIST_FIELDS.intent] === WISHLIST_INTENTS.add
      ? { intent: 'add', productId, variationId: parsed.value[WISHLIST_FIELDS.variationId] }
      : { intent: 'delete', productId };

  try {
    const result = await changeWishlist(context, change);
    return answer(result.ok, result.message);
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    return answer(false, failure.message);
  }
}
