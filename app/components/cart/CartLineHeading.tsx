import { Link } from '@remix-run/react';
import { unitPrice, type CartLineWithTotal } from '~/lib/cart/cart-math';
import { formatPrice } from '~/lib/money';

/** A cart line's title (linking to its product), size and unit price: the slide-over and the cart page show it alike. */
export function CartLineHeading({ line }: { line: CartLineWithTotal }) {
  return (
    <>
      <Link to={`/product/${line.product_id}`} className="cart-line__title">
        {line.product_title}
      </Link>
      <p className="cart-line__meta">
        {line.variation_name && <span>{line.variation_name} · </span>}
        <span className="cart-line__price">{formatPrice(unitPrice(line))}</span>
      </p>
    </>
  );
}
