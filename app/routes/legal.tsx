import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { handleShopApiError, pageLoadFailure } from '~/lib/shop-api/client.server';
import { safeRedirect } from '~/lib/security/safe-redirect';

/** The footer's legal links: the shop API's page ids for them (POST /common-page). */
export const LEGAL_PAGES = {
  privacy: { pageId: 24637, title: 'Privacy Policy' },
  terms: { pageId: 24636, title: 'Terms & Conditions' },
} as const;

/**
 * GET /legal/privacy and /legal/terms: fetched as common pages, then navigated to their
 * page_url (a storefront path). If the shop cannot answer, the failure is thrown to the shop
 * layout's boundary ('Error: ' + message, ADR 0111).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop();
  if (slug !== 'privacy' && slug !== 'terms') throw new Response('Not Found', { status: 404 });
  const page = LEGAL_PAGES[slug];
  const session = context.session;
  try {
    const { data } = await context.shop.read<{ page_url?: string }>('/common-page', {
      page_id: page.pageId,
      location_id: session.location?.id ?? 0,
    });
    const target = safeRedirect(data?.page_url, '');
    if (!target) throw new Response('Not Found', { status: 404 });
    return redirect(target);
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = await handleShopApiError(context, error);
    if (failure.status === 404) throw new Response('Not Found', { status: 404 });
    throw pageLoadFailure(failure);
  }
}

/**
 * Never rendered (the loader redirects or throws), but a route without a component is a resource
 * route, whose thrown errors would skip the shop layout's boundary.
 */
export default function LegalPage() {
  return null;
}
