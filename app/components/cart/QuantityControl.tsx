import { useLocation } from '@remix-run/react';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { MIN_QUANTITY, parseQuantity } from '~/lib/cart-math';
import { FetcherMarker } from './FetcherMarker';
import { pendingQuantity, useCartLineFetcher } from './line-fetcher';

export interface QuantityLine {
  uid: string;
  product_id: number;
  quantity: number;
  product_title: string;
}

/**
 * Minus / typed number / plus for one cart line (spec section 5: minus disabled at 1 or less,
 * both disabled while the line updates, typed numbers accepted, minimum 1).
 *
 * Two forms so that it works without JavaScript: the minus and plus buttons submit the "step"
 * form with the new quantity as their value; the number field belongs (via `form=`) to the "set"
 * form whose default button is Update, so pressing Enter in the field never counts as a minus.
 * With JavaScript both post through the line's fetcher and a typed number is sent on blur.
 */
export function QuantityControl({ line, compact = false }: { line: QuantityLine; compact?: boolean }) {
  const fetcher = useCartLineFetcher(line.uid);
  const hydrated = useHydrated();
  const location = useLocation();
  const id = useId();
  const stepFormId = `${id}-step`;
  const setFormId = `${id}-set`;

  const busy = fetcher.state !== 'idle';
  const quantity = pendingQuantity(fetcher) || line.quantity;
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  const hidden = (
    <>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="product_id" value={line.product_id} />
      <input type="hidden" name="uid" value={line.uid} />
      <input type="hidden" name="previous_quantity" value={line.quantity} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <FetcherMarker />
    </>
  );

  const submitTyped = (event: FocusEvent<HTMLInputElement>) => {
    const typed = parseQuantity(draft);
    if (typed === null) setDraft(String(quantity));
    else if (typed !== quantity) event.currentTarget.form?.requestSubmit();
  };

  return (
    <div className={compact ? 'qty qty--compact' : 'qty'} data-loading={busy || undefined}>
      <fetcher.Form method="post" action="/resources/cart" id={stepFormId} className="qty__step">
        {hidden}
      </fetcher.Form>
      <fetcher.Form method="post" action="/resources/cart" id={setFormId} className="qty__set">
        {hidden}
      </fetcher.Form>
      <button
        type="submit"
        form={stepFormId}
        name="quantity"
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
        name="quantity"
        inputMode="numeric"
        min={MIN_QUANTITY}
        step={1}
        className="qty__input"
        value={draft}
        readOnly={busy}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={hydrated ? submitTyped : undefined}
        aria-label={`Quantity of ${line.product_title}`}
      />
      <button
        type="submit"
        form={stepFormId}
        name="quantity"
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
    </div>
  );
}
