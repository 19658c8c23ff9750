import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useFetcher } from '@remix-run/react';
import { clearErrorOnEdit } from '~/components/dialogs/dialog-form';
import { Field, FormErrors } from '~/components/ui/Field';
import type { BackInStockActionData } from '~/lib/shopper/back-in-stock.server';
import type { ProductDetail, ProductVariation } from '~/lib/shop-api/types';
import { BACK_IN_STOCK_INTENT, shopperBackInStockSchema, visitorBackInStockSchema } from '~/lib/validation/back-in-stock';
import { isAvailable } from './variations';

/**
 * "E-mail me when it's back" for each sold-out size of the product page. One form per such size,
 * shown by CSS when its size is checked in the buy box (product.css), so it follows the choice
 * with or without JavaScript. A plain POST to the product page's action; a fetcher once hydrated.
 * `answer` is that action's answer to a plain POST.
 */
export function BackInStockForms({
  product,
  signedIn,
  answer,
}: {
  product: ProductDetail;
  signedIn: boolean;
  answer: BackInStockActionData | undefined;
}) {
  return (
    <div className="back-in-stock-forms">
      {product.variations.map((variation, index) =>
        isAvailable(variation) && variation.stock <= 0 ? (
          <BackInStockForm
            key={variation.variation_id}
            productId={product.id}
            variation={variation}
            sizeIndex={index + 1}
            signedIn={signedIn}
            initial={answer?.variationId === variation.variation_id ? answer : undefined}
          />
        ) : null,
      )}
    </div>
  );
}

function BackInStockForm({
  productId,
  variation,
  sizeIndex,
  signedIn,
  initial,
}: {
  productId: number;
  variation: ProductVariation;
  sizeIndex: number;
  signedIn: boolean;
  initial: BackInStockActionData | undefined;
}) {
  const id = `back-in-stock-${variation.variation_id}`;
  const fetcher = useFetcher<BackInStockActionData>({ key: id });
  const answer = fetcher.data ?? initial;
  // Typed as the visitor's (a superset): a signed-in shopper's form simply has no address field.
  const schema = (signedIn ? shopperBackInStockSchema : visitorBackInStockSchema) as typeof visitorBackInStockSchema;
  const [form, fields] = useForm({
    id,
    lastResult: answer?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const busy = fetcher.state !== 'idle';
  return (
    <div className="back-in-stock" data-size-index={sizeIndex} data-testid="back-in-stock">
      <div role="status">{answer?.success && <p className="form-message form-message--success">{answer.success}</p>}</div>
      {!answer?.success && (
        <fetcher.Form
          method="post"
          action={`/product/${productId}?${new URLSearchParams({ variation: String(variation.variation_id) })}`}
          className="back-in-stock__form"
          {...getFormProps(form)}
          aria-label={`Back in stock: ${variation.size}`}
          noValidate
          onInput={(event) => clearErrorOnEdit(form, fields, event.target)}
        >
          <p className="back-in-stock__intro">{variation.size} is sold out. We can e-mail you once when it is back.</p>
          <input type="hidden" name="intent" value={BACK_IN_STOCK_INTENT} />
          <input type="hidden" name="variation_id" value={variation.variation_id} />
          <FormErrors errors={form.errors} id={form.errorId} />
          {!signedIn && <Field meta={fields.email_address} label="Email address" type="email" autoComplete="email" />}
          <button
            type="submit"
            className="btn btn--secondary"
            disabled={busy}
            aria-describedby={form.errors?.length ? form.errorId : undefined}
          >
            E-mail me when it&apos;s back
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}
