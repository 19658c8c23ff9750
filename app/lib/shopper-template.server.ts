/**
 * Signed-in catalogue pages from one shared render (ADR 0131).
 *
 * Two signed-in shoppers' home, listing or product pages differ only in the name and email, the
 * cart and wish-list counts and which hearts are pressed. So such a page is rendered once per URL,
 * store and second, for a stand-in shopper made of marks (shopper-marks.ts), and each request gets
 * a copy filled with its own shopper's values: the same bytes its own render would have made.
 *
 * - The template render gets a session without the token and with the marks as the user, and a
 *   shop API client that refuses every call that would carry a token. A route that reads anything
 *   personal (cart, wish-list, order pages) or changes the session is thereby "tainted": its render
 *   is dropped and every request for that key renders on its own for the next second.
 * - Kept only when the render is a 200 without Set-Cookie, and every mark stands where the fill
 *   knows how to write: page text and attributes (HTML-escaped, as React does) or Remix's inline
 *   loader data (escaped as turbo-stream and Remix do). Hearts are rendered both ways, between
 *   marks; the fill keeps one.
 * - The key is the URL, whether the client is a bot, and everything of the session but the token
 *   and user (age gate, store, guest cart). A request with a toast to show renders on its own.
 * - Each request still reads its shopper's summary (badges and hearts) fresh, with its token: a
 *   401 there, or any failure, falls back to the shopper's own render, which handles it.
 * - Kept for SHOPPER_TEMPLATE_TTL_MS and at most SHOPPER_TEMPLATE_MAX_BYTES; cleared with the
 *   catalogue when the API announces a change (ADR 0125).
 */
import type { AppLoadContext } from '@remix-run/server-runtime';
import { isbot } from 'isbot';
import type { ShopSessionView } from './session.server';
import { HEART_MARK, SHOPPER_MARK } from './shopper-marks';
import { loadShopperSummary } from './shopper-summary.server';

/** How long one render serves every signed-in shopper. A price or stock change shows within this plus CATALOGUE_TTL_MS. */
const SHOPPER_TEMPLATE_TTL_MS = 1_000;
const SHOPPER_TEMPLATE_MAX_BYTES = 8_000_000;

/** A template render in progress: `tainted` says why it cannot be shared, once something personal was asked. */
export interface ShopperTemplateRender {
  tainted: string | null;
}

/** What one request's copy is filled with. */
interface Shopper {
  nonce: string;
  name: string;
  email: string;
  cart: number;
  /** The wish-listed product ids, in the API's order (the layout's `wished` lists them so). */
  wishedIds: readonly number[];
}

type ValueName = 'name' | 'email' | 'wished' | 'cart' | 'wishlist';
type Part =
  | Uint8Array
  | { kind: 'nonce' }
  | { kind: 'value'; name: ValueName; inScript: boolean }
  | { kind: 'heart'; productId: number; pressed: Uint8Array; notPressed: Uint8Array };

export interface ShopperTemplate {
  status: number;
  headers: [string, string][];
  parts: Part[];
  bytes: number;
}

const encoder = new TextEncoder();
const REMIX_DATA_SCRIPT = 'window.__remixContext.streamController.enqueue(';
const MARK_CHARACTERS = /[\uE000-\uE013]/;

/**
 * The template's parts, or why it cannot be filled: the render as text, and the nonce it was
 * rendered with. Every mark must stand where the fill knows its escaping.
 */
