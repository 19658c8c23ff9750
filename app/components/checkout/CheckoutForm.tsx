import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { CartView } from '~/lib/cart/cart-math';
import type { CartSavings } from '~/lib/shop-api/types';
import { CHECKOUT_FIELD_ORDER, checkoutSchema, type CheckoutFormValues, type DeliveryType } from '~/lib/validation/checkout';
import { CountryField } from './CountryField';
import { FullScreenLoader } from './FullScreenLoader';
import { TextField } from './TextField';
import { YourOrder } from './YourOrder';

/** The first errored field gets focus after this delay (docs/product.md, "Form rules"). */
const FOCUS_DELAY_MS = 500;

/**
 * 'Billing Details', 'Additional Information' and 'Your Order' in one form posting to the
 * checkout action. conform validates with the shared schema as the shopper types (with
 * JavaScript); the action validates again and answers the same messages without it.
 */
export function CheckoutForm({
  cart,
  savings,
  deliveryType,
  pickupReady = null,
  defaults,
  idempotencyKey,
  lastResult,
}: {
  cart: CartView;
  savings: CartSavings | null;
  deliveryType: DeliveryType;
  /** "Ready today after 4 pm" for a pickup (ADR 0155). */
  pickupReady?: string | null;
  defaults: CheckoutFormValues;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const schema = checkoutSchema(deliveryType);
  const [form, fields] = useForm({
    id: 'checkout',
    lastResult,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const focusFirstError = useFocusFirstError(fields);

  // A submission the server refused (JavaScript on) also sends the shopper to the first error.
  useEffect(() => {
    if (lastResult?.error) focusFirstError();
  }, [lastResult, focusFirstError]);

  const navigation = useNavigation();
  const placing = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction === '/checkout';

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    // conform cancels the submit when the fields do not pass the schema.
    if (event.defaultPrevented) focusFirstError();
  };
  const delivery = deliveryType === 'delivery';

  return (
    <Form method="post" action="/checkout" {...formProps} onSubmit={onSubmit} noValidate className="checkout__form">
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <div className="checkout__details">
        <section aria-labelledby="billing-title">
          <h2 id="billing-title" className="checkout__section-title">
            Billing Details
          </h2>
          {form.errors && (
            <p className="form-message form-message--error" role="alert" id={form.errorId}>
              {form.errors[0]}
            </p>
          )}
          <div className="form-row">
            <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
            <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
          </div>
          {delivery && (
            <>
              <TextField field={fields.companyName} label="Company name (optional)" autoComplete="organization" optional />
              <CountryField field={fields.country} />
              <TextField
                field={fields.address}
                label="Street address"
                autoComplete="address-line1"
                placeholder="House number and street name"
              />
              <TextField field={fields.apartment} label="Apartment, suite, unit, etc. (optional)" autoComplete="address-line2" optional />
              <TextField field={fields.city} label="Town / City" autoComplete="address-level2" />
              {/* 'Country (Optional)' on the state field is deliberate (ADR 0023). */}
              <TextField field={fields.state} label="Country (Optional)" autoComplete="address-level1" optional />
              <TextField field={fields.postCode} label="Post code" autoComplete="postal-code" />
            </>
          )}
          <div className="form-row">
            <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
            <TextField field={fields.email} label="Email address" type="email" autoComplete="email" />
          </div>
        </section>
        <section aria-labelledby="additional-title">
          <h2 id="additional-title" className="checkout__section-title">
            Additional Information
          </h2>
          <TextField
            field={fields.orderNotes}
            label="Order notes (optional)"
            placeholder="Notes about your order, e.g. special notes for delivery."
            optional
            multiline
          />
        </section>
      </div>
      <aside className="checkout__summary">
        <YourOrder lines={cart.items} subtotal={cart.subtotal} savings={savings} deliveryType={deliveryType} pickupReady={pickupReady}>
          <button type="submit" className="btn btn--primary btn--block checkout__place" disabled={placing}>
            Place Order
          </button>
        </YourOrder>
      </aside>
      {placing && <FullScreenLoader />}
    </Form>
  );
}

type Fields = ReturnType<typeof useForm<CheckoutFormValues>>[1];

/**
 * Scrolls to and focuses the first field (in page order) that shows an error, after 500 ms, unless
 * the shopper has moved to a field of their own meanwhile: focus never jumps away from where they
 * are typing (on a slow phone the 500 ms can end after they started).
 */
function useFocusFirstError(fields: Fields) {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  useEffect(() => () => clearTimeout(timer.current), []);
  const focus = useRef(() => {
    clearTimeout(timer.current);
    const focusedBefore = document.activeElement;
    timer.current = setTimeout(() => {
      if (document.activeElement !== focusedBefore) return;
      const first = CHECKOUT_FIELD_ORDER.map((name) => fieldsRef.current[name]).find((f) => f?.errors?.length);
      const element = first ? document.getElementById(first.id) : null;
      if (!element) return;
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
      element.focus({ preventScroll: true });
    }, FOCUS_DELAY_MS);
  });
  return focus.current;
}
