/**
 * No signed-in shopper ever sees another's name, badges or hearts: many shoppers, each with their
 * own cart and wish list, ask for the same catalogue pages at once, through the storefront's
 * request handler as the platform entries call it. Each page shows its own shopper's name (escaped
 * as React escapes it), cart and wish-list counts and pressed hearts, and no other shopper's name.
 * A shopper whose token the API no longer accepts is signed out. Runs the app's server build
 * through Vite (as `npm run dev` does) against the reference shop API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { createCookie, createCookieSessionStorage, createRequestHandler, type ServerBuild } from '@remix-run/node';
import type { AppLoadContext } from '@remix-run/server-runtime';
import { createTestShop, type TestShop } from '../../shop-api/test/support';
import { signUp } from '../../shop-api/test/commerce-fixtures';
import { requestWithSession } from '../support/storefront';
import { createMemoryCache } from '~/lib/cache/ttl-cache.server';
import { renderDocumentOnNode } from '../../server/render-document-node';
import type { Platform, Storefront } from '~/lib/platform/context.server';
import type { HomePageData } from '~/lib/shop-api/types';

let shop: TestShop;
let vite: ViteDevServer;
let storefront: Storefront;
let handler: (request: Request, context: AppLoadContext) => Promise<Response>;
let home: HomePageData;

interface Shopper {
  name: string;
  session: object;
  token: string;
  cart: number;
  wished: number[];
}
const shoppers: Shopper[] = [];
const SHOPPERS = 8;

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
  handler = createRequestHandler(build, 'production');
  home = (await shop.call('POST', '/home-page', { body: { order: 'ASC' } })).body.data;
  const products = home.trending_wines_section.product_listing;
  for (let i = 0; i < SHOPPERS; i++) {
    const account = await signUp(shop, `Shopper${i}`);
    // Shopper i wishes for the products whose bit i is set, and has i + 1 bottles in the cart.
    const wished = products.filter((_, at) => ((at + 1) & (1 << (i % 3))) !== 0).map((p) => p.product_id);
    for (const productId of wished)
      await shop.call('POST', '/wishlist', { token: account.token, body: { action: 'Add', product_id: productId } });
    const added = await shop.call('POST', '/cart', {
      token: account.token,
      body: { action: 'add', product_id: products[0].product_id, variation_id: products[0].variation_id, quantity: i + 1 },
    });
    expect(added.status).toBeLessThan(300);
    // One name needs escaping, as React escapes it.
    const name = i === 0 ? `Zoë O'Brien <"Wine" & Co>` : `Taster Number${i}x`;
    shoppers.push({
      name,
      token: account.token,
      cart: i + 1,
      wished,
      session: {
        ageVerified: true,
        token: account.token,
        user: { user_id: account.userId, user_fullname: name, user_email: account.email },
      },
    });
  }
}, 120_000);

afterAll(async () => {
  await vite?.close();
  await shop?.close();
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string);

/** The page as a browser asks for it (a request with a nonce, as the platform entries send). */
async function pageFor(shopper: Pick<Shopper, 'session'>, path: string): Promise<Response> {
  const request = await requestWithSession(storefront, shopper.session, `http://storefront.test${path}`);
  return storefront.handle(request, handler, { nonce: crypto.randomUUID().replaceAll('-', '') });
}

describe('signed-in catalogue pages, many shoppers at once', () => {
  it('show each shopper their own name, badges and hearts, and nobody else’s', async () => {
    const products = home.trending_wines_section.product_listing;
    for (const path of ['/', '/product-listing?page=2', '/category/wine', `/product/${products[0].product_id}`]) {
      const pages = await Promise.all(shoppers.map(async (shopper) => ({ shopper, response: await pageFor(shopper, path) })));
      for (const { shopper, response } of pages) {
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(escapeHtml(shopper.name));
        for (const other of shoppers) if (other !== shopper) expect(html, `${path}: ${other.name}`).not.toContain(escapeHtml(other.name));
        expect(html, path).toMatch(new RegExp(`data-testid="cart-count">${shopper.cart}<`));
        expect(html, path).toMatch(new RegExp(`data-testid="wishlist-count">${shopper.wished.length}<`));
        if (path === '/') {
          for (const product of products.slice(0, 3)) {
            const label = shopper.wished.includes(product.product_id) ? 'Remove' : 'Add';
            expect(html, `${path}: heart of ${product.product_title}`).toContain(
              `aria-label="${label} ${product.product_title} ${label === 'Add' ? 'to' : 'from'} wish list"`,
            );
          }
        }
      }
    }
  });

  it('signs out a shopper whose token the API no longer accepts, on the next page', async () => {
    const revoked = await signUp(shop, 'Revoked');
    const shopper = {
      token: revoked.token,
      session: {
        ageVerified: true,
        token: revoked.token,
        user: { user_id: revoked.userId, user_fullname: 'Rev Oked', user_email: revoked.email },
      },
    };
    await pageFor(shopper, '/');
    await shop.call('POST', '/logout', { token: revoked.token });
    const response = await pageFor(shopper, '/');
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toContain('__session=');
  });
});
