/**
 * The payment result's form (app/routes/payment.tsx): its field names and intents, the one place
 * they are written. The result page, the order page's 'Pay now' and the action's zod schema
 * (app/lib/validation/payment.ts) use these. No zod here, as in cart-form.ts, so the pages that
 * show the form do not load the validation library.
 */
export const PAYMENT_FIELDS = { intent: 'intent' } as const;
export const PAYMENT_INTENTS = { clearCart: 'clear-cart', retry: 'retry' } as const;
