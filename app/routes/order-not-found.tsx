import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useDialogHref } from '~/components/dialogs/dialog-url';
import { originFromMatches, privatePageMeta } from '~/lib/seo/page-meta';

// Never in search results (ADR 0100).
export const meta: MetaFunction = ({ matches }) => privatePageMeta(originFromMatches(matches), 'Order not found');

/** Where an unknown order, or someone else's, leads. */
export default function OrderNotFound() {
  const dialogHref = useDialogHref();
  return (
    <section className="container status-page order-not-found">
      <p className="order-not-found__art" aria-hidden="true">
        ?
      </p>
      <h1 className="status-page__title">OOPS!</h1>
      <p>It looks like the order ID you entered is incorrect or doesn’t exist!</p>
      <p className="status-page__actions">
        <Link to={dialogHref('contact-us')} className="btn btn--primary">
          Need help? Contact Support
        </Link>
        <Link to="/" className="btn btn--secondary">
          Head Back Home
        </Link>
      </p>
    </section>
  );
}
