/**
 * /account/orders: 'My orders', the signed-in shopper's orders newest first, 10 a page
 * (?page=N links, so it works without JavaScript), each unpaid one with 'Pay now'. Not signed
 * in: the login dialog opens over this page and brings the shopper back here.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatPrice } from '~/lib/money';
import { ORDER_STATUS_LABEL, orderDate, orderPageParam } from '~/lib/checkout/order-display';
import { loadOrderPage } from '~/lib/checkout/orders.server';
import type { OrderHistoryPage as OrderPage } from '~/lib/shop-api/types';
import { requireSignInDialog } from '~/lib/shopper/auth.server';
import { handleShopApiError, pageLoadFailure } from '~/lib/shop-api/client.server';
import { personalPageHeaders } from '~/components/catalogue/route-headers';
import { PayNowForm } from '~/components/account/PayNowForm';

// Personal pages (orders, a reset link): never stored by a browser or proxy cache.
export const headers = personalPageHeaders;

export const meta: MetaFunction = () => [{ title: 'My orders | Liquor Express' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!requireSignInDialog(request, context.session.isSignedIn)) return { signedIn: false as const };
  const page = orderPageParam(new URL(request.url).searchParams.get('page'));
  try {
    return { signedIn: true as const, history: await loadOrderPage(context, page) };
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    throw pageLoadFailure(failure);
  }
}

export default function MyOrdersPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="container account-orders">
      <h1>My orders</h1>
      {data.signedIn ? <OrderList history={data.history} /> : <p>Sign in to see your orders.</p>}
    </section>
  );
}

function OrderList({ history }: { history: OrderPage }) {
  if (history.total_orders === 0) {
    return (
      <>
        <p>You have not placed any orders yet.</p>
        <p>
          <Link to="/product-listing" className="btn btn--primary">
            Browse Our Collection
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <div className="account-orders__scroll">
        <table className="account-orders__table">
          <caption className="visually-hidden">Your orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
              <th scope="col">Pickup or delivery</th>
              <th scope="col">
                <span className="visually-hidden">Payment</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {history.orders.map((order) => (
              <tr key={order.order_id} data-testid="order-row">
                <th scope="row">
                  <Link to={`/account/orders/${order.order_id}`}>Order #{order.order_id}</Link>
                </th>
                <td>{orderDate(order.created_at)}</td>
                <td>
                  <span className={`order-status order-status--${order.payment_status.toLowerCase()}`}>
                    {ORDER_STATUS_LABEL[order.payment_status] ?? order.payment_status}
                  </span>
                </td>
                <td>{formatPrice(order.total)}</td>
                <td>{order.delivery_type === 'pickup' ? `Pickup${order.store ? ` at ${order.store}` : ''}` : 'Delivery'}</td>
                <td>{order.payment_status === 'Success' ? null : <PayNowForm orderId={order.order_id} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OrderPagination page={history.page} lastPage={history.total_pages} />
    </>
  );
}

function OrderPagination({ page, lastPage }: { page: number; lastPage: number }) {
  if (lastPage <= 1) return null;
  const href = (p: number) => (p === 1 ? '/account/orders' : `/account/orders?page=${p}`);
  return (
    <nav className="pagination account-orders__pages" aria-label="Pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className="pagination__step" rel="prev">
              ‹ Newer orders
            </Link>
          ) : null}
        </li>
        <li aria-current="page">
          Page {Math.min(page, lastPage)} of {lastPage}
        </li>
        <li>
          {page < lastPage ? (
            <Link to={href(page + 1)} className="pagination__step" rel="next">
              Older orders ›
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
