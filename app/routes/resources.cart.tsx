/**
 * POST /resources/cart: every cart change (intents add, buy-now, update, delete) from product
 * cards, the product page, the wish list, the slide-over and the cart page.
 *
 * Without JavaScript the form posts here and gets a 303 back to `redirectTo` with a toast.
 * With JavaScript the same form posts through a fetcher (it adds `via=fetcher`): the answer is
 * data plus the toast, and the page stays where it is while Remix revalidates the badges.
 */
import { answerForm } from '~/lib/forms/toast.server';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { isFromJavaScript } from '~/lib/forms/js-marker';
import type { CartLoadResult } from '~/lib/cart/cart-math';
import { QUANTITY_TOO_LOW } from '~/lib/cart/cart-math';
import { CART_FIELDS, CART_INTENTS } from '~/lib/forms/cart-form';
import { parseCartForm } from '~/lib/validation/cart';
import { changeCart, loadCart, type CartChange, type CartFormResult } from '~/lib/cart/cart.server';
import { safeRedirect, withSearchParam } from '~/lib/security/safe-redirect';
import { handleShopApiError, upstreamStatus } from '~/lib/shop-api/client.server';

export const BUY_NOW_FAILED = 'Something went wrong!';
export const SIGN_IN_TO_BUY = 'Please sign in to buy now.';

/** The cart as data, for the header's slide-over (fetcher.load). Reading never changes it. */
export async function loader({ context }: LoaderFunctionArgs): Promise<CartLoadResult> {
  try {
    return { cart: await loadCart(context), error: null };
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    return { cart: null, error: failure.message };
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get(CART_FIELDS.redirectTo), '/your-shopping-cart');
  const viaFetcher = isFromJavaScript(form);
  const session = context.session;
  const parsed = parseCartForm(form);

  // A fetcher gets the refusal's own status (400 bad quantity, 409 already in the cart, 413 a full
  // visitor cart, 5xx from the API); a plain form gets the 303 back with the toast.
  const answer = async (result: CartFormResult, status?: number) => answerForm(context.toast, { viaFetcher, redirectTo }, result, status);

  if (!parsed.ok) return answer(parsed);
  const fields = parsed.value;
  const intent = fields[CART_FIELDS.intent];
  const productId = fields[CART_FIELDS.productId];
  const uid = fields[CART_FIELDS.uid];

  // Buy Now is for signed-in shoppers; everyone else is asked to sign in first.
  if (intent === CART_INTENTS.buyNow && !session.isSignedIn) {
    return context.toast.redirectWithInfo(withSearchParam(redirectTo, 'dialog', 'login'), SIGN_IN_TO_BUY, { status: 303 });
  }
  if (fields.intent === CART_INTENTS.remove) return applyChange({ intent: 'delete', productId, uid });

  const quantity = fields[CART_FIELDS.quantity];
  if (quantity === null) return answer({ ok: false, message: QUANTITY_TOO_LOW });
  return applyChange(
    fields.intent === CART_INTENTS.update
      ? { intent: 'update', productId, uid, quantity }
      : { intent: 'add', productId, uid, variationId: fields[CART_FIELDS.variationId], quantity },
  );

  async function applyChange(change: CartChange) {
    try {
      const result = await changeCart(context, change);
      if (intent === CART_INTENTS.buyNow) {
        // A product already in the cart is fine for Buy Now: the shopper wants to pay for it.
        if (result.ok || result.status === 409) return redirect('/checkout', 303);
        return answer({ ok: false, message: BUY_NOW_FAILED });
      }
      return result.ok ? answer({ ok: true, message: result.message }) : answer({ ok: false, message: result.message }, result.status);
    } catch (error) {
      const failure = await handleShopApiError(context, error);
      return answer({ ok: false, message: intent === CART_INTENTS.buyNow ? BUY_NOW_FAILED : failure.message }, upstreamStatus(failure));
    }
  }
}
