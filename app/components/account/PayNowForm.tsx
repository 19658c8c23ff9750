import { Form } from '@remix-run/react';
import { PAYMENT_FIELDS, PAYMENT_INTENTS } from '~/lib/forms/payment-form';

/**
 * 'Pay now' for an unpaid order on My orders: a plain POST to the payment result's retry
 * (app/routes/payment.tsx), which opens a new payment and answers a 303 to the card page, with
 * JavaScript and without. The order number completes the button's name, so a list of them is
 * told apart by a screen reader.
 */
export function PayNowForm({ orderId, className }: { orderId: number; className?: string }) {
  return (
    <Form method="post" action={`/payment?id=${orderId}`} className={className}>
      <input type="hidden" name={PAYMENT_FIELDS.intent} value={PAYMENT_INTENTS.retry} />
      <button type="submit" className="btn btn--primary">
        Pay now<span className="visually-hidden"> for order #{orderId}</span>
      </button>
    </Form>
  );
}
