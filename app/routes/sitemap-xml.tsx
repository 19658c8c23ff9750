import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapResponse } from '~/lib/seo/sitemap-response.server';
import { handleShopApiError } from '~/lib/shop-api/client.server';

/** GET /sitemap.xml (ADR 0101). */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    return await sitemapResponse(context);
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    return new Response(failure.message, {
      status: failure.status >= 500 ? failure.status : 502,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
