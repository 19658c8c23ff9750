import { useFetcher, useLocation } from '@remix-run/react';

/**
 * The heart on product cards and the product page: a form posting to /resources/wishlist
 * (intent add or delete). Works as a plain POST without JavaScript.
 * (First version: the wish-list work adds the optimistic flip and the login prompt.)
 */
export function WishlistToggle({
  productId,
  variationId,
  inWishlist,
  productTitle,
  className,
}: {
  productId: number;
  variationId: number | null;
  inWishlist: boolean;
  productTitle: string;
  className?: string;
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/resources/wishlist" className={className}>
      <input type="hidden" name="product_id" value={productId} />
      {variationId !== null && <input type="hidden" name="variation_id" value={variationId} />}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        name="intent"
        value={inWishlist ? 'delete' : 'add'}
        aria-pressed={inWishlist}
        aria-label={inWishlist ? `Remove ${productTitle} from wish list` : `Add ${productTitle} to wish list`}
      >
        <span aria-hidden="true">{inWishlist ? '♥' : '♡'}</span>
      </button>
    </fetcher.Form>
  );
}
