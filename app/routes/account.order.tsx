/**
 * /account/orders/{id}: one of the shopper's orders — lines, prices paid, totals, store or
 * delivery address, and 'Pay now' while it is unpaid (the payment route's retry, which sends the
 * shopper to the card page). Someone else's or an unknown order: /order-not-found.
 */
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { parseId } from '~/lib/cart/cart.server';
import { formatPrice } from '~/lib/money';
import { ORDER_STATUS_LABEL, orderDate } from '~/lib/checkout/order-display';
import { formatSaving } from '~/lib/cart/savings';
import { loadOrderDetail } from '~/lib/checkout/orders.server';
import type { OrderDetail } from '~/lib/shop-api/types';
import { handleShopApiError, pageLoadFailure } from '~/lib/shop-api/client.server';
import { requireSignInDialog } from '~/lib/shopper/auth.server';
import { personalPageHeaders } from '~/components/catalogue/route-headers';
import { PayNowForm } from '~/components/account/PayNowForm';

const ORDER_NOT_FOUND = '/order-not-found';

// Personal pages (orders, a reset link): never stored by a browser or proxy cache.
export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data && data.signedIn ? `Order #${data.order.order_id}` : 'Order'} | Liquor Express` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const orderId = parseId(params.orderId ?? null);
  if (orderId === null) throw redirect(ORDER_NOT_FOUND);
  if (!requireSignInDialog(request, context.session.isSignedIn)) return { signedIn: false as const };
  try {
    return { signedIn: true as const, order: await loadOrderDetail(context, orderId) };
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    if (failure.status === 404) throw redirect(ORDER_NOT_FOUND);
    throw pageLoadFailure(failure);
  }
}

export default function OrderDetailPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn) {
    return (
      <section className="container account-orders">
        <h1>Order</h1>
        <p>Sign in to see your order.</p>
      </section>
    );
  }
  return <OrderView order={data.order} />;
}

function OrderView({ order }: { order: OrderDetail }) {
  const unpaid = order.payment_status !== 'Success';
  const a = order.address;
  return (
    <section className="container account-orders account-order">
      <p>
        <Link to="/account/orders">‹ My orders</Link>
      </p>
      <h1>Order #{order.order_id}</h1>
      <dl className="account-order__facts">
        <dt>Date</dt>
        <dd>{orderDate(order.created_at)}</dd>
        <dt>Status</dt>
        <dd>
          <span className={`order-status order-status--${order.payment_status.toLowerCase()}`}>
            {ORDER_STATUS_LABEL[order.payment_status] ?? order.payment_status}
          </span>
        </dd>
        {order.delivery_type === 'pickup' ? (
          <>
            <dt>Pickup at</dt>
            <dd>{order.store ?? 'our store'}</dd>
          </>
        ) : (
          <>
            <dt>Delivery to</dt>
            <dd>
              {[
                `${a.first_name} ${a.last_name}`.trim(),
                a.company,
                a.address_1,
                a.address_2,
                [a.postcode, a.city].filter(Boolean).join(' '),
                a.state,
                a.country,
              ]
                .filter(Boolean)
                .map((line, i) => (
                  <span key={i} className="account-order__address-line">
                    {line}
                  </span>
                ))}
            </dd>
          </>
        )}
      </dl>
      {unpaid ? <PayNowForm orderId={order.order_id} className="account-order__pay" /> : null}
      <div className="account-orders__scroll">
        <table className="account-orders__table">
          <caption className="visually-hidden">Products in order #{order.order_id}</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.product_id}-${line.variation_name}`} data-testid="order-line">
                <th scope="row">
                  <Link to={`/product/${line.product_id}`}>{line.product_title}</Link>{' '}
                  <span className="account-order__size">({line.variation_name})</span>
                </th>
                <td>{formatPrice(line.unit_price)}</td>
                <td>{line.quantity}</td>
                <td>{formatPrice(line.line_total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <Total label="Subtotal" shown={formatPrice(order.subtotal)} />
            {order.savings.mixed_case_saving > 0 && <Total label="Mixed case" shown={formatSaving(order.savings.mixed_case_saving)} />}
            {order.savings.promo_code && (
              <Total label={`Promo code ${order.savings.promo_code}`} shown={formatSaving(order.savings.promo_saving)} />
            )}
            <Total label="Delivery" shown={formatPrice(order.delivery_rate)} />
            <Total label="Tax" shown={formatPrice(order.tax)} />
            <Total label="Total" shown={formatPrice(order.total)} />
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function Total({ label, shown }: { label: string; shown: string }) {
  return (
    <tr>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td>{shown}</td>
    </tr>
  );
}
