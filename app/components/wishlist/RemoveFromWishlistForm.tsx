import { useFetcher } from '@remix-run/react';
import { IntentButton } from '~/components/forms/IntentButton';
import { ReturnHereFields } from '~/components/forms/ReturnHereFields';
import { WISHLIST_FIELDS, WISHLIST_INTENTS } from '~/lib/forms/cart-form';

/** The wish-list page's Remove action for one product (intent delete). */
export function RemoveFromWishlistForm({ productId, productTitle }: { productId: number; productTitle: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/resources/wishlist" className="wishlist-remove">
      <input type="hidden" name={WISHLIST_FIELDS.productId} value={productId} />
      <ReturnHereFields name={WISHLIST_FIELDS.redirectTo} />
      <IntentButton
        name={WISHLIST_FIELDS.intent}
        value={WISHLIST_INTENTS.remove}
        className="btn btn--ghost wishlist-remove__button"
        disabled={fetcher.state !== 'idle'}
      >
        Remove<span className="visually-hidden"> {productTitle} from wish list</span>
      </IntentButton>
    </fetcher.Form>
  );
}
