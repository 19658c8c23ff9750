import { useEffect, useState } from 'react';

/**
 * Quantity (minimum 1). Without JavaScript it is a plain number field (min 1); the − / +
 * buttons work once the page is interactive (disabled until then rather than dead). Typed
 * numbers are accepted and tidied to a whole number ≥ 1 when the field is left.
 */
export function QuantitySpinner({ name = 'quantity', max, disabled }: { name?: string; max?: number; disabled?: boolean }) {
  const [hydrated, setHydrated] = useState(false);
  const [text, setText] = useState('1');
  useEffect(() => setHydrated(true), []);
  const upper = max && max > 0 ? max : undefined;
  const clamp = (n: number) => Math.max(1, upper ? Math.min(upper, n) : n);
  const current = clamp(Math.floor(Number(text)) || 1);
  return (
    <div className="quantity">
      <label htmlFor="quantity-input" className="quantity__label">
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
          min={1}
          max={upper}
          step={1}
          inputMode="numeric"
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setText(String(current))}
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
    </div>
  );
}
