import { useEffect, useId, useState, type FocusEvent, type FormEvent } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { MIN_QUANTITY, parseQuantity, quantityProblem } from '~/lib/cart/cart-math';
import { ReturnHereFields } from '~/components/forms/ReturnHereFields';
import { pendingQuantity, useCartLineFetcher } from './line-fetcher';
import { CART_FIELDS, CART_INTENTS } from '~/lib/forms/cart-form';

interface QuantityLine {
  uid: string;
  product_id: number;
  quantity: number;
  product_title: string;
  /** The line's stock, when known: a typed quantity above it is explained before it is sent. */
  product_stock?: number;
}

/**
 * Minus / typed number / plus for one cart line (minus disabled at 1 or less,
 * both disabled while the line updates, typed numbers accepted, minimum 1).
 *
 * Two forms so that it works without JavaScript: the minus and plus buttons submit the "step"
 * form with the new quantity as their value; the number field belongs (via `form=`) to the "set"
 * form whose default button is Update, so pressing Enter in the field never counts as a minus.
 * With JavaScript both post through the line's fetcher and a typed number is sent on blur or
 * Enter. One that cannot be bought (below 1, above the stock) shows its reason beside the field
 * as it is typed; on blur or Enter it is not sent, and the field goes back to the cart's quantity
 * with the reason kept beside it, so the field never shows a number the cart did not take. The
 * cart's own quantity is not sent again either (no 'Cart Updated' for nothing). Without
 * JavaScript the cart action refuses it with the same words.
 */
export function QuantityControl({ line, compact = false }: { line: QuantityLine; compact?: boolean }) {
  const fetcher = useCartLineFetcher(line.uid);
  const hydrated = useHydrated();
  const id = useId();
  const stepFormId = `${id}-step`;
  const setFormId = `${id}-set`;

  const busy = fetcher.state !== 'idle';
  const quantity = pendingQuantity(fetcher) || line.quantity;
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  // A refused change (the stock fell meanwhile, say) leaves the line as it was: show that again.
  const refused = fetcher.state === 'idle' && (fetcher.data as { ok?: boolean } | undefined)?.ok === false;
  useEffect(() => {
    if (refused) setDraft(String(line.quantity));
  }, [refused, line.quantity]);
  const problem = hydrated ? quantityProblem(draft, line.product_stock) : null;
  // Why the last typed number was not sent, shown until the field is edited again.
  const [refusal, setRefusal] = useState<string | null>(null);
  const reason = problem ?? refusal;
  const errorId = `${id}-error`;

  const hidden = (
    <>
      <input type="hidden" name={CART_FIELDS.intent} value={CART_INTENTS.update} />
      <input type="hidden" name={CART_FIELDS.productId} value={line.product_id} />
      <input type="hidden" name={CART_FIELDS.uid} value={line.uid} />
      <input type="hidden" name={CART_FIELDS.previousQuantity} value={line.quantity} />
      <ReturnHereFields name={CART_FIELDS.redirectTo} />
    </>
  );

  /** True when the typed number should be sent; otherwise puts the cart's quantity back. */
  const acceptTyped = () => {
    if (!problem && parseQuantity(draft) !== quantity) return true;
    setDraft(String(quantity));
    if (problem) setRefusal(problem);
    return false;
  };
  const submitTyped = (event: FocusEvent<HTMLInputElement>) => {
    if (acceptTyped()) event.currentTarget.form?.requestSubmit();
  };
  const holdRefused = (event: FormEvent<HTMLFormElement>) => {
    if (!acceptTyped()) event.preventDefault();
  };

  return (
    <div className={compact ? 'qty qty--compact' : 'qty'} data-loading={busy || undefined}>
      <fetcher.Form method="post" action="/resources/cart" id={stepFormId} className="qty__step">
        {hidden}
      </fetcher.Form>
      <fetcher.Form method="post" action="/resources/cart" id={setFormId} className="qty__set" onSubmit={holdRefused}>
        {hidden}
      </fetcher.Form>
      <button
        type="submit"
        form={stepFormId}
        name={CART_FIELDS.quantity}
        value={quantity - 1}
        className="qty__button"
        disabled={busy || quantity <= MIN_QUANTITY}
        aria-label={`Decrease quantity of ${line.product_title}`}
      >
        −
      </button>
      <input
        form={setFormId}
        type="number"
        name={CART_FIELDS.quantity}
        inputMode="numeric"
        step={1}
        className="qty__input"
        value={draft}
        readOnly={busy}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setRefusal(null);
        }}
        onBlur={hydrated ? submitTyped : undefined}
        aria-label={`Quantity of ${line.product_title}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={reason ? errorId : undefined}
      />
      <button
        type="submit"
        form={stepFormId}
        name={CART_FIELDS.quantity}
        value={quantity + 1}
        className="qty__button"
        disabled={busy}
        aria-label={`Increase quantity of ${line.product_title}`}
      >
        +
      </button>
      {/* The typed number's submit: visible without JavaScript; with it, blur and Enter submit. */}
      <button
        type="submit"
        form={setFormId}
        className={hydrated ? 'visually-hidden' : 'qty__update btn btn--ghost'}
        tabIndex={hydrated ? -1 : undefined}
        disabled={busy}
      >
        Update
      </button>
      <p className="field__error qty__error" id={errorId} aria-live="polite">
        {reason}
      </p>
    </div>
  );
}
