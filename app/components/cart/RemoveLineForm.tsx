import { useLocation } from '@remix-run/react';
import { CloseIcon } from '~/components/ui/icons';
import { JsMarker } from '~/components/forms/JsMarker';
import { useCartLineFetcher } from './line-fetcher';
import { CART_FIELDS, CART_INTENTS } from '~/lib/forms/cart-form';

/** Removes one line (intent delete). `label` 'DELETE' on the cart page; an × in the slide-over. */
export function RemoveLineForm({
  line,
  variant,
}: {
  line: { uid: string; product_id: number; quantity: number; product_title: string };
  variant: 'text' | 'icon';
}) {
  const fetcher = useCartLineFetcher(line.uid);
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/resources/cart" className="remove-line">
      <input type="hidden" name={CART_FIELDS.productId} value={line.product_id} />
      <input type="hidden" name={CART_FIELDS.uid} value={line.uid} />
      <input type="hidden" name={CART_FIELDS.previousQuantity} value={line.quantity} />
      <input type="hidden" name={CART_FIELDS.redirectTo} value={location.pathname + location.search} />
      <JsMarker />
      {variant === 'text' ? (
        <button
          type="submit"
          name={CART_FIELDS.intent}
          value={CART_INTENTS.remove}
          className="remove-line__text"
          disabled={fetcher.state !== 'idle'}
        >
          DELETE<span className="visually-hidden"> {line.product_title}</span>
        </button>
      ) : (
        <button
          type="submit"
          name={CART_FIELDS.intent}
          value={CART_INTENTS.remove}
          className="remove-line__icon"
          disabled={fetcher.state !== 'idle'}
          aria-label={`Remove ${line.product_title} from cart`}
        >
          <CloseIcon />
        </button>
      )}
    </fetcher.Form>
  );
}
