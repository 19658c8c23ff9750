import { CloseIcon } from '~/components/ui/icons';
import { IntentButton } from '~/components/forms/IntentButton';
import { ReturnHereFields } from '~/components/forms/ReturnHereFields';
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
  return (
    <fetcher.Form method="post" action="/resources/cart" className="remove-line">
      <input type="hidden" name={CART_FIELDS.productId} value={line.product_id} />
      <input type="hidden" name={CART_FIELDS.uid} value={line.uid} />
      <input type="hidden" name={CART_FIELDS.previousQuantity} value={line.quantity} />
      <ReturnHereFields name={CART_FIELDS.redirectTo} />
      <IntentButton
        name={CART_FIELDS.intent}
        value={CART_INTENTS.remove}
        className={`remove-line__${variant}`}
        disabled={fetcher.state !== 'idle'}
        aria-label={variant === 'icon' ? `Remove ${line.product_title} from cart` : undefined}
      >
        {variant === 'text' ? (
          <>
            DELETE<span className="visually-hidden"> {line.product_title}</span>
          </>
        ) : (
          <CloseIcon />
        )}
      </IntentButton>
    </fetcher.Form>
  );
}
