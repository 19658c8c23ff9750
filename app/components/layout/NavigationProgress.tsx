import { useFetchers, useLocation, useNavigation } from '@remix-run/react';
import { cataloguePendingView } from '~/components/catalogue/PendingPage';

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

/**
 * While a link leads to another screen, that screen's skeleton (home blocks, 8 cards, content
 * sections) instead of the old page, or null to keep the old page (under the bar) meanwhile.
 */
export function usePendingScreen(): JSX.Element | null {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state !== 'loading' || navigation.formMethod || !next) return null;
  if (next.pathname === location.pathname) return null;
  return cataloguePendingView(next.pathname);
}
