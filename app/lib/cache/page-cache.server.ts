/**
 * A micro-cache of whole pages the storefront itself marks as shareable (ADR 0124).
 *
 * A guest's catalogue page says `Cache-Control: public` with `Vary: Cookie`: it may be reused by
 * anyone who sends the same cookies. Every guest past the age gate with no cart and no chosen
 * store sends the very same signed session cookie, so under load most requests ask for a page
 * that was rendered a moment ago. For PAGE_CACHE_TTL_MS this cache answers them with that render
 * instead of rendering again: one render per page, cookie set and second.
 *
 * - Only GET responses with status 200, `Cache-Control: public` (and neither `private` nor
 *   `no-store`) and no Set-Cookie are kept. Signed-in pages (`private, no-store`), pages that
 *   show a toast (their Set-Cookie clears it), the cart and checkout are never kept.
 * - The key is the URL, the whole Cookie header and whether the client is a search-engine bot
 *   (bots never see the age gate): everything a shareable page is built from besides the
 *   catalogue data, which its own cache already shares (catalogue/catalogue.server.ts).
 * - Each response has its own CSP nonce: a kept page is stored with the nonce it was rendered
 *   with, and that nonce is replaced by the new response's.
 * - Concurrent requests for a page being rendered wait for that render. If it turns out not to
 *   be shareable, or fails, each renders its own.
 * - At most PAGE_CACHE_MAX_BYTES are kept, keys and headers counted (ttl-cache.server.ts), the
 *   oldest written goes first.
 */
import { isbot } from 'isbot';
import { indexOfBytes } from './bytes';
import { createBoundedStore, type CacheStats } from './ttl-cache.server';

/** How long a rendered page is reused. A price or stock change shows within this plus CATALOGUE_TTL_MS. */
export const PAGE_CACHE_TTL_MS = 1_000;
const PAGE_CACHE_MAX_BYTES = 4_000_000;

interface KeptPage {
  status: number;
  headers: [string, string][];
  /** The page as sent, and where its nonce stands in it (kept as bytes: no text work per answer). */
  body: Uint8Array<ArrayBuffer>;
  nonce: string;
  /** The nonce's length in bytes, and where it stands in `body`. */
  nonceLength: number;
  nonceAt: number[];
}

interface PageCache {
  /** The response to `request`: a kept page, or `render()`'s (kept when shareable). */
  serve(request: Request, nonce: string, render: () => Promise<Response>): Promise<Response>;
  clear(): void;
  /** Pages answered from a kept render, and renders of pages that could be kept. */
  stats(): CacheStats;
}

function keyOf(request: Request): string | undefined {
  if (request.method !== 'GET' || request.headers.has('range')) return undefined;
  const client = isbot(request.headers.get('user-agent') ?? '') ? 'bot' : 'browser';
  return `${client} ${request.url} ${request.headers.get('cookie') ?? ''}`;
}

function isShareable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie') || !response.body) return false;
  const directives = (response.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}

const encoder = new TextEncoder();

function keptPage(response: Response, body: Uint8Array<ArrayBuffer>, nonce: string): KeptPage {
  const needle = encoder.encode(nonce);
  const nonceAt: number[] = [];
  for (let at = indexOfBytes(body, needle); at !== -1; at = indexOfBytes(body, needle, at + needle.length)) nonceAt.push(at);
  return { status: response.status, headers: [...response.headers], body, nonce, nonceLength: needle.length, nonceAt };
}

/** The kept page with this response's nonce, written over the old one's bytes. */
function responseOf(page: KeptPage, nonce: string): Response {
  const replacement = encoder.encode(nonce);
  let body: Uint8Array<ArrayBuffer>;
  if (replacement.length === page.nonceLength) {
    body = page.body.slice();
    for (const at of page.nonceAt) body.set(replacement, at);
  } else {
    // createCspNonce's nonces all have one length; any other nonce gets the slow way.
    body = encoder.encode(new TextDecoder().decode(page.body).replaceAll(page.nonce, nonce));
  }
  return new Response(body, { status: page.status, headers: page.headers });
}

/** What a kept page is charged besides its key: its body, headers and nonce positions. */
function pageBytes(page: KeptPage): number {
  return (
    page.body.byteLength + page.headers.reduce((sum, [name, value]) => sum + 2 * (name.length + value.length), 0) + 8 * page.nonceAt.length
  );
}

export function createPageCache(now: () => number = Date.now): PageCache {
  const pages = createBoundedStore<KeptPage>(PAGE_CACHE_MAX_BYTES, now);
  const rendering = new Map<string, Promise<KeptPage | undefined>>();
  // Bumped by clear(): a render begun before it may show what the clear was about.
  let generation = 0;
  const counts: CacheStats = { hits: 0, misses: 0 };

  async function renderAndKeep(key: string, nonce: string, render: () => Promise<Response>): Promise<Response> {
    let settle: (page: KeptPage | undefined) => void = () => {};
    const ours = new Promise<KeptPage | undefined>((resolve) => (settle = resolve));
    rendering.set(key, ours);
    const begun = generation;
    let page: KeptPage | undefined;
    try {
      const response = await render();
      if (!isShareable(response)) return response;
      const body = new Uint8Array(await response.arrayBuffer());
      page = keptPage(response, body, nonce);
      if (begun === generation) pages.set(key, page, pageBytes(page), PAGE_CACHE_TTL_MS);
      return new Response(body.slice(), { status: page.status, headers: page.headers });
    } finally {
      if (rendering.get(key) === ours) rendering.delete(key);
      settle(page);
    }
  }

  return {
    async serve(request, nonce, render) {
      const key = keyOf(request);
      if (key === undefined) return render();
      const kept = pages.get(key);
      if (kept) {
        counts.hits++;
        return responseOf(kept, nonce);
      }
      const inProgress = rendering.get(key);
      if (inProgress) {
        const page = await inProgress;
        if (page) counts.hits++;
        return page ? responseOf(page, nonce) : render();
      }
      counts.misses++;
      return renderAndKeep(key, nonce, render);
    },
    clear() {
      generation++;
      pages.clear();
      rendering.clear();
    },
    stats: () => ({ ...counts }),
  };
}
