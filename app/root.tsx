import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import type { ReactNode } from 'react';
import appStylesHref from '~/styles/app.css?url';
import { Toaster, type ShownToast } from '~/components/ui/Toaster';
import { useCspNonce } from '~/lib/csp-nonce';

export const SITE_TITLE = 'Liquor Express';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: appStylesHref },
];

export const meta: MetaFunction = () => [
  { title: SITE_TITLE },
  { name: 'description', content: 'Wine and spirits for pickup or delivery from your local Liquor Express store.' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, headers } = await context.toast.getToast(request);
  const shown: ShownToast | null = toast
    ? { id: crypto.randomUUID(), message: toast.message, description: toast.description, type: toast.type }
    : null;
  // Only answer with Set-Cookie when a toast was consumed, so plain pages stay cacheable.
  return data({ toast: shown }, toast ? { headers } : undefined);
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const nonce = useCspNonce();
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
