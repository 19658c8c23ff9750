import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from '@remix-run/react';
import { redirect, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import cartStyles from '~/styles/cart.css?url';
import { originFromMatches, seoMeta } from '~/lib/seo/page-meta';
import { isbot } from 'isbot';
import { SiteHeader } from '~/components/layout/SiteHeader';
import { Footer } from '~/components/layout/Footer';
import { LazyPageError, usePreloadPageError } from '~/components/layout/LazyPageError';
import { classifyPageError } from '~/lib/render/page-error';
import { SHOP_LAYOUT_ID, type ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import { loadShopperBadges } from '~/lib/shopper/summary.server';
import { getThemeOptions } from '~/lib/catalogue/theme.server';
import { getStores, toStoreDisplay } from '~/lib/catalogue/stores.server';
import { loadOrError } from '~/lib/shop-api/client.server';
import { HoneypotProvider } from 'remix-utils/honeypot/react';
import { DialogHost } from '~/components/dialogs/DialogHost';
import type { ReactNode } from 'react';
import { CartSlideOver } from '~/components/cart/CartSlideOver';
import { paymentResultRedirect } from '~/lib/checkout/payment.server';
import { NavigationProgress, usePageBusy, usePendingScreen } from '~/components/layout/NavigationProgress';

/** Every screen of the shop has the cart slide-over, cart forms and wish-list hearts. */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: cartStyles }];

/** Inside the shop: the 404 page and the error state are never indexed (pages set their own meta). */
export const meta: MetaFunction = ({ matches, error }) => {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return seoMeta(originFromMatches(matches), {
    title: error ? (notFound ? 'Page not found' : 'Error') : null,
    noindex: true,
  });
};

/**
 * A page's thrown error response lands on this layout's boundary, so only this `headers` sees it
 * (`errorHeaders`; the page's own `headers` is not called): an error page is never stored.
 */
export const headers: HeadersFunction = ({ parentHeaders, errorHeaders }) =>
  errorHeaders ? { 'Cache-Control': 'no-store' } : parentHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ShopLayoutData> {
  // `?id=` on any page is an order id: show that order's payment result (ADR 0022).
  const toPaymentResult = paymentResultRedirect(request);
  if (toPaymentResult) throw redirect(toPaymentResult);
  const session = context.session;
  const [theme, stores, shopper] = await Promise.all([
    loadOrError(context, getThemeOptions(context)),
    loadOrError(context, getStores(context)),
    loadShopperBadges(context),
  ]);
  const user = session.user;
  return {
    theme: theme.data,
    themeError: theme.error?.message ?? null,
    stores: (stores.data ?? []).map(toStoreDisplay),
    storesError: stores.error?.message ?? null,
    account:
      session.isSignedIn && user
        ? { kind: 'user', name: user.user_fullname, email: user.user_email }
        : session.isGuest
          ? { kind: 'guest' }
          : { kind: 'anonymous' },
    location: session.location ?? null,
    showAgeGate: session.ageVerified !== true && !isbot(request.headers.get('user-agent') ?? ''),
    ...shopper,
    oauth: context.env.oauth,
    honeypot: context.honeypot.inputProps(),
  };
}

/** Opening or closing a dialog (only ?dialog changes) needs no new layout data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const a = new URLSearchParams(currentUrl.search);
    const b = new URLSearchParams(nextUrl.search);
    a.delete('dialog');
    b.delete('dialog');
    if (a.toString() === b.toString()) return false;
  }
  return defaultShouldRevalidate;
}

function ShopShell({ data, children }: { data: ShopLayoutData; children: ReactNode }) {
  const busy = usePageBusy();
  const pendingScreen = usePendingScreen();
  usePreloadPageError();
  return (
    <HoneypotProvider {...(data.honeypot ?? {})}>
      <NavigationProgress busy={busy} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader data={data} cartTrigger={<CartSlideOver count={data.badges.cart} />} />
      <main id="main" className="page-main" tabIndex={-1} aria-busy={busy || undefined}>
        {pendingScreen ?? children}
      </main>
      <Footer data={data} />
      <DialogHost data={data} />
    </HoneypotProvider>
  );
}

export default function ShopLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <ShopShell data={data}>
      <Outlet />
    </ShopShell>
  );
}

const EMPTY_LAYOUT: ShopLayoutData = {
  theme: null,
  themeError: null,
  stores: [],
  storesError: null,
  account: { kind: 'anonymous' },
  location: null,
  showAgeGate: false,
  badges: { cart: 0, wishlist: 0 },
  wished: '',
  oauth: { google: false, facebook: false },
  honeypot: null,
};

/**
 * Every page's error state, inside the shell (header, footer, menu, dialogs): page loaders throw
 * the status they mean and PageError (its own chunk, `LazyPageError`) shows the 404 page, 'Error: ' + message, or 'Error Handler'.
 * The layout's own data is still there: its loader never throws for a failing API (partial data).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>(SHOP_LAYOUT_ID) ?? EMPTY_LAYOUT;
  if (classifyPageError(error).kind === 'crash') console.error(error);
  return (
    <ShopShell data={data}>
      <LazyPageError error={error} />
    </ShopShell>
  );
}