export function parseTemplate(html: string, nonce: string): { parts: Part[] } | { refused: string } {
  const marks = new RegExp(
    [
      `\uE000(name|email|wished)\uE001`,
      `(?:<!-- -->)?${HEART_MARK.open}(\\d+)${HEART_MARK.id}`,
      `(?<!\\d)(${SHOPPER_MARK.cart}|${SHOPPER_MARK.wishlist})(?!\\d)`,
      escapeRegExp(nonce),
      MARK_CHARACTERS.source,
    ].join('|'),
    'g',
  );
  const parts: Part[] = [];
  let from = 0;
  for (let match = marks.exec(html); match; match = marks.exec(html)) {
    const [found, valueName, heartId, countMark] = match;
    if (match.index > from) parts.push(encoder.encode(html.slice(from, match.index)));
    from = match.index + found.length;
    if (valueName) {
      const inScript = html.lastIndexOf('<script', match.index) > html.lastIndexOf('</script>', match.index);
      if (inScript && !html.startsWith(REMIX_DATA_SCRIPT, html.indexOf('>', html.lastIndexOf('<script', match.index)) + 1)) {
        return { refused: `the shopper's ${valueName} in a script other than Remix's data` };
      }
      parts.push({ kind: 'value', name: valueName as ValueName, inScript });
    } else if (heartId) {
      const between = html.indexOf(HEART_MARK.between, from);
      const end = html.indexOf(HEART_MARK.end, from);
      if (between === -1 || end < between) return { refused: 'a heart without both ways' };
      const pressed = html.slice(from, between);
      const notPressed = html.slice(between + 1, end);
      if (MARK_CHARACTERS.test(pressed) || MARK_CHARACTERS.test(notPressed)) return { refused: 'a mark inside a heart' };
      parts.push({ kind: 'heart', productId: Number(heartId), pressed: encoder.encode(pressed), notPressed: encoder.encode(notPressed) });
      // React separates the marks from neighbouring text with an empty comment; the page without them has none.
      from = html.startsWith('<!-- -->', end + 1) ? end + 1 + '<!-- -->'.length : end + 1;
      marks.lastIndex = from;
    } else if (countMark) {
      parts.push({ kind: 'value', name: Number(countMark) === SHOPPER_MARK.cart ? 'cart' : 'wishlist', inScript: false });
    } else if (found === nonce) {
      parts.push({ kind: 'nonce' });
    } else {
      return { refused: 'a mark out of place' };
    }
  }
  if (from < html.length) parts.push(encoder.encode(html.slice(from)));
  return { parts };
}

function partBytes(part: Part): number {
  if (part instanceof Uint8Array) return part.byteLength;
  return part.kind === 'heart' ? part.pressed.byteLength + part.notPressed.byteLength : 0;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** React's escaping of text and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string);
}

/** A string inside turbo-stream's JSON, inside the JSON string Remix writes into its data script (single-fetch.js). */
function escapeInRemixData(text: string): string {
  const inStream = JSON.stringify(text).slice(1, -1);
  const inScript = JSON.stringify(inStream).slice(1, -1);
  return inScript.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The template filled for one shopper. */
export function fillTemplate(template: ShopperTemplate, shopper: Shopper): Uint8Array<ArrayBuffer> {
  const values = new Map<string, Uint8Array>();
  const valueOf = (name: ValueName, inScript: boolean): Uint8Array => {
    const key = `${name} ${inScript}`;
    let bytes = values.get(key);
    if (!bytes) {
      const raw =
        name === 'wished' ? shopper.wishedIds.join(' ') : name === 'wishlist' ? String(shopper.wishedIds.length) : String(shopper[name]);
      bytes = encoder.encode(name === 'name' || name === 'email' ? (inScript ? escapeInRemixData(raw) : escapeHtml(raw)) : raw);
      values.set(key, bytes);
    }
    return bytes;
  };
  const nonce = encoder.encode(shopper.nonce);
  const wished = new Set(shopper.wishedIds);
  const pieces = template.parts.map((part) =>
    part instanceof Uint8Array
      ? part
      : part.kind === 'nonce'
        ? nonce
        : part.kind === 'value'
          ? valueOf(part.name, part.inScript)
          : wished.has(part.productId)
            ? part.pressed
            : part.notPressed,
  );
  const body = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    body.set(piece, at);
    at += piece.byteLength;
  }
  return body;
}

/** The request's session as a template sees it: everything but who the shopper is. */
export function templateSession(session: ShopSessionView, render: ShopperTemplateRender): ShopSessionView {
  const refuse = (what: string) => () => {
    render.tainted ??= what;
  };
  return {
    token: undefined,
    user: { user_id: 0, user_fullname: SHOPPER_MARK.name, user_email: SHOPPER_MARK.email },
    isSignedIn: true,
    isGuest: session.isGuest,
    ageVerified: session.ageVerified,
    location: session.location,
    guestCart: session.guestCart,
    set: refuse('a session change'),
    unset: refuse('a session change'),
    changed: false,
    commit: () => Promise.reject(new Error('a template has no session to commit')),
  };
}

/** What decides a signed-in page besides its shopper; undefined when the request renders on its own. */
function keyOf(request: Request, session: ShopSessionView): string | undefined {
  if (request.method !== 'GET' || request.headers.has('range') || !session.isSignedIn || !session.user) return undefined;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data')) return undefined; // single-fetch data, not a document
  if (!session.user.user_fullname || !session.user.user_email) return undefined;
  const client = isbot(request.headers.get('user-agent') ?? '') ? 'bot' : 'browser';
  const rest = [session.isGuest, session.ageVerified ?? null, session.location ?? null, session.guestCart];
  return `${client} ${request.url} ${JSON.stringify(rest)}`;
}

