/**
 * Issue 14 (ADR 0131): a signed-in catalogue page is rendered once for a stand-in shopper and
 * filled per request. The filled page must be byte for byte the page the shopper's own render
 * makes (nonce aside), for names that need escaping, pressed and unpressed hearts, and badges;
 * one render serves several shoppers; personal pages, a pending toast and a revoked token still
 * get their own render. Runs the app's server build through Vite (as `npm run dev` does) against
 * the reference shop API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode } from 'turbo-stream';
import { createServer, type ViteDevServer } from 'vite';
import { createCookie, createCookieSessionStorage, createRequestHandler, type ServerBuild } from '@remix-run/node';
import type { AppLoadContext } from '@remix-run/server-runtime';
import { createTestShop, type TestShop } from '../../shop-api/test/support';
import { signUp } from '../../shop-api/test/commerce-fixtures';
import { requestWithSession } from '../support/storefront';
import { createMemoryCache } from '~/lib/ttl-cache.server';
import { renderDocumentOnNode } from '../../server/render-document-node';
import type { Platform, Storefront } from '~/lib/context.server';
import type { HomePageData } from '~/lib/shop-api-types';

let shop: TestShop;
let vite: ViteDevServer;
let storefront: Storefront;
let handler: (request: Request, context: AppLoadContext) => Promise<Response>;
/** What each Remix render was for: 'template' or 'own'. */
let renders: string[];
let home: HomePageData;

interface Shopper {
  session: object;
  token: string;
}
let awkward: Shopper;
let plain: Shopper;

