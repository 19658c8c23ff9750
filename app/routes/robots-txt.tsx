import type { LoaderFunctionArgs } from '@remix-run/node';
import { robotsTxt } from '~/lib/seo/robots';

/** GET /robots.txt: the rules for crawlers and where the sitemap is (configured origin). */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(context.env.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
