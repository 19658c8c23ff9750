import { Link } from '@remix-run/react';
import type { CartView } from '~/lib/cart/cart-math';
import { CartSummary } from './CartSummary';
import { CartLineHeading } from './CartLineHeading';
import { QuantityControl } from './QuantityControl';
import { RemoveLineForm } from './RemoveLineForm';
import { useCartLineFetcher } from './line-fetcher';
import { CartLineStoreWarning, StoreShortfallNotice } from './StoreShortfall';

/** The slide-over's lines, totals and links (CartSlideOver loads it when first opened). */
export function CartDrawerBody({ view }: { view: CartView }) {
  if (view.items.length === 0) {
    return (
      <div className="cart-drawer__empty">
        <p>Your cart is empty.</p>
        <Link to="/product-listing" className="btn btn--secondary">
          Continue Shopping
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="cart-drawer__lines">
        {view.items.map((line) => (
          <DrawerLine key={line.uid} line={line} />
        ))}
      </ul>
      <footer className="cart-drawer__footer">
        <CartSummary totals={view} variant="drawer" />
        {/* Its Checkout link skips the cart page, so the drawer warns too. */}
        <StoreShortfallNotice lines={view.items} />
        <div className="cart-drawer__actions">
          <Link to="/your-shopping-cart" className="btn btn--secondary btn--block">
            View Cart
          </Link>
          <Link to="/checkout" className="btn btn--primary btn--block">
            Checkout
          </Link>
        </div>
      </footer>
    </>
  );
}

function DrawerLine({ line }: { line: CartView['items'][number] }) {
  const fetcher = useCartLineFetcher(line.uid);
  const busy = fetcher.state !== 'idle';
  return (
    <li className="cart-line" data-loading={busy || undefined} aria-busy={busy || undefined}>
      <img className="cart-line__image" src={line.product_image} alt="" width={64} height={80} loading="lazy" />
      <div className="cart-line__info">
        <CartLineHeading line={line} />
        <QuantityControl line={line} compact />
        <CartLineStoreWarning line={line} />
      </div>
      <RemoveLineForm line={line} variant="icon" />
    </li>
  );
}
