import type { LoaderFunctionArgs } from '@remix-run/node';
import { childSitemapResponse } from '~/lib/seo/sitemap-response.server';
import { handleShopApiError } from '~/lib/shop-api/client.server';

/** GET /sitemaps/pages.xml and /sitemaps/products-N.xml: the children of a sitemap index. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  try {
    const response = await childSitemapResponse(context, params.file ?? '');
    return response ?? new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    return new Response(failure.message, {
      status: failure.status >= 500 ? failure.status : 502,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
