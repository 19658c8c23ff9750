import { SavingsRows } from '~/components/cart/SavingsRows';
import { formatPrice } from '~/lib/money';
import type { PricedOrderSummary } from '~/lib/shop-api/types';
import { PICKUP_NOTE, SHIPMENT_NOTE } from './YourOrder';

/** The order under the payment result's texts: number, lines, totals, pickup or delivery details. */
export function OrderSummaryView({ orderId, order }: { orderId: number; order: PricedOrderSummary }) {
  const pickup = order.delivery_type === 'pickup';
  return (
    <section className="order-result" aria-labelledby="order-result-title">
      <h2 id="order-result-title" className="order-result__title">
        Order #{orderId}
      </h2>
      <ul className="order-result__lines">
        {order.lines.map((line, index) => (
          <li key={index} className="order-result__line">
            <span>
              {line.product_title}
              {line.variation_name && <span className="order-result__size"> · {line.variation_name}</span>}
              <span className="order-result__qty">
                {' '}
                {formatPrice(line.unit_price)} × {line.quantity}
              </span>
            </span>
            <span>{formatPrice(line.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-result__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
        </div>
        <SavingsRows
          mixedCaseSaving={order.savings.mixed_case_saving}
          promoCode={order.savings.promo_code}
          promoSaving={order.savings.promo_saving}
        />
        <div>
          <dt>{pickup ? 'Pickup' : 'Delivery'}</dt>
          <dd>{pickup && order.delivery_rate === 0 ? 'Free' : formatPrice(order.delivery_rate)}</dd>
        </div>
        {order.tax > 0 && (
          <div>
            <dt>Tax</dt>
            <dd>{formatPrice(order.tax)}</dd>
          </div>
        )}
        <div className="order-result__total">
          <dt>Total</dt>
          <dd data-testid="order-summary-total">{formatPrice(order.total)}</dd>
        </div>
      </dl>
      <dl className="order-result__where">
        <div>
          <dt>{pickup ? 'Pickup at' : 'Deliver to'}</dt>
          <dd>
            {pickup
              ? (order.store_title ?? 'our store')
              : [order.ship_to?.address_1, order.ship_to?.address_2, order.ship_to?.city, order.ship_to?.postcode, order.ship_to?.country]
                  .filter(Boolean)
                  .join(', ')}
          </dd>
        </div>
      </dl>
      <p className="order-result__note">{pickup ? PICKUP_NOTE : SHIPMENT_NOTE}</p>
    </section>
  );
}
