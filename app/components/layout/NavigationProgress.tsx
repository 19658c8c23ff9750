import { useFetchers, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useState, type ComponentType } from 'react';
import type { PendingScreenKind } from '~/components/catalogue/PendingPage';
import { whenIdle } from '~/components/lazy/when-idle';

/**
 * Loading feedback with JavaScript (without it the browser shows its own): while a page loads or
 * a form is being sent, a thin bar runs along the top and `main` is aria-busy. Fetcher loads
 * (the slide-over reading the cart) do not count; their own controls show that they are busy.
 */
export function usePageBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state === 'submitting');
}

/** The bar itself; CSS waits a moment before showing it, so quick answers never flash. */
export function NavigationProgress({ busy }: { busy: boolean }) {
  return busy ? <div className="nav-progress" aria-hidden="true" data-testid="navigation-progress" /> : null;
}

const NOT_CONTENT = new Set(['product', 'category', 'auth', 'legal', 'resources', 'checkout', 'payment']);

/** Which catalogue screen's skeleton a path gets while it loads, or null (keep the old page). */
function pendingScreenKind(pathname: string): PendingScreenKind | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (path === '/product-listing' || path.startsWith('/category/')) return 'listing';
  const parts = path.split('/').filter(Boolean);
  return parts.length === 2 && !NOT_CONTENT.has(parts[0]) ? 'content' : null;
}

let PendingScreen: ComponentType<{ kind: PendingScreenKind }> | null = null;
let loadingScreens: Promise<unknown> | null = null;
const loadPendingScreens = () =>
  (loadingScreens ??= import('~/components/catalogue/PendingPage').then((m) => (PendingScreen = m.PendingScreen)));

/**
 * While a link leads to another screen, that screen's skeleton (home blocks, 8 cards, content
 * sections) instead of the old page, or null to keep the old page (under the bar) meanwhile.
 * The skeletons are their own chunk (ADR 0122), loaded when the browser is first idle after
 * hydration; a navigation before that starts the load and keeps the old page until it is there.
 */
export function usePendingScreen(): JSX.Element | null {
  const navigation = useNavigation();
  const location = useLocation();
  const [, setLoaded] = useState(false);
  const next = navigation.location;
  const kind =
    navigation.state === 'loading' && !navigation.formMethod && next && next.pathname !== location.pathname
      ? pendingScreenKind(next.pathname)
      : null;
  const needed = kind !== null && PendingScreen === null;
  useEffect(() => {
    if (PendingScreen) return;
    let live = true;
    const load = () =>
      void loadPendingScreens().then(
        () => live && setLoaded(true),
        () => undefined,
      );
    const cancel = needed ? (load(), () => undefined) : whenIdle(load);
    return () => {
      live = false;
      cancel();
    };
  }, [needed]);
  if (!kind || !PendingScreen) return null;
  return <PendingScreen kind={kind} />;
}
