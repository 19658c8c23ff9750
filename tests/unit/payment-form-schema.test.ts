import { describe, expect, it } from 'vitest';
import { PAYMENT_FIELDS, PAYMENT_INTENTS } from '~/lib/forms/payment-form';
import { JS_MARKER } from '~/lib/forms/js-marker';
import { PAYMENT_FORM_MESSAGES, parsePaymentForm } from '~/lib/validation/payment';

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

describe('the payment form schema', () => {
  it.each([PAYMENT_INTENTS.clearCart, PAYMENT_INTENTS.retry])('reads the %s intent', (intent) => {
    expect(parsePaymentForm(form({ [PAYMENT_FIELDS.intent]: intent }))).toEqual({ ok: true, value: { [PAYMENT_FIELDS.intent]: intent } });
  });

  it('reads the JavaScript marker past, and only the intent', () => {
    const parsed = parsePaymentForm(form({ [PAYMENT_FIELDS.intent]: PAYMENT_INTENTS.clearCart, [JS_MARKER.name]: JS_MARKER.value }));
    expect(parsed).toEqual({ ok: true, value: { [PAYMENT_FIELDS.intent]: PAYMENT_INTENTS.clearCart } });
  });

  it.each([
    [{}],
    [{ [PAYMENT_FIELDS.intent]: '' }],
    [{ [PAYMENT_FIELDS.intent]: 'refund' }],
    [{ [PAYMENT_FIELDS.intent]: 'CLEAR-CART' }],
    [{ [PAYMENT_FIELDS.intent]: [PAYMENT_INTENTS.clearCart, PAYMENT_INTENTS.retry] }],
  ])('refuses %o as an unknown payment action', (fields) => {
    expect(parsePaymentForm(form(fields))).toEqual({ ok: false, message: PAYMENT_FORM_MESSAGES.unknownAction });
  });
});