/** Renders the request's page for the stand-in shopper; `render` is tainted by anything personal. */
type RenderTemplate = (render: ShopperTemplateRender) => Promise<{ response: Response; nonce: string }>;

interface ShopperTemplates {
  /**
   * The signed-in page for this request from a shared template, or undefined when it must be
   * rendered on its own (not a signed-in page request, a personal page, or its summary failed).
   */
  serve(request: Request, context: AppLoadContext, renderTemplate: RenderTemplate): Promise<Response | undefined>;
  clear(): void;
}

export function createShopperTemplates(now: () => number = Date.now): ShopperTemplates {
  /** null: this key's page is personal, render it on its own until `expires`. */
  const kept = new Map<string, { template: ShopperTemplate | null; expires: number }>();
  const rendering = new Map<string, Promise<ShopperTemplate | null>>();
  let bytes = 0;
  let generation = 0;

  function keep(key: string, template: ShopperTemplate | null) {
    drop(key);
    const size = template?.bytes ?? 0;
    if (size > SHOPPER_TEMPLATE_MAX_BYTES) return;
    while (bytes + size > SHOPPER_TEMPLATE_MAX_BYTES) drop(kept.keys().next().value as string);
    kept.set(key, { template, expires: now() + SHOPPER_TEMPLATE_TTL_MS });
    bytes += size;
  }

  function drop(key: string) {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.template?.bytes ?? 0;
  }

  async function make(url: string, renderTemplate: RenderTemplate): Promise<ShopperTemplate | null> {
    const render: ShopperTemplateRender = { tainted: null };
    const { response, nonce } = await renderTemplate(render);
    const shareable =
      response.status === 200 &&
      !response.headers.has('set-cookie') &&
      (response.headers.get('content-type') ?? '').startsWith('text/html') &&
      response.body;
    // Read to the end even when it is not kept: React logs a render whose stream was cut off.
    const html = await response.text();
    if (!shareable || render.tainted) return null;
    const parsed = parseTemplate(html, nonce);
    if ('refused' in parsed) {
      console.warn(`A signed-in page renders for each shopper: ${parsed.refused} (${url}).`);
      return null;
    }
    return {
      status: response.status,
      headers: [...response.headers],
      parts: parsed.parts,
      bytes: parsed.parts.reduce((sum, part) => sum + partBytes(part), 0),
    };
  }

  function renderAnew(key: string, url: string, renderTemplate: RenderTemplate): Promise<ShopperTemplate | null> {
    const begun = generation;
    const made = make(url, renderTemplate)
      .catch(() => null)
      .then((template) => {
        if (begun === generation) keep(key, template);
        return template;
      })
      .finally(() => {
        if (rendering.get(key) === made) rendering.delete(key);
      });
    rendering.set(key, made);
    return made;
  }

  /**
   * The key's template. Once it is older than the TTL, the next request starts its replacement
   * and, like those after it, is filled from the old one until the new one is kept: nobody waits
   * for a render while a template at most one more TTL old is there.
   */
  function templateFor(key: string, url: string, renderTemplate: RenderTemplate): Promise<ShopperTemplate | null> {
    const entry = kept.get(key);
    const at = now();
    if (entry && entry.expires > at) return Promise.resolve(entry.template);
    const inProgress = rendering.get(key) ?? renderAnew(key, url, renderTemplate);
    if (entry?.template && entry.expires + SHOPPER_TEMPLATE_TTL_MS > at) return Promise.resolve(entry.template);
    return inProgress;
  }

  return {
    async serve(request, context, renderTemplate) {
      const key = keyOf(request, context.session);
      // A toast to show is this request's alone (the page clears it with a Set-Cookie).
      if (key === undefined || (await context.toast.getToast(request)).toast) return undefined;
      const [template, summary] = await Promise.all([
        templateFor(key, request.url, renderTemplate),
        loadShopperSummary(context).catch(() => undefined),
      ]);
      if (!template || !summary) return undefined;
      const user = context.session.user!;
      const body = fillTemplate(template, {
        nonce: context.cspNonce,
        name: user.user_fullname,
        email: user.user_email,
        cart: summary.cart_quantity,
        wishedIds: summary.wishlist_product_ids,
      });
      return new Response(body, { status: template.status, headers: template.headers });
    },
    clear() {
      generation++;
      kept.clear();
      rendering.clear();
      bytes = 0;
    },
  };
}
