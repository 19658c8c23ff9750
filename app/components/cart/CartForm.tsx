import { useFetcher } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ReturnHereFields } from '~/components/forms/ReturnHereFields';
import { CART_FIELDS } from '~/lib/forms/cart-form';

/**
 * The one form that adds to the cart (POST /resources/cart). Callers put the fields inside, by
 * the names of lib/forms/cart-form.ts: the variation (hidden or size radios), the quantity
 * (default 1) and submit buttons for the intent add or buy-now.
 *
 * Without JavaScript it is a plain POST answered by a 303 back to this page with a toast. With
 * JavaScript it posts through a fetcher: the page stays, the header count moves at once
 * (useOptimisticCartCount) and the fields are disabled while the change runs, so a double click
 * cannot add twice.
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
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      method="post"
      action="/resources/cart"
      className={className}
      aria-busy={busy || undefined}
      data-pending={busy || undefined}
    >
      <input type="hidden" name={CART_FIELDS.productId} value={productId} />
      <input type="hidden" name={CART_FIELDS.uid} value={uid} />
      <ReturnHereFields name={CART_FIELDS.redirectTo} />
      {/* display: contents, so the caller's layout sees its own children */}
      <fieldset className="cart-form__fields" disabled={busy}>
        {children}
      </fieldset>
    </fetcher.Form>
  );
}
