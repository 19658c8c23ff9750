import { Link } from '@remix-run/react';
import { Suspense, useCallback, useEffect, useState, type MouseEvent } from 'react';
import { BagIcon } from '~/components/ui/icons';
import { preloadableLazy } from '~/components/lazy/preloadable-lazy';
import { whenIdle } from '~/components/lazy/when-idle';
import { useOptimisticCartCount } from './optimistic-counts';

// The slide-over is its own chunk: it loads when the browser is idle, or with the first opening
// (ADR 0120: no dialog code on a page where no dialog is open).
const CartDrawer = preloadableLazy(() => import('./CartDrawer').then((m) => m.CartDrawer));

/**
 * The header's cart badge, which opens the 'my Cart' slide-over (CartDrawer).
 *
 * The badge is a real link to /your-shopping-cart (that is all it is without JavaScript). With
 * JavaScript a plain click opens the slide-over in place instead.
 */
export function CartSlideOver({ count }: { count: number }) {
  const shownCount = useOptimisticCartCount(count);
  const [open, setOpen] = useState(false);
  // Mounted with the first opening and kept, so its fetcher and lines survive a close.
  const [mounted, setMounted] = useState(false);
  const onClose = useCallback(() => setOpen(false), []);
  useEffect(() => whenIdle(() => void CartDrawer.preload().catch(() => undefined)), []);

  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab, new window) be ordinary links.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setMounted(true);
    setOpen(true);
  };

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
      {mounted && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
