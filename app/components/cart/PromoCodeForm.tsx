import { useId } from 'react';

/** Spec section 5: promo code Apply is not implemented, so it says so instead of pretending. */
export function PromoCodeForm() {
  const id = useId();
  return (
    <div className="field promo-code">
      <label htmlFor={`${id}-code`} className="field__label">
        Promo code
      </label>
      <div className="promo-code__row">
        <input id={`${id}-code`} className="field__input" type="text" disabled aria-describedby={`${id}-note`} />
        <button type="button" className="btn btn--secondary" disabled>
          Apply
        </button>
      </div>
      <p id={`${id}-note`} className="promo-code__note">
        Promo codes are not available yet.
      </p>
    </div>
  );
}
