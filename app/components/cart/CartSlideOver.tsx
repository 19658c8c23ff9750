import { Link, useFetcher, useLocation } from '@remix-run/react';
import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { CartLoadResult } from '~/lib/cart-math';
import { BagIcon, CloseIcon } from '~/components/ui/icons';
import { preloadableLazy } from '~/components/lazy/preloadable-lazy';
import { useOptimisticCartCount } from './optimistic-counts';

// The lines and their forms load with the first opening, not with every page (ADR 0120).
const CartDrawerBody = preloadableLazy(() => import('./CartDrawerBody').then((m) => m.CartDrawerBody));

/**
 * The header's cart badge and the 'my Cart' slide-over.
 *
 * The badge is a real link to /your-shopping-cart (that is all it is without JavaScript). With
 * JavaScript a plain click opens the slide-over in place instead: a modal <dialog> (focus stays
 * inside, Escape closes), page scroll locked while open; its lines come from GET /resources/cart
 * and refresh by themselves after every cart change (Remix revalidates loaded fetchers).
 */
export function CartSlideOver({ count }: { count: number }) {
  const shownCount = useOptimisticCartCount(count);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const cart = useFetcher<CartLoadResult>({ key: 'cart-slide-over' });
  const location = useLocation();

  const close = useCallback(() => dialogRef.current?.close(), []);

  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab, new window) be ordinary links.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dialogRef.current?.showModal();
    setOpen(true);
    void CartDrawerBody.preload();
    cart.load('/resources/cart');
  };

  // Scroll lock while open; closing by Escape, the close button or the backdrop all end here.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => setOpen(false);
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);
  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', open);
    return () => document.documentElement.classList.remove('scroll-locked');
  }, [open]);

  // Following a link inside (a product, the cart page, checkout) closes the slide-over.
  useEffect(() => close(), [location.pathname, close]);

  const result = cart.data;
  const loading = !result && cart.state !== 'idle';

  return (
    <>
      <Link
        to="/your-shopping-cart"
        className="icon-badge"
        onClick={openDrawer}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Cart, ${shownCount} items`}
      >
        <BagIcon />
        <span className="icon-badge__count" aria-hidden="true" data-testid="cart-count">
          {shownCount}
        </span>
      </Link>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop; Escape and the close button do the same by keyboard */}
      <dialog
        ref={dialogRef}
        className="cart-drawer"
        aria-labelledby="cart-drawer-title"
        onClick={(event) => {
          // A click on the backdrop (outside the panel) lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}
        onKeyDown={keepFocusInside}
      >
        <div className="cart-drawer__panel">
          <div className="cart-drawer__header">
            <h2 id="cart-drawer-title" className="cart-drawer__title">
              my Cart
            </h2>
            <button type="button" className="icon-button" onClick={close} aria-label="Close cart">
              <CloseIcon />
            </button>
          </div>
          {open &&
            (loading ? (
              <DrawerSkeleton />
            ) : result?.cart ? (
              <Suspense fallback={<DrawerSkeleton />}>
                <CartDrawerBody view={result.cart} />
              </Suspense>
            ) : result?.error ? (
              <p className="cart-drawer__error" role="alert">
                Error: {result.error}
              </p>
            ) : null)}
        </div>
      </dialog>
    </>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control wraps to the first (and back), instead of leaving for the browser. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function DrawerSkeleton() {
  return (
    <div className="cart-drawer__skeleton" aria-label="Loading your cart" role="status">
      {[0, 1, 2].map((i) => (
        <div key={i} className="buying-skeleton cart-line--skeleton" />
      ))}
    </div>
  );
}
