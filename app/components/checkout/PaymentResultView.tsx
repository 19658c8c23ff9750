import { Form, Link, Navigate, useFetcher } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { JS_MARKER } from '~/lib/forms/js-marker';
import { OrderSummaryView } from './OrderSummaryView';
import { useDialogHref } from '~/components/dialogs/dialog-url';
import type { PaymentResult } from '~/lib/checkout/payment.server';
import { PAYMENT_FIELDS, PAYMENT_INTENTS } from '~/lib/forms/payment-form';

const SUCCESS_TITLE = 'Succeses!';
const SUCCESS_TEXT = 'Your order is successfully placed.';
const FAILURE_TITLE = 'Payment failed!';
const FAILURE_TEXT = 'Oops! Something went wrong, and your payment couldn’t be processed.';

/** Success, failure or pending, from the order's payment_status. */
export function PaymentResultView({ orderId, result }: { orderId: number; result: PaymentResult }) {
  if (result.kind === 'not-found') return <Navigate to="/order-not-found" replace />;
  if (result.kind === 'error') {
    return (
      <div className="status-page">
        <p className="page-error" role="alert">
          Error: {result.message}
        </p>
      </div>
    );
  }
  const summary = result.order ? <OrderSummaryView orderId={orderId} order={result.order} /> : null;
  if (result.status === 'Success') return <PaymentSucceeded orderId={orderId} summary={summary} />;
  return <PaymentNotCompleted orderId={orderId} failed={result.status === 'Failure'} summary={summary} />;
}

function PaymentSucceeded({ orderId, summary }: { orderId: number; summary: ReactNode }) {
  const clear = useFetcher({ key: `payment-clear-cart:${orderId}` });
  const action = `/payment?id=${orderId}`;

  // With JavaScript the cart is emptied as soon as the success shows (a POST, never the GET),
  // once per order: the fetcher's own state changes would otherwise resubmit it.
  const clearedFor = useRef<number | null>(null);
  useEffect(() => {
    if (clearedFor.current === orderId || clear.state !== 'idle' || clear.data) return;
    clearedFor.current = orderId;
    clear.submit({ [PAYMENT_FIELDS.intent]: PAYMENT_INTENTS.clearCart, [JS_MARKER.name]: JS_MARKER.value }, { method: 'post', action });
  }, [orderId, action, clear]);

  return (
    <div className="status-page payment-result__card payment-result__card--success">
      <svg className="payment-result__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="m14 25 7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 className="status-page__title">{SUCCESS_TITLE}</h1>
      <p>{SUCCESS_TEXT}</p>
      {summary ?? <p className="payment-result__order">Order #{orderId}</p>}
      {/* The shop API already took the paid lines out of the cart (0070); Continue repeats it harmlessly. */}
      <Form method="post" action={action} className="status-page__actions">
        <input type="hidden" name={PAYMENT_FIELDS.intent} value={PAYMENT_INTENTS.clearCart} />
        <button type="submit" className="btn btn--primary">
          Continue
        </button>
      </Form>
    </div>
  );
}

function PaymentNotCompleted({ orderId, failed, summary }: { orderId: number; failed: boolean; summary: ReactNode }) {
  const dialogHref = useDialogHref();
  return (
    <div className="status-page payment-result__card payment-result__card--failure">
      <svg className="payment-result__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M16 16l16 16M32 16 16 32" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      <h1 className="status-page__title">{failed ? FAILURE_TITLE : 'Payment not completed'}</h1>
      <p>{failed ? FAILURE_TEXT : 'We have not received the payment for this order yet.'}</p>
      {summary ?? <p className="payment-result__order">Order #{orderId}</p>}
      <div className="status-page__actions">
        <Form method="post" action={`/payment?id=${orderId}`}>
          <input type="hidden" name={PAYMENT_FIELDS.intent} value={PAYMENT_INTENTS.retry} />
          <button type="submit" className="btn btn--primary">
            Try payment again
          </button>
        </Form>
        <Link to="/your-shopping-cart" className="btn btn--secondary">
          Back to Cart
        </Link>
      </div>
      <p className="payment-result__support">
        Need help? <Link to={dialogHref('contact-us')}>Contact Support</Link>
      </p>
    </div>
  );
}

export function PaymentSkeleton() {
  return (
    <div className="status-page" role="status" aria-label="Checking your payment">
      <div className="buying-skeleton payment-skeleton__icon" />
      <div className="buying-skeleton payment-skeleton__title" />
      <div className="buying-skeleton payment-skeleton__text" />
      <div className="buying-skeleton payment-skeleton__button" />
    </div>
  );
}
