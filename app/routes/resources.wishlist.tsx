/**
 * POST /resources/wishlist: the heart on product cards and the product page, and Remove on the
 * wish-list page (intents add, delete). Visitors are sent to the login dialog instead (spec
 * section 5). Same answer style as /resources/cart: 303 back without JavaScript, data plus a
 * toast through a fetcher.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isFromJavaScript } from '~/lib/js-marker';
import { parseId } from '~/lib/cart.server';
import { safeRedirect, withSearchParam } from '~/lib/safe-redirect';
import { handleShopApiError } from '~/lib/shop-api.server';
import { changeWishlist, type WishlistChange } from '~/lib/wishlist.server';

export const SIGN_IN_FOR_WISHLIST = 'Please sign in to use your wish list.';

export async function loader() {
  return redirect('/wish-list');
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get('redirectTo'), '/wish-list');
  const viaFetcher = isFromJavaScript(form);
  const shop = context.session;

  const answer = (ok: boolean, message: string) => {
    if (viaFetcher)
      return ok ? context.toast.jsonWithSuccess({ ok, message }, message) : context.toast.jsonWithError({ ok, message }, message);
    return ok
      ? context.toast.redirectWithSuccess(redirectTo, message, { status: 303 })
      : context.toast.redirectWithError(redirectTo, message, { status: 303 });
  };

  if (!shop.isSignedIn) {
    return context.toast.redirectWithInfo(withSearchParam(redirectTo, 'dialog', 'login'), SIGN_IN_FOR_WISHLIST, { status: 303 });
  }

  const intent = form.get('intent');
  const productId = parseId(form.get('product_id'));
  if ((intent !== 'add' && intent !== 'delete') || productId === null) return answer(false, 'Product not found');
  const variation = form.get('variation_id');
  const change: WishlistChange =
    intent === 'add'
      ? { intent, productId, variationId: typeof variation === 'string' && variation ? parseId(variation) : null }
      : { intent, productId };

  try {
    const result = await changeWishlist(context, change);
    return answer(result.ok, result.message);
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    return answer(false, failure.message);
  }
}
