import { Form, useFetcher, useRouteLoaderData } from '@remix-run/react';
import { ReturnHereFields } from '~/components/forms/ReturnHereFields';
import { isWished, SHOP_LAYOUT_ID, type ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import { HeartIcon } from '~/components/ui/icons';
import { WISHLIST_FIELDS, WISHLIST_INTENTS } from '~/lib/forms/cart-form';

interface HeartProps {
  productId: number;
  variationId: number | null;
  productTitle: string;
  className?: string;
}

/**
 * The heart on product cards and the product page: a form posting to /resources/wishlist
 * (intent add or delete). Pressed when the product is in the shop layout's `wished` ids. Signed
 * in, it flips at once (optimistic) and the page stays; a visitor's click is a plain navigation to
 * the login dialog, since the wish list needs an account. Works as a plain POST
 * without JavaScript.
 */
export function WishlistToggle(props: HeartProps) {
  const layout = useRouteLoaderData<ShopLayoutData>(SHOP_LAYOUT_ID);
  return <Heart {...props} inWishlist={isWished(layout?.wished ?? '', props.productId)} signedIn={layout?.account.kind === 'user'} />;
}

function Heart({
  productId,
  variationId,
  productTitle,
  className,
  inWishlist,
  signedIn,
}: HeartProps & { inWishlist: boolean; signedIn: boolean }) {
  const fetcher = useFetcher();
  const pendingIntent = fetcher.formData?.get(WISHLIST_FIELDS.intent);
  const liked = pendingIntent === WISHLIST_INTENTS.add ? true : pendingIntent === WISHLIST_INTENTS.remove ? false : inWishlist;
  const FormComponent = signedIn ? fetcher.Form : Form;

  return (
    <FormComponent method="post" action="/resources/wishlist" className={['wishlist-toggle', className].filter(Boolean).join(' ')}>
      <input type="hidden" name={WISHLIST_FIELDS.productId} value={productId} />
      {variationId !== null && <input type="hidden" name={WISHLIST_FIELDS.variationId} value={variationId} />}
      <ReturnHereFields name={WISHLIST_FIELDS.redirectTo} marker={signedIn} />
      <button
        type="submit"
        name={WISHLIST_FIELDS.intent}
        value={liked ? WISHLIST_INTENTS.remove : WISHLIST_INTENTS.add}
        className="wishlist-toggle__button"
        aria-pressed={liked}
        aria-label={liked ? `Remove ${productTitle} from wish list` : `Add ${productTitle} to wish list`}
        data-liked={liked || undefined}
      >
        <HeartIcon />
      </button>
    </FormComponent>
  );
}
