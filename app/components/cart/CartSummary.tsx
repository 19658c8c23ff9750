import type { ReactNode } from 'react';
import { formatPrice } from '~/lib/money';

interface CartTotals {
  subtotal: number;
  deliveryFee: number;
  estimatedTax: number;
  estimatedTotal: number;
}

/**
 * The totals block. The slide-over uses the labels 'Delivery Fee(s)' and the tax note;
 * the cart page's order summary calls the fee 'Additional Fee'. `savings`: rows under the
 * subtotal (SavingsRows), already taken off `estimatedTotal`.
 */
export function CartSummary({ totals, variant, savings }: { totals: CartTotals; variant: 'drawer' | 'page'; savings?: ReactNode }) {
  return (
    <dl className={`cart-summary cart-summary--${variant}`}>
      <div className="cart-summary__row">
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatPrice(totals.subtotal)}</dd>
      </div>
      {savings}
      <div className="cart-summary__row">
        <dt>{variant === 'drawer' ? 'Delivery Fee(s)' : 'Additional Fee'}</dt>
        <dd>{formatPrice(totals.deliveryFee)}</dd>
      </div>
      <div className="cart-summary__row">
        <dt>
          Estimated Tax
          {variant === 'drawer' && <span className="cart-summary__note">Final taxes will be calculated at checkout</span>}
        </dt>
        <dd>{formatPrice(totals.estimatedTax)}</dd>
      </div>
      <div className="cart-summary__row cart-summary__row--total">
        <dt>Estimated Total</dt>
        <dd data-testid="cart-estimated-total">{formatPrice(totals.estimatedTotal)}</dd>
      </div>
    </dl>
  );
}
