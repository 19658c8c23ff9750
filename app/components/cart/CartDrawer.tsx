import { useFetcher, useLocation } from '@remix-run/react';
import { Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import type { CartLoadResult } from '~/lib/cart/cart-math';
import { CloseIcon } from '~/components/ui/icons';
import { preloadableLazy } from '~/components/lazy/preloadable-lazy';

// The lines and their forms come with the cart data, after the frame (ADR 0120).
const CartDrawerBody = preloadableLazy(() => import('./CartDrawerBody').then((m) => m.CartDrawerBody));

/**
 * The 'my Cart' slide-over itself, its own chunk (CartSlideOver loads it with the first opening,
 * or when the browser is idle): a modal <dialog> (focus stays inside, Escape closes), page scroll
 * locked while open. Its lines come from GET /resources/cart and refresh by themselves after every
 * cart change (Remix revalidates loaded fetchers).
 */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cart = useFetcher<CartLoadResult>({ key: 'cart-slide-over' });
  const location = useLocation();
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    dialog.showModal();
    void CartDrawerBody.preload();
    cart.load('/resources/cart');
    // Only an opening loads the cart; the fetcher's identity changes with its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Closing by Escape, the close button or the backdrop all end here.
  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.addEventListener('close', onClose);
    return () => dialog?.removeEventListener('close', onClose);
  }, [onClose]);
  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', open);
    return () => document.documentElement.classList.remove('scroll-locked');
  }, [open]);

  // Following a link inside (a product, the cart page, checkout) closes the slide-over; the
  // pathname it was opened on does not (it mounts with the first opening).
  const openedOn = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === openedOn.current) return;
    openedOn.current = location.pathname;
    dialogRef.current?.close();
  }, [location.pathname]);

  const result = cart.data;
  const loading = !result && cart.state !== 'idle';

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop; Escape and the close button do the same by keyboard
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
