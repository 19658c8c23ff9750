/**
 * The sitemap (sitemaps.org protocol 0.9), generated as a stream (ADR 0101). Pure and
 * platform-neutral: a SitemapSource supplies the URLs; this module plans the files and writes
 * the XML as it goes, so a catalogue of any size is never held in memory at once.
 *
 * - Up to SITEMAP_FILE_SIZE URLs: /sitemap.xml is one <urlset>.
 * - More: /sitemap.xml is a <sitemapindex> of /sitemaps/pages.xml (everything but products)
 *   and /sitemaps/products-1.xml, products-2.xml … of at most SITEMAP_FILE_SIZE products each.
 */

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;
/**
 * URLs per file this shop writes: a fifth of the protocol's limit, so a file is ten calls of
 * the shop API and answers in well under a second at any catalogue size (ADR 0147).
 */
export const SITEMAP_FILE_SIZE = 10_000;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO 8601 date-time of the last change, when the data says. */
  lastmod?: string | null;
}

export interface SitemapSource {
  /** Every URL other than products (home, listings, categories, content pages): a short list. */
  pages(): Promise<SitemapEntry[]>;
  /** How many listed products there are. */
  productCount(): Promise<number>;
  /** `limit` products from position `offset`, a batch at a time. */
  products(offset: number, limit: number): AsyncIterable<SitemapEntry[]>;
}

type SitemapPlan = { kind: 'urlset'; productCount: number } | { kind: 'index'; productCount: number; children: string[] };

/** The child files, by name: "pages" and "products-N". */
export function productFileCount(productCount: number, limit = SITEMAP_FILE_SIZE): number {
  return Math.ceil(productCount / limit);
}

export async function planSitemap(source: SitemapSource, limit = SITEMAP_FILE_SIZE): Promise<SitemapPlan> {
  const [pages, productCount] = await Promise.all([source.pages(), source.productCount()]);
  if (pages.length + productCount <= limit) return { kind: 'urlset', productCount };
  const children = ['pages', ...Array.from({ length: productFileCount(productCount, limit) }, (_, i) => `products-${i + 1}`)];
  return { kind: 'index', productCount, children };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** A W3C date-time the protocol accepts, or null when the data has none / nonsense. */
export function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function urlXml(entry: SitemapEntry): string {
  const lastmod = w3cDate(entry.lastmod);
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * A <urlset> written batch by batch: each pull of the stream asks the next batch, so the
 * consumer's pace (the network) decides how fast the shop API is paged through. A failure
 * mid-way errors the stream, so a crawler sees a broken download, never a silently short file.
 */
export function urlsetStream(batches: AsyncIterable<SitemapEntry[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(`${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n`));
        return;
      }
      // Every pull must enqueue something (or close), or the reader waits for ever: skip empty batches.
      for (;;) {
        const next = await iterator.next();
        if (next.done) {
          controller.enqueue(encoder.encode('</urlset>\n'));
          controller.close();
          return;
        }
        if (next.value.length > 0) {
          controller.enqueue(encoder.encode(next.value.map(urlXml).join('')));
          return;
        }
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

export function sitemapIndexXml(children: SitemapEntry[]): string {
  const items = children
    .map((child) => {
      const lastmod = w3cDate(child.lastmod);
      return `<sitemap><loc>${escapeXml(child.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
    })
    .join('');
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items}</sitemapindex>\n`;
}

/** The batches of one whole sitemap (pages, then every product) or of one child file. */
export async function* sitemapBatches(
  source: SitemapSource,
  file: { kind: 'all'; productCount: number } | { kind: 'pages' } | { kind: 'products'; part: number },
  limit = SITEMAP_FILE_SIZE,
): AsyncGenerator<SitemapEntry[]> {
  if (file.kind !== 'products') yield await source.pages();
  if (file.kind === 'all') yield* source.products(0, file.productCount);
  if (file.kind === 'products') yield* source.products((file.part - 1) * limit, limit);
}

/** The newest lastmod of a list (for an index entry or a listing page). */
export function newest(dates: Array<string | null | undefined>): string | null {
  let best: number | null = null;
  for (const date of dates) {
    const time = date ? Date.parse(date) : NaN;
    if (!Number.isNaN(time) && (best === null || time > best)) best = time;
  }
  return best === null ? null : new Date(best).toISOString();
}
