import { useId, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { parseQuantity, quantityProblem } from '~/lib/cart/cart-math';
import { CART_FIELDS } from '~/lib/forms/cart-form';

/**
 * Quantity (minimum 1, at most the chosen size's stock). Without JavaScript it is a plain number
 * field and the cart action answers a refused quantity with its message. With JavaScript the − / +
 * buttons work and a typed number that cannot be bought is kept as typed and explained beside the
 * field; it is never changed silently, so the shopper never adds fewer than they asked for
 * without being told (the cart action refuses it with the same words).
 */
export function QuantitySpinner({ name = CART_FIELDS.quantity, max, disabled }: { name?: string; max?: number; disabled?: boolean }) {
  const hydrated = useHydrated();
  const [text, setText] = useState('1');
  const errorId = useId();
  const upper = max && max > 0 ? max : undefined;
  const clamp = (n: number) => Math.max(1, upper ? Math.min(upper, n) : n);
  const current = clamp(parseQuantity(text) ?? 1);
  const problem = hydrated && !disabled ? quantityProblem(text, upper) : null;
  return (
    <div className="field quantity">
      <label htmlFor="quantity-input" className="field__label">
        Quantity
      </label>
      <div className="quantity__control">
        <button
          type="button"
          className="quantity__step"
          aria-label="Decrease quantity"
          disabled={!hydrated || disabled || current <= 1}
          onClick={() => setText(String(clamp(current - 1)))}
        >
          −
        </button>
        <input
          id="quantity-input"
          type="number"
          name={name}
          step={1}
          inputMode="numeric"
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        <button
          type="button"
          className="quantity__step"
          aria-label="Increase quantity"
          disabled={!hydrated || disabled || (upper !== undefined && current >= upper)}
          onClick={() => setText(String(clamp(current + 1)))}
        >
          +
        </button>
      </div>
      <p className="field__error" id={errorId} aria-live="polite">
        {problem}
      </p>
    </div>
  );
}
