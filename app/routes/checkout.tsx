import { parseWithZod } from '@conform-to/zod';
import { data, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { CheckoutForm } from '~/components/checkout/CheckoutForm';
import { CheckoutSignInBanner } from '~/components/checkout/CheckoutSignInBanner';
import { pickupReadyFor } from '~/lib/catalogue/pickup-ready.server';
import {
  CheckoutError,
  checkoutValuesFrom,
  clearCheckoutDraft,
  deliveryTypeOf,
  idempotencyKeyFrom,
  loadSavedBillingAddress,
  placeOrderAndStartPayment,
  readCheckoutDraft,
  saveCheckoutDraft,
} from '~/lib/checkout/checkout.server';
import { ShopApiError, handleShopApiError, loadOrError } from '~/lib/shop-api/client.server';
import {
  API_ADDRESS_FIELDS,
  API_ORDER_NOTES_FIELD,
  checkoutSchema,
  type CheckoutField,
  type CheckoutFormValues,
} from '~/lib/validation/checkout';
import { ORDER_GUARD_ID, type loader as guardLoader } from './order-guard';
import { originFromMatches, privatePageMeta } from '~/lib/seo/page-meta';

export const LOGIN_TO_ORDER = 'Please log in to place your order.';

// Never in search results (ADR 0100).
export const meta: MetaFunction = ({ matches }) => privatePageMeta(originFromMatches(matches), 'Checkout');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = context.session;
  const [saved, draft, pickupReady] = await Promise.all([
    session.isSignedIn ? loadOrError(context, loadSavedBillingAddress(context.shop)) : null,
    readCheckoutDraft(context, request),
    pickupReadyFor(context),
  ]);
  // What the shopper typed before being asked to log in wins over the saved address.
  const defaults: CheckoutFormValues = { ...(saved?.data ?? {}), ...withoutEmpty(draft ?? {}) };
  if (!defaults.email && session.user) defaults.email = session.user.user_email;
  return {
    deliveryType: deliveryTypeOf(session),
    pickupReady,
    defaults,
    // One key per checkout page: a double submit of this form places one order.
    idempotencyKey: crypto.randomUUID(),
    account: session.isSignedIn ? ('user' as const) : session.isGuest ? ('guest' as const) : ('anonymous' as const),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const session = context.session;
  const deliveryType = deliveryTypeOf(session);
  const submission = parseWithZod(form, { schema: checkoutSchema(deliveryType) });
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 });
  }

  // Guests and anonymous visitors log in first; what they typed waits for them.
  if (!session.isSignedIn) {
    const draft = await saveCheckoutDraft(context, checkoutValuesFrom(form));
    return context.toast.redirectWithInfo('/checkout?dialog=login', LOGIN_TO_ORDER, {
      status: 303,
      headers: draft ? { 'Set-Cookie': draft } : undefined,
    });
  }

  try {
    const { paymentUrl } = await placeOrderAndStartPayment(context, {
      deliveryType,
      values: submission.value,
      idempotencyKey: idempotencyKeyFrom(form.get('idempotency_key')),
    });
    // A document redirect: the payment page is not a route of this app, even on the same origin.
    return redirectDocument(paymentUrl, { status: 303, headers: { 'Set-Cookie': await clearCheckoutDraft(context) } });
  } catch (error) {
    if (error instanceof CheckoutError) {
      return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
    }
    const failure = await handleShopApiError(context, error);
    return data(
      { result: submission.reply({ formErrors: [failure.message], fieldErrors: fieldErrorsFrom(failure) }) },
      { status: failure.status >= 500 ? 502 : 400 },
    );
  }
}

export default function CheckoutPage() {
  const { deliveryType, pickupReady, defaults, idempotencyKey, account } = useLoaderData<typeof loader>();
  const guard = useRouteLoaderData<typeof guardLoader>(ORDER_GUARD_ID);
  const actionData = useActionData<typeof action>();
  const cart = guard?.cart;
  const savings = guard?.savings ?? null;

  return (
    <section className="container checkout">
      <h1 className="page-title">Checkout</h1>
      {account !== 'user' && <CheckoutSignInBanner guest={account === 'guest'} />}
      {/* The guard reads the cart for /checkout or throws, so it is always here. */}
      {cart && (
        <CheckoutForm
          cart={cart}
          savings={savings}
          deliveryType={deliveryType}
          pickupReady={pickupReady}
          defaults={defaults}
          idempotencyKey={idempotencyKey}
          lastResult={actionData?.result ?? null}
        />
      )}
    </section>
  );
}

function withoutEmpty(values: CheckoutFormValues): CheckoutFormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as CheckoutFormValues;
}

/** The API names its fields billing_*; the form keeps its own names (API_ADDRESS_FIELDS maps them). */
const API_FIELDS: Record<string, CheckoutField> = {
  ...Object.fromEntries(Object.entries(API_ADDRESS_FIELDS).map(([field, apiName]) => [`billing_${apiName}`, field])),
  [API_ORDER_NOTES_FIELD]: 'orderNotes',
};

function fieldErrorsFrom(error: ShopApiError): Record<string, string[]> {
  const body = error.body as { errors?: Record<string, string[]> } | undefined;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(body?.errors ?? {})) {
    const field = API_FIELDS[key];
    if (field && Array.isArray(messages)) errors[field] = messages;
  }
  return errors;
}
