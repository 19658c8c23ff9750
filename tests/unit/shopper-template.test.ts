/**
 * ADR 0131: the shared template of a signed-in page. Where marks may stand (page text and
 * attributes, Remix's inline data), how each is filled, and when a template is kept, reused and
 * replaced. The whole-page check against real renders is tests/integration/shopper-template.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from '@remix-run/server-runtime';
import { createShopperTemplates, fillTemplate, parseTemplate, type ShopperTemplate } from '~/lib/shopper-template.server';
import { HEART_MARK, SHOPPER_MARK } from '~/lib/shopper-marks';

const NONCE = 'n0nce';
const heart = (id: number) =>
  `${HEART_MARK.open}${id}${HEART_MARK.id}<b data-id="${id}">on</b>${HEART_MARK.between}<b data-id="${id}">off</b>${HEART_MARK.end}`;
const data = (text: string) => `<script nonce="${NONCE}">window.__remixContext.streamController.enqueue("${text}");</script>`;

function filled(html: string, shopper: Partial<Parameters<typeof fillTemplate>[1]> = {}): string {
  const parsed = parseTemplate(html, NONCE);
  if ('refused' in parsed) throw new Error(parsed.refused);
  const template: ShopperTemplate = { status: 200, headers: [], parts: parsed.parts, bytes: 0 };
  const body = fillTemplate(template, { nonce: 'fresh', name: 'Ann', email: 'ann@example.com', cart: 0, wishedIds: [], ...shopper });
  return new TextDecoder().decode(body);
}

describe('filling a template', () => {
  it('writes the shopper into text and attributes as React escapes them', () => {
    const html = `<p title="${SHOPPER_MARK.name}">Hi ${SHOPPER_MARK.name}, ${SHOPPER_MARK.email}</p>`;
    expect(filled(html, { name: `O'Neil <&> "Q"` })).toBe(
      '<p title="O&#x27;Neil &lt;&amp;&gt; &quot;Q&quot;">Hi O&#x27;Neil &lt;&amp;&gt; &quot;Q&quot;, ann@example.com</p>',
    );
  });

  it("writes the shopper into Remix's data as turbo-stream and Remix escape it", () => {
    // What Remix writes for a chunk of turbo-stream text (single-fetch.js: escapeHtml(JSON.stringify(chunk))).
    const remixData = (chunk: string) =>
      `<script nonce="${NONCE}">window.__remixContext.streamController.enqueue(${JSON.stringify(chunk).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)});</script>`;
    const name = `O'Neil <"Q"> \\ & \u2028`;
    const page = filled(remixData(JSON.stringify([SHOPPER_MARK.name])), { name });
    expect(page).toBe(remixData(JSON.stringify([name])).replace(NONCE, 'fresh'));
  });

  it('fills counts, the wished ids and the nonce, and keeps one way of each heart', () => {
    const html = `<i nonce="${NONCE}">${SHOPPER_MARK.cart} ${SHOPPER_MARK.wishlist}</i>${heart(7)}<!-- -->${heart(9)}${data(`\\"${SHOPPER_MARK.wished}\\"`)}`;
    const page = filled(html, { cart: 3, wishedIds: [9, 4] });
    expect(page).toBe(`<i nonce="fresh">3 2</i><b data-id="7">off</b><b data-id="9">on</b>${data('\\"9 4\\"').replace(NONCE, 'fresh')}`);
  });

  it("drops React's empty comments beside a heart's marks, which a page without marks does not have", () => {
    expect(filled(`text<!-- -->${heart(1)}<!-- -->more`)).toBe('text<b data-id="1">off</b>more');
  });

  it('refuses a mark it cannot fill safely', () => {
    expect(parseTemplate(`<script type="application/ld+json">{"n":"${SHOPPER_MARK.name}"}</script>`, NONCE)).toEqual({
      refused: "the shopper's name in a script other than Remix's data",
    });
    expect(parseTemplate(`${HEART_MARK.open}1${HEART_MARK.id}<b>on</b>${HEART_MARK.end}`, NONCE)).toEqual({
      refused: 'a heart without both ways',
    });
    expect(parseTemplate(`<p>${HEART_MARK.between}</p>`, NONCE)).toEqual({ refused: 'a mark out of place' });
    expect(parseTemplate(`${HEART_MARK.open}1${HEART_MARK.id}${SHOPPER_MARK.name}${HEART_MARK.between}x${HEART_MARK.end}`, NONCE)).toEqual({
      refused: 'a mark inside a heart',
    });
  });
});

describe('keeping templates', () => {
  const signedIn = {
    token: 'token-of-ann',
    isSignedIn: true,
    isGuest: false,
    ageVerified: true,
    location: undefined,
    guestCart: [],
    user: { user_id: 1, user_fullname: 'Ann', user_email: 'ann@example.com' },
  };
  function contextFor(summary: () => Promise<unknown>): AppLoadContext {
    return {
      session: signedIn,
      cspNonce: 'fresh',
      toast: { getToast: async () => ({ toast: undefined, headers: new Headers() }) },
      shop: { read: async () => ({ data: await summary(), status: 200 }) },
    } as unknown as AppLoadContext;
  }
  const summary = async () => ({ cart_quantity: 1, wishlist_product_ids: [] });
  const page = (text: string) => async () => ({
    response: new Response(`<p nonce="t">${text} ${SHOPPER_MARK.cart}</p>`, { headers: { 'content-type': 'text/html' } }),
    nonce: 't',
  });

  it('renders once per key and second, then serves the old one while its replacement renders', async () => {
    let time = 0;
    const templates = createShopperTemplates(() => time);
    const request = new Request('http://shop.test/');
    let renders = 0;
    const render = () => {
      renders++;
      return page(`v${renders}`)();
    };
    expect(await (await templates.serve(request, contextFor(summary), render))!.text()).toBe('<p nonce="fresh">v1 1</p>');
    expect(await (await templates.serve(request, contextFor(summary), render))!.text()).toBe('<p nonce="fresh">v1 1</p>');
    time = 1_500; // past the TTL, within one more: the old one answers, a new render starts
    expect(await (await templates.serve(request, contextFor(summary), render))!.text()).toBe('<p nonce="fresh">v1 1</p>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await (await templates.serve(request, contextFor(summary), render))!.text()).toBe('<p nonce="fresh">v2 1</p>');
    time = 10_000; // long past: nobody gets a template that old
    expect(await (await templates.serve(request, contextFor(summary), render))!.text()).toBe('<p nonce="fresh">v3 1</p>');
    templates.clear(); // the API changed the catalogue
    expect(await (await templates.serve(request, contextFor(summary), render))!.text()).toBe('<p nonce="fresh">v4 1</p>');
    expect(renders).toBe(4);
  });

  it('leaves to the shopper’s own render a personal page, a failed summary and a visitor', async () => {
    const templates = createShopperTemplates(() => 0);
    const personal = async (render: { tainted: string | null }) => {
      render.tainted = 'a personal call (/cart)';
      return page('mine')();
    };
    expect(await templates.serve(new Request('http://shop.test/cart'), contextFor(summary), personal)).toBeUndefined();
    const failing = () => Promise.reject(new Error('401'));
    expect(await templates.serve(new Request('http://shop.test/'), contextFor(failing), page('x'))).toBeUndefined();
    const visitor = { ...contextFor(summary), session: { ...signedIn, isSignedIn: false } } as unknown as AppLoadContext;
    expect(await templates.serve(new Request('http://shop.test/'), visitor, page('x'))).toBeUndefined();
    const post = new Request('http://shop.test/', { method: 'POST' });
    expect(await templates.serve(post, contextFor(summary), page('x'))).toBeUndefined();
  });
});
