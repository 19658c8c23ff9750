import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useEffect, type ReactNode } from 'react';
import appStylesHref from '~/styles/app.css?url';
import { Toaster, type ShownToast } from '~/components/ui/Toaster';
import { SHOP_NAME, originFromMatches, seoMeta } from '~/lib/seo/page-meta';
import { useCspNonce } from '~/lib/security/csp-nonce';
import { hydrationDone } from '~/components/lazy/hydration';

export const SITE_TITLE = SHOP_NAME;

// Styles load one way: each route module links the stylesheets of what it shows (`?url` +
// `links`); components never import CSS. app.css is the shell's.
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: appStylesHref },
];

// Pages without their own meta, and errors outside the shop layout: the shop's name, never indexed
// unless a page says otherwise (every indexable page has its own meta).
export const meta: MetaFunction = ({ matches, error }) =>
  seoMeta(originFromMatches(matches), { noindex: true, title: error ? 'Error' : null });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, headers } = await context.toast.getToast(request);
  const shown: ShownToast | null = toast
    ? { id: crypto.randomUUID(), message: toast.message, description: toast.description, type: toast.type }
    : null;
  // Only answer with Set-Cookie when a toast was consumed, so plain pages stay cacheable.
  // origin: the configured public origin, for every absolute URL in meta tags and JSON-LD.
  // hydrate: false for an unreadable address's not-found page (unreadable-address.server.ts).
  return data({ toast: shown, origin: context.env.origin, hydrate: !context.unreadableAddress }, toast ? { headers } : undefined);
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const nonce = useCspNonce();
  // Hydration has committed (entry.client.tsx defers it past the first paint).
  useEffect(hydrationDone, []);
  return (
    <html lang="pt-br">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b1a2c" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Toaster toast={rootData?.toast ?? null} />
        {rootData?.hydrate !== false && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Outside the shop layout: the bare 404 text, or 'Error Handler' - never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main className="bare-page" id="main">
      <h1>{notFound ? '404 Error - Nothing here...' : 'Error Handler'}</h1>
      <p>
        <a href="/">Back to Liquor Express</a>
      </p>
    </main>
  );
}
