import { useFetcher, useLocation } from '@remix-run/react';
import { JsMarker } from '~/components/forms/JsMarker';
import { WISHLIST_FIELDS, WISHLIST_INTENTS } from '~/lib/forms/cart-form';

/** The wish-list page's Remove action for one product (intent delete). */
export function RemoveFromWishlistForm({ productId, productTitle }: { productId: number; productTitle: string }) {
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/resources/wishlist" className="wishlist-remove">
      <input type="hidden" name={WISHLIST_FIELDS.productId} value={productId} />
      <input type="hidden" name={WISHLIST_FIELDS.redirectTo} value={location.pathname + location.search} />
      <JsMarker />
      <button
        type="submit"
        name={WISHLIST_FIELDS.intent}
        value={WISHLIST_INTENTS.remove}
        className="btn btn--ghost wishlist-remove__button"
        disabled={fetcher.state !== 'idle'}
      >
        Remove<span className="visually-hidden"> {productTitle} from wish list</span>
      </button>
    </fetcher.Form>
  );
}
