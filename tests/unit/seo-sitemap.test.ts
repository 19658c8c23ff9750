import { describe, expect, it } from 'vitest';
import {
  SITEMAP_FILE_SIZE,
  SITEMAP_URL_LIMIT,
  planSitemap,
  sitemapBatches,
  sitemapIndexXml,
  urlsetStream,
  w3cDate,
  type SitemapEntry,
  type SitemapSource,
} from '~/lib/seo/sitemap';
import { SITEINDEX_XSD, SITEMAP_XSD, locsOf, readStream, xmllintValidate } from '../seo/support/sitemap-xml';

const ORIGIN = 'https://shop.example';
const BATCH = 1000;

/**
 * A generated catalogue of `count` products, served in batches like the shop API's paging.
 * `asked` counts the batches handed out, to show the builder pulls them one by one.
 */
function fakeCatalogue(count: number) {
  const stats = { batches: 0, largestBatch: 0 };
  const pages: SitemapEntry[] = [
    { loc: `${ORIGIN}/`, lastmod: '2026-01-01T00:00:00.000Z' },
    { loc: `${ORIGIN}/product-listing`, lastmod: '2026-01-01T00:00:00.000Z' },
    { loc: `${ORIGIN}/category/wine?x=1&y=<2>`, lastmod: null },
  ];
  const source: SitemapSource = {
    pages: async () => pages,
    productCount: async () => count,
    async *products(offset, limit) {
      const end = Math.min(count, offset + limit);
      for (let start = offset; start < end; start += BATCH) {
        const size = Math.min(BATCH, end - start);
        stats.batches += 1;
        stats.largestBatch = Math.max(stats.largestBatch, size);
        yield Array.from({ length: size }, (_, i) => ({
          loc: `${ORIGIN}/product/${start + i + 1}`,
          lastmod: new Date(Date.UTC(2025, 0, 1) + (start + i) * 60_000).toISOString(),
        }));
      }
    },
  };
  return { source, stats, pages };
}

describe('sitemap builder', () => {
  it('writes one valid urlset with every URL once while under the limit', async () => {
    const { source } = fakeCatalogue(212);
    const plan = await planSitemap(source);
    expect(plan).toEqual({ kind: 'urlset', productCount: 212 });
    const xml = await readStream(urlsetStream(sitemapBatches(source, { kind: 'all', productCount: 212 })));
    const locs = locsOf(xml);
    expect(locs.length).toBe(3 + 212);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${ORIGIN}/category/wine?x=1&y=<2>`);
    expect(xml).toContain('<loc>https://shop.example/category/wine?x=1&amp;y=&lt;2&gt;</loc>');
    expect(xml).toContain('<lastmod>2025-01-01T00:00:00Z</lastmod>');
    expect(xmllintValidate(xml, SITEMAP_XSD)).toMatchObject({ valid: true });
  });

  it('splits 120,000 generated products into an index of child sitemaps of 10,000 URLs, within the protocol limit', async () => {
    const total = 120_000;
    const { source, stats } = fakeCatalogue(total);
    const plan = await planSitemap(source);
    const parts = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(plan).toEqual({ kind: 'index', productCount: total, children: ['pages', ...parts.map((n) => `products-${n}`)] });

    const index = sitemapIndexXml(plan.kind === 'index' ? plan.children.map((name) => ({ loc: `${ORIGIN}/sitemaps/${name}.xml` })) : []);
    expect(xmllintValidate(index, SITEINDEX_XSD)).toMatchObject({ valid: true });
    expect(locsOf(index)).toEqual([`${ORIGIN}/sitemaps/pages.xml`, ...parts.map((n) => `${ORIGIN}/sitemaps/products-${n}.xml`)]);

    const seen = new Set<string>();
    const pagesXml = await readStream(urlsetStream(sitemapBatches(source, { kind: 'pages' })));
    for (const loc of locsOf(pagesXml)) seen.add(loc);
    expect(seen.size).toBe(3);
    const sizes: number[] = [];
    for (const part of parts) {
      const xml = await readStream(urlsetStream(sitemapBatches(source, { kind: 'products', part })));
      const locs = locsOf(xml);
      sizes.push(locs.length);
      expect(locs.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
      for (const loc of locs) {
        expect(seen.has(loc), `${loc} listed twice`).toBe(false);
        seen.add(loc);
      }
      if (part === 12) expect(xmllintValidate(xml, SITEMAP_XSD)).toMatchObject({ valid: true });
    }
    expect(sizes).toEqual(parts.map(() => SITEMAP_FILE_SIZE));
    expect(seen.size).toBe(3 + total);
    for (const n of [1, 60_000, total]) expect(seen.has(`${ORIGIN}/product/${n}`)).toBe(true);
    // Paged through in batches, never the catalogue at once.
    expect(stats.largestBatch).toBe(BATCH);
    expect(stats.batches).toBe(total / BATCH);
  });

  it('keeps a catalogue of 50,000 products in files of 10,000, and a small shop in one file', async () => {
    const large = await planSitemap(fakeCatalogue(50_000).source);
    expect(large.kind === 'index' && large.children).toEqual([
      'pages',
      'products-1',
      'products-2',
      'products-3',
      'products-4',
      'products-5',
    ]);
    const { source } = fakeCatalogue(50_000);
    const last = locsOf(await readStream(urlsetStream(sitemapBatches(source, { kind: 'products', part: 5 }))));
    expect(last).toHaveLength(10_000);
    expect(last.at(-1)).toBe(`${ORIGIN}/product/50000`);
    // Pages and products together at the file size still fit one file; one more product does not.
    expect(await planSitemap(fakeCatalogue(SITEMAP_FILE_SIZE - 3).source)).toEqual({ kind: 'urlset', productCount: SITEMAP_FILE_SIZE - 3 });
    expect((await planSitemap(fakeCatalogue(SITEMAP_FILE_SIZE - 2).source)).kind).toBe('index');
  });

  it('asks for the next batch only when the reader pulls (streaming, not buffering)', async () => {
    const { source, stats } = fakeCatalogue(10_000);
    const reader = urlsetStream(sitemapBatches(source, { kind: 'all', productCount: 10_000 })).getReader();
    await reader.read(); // XML head
    await reader.read(); // the pages
    await reader.read(); // first product batch
    expect(stats.batches).toBe(1);
    await reader.cancel();
  });

  it('errors the stream when a batch fails, rather than ending a short file', async () => {
    const failing: SitemapSource = {
      pages: async () => [],
      productCount: async () => 5,
      async *products() {
        yield [{ loc: `${ORIGIN}/product/1` }];
        throw new Error('shop API down');
      },
    };
    await expect(readStream(urlsetStream(sitemapBatches(failing, { kind: 'all', productCount: 5 })))).rejects.toThrow('shop API down');
  });

  it('writes lastmod as a W3C date-time and leaves out what the data does not say', () => {
    expect(w3cDate('2026-03-04T05:06:07.890Z')).toBe('2026-03-04T05:06:07Z');
    expect(w3cDate(null)).toBeNull();
    expect(w3cDate('yesterday')).toBeNull();
  });
});
