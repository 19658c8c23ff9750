import type { ReactNode } from 'react';
import { SavingsRows } from '~/components/cart/SavingsRows';
import { checkoutTotals, lessSavings, unitPrice, type CartLineWithTotal } from '~/lib/cart/cart-math';
import { formatPrice } from '~/lib/money';
import type { CartSavings } from '~/lib/shop-api/types';
import type { DeliveryType } from '~/lib/validation/checkout';

export const PICKUP_NOTE = 'Your product is ready for pickup at our store within 1-2 weeks.';
export const SHIPMENT_NOTE = 'Your product is ready for shipment it will be dispatched within 1-2 weeks.';

/**
 * 'Your Order': products count, lines with price and quantity, Subtotal, the savings the API
 * priced (the applied code, the mixed case), Delivery, Total, the
 * pickup or shipment note, Payment Information (the card option, always selected) and the
 * submit button passed in by the form.
 */
export function YourOrder({
  lines,
  subtotal,
  savings,
  deliveryType,
  pickupReady = null,
  children,
}: {
  lines: CartLineWithTotal[];
  subtotal: number;
  savings: CartSavings | null;
  deliveryType: DeliveryType;
  /** When the chosen store has a pickup ready ("Ready today after 4 pm"), shown with the pickup note. */
  pickupReady?: string | null;
  children: ReactNode;
}) {
  const { delivery, total: beforeSavings } = checkoutTotals(subtotal, deliveryType, lines.length);
  const total = lessSavings(beforeSavings, savings?.total_saving ?? 0);
  return (
    <section className="your-order" aria-labelledby="your-order-title">
      <h2 id="your-order-title" className="checkout__section-title">
        Your Order
      </h2>
      <div className="your-order__head">
        <span>Products ({lines.length})</span>
        <span>Subtotal</span>
      </div>
      <ul className="your-order__lines">
        {lines.map((line) => (
          <li key={line.uid} className="your-order__line">
            <span className="your-order__product">
              {line.product_title}
              {line.variation_name && <span className="your-order__size">{line.variation_name}</span>}
              <span className="your-order__qty">
                {formatPrice(unitPrice(line))} × {line.quantity}
              </span>
            </span>
            <span>{formatPrice(line.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="your-order__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        {savings && (
          <SavingsRows mixedCaseSaving={savings.mixed_case_saving} promoCode={savings.promo_code} promoSaving={savings.promo_saving} />
        )}
        <div>
          <dt>{deliveryType === 'delivery' ? 'Delivery' : 'Pickup'}</dt>
          <dd>{deliveryType === 'delivery' ? formatPrice(delivery) : 'Free'}</dd>
        </div>
        <div className="your-order__total">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPrice(total)}</dd>
        </div>
      </dl>
      <p className="your-order__note">{deliveryType === 'pickup' ? PICKUP_NOTE : SHIPMENT_NOTE}</p>
      {deliveryType === 'pickup' && pickupReady && (
        <p className="your-order__note pickup-ready" data-testid="pickup-ready">
          {pickupReady}
        </p>
      )}
      <fieldset className="payment-info">
        <legend className="checkout__section-title">Payment Information</legend>
        <label className="payment-info__option">
          <input type="radio" name="payment_method" value="card" checked readOnly />
          <span>
            Credit / Debit Card
            <span className="payment-info__hint">You will enter your card on our secure payment page.</span>
          </span>
        </label>
      </fieldset>
      {children}
    </section>
  );
}
