/** The HTTP side of the sitemap routes: headers, and which file a path names. */
import type { AppLoadContext } from '@remix-run/server-runtime';
import { absoluteUrl } from './page-meta';
import { planSitemap, productFileCount, sitemapBatches, sitemapIndexXml, urlsetStream, SITEMAP_FILE_SIZE } from './sitemap';
import { shopSitemapSource } from './sitemap-source.server';

/** Cached briefly: crawlers and CDNs may reuse a sitemap for 10 minutes (ADR 0101). */
const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=600',
  'X-Robots-Tag': 'noindex',
};

function xmlResponse(body: BodyInit): Response {
  return new Response(body, { headers: SITEMAP_HEADERS });
}

/** /sitemap.xml: one urlset, or an index of child sitemaps beyond SITEMAP_FILE_SIZE URLs. */
export async function sitemapResponse(context: AppLoadContext, limit = SITEMAP_FILE_SIZE): Promise<Response> {
  const source = shopSitemapSource(context);
  const plan = await planSitemap(source, limit);
  if (plan.kind === 'urlset')
    return xmlResponse(urlsetStream(sitemapBatches(source, { kind: 'all', productCount: plan.productCount }, limit)));
  return xmlResponse(sitemapIndexXml(plan.children.map((name) => ({ loc: absoluteUrl(context.env.origin, `/sitemaps/${name}.xml`) }))));
}

/** /sitemaps/pages.xml and /sitemaps/products-N.xml; null when no such file exists. */
export async function childSitemapResponse(context: AppLoadContext, file: string, limit = SITEMAP_FILE_SIZE): Promise<Response | null> {
  const source = shopSitemapSource(context);
  if (file === 'pages.xml') return xmlResponse(urlsetStream(sitemapBatches(source, { kind: 'pages' }, limit)));
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match) return null;
  const part = Number(match[1]);
  if (part > productFileCount(await source.productCount(), limit)) return null;
  return xmlResponse(urlsetStream(sitemapBatches(source, { kind: 'products', part }, limit)));
}
