import { useFetcher, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';

/**
 * The one form that changes the cart (POST /resources/cart). Callers put the fields inside:
 * `variation_id`, `quantity` (default 1) and a submit button `name="intent"` with value
 * `add`, `buy-now`, `update` or `delete`. Without JavaScript it is a plain POST answered by a
 * 303 back to this page; with JavaScript it posts through a fetcher and the page stays.
 * (First version: the cart work fills in pending state and optimistic counts.)
 */
export function CartForm({
  productId,
  uid,
  children,
  className,
}: {
  productId: number;
  uid: string;
  children: ReactNode;
  className?: string;
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/resources/cart" className={className}>
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="uid" value={uid} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
    </fetcher.Form>
  );
}
