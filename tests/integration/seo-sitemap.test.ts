/**
 * /sitemap.xml and /sitemaps/* against a REAL shop API (in-memory PGlite, the seeded catalogue):
 * every listed product exactly once, no unlisted one, every category with products, every
 * content page, lastmod from the data, absolute URLs from STOREFRONT_ORIGIN only (never the
 * request's Host), and schema-valid XML (xmllint). The index split runs on the same data with a
 * small per-file limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../shop-api/test/support';
import type { Storefront } from '~/lib/platform/context.server';
import { childSitemapResponse, sitemapResponse } from '~/lib/seo/sitemap-response.server';
import { loader as robotsLoader } from '~/routes/robots-txt';
import { testStorefront } from '../support/storefront';
import { SITEINDEX_XSD, SITEMAP_XSD, locsOf, xmllintValidate } from '../seo/support/sitemap-xml';

const ORIGIN = 'https://www.liquor-express.example';
let shop: TestShop;
let storefront: Storefront;
let calls: Array<{ path: string; body: string }>;

beforeAll(async () => {
  shop = await createTestShop();
  storefront = testStorefront(
    async (req) => {
      calls.push({ path: new URL(req.url).pathname, body: await req.clone().text() });
      return shop.api.fetch(req);
    },
    { STOREFRONT_ORIGIN: ORIGIN },
  );
});
afterAll(() => shop?.close());

// A request that claims another host: the sitemap must not believe it.
const hostileRequest = () =>
  new Request('http://evil.example/sitemap.xml', { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } });

async function listedProductIds(): Promise<number[]> {
  const rows = await shop.db.selectFrom('products').select('id').where('not_found', '=', false).execute();
  return rows.map((r) => r.id);
}

describe('sitemap against the shop API', () => {
  it('lists every listed product exactly once, no unlisted one, and validates against the schema', async () => {
    calls = [];
    const response = await sitemapResponse(await storefront.loadContext(hostileRequest()));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toMatch(/public, max-age=\d+/);
    const xml = await response.text();
    expect(xmllintValidate(xml, SITEMAP_XSD)).toMatchObject({ valid: true });

    const locs = locsOf(xml);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(xml).not.toContain('evil.example');

    const productIds = locs
      .filter((loc) => loc.startsWith(`${ORIGIN}/product/`))
      .map((loc) => Number(loc.slice(`${ORIGIN}/product/`.length)));
    const listed = await listedProductIds();
    expect(productIds.sort((a, b) => a - b)).toEqual(listed.sort((a, b) => a - b));
    const unlisted = await shop.db.selectFrom('products').select('id').where('not_found', '=', true).execute();
    expect(unlisted.length).toBeGreaterThan(0);
    for (const { id } of unlisted) expect(productIds).not.toContain(id);

    // Paged through the listing (never one giant call per product, never everything in one read).
    const productCalls = calls.filter((c) => c.path.endsWith('/products'));
    expect(productCalls.length).toBeGreaterThanOrEqual(2);
    expect(productCalls.every((c) => JSON.parse(c.body).per_page <= 1000)).toBe(true);
  });

  it('lists home, the listing, the classes page, every category with products and every content page, with lastmod from the data', async () => {
    const xml = await (await sitemapResponse(await storefront.loadContext(hostileRequest()))).text();
    const locs = locsOf(xml);
    for (const path of [
      '/',
      '/product-listing',
      '/classes-events/',
      '/category/wine',
      '/category/spirits',
      '/about/our-story/',
      '/legal/privacy-policy/',
    ]) {
      expect(locs, path).toContain(`${ORIGIN}${path}`);
    }
    const subcategories = await shop.db
      .selectFrom('categories as c')
      .innerJoin('categories as p', 'p.id', 'c.parent_id')
      .select(['c.slug', 'p.slug as parent'])
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('products').select('id').whereRef('products.category_id', '=', 'c.id').where('not_found', '=', false)),
      )
      .execute();
    expect(subcategories.length).toBeGreaterThan(0);
    for (const sub of subcategories) expect(locs).toContain(`${ORIGIN}/category/${sub.parent}/${sub.slug}`);

    // lastmod of a product is its updated_at.
    const product = await shop.db
      .selectFrom('products')
      .select(['id', 'updated_at'])
      .where('not_found', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const expected = new Date(product.updated_at).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(xml).toContain(`<url><loc>${ORIGIN}/product/${product.id}</loc><lastmod>${expected}</lastmod></url>`);
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/about/our-story/</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
  });

  it('becomes an index of child sitemaps past the per-file limit, which together list the same URLs', async () => {
    const limit = 100;
    const context = await storefront.loadContext(hostileRequest());
    const index = await (await sitemapResponse(context, limit)).text();
    expect(xmllintValidate(index, SITEINDEX_XSD)).toMatchObject({ valid: true });
    const children = locsOf(index);
    const listed = await listedProductIds();
    const parts = Math.ceil(listed.length / limit);
    expect(children).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      ...Array.from({ length: parts }, (_, i) => `${ORIGIN}/sitemaps/products-${i + 1}.xml`),
    ]);

    const all: string[] = [];
    for (const child of children) {
      const file = child.slice(`${ORIGIN}/sitemaps/`.length);
      const response = await childSitemapResponse(await storefront.loadContext(hostileRequest()), file, limit);
      expect(response, file).not.toBeNull();
      const xml = await response!.text();
      expect(xmllintValidate(xml, SITEMAP_XSD), file).toMatchObject({ valid: true });
      const locs = locsOf(xml);
      expect(locs.length).toBeLessThanOrEqual(limit);
      all.push(...locs);
    }
    expect(new Set(all).size).toBe(all.length);
    const whole = locsOf(await (await sitemapResponse(await storefront.loadContext(hostileRequest()))).text());
    expect([...all].sort()).toEqual([...whole].sort());

    expect(await childSitemapResponse(context, `products-${parts + 1}.xml`, limit)).toBeNull();
    expect(await childSitemapResponse(context, 'products-0.xml', limit)).toBeNull();
    expect(await childSitemapResponse(context, '../secrets.xml', limit)).toBeNull();
  });

  it('robots.txt names the sitemap on the configured origin, not the request host', async () => {
    const request = new Request('http://evil.example/robots.txt', { headers: { Host: 'evil.example' } });
    const response = (await robotsLoader({ request, context: await storefront.loadContext(request), params: {} })) as Response;
    const text = await response.text();
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toContain('evil.example');
  });
});