beforeAll(async () => {
  shop = await createTestShop();
  vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
  const build = (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild;
  const platform: Platform = {
    vars: { NODE_ENV: 'test' },
    createCookie,
    createCookieSessionStorage,
    shopApi: { baseUrl: 'http://shop-api.test/api/v1', transport: (request) => shop.api.fetch(request) },
    cache: createMemoryCache(),
    renderDocument: renderDocumentOnNode,
  };
  // The build's own module copy builds the context, as server.ts does.
  storefront = (build.entry.module as unknown as { createStorefront(p: Platform): Storefront }).createStorefront(platform);
  const remix = createRequestHandler(build, 'production');
  handler = (request, context) => {
    renders.push(context.shopperTemplate ? 'template' : 'own');
    return remix(request, context);
  };
  home = (await shop.call('POST', '/home-page', { body: { order: 'ASC' } })).body.data;
  const [first, second, third] = home.trending_wines_section.product_listing;

  const a = await signUp(shop, 'Awkward');
  for (const product of [first, third])
    await shop.call('POST', '/wishlist', { token: a.token, body: { action: 'Add', product_id: product.product_id } });
  const added = await shop.call('POST', '/cart', {
    token: a.token,
    body: { action: 'add', product_id: second.product_id, variation_id: second.variation_id, quantity: 3 },
  });
  expect(added.status).toBeLessThan(300);
  awkward = {
    token: a.token,
    session: {
      ageVerified: true,
      token: a.token,
      user: { user_id: a.userId, user_fullname: `Zoë O'Brien <"Wine" & Co> \u2028`, user_email: a.email },
    },
  };
  const b = await signUp(shop, 'Plain');
  await shop.call('POST', '/wishlist', { token: b.token, body: { action: 'Add', product_id: second.product_id } });
  plain = {
    token: b.token,
    session: { ageVerified: true, token: b.token, user: { user_id: b.userId, user_fullname: 'Pat Plain', user_email: b.email } },
  };
}, 120_000);

afterAll(async () => {
  await vite?.close();
  await shop?.close();
});

const withoutNonce = (html: string) => {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.replaceAll(nonce, 'NONCE') : html;
};

const REMIX_DATA = /window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g;

/**
 * A page as hydration sees it: the markup, nonce aside, and the loader data Remix's inline
 * scripts carry, decoded. (The data's text may differ: turbo-stream writes a value once and
 * refers back to it, so a filled mark is written where the shopper's own render refers back.)
 */
async function asHydrated(html: string): Promise<{ markup: string; data: unknown }> {
  const chunks: string[] = [];
  const markup = withoutNonce(html).replace(REMIX_DATA, (_, text: string) => {
    chunks.push(JSON.parse(text) as string);
    return 'window.__remixContext.streamController.enqueue(DATA);';
  });
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const decoded = await decode(stream);
  await decoded.done;
  // The honeypot's "valid from" is made once a second (ADR 0127): a template keeps the one of its second.
  const data = decoded.value as { loaderData: Record<string, { honeypot?: { encryptedValidFrom: string } }> };
  const honeypot = data.loaderData['routes/shop-layout'].honeypot!;
  const markupWithout = markup.replaceAll(honeypot.encryptedValidFrom, 'VALID_FROM');
  honeypot.encryptedValidFrom = 'VALID_FROM';
  return { markup: markupWithout, data };
}

/** Where two pages part, with some text around it on both sides (a whole page is too long to read in a diff). */
function firstDifference(a: string, b: string): { at: number; filled: string; own: string } | null {
  if (a === b) return null;
  let at = 0;
  while (a[at] === b[at]) at++;
  return { at, filled: a.slice(Math.max(0, at - 150), at + 150), own: b.slice(Math.max(0, at - 150), at + 150) };
}

/** The page from the shared template (a request with a nonce, as the platform entries send). */
async function shared(shopper: Shopper, path: string, cookie = ''): Promise<Response> {
  const request = await requestWithSession(
    storefront,
    shopper.session,
    `http://storefront.test${path}`,
    cookie ? { headers: { cookie } } : {},
  );
  return storefront.handle(request, handler, { nonce: crypto.randomUUID().replaceAll('-', '') });
}

/** The shopper's own render (no nonce: nothing is shared). */
async function own(shopper: Shopper, path: string): Promise<Response> {
  const request = await requestWithSession(storefront, shopper.session, `http://storefront.test${path}`);
  return storefront.handle(request, handler);
}

describe('signed-in pages from one shared render', () => {
  it('fills home, listing, category and product pages with exactly what each shopper’s own render shows', async () => {
    const product = home.trending_wines_section.product_listing[0];
    for (const path of ['/', '/product-listing?sort=price-asc', '/category/wine', `/product/${product.product_id}`]) {
      for (const shopper of [awkward, plain]) {
        renders = [];
        const fromTemplate = await shared(shopper, path);
        expect(fromTemplate.status, path).toBe(200);
        const filled = await fromTemplate.text();
        expect(
          renders.filter((kind) => kind === 'own'),
          path,
        ).toEqual([]);
        const mine = await asHydrated(await (await own(shopper, path)).text());
        const ours = await asHydrated(filled);
        expect(firstDifference(ours.markup, mine.markup), path).toBeNull();
        expect(ours.data, path).toEqual(mine.data);
      }
    }
  });

  it('shows the shopper’s own name, badges and pressed hearts', async () => {
    const html = await (await shared(awkward, '/')).text();
    expect(html).toContain('Zoë O&#x27;Brien &lt;&quot;Wine&quot; &amp; Co&gt;');
    expect(html).toMatch(/data-testid="cart-count">3</);
    expect(html).toMatch(/data-testid="wishlist-count">2</);
    const [first, second, third] = home.trending_wines_section.product_listing;
    expect(html).toContain(`aria-label="Remove ${first.product_title} from wish list"`);
    expect(html).toContain(`aria-label="Add ${second.product_title} to wish list"`);
    expect(html).toContain(`aria-label="Remove ${third.product_title} from wish list"`);
    expect(html).not.toMatch(/[\uE000-\uE013]|907100000001|907100000002/);
  });

  it('renders a page once for many shoppers', async () => {
    renders = [];
    for (let i = 0; i < 3; i++) for (const shopper of [awkward, plain]) await shared(shopper, '/product-listing?page=2');
    // One render, or two if the first grew older than a second meanwhile (a slow machine); never one per shopper.
    expect(renders.filter((kind) => kind === 'own')).toEqual([]);
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.length).toBeLessThanOrEqual(2);
  });

  it('renders personal pages, and a page with a toast to show, for the shopper alone', async () => {
    for (const path of ['/wish-list', '/your-shopping-cart', '/account/orders']) {
      renders = [];
      const response = await shared(awkward, path);
      expect(response.status, path).toBe(200);
      expect(renders.at(-1), path).toBe('own');
      expect(await response.text(), path).not.toMatch(/[\uE000-\uE013]/);
    }
    // A toast set by a form (here: made the way actions make it) is shown by the next page alone.
    const context = await storefront.loadContext(new Request('http://storefront.test/'));
    const withToast = await context.toast.redirectWithSuccess('/', 'Added to cart.');
    const toastCookie = withToast.headers.get('set-cookie')!.split(';')[0];
    renders = [];
    const page = await shared(plain, '/', toastCookie);
    expect(renders).toEqual(['own']);
    expect(await page.text()).toContain('Added to cart.');
    // An invalid toast cookie shows nothing and changes nothing: the shared page serves it.
    renders = [];
    await shared(plain, '/', 'toast-session=forged');
    expect(renders).not.toContain('own');
  });

  it('signs out a shopper whose token the API no longer accepts, as their own render does', async () => {
    const revoked = await signUp(shop, 'Revoked');
    const shopper = {
      token: revoked.token,
      session: {
        ageVerified: true,
        token: revoked.token,
        user: { user_id: revoked.userId, user_fullname: 'Rev Oked', user_email: revoked.email },
      },
    };
    await shared(shopper, '/'); // the template is warm
    await shop.call('POST', '/logout', { token: revoked.token });
    const response = await shared(shopper, '/');
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toContain('__session=');
  });
});
