/**
 * /payment?id={order_id}: where the card page sends the shopper back.
 *
 * Reading the result never changes anything (GET). Emptying the cart after a successful payment
 * is a POST to this route's action: with JavaScript the page sends it by itself as soon as it
 * shows 'Succeses!'; without JavaScript the 'Continue' button is that form's submit button.
 * See docs/decisions/0022-buying-payment-result.md.
 */
import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isFromJavaScript } from '~/lib/forms/js-marker';
import { personalPageHeaders } from '~/components/catalogue/route-headers';
import { Await, useLoaderData, type ShouldRevalidateFunctionArgs } from '@remix-run/react';
import { Suspense } from 'react';
import { PaymentResultView, PaymentSkeleton } from '~/components/checkout/PaymentResultView';
import { clearCartAfterPayment, parseId } from '~/lib/cart/cart.server';
import { CheckoutError, openPaymentPage } from '~/lib/checkout/checkout.server';
import { isScriptDataRequest, loadPaymentResult } from '~/lib/checkout/payment.server';
import { withSearchParam } from '~/lib/security/safe-redirect';
import { forcedSignOut, handleShopApiError, upstreamStatus } from '~/lib/shop-api/client.server';
import { originFromMatches, privatePageMeta } from '~/lib/seo/page-meta';
import { PAYMENT_FIELDS, PAYMENT_INTENTS } from '~/lib/forms/payment-form';
import { parsePaymentForm } from '~/lib/validation/payment';

// Never in search results (ADR 0100).
export const meta: MetaFunction = ({ matches }) => privatePageMeta(originFromMatches(matches), 'Payment');
export const headers = personalPageHeaders;

const ORDER_NOT_FOUND = '/order-not-found';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const orderId = parseId(url.searchParams.get('id'));
  if (orderId === null) throw redirect(ORDER_NOT_FOUND);

  const session = context.session;
  if (!session.isSignedIn) {
    // An order is only shown to its owner: ask for a login and come back here.
    if (url.searchParams.get('dialog') !== 'login') {
      throw redirect(withSearchParam(url.pathname + url.search, 'dialog', 'login'));
    }
    return { orderId, signedIn: false as const, result: null };
  }

  const pending = loadPaymentResult(context, orderId);
  if (isScriptDataRequest(request)) return { orderId, signedIn: true as const, result: pending };

  const result = await pending;
  if (result.kind === 'not-found') throw redirect(ORDER_NOT_FOUND);
  if (result.kind === 'error' && result.status === 401) throw await forcedSignOut(context);
  return data({ orderId, signedIn: true as const, result }, { status: result.kind === 'error' ? upstreamStatus(result) : 200 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const orderId = parseId(url.searchParams.get('id'));
  if (orderId === null) throw redirect(ORDER_NOT_FOUND, 303);
  const form = await request.formData();
  const viaFetcher = isFromJavaScript(form);
  const parsed = parsePaymentForm(form);
  // A form this page never renders: refused with its message (400 for a fetcher, a toast without JavaScript).
  if (!parsed.ok) {
    return viaFetcher
      ? context.toast.jsonWithError({ cleared: false, message: parsed.message }, parsed.message, { status: 400 })
      : context.toast.redirectWithError(url.pathname + url.search, parsed.message, { status: 303 });
  }
  const intent = parsed.value[PAYMENT_FIELDS.intent];
  const session = context.session;
  if (!session.isSignedIn) throw redirect(withSearchParam(url.pathname + url.search, 'dialog', 'login'), 303);

  const result = await loadPaymentResult(context, orderId);
  if (result.kind === 'not-found') throw redirect(ORDER_NOT_FOUND, 303);
  if (result.kind === 'error') {
    if (result.status === 401) throw await forcedSignOut(context);
    return viaFetcher
      ? data({ cleared: false, message: result.message }, { status: 502 })
      : context.toast.redirectWithError(url.pathname + url.search, result.message, { status: 303 });
  }

  if (intent === PAYMENT_INTENTS.clearCart) {
    // Only a paid order empties the cart, whatever the form says.
    if (result.kind === 'status' && result.status === 'Success') {
      try {
        await clearCartAfterPayment(context, orderId);
      } catch (error) {
        const failure = await handleShopApiError(context, error);
        return viaFetcher
          ? data({ cleared: false, message: failure.message }, { status: 502 })
          : context.toast.redirectWithError('/', failure.message, { status: 303 });
      }
    }
    return viaFetcher ? data({ cleared: true, message: null }) : redirect('/', { status: 303 });
  }

  if (intent === PAYMENT_INTENTS.retry && result.kind === 'status' && result.status !== 'Success') {
    try {
      return redirectDocument(await openPaymentPage(context, orderId), 303);
    } catch (error) {
      const message = error instanceof CheckoutError ? error.message : (await handleShopApiError(context, error)).message;
      return context.toast.redirectWithError(url.pathname + url.search, message, { status: 303 });
    }
  }
  return redirect(url.pathname + url.search, 303);
}

/** Emptying the cart changes nothing about the order: keep the result on screen (no skeleton flash). */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get(PAYMENT_FIELDS.intent) === PAYMENT_INTENTS.clearCart) return false;
  return defaultShouldRevalidate;
}

export default function PaymentPage() {
  const { orderId, signedIn, result } = useLoaderData<typeof loader>();
  if (!signedIn || !result) return <SignInToSeeOrder orderId={orderId} />;
  return (
    <section className="container payment-result">
      <Suspense fallback={<PaymentSkeleton />}>
        <Await resolve={result}>{(resolved) => <PaymentResultView orderId={orderId} result={resolved} />}</Await>
      </Suspense>
    </section>
  );
}

function SignInToSeeOrder({ orderId }: { orderId: number }) {
  return (
    <section className="container status-page">
      <h1 className="status-page__title">Log in to see your order</h1>
      <p>The result of order #{orderId} is shown to the account that placed it.</p>
    </section>
  );
}
