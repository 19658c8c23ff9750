/**
 * Every page's <head> metadata in one shape (ADR 0100): title, description, canonical link or
 * noindex, Open Graph and Twitter card. Route `meta` functions describe the page; this turns it
 * into Remix meta descriptors. Absolute URLs come from the configured origin (root loader data,
 * from context.env.origin), never from the request's Host header.
 */
import type { MetaDescriptor } from '@remix-run/node';

export const SHOP_NAME = 'Liquor Express';
const DEFAULT_DESCRIPTION = 'Wine and spirits for pickup or delivery from your local Liquor Express store.';

/** The shop's name is 'Liquor Express': every title keeps it, after the page's own name (ADR 0100). */
function shopTitle(pageTitle?: string | null): string {
  const own = pageTitle?.trim();
  return own ? `${own} | ${SHOP_NAME}` : SHOP_NAME;
}

export interface SeoImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface PageSeo {
  /** The page's own name; the shop name is added by shopTitle. */
  title?: string | null;
  description?: string;
  /** Path (with query, if any) of the canonical URL; left out on noindex pages. */
  canonicalPath?: string | null;
  /** Keep the page out of search results (search, empty results, cart, checkout, errors…). */
  noindex?: boolean;
  image?: SeoImage | null;
  /** Open Graph type. */
  type?: 'website' | 'product' | 'article';
}

/** The shop's configured public origin, as the root loader hands it to every meta function. */
export function originFromMatches(matches: ReadonlyArray<{ id: string; data: unknown }>): string {
  const root = matches.find((m) => m.id === 'root')?.data as { origin?: unknown } | undefined;
  return typeof root?.origin === 'string' ? root.origin : '';
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return origin ? new URL(pathOrUrl, origin).href : pathOrUrl;
}

/** A description fits a result snippet: one line, at most ~160 characters. */
function snippet(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[\s,.;:-]+$/, '')}…`;
}

export function seoMeta(origin: string, page: PageSeo): MetaDescriptor[] {
  const title = shopTitle(page.title);
  const description = snippet(page.description ?? DEFAULT_DESCRIPTION);
  const canonical = !page.noindex && page.canonicalPath != null ? absoluteUrl(origin, page.canonicalPath) : null;
  const image = page.image ? { ...page.image, url: absoluteUrl(origin, page.image.url) } : null;

  const tags: MetaDescriptor[] = [{ title }, { name: 'description', content: description }];
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });

  // Link previews (chat apps, social sites) read these whatever the page shows a visitor.
  tags.push(
    { property: 'og:site_name', content: SHOP_NAME },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  );
  if (canonical) tags.push({ property: 'og:url', content: canonical });
  if (image) {
    tags.push({ property: 'og:image', content: image.url });
    if (image.url.startsWith('https:')) tags.push({ property: 'og:image:secure_url', content: image.url });
    if (image.width && image.height) {
      tags.push(
        { property: 'og:image:width', content: String(image.width) },
        { property: 'og:image:height', content: String(image.height) },
      );
    }
    tags.push({ property: 'og:image:alt', content: image.alt });
  }
  tags.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  );
  if (image) tags.push({ name: 'twitter:image', content: image.url }, { name: 'twitter:image:alt', content: image.alt });
  return tags;
}

/** For pages that never belong in search results (cart, checkout, payment, account, dialogs' own routes). */
export function privatePageMeta(origin: string, title: string, description?: string): MetaDescriptor[] {
  return seoMeta(origin, { title, description, noindex: true });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of (already sanitised) HTML, for descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}
