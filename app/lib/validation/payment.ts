/**
 * The payment result's form as a zod schema, parsed with conform on the server (`parseWithZod`):
 * a discriminated union on `intent` (empty the cart after a paid order, or a new payment attempt).
 * Built on the field names of app/lib/forms/payment-form.ts; anything else is refused with
 * PAYMENT_FORM_MESSAGES.unknownAction, which the action answers as a 400 (or a toast without JavaScript).
 */
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { PAYMENT_FIELDS, PAYMENT_INTENTS } from '~/lib/forms/payment-form';
import { firstRefusal, type FormParse } from './form-refusal';

export const PAYMENT_FORM_MESSAGES = { unknownAction: 'Unknown payment action' } as const;

const paymentFormSchema = z.discriminatedUnion(
  PAYMENT_FIELDS.intent,
  [
    z.object({ [PAYMENT_FIELDS.intent]: z.literal(PAYMENT_INTENTS.clearCart) }),
    z.object({ [PAYMENT_FIELDS.intent]: z.literal(PAYMENT_INTENTS.retry) }),
  ],
  { errorMap: () => ({ message: PAYMENT_FORM_MESSAGES.unknownAction }) },
);
type PaymentFormValues = z.output<typeof paymentFormSchema>;

export function parsePaymentForm(form: FormData): FormParse<PaymentFormValues> {
  return firstRefusal(
    parseWithZod(form, { schema: paymentFormSchema, disableAutoCoercion: true }),
    [PAYMENT_FIELDS.intent],
    PAYMENT_FORM_MESSAGES.unknownAction,
  );
}
