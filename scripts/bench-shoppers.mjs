// Realistic traffic for the load benchmark (ADR 0142): many shoppers, each with its own session
// and its own keep-alive connection, asking for URLs drawn from the whole catalogue with a fixed
// seed, optionally with cart and wish-list form posts sent as a browser sends them, and signed-in
// shoppers paying for their carts.
//
//   const catalogue = await readCatalogue(origin);
//   const result = await runShoppers(origin, shoppers, catalogue, { seconds: 20, postShare: 0.1, orderShare: 0.005, seed: 1 });
//
// Each shopper's URL sequence depends only on the seed and its index, so runs are comparable;
// how the shoppers' requests interleave depends on the server, as with real traffic.
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** What a browser sends with every navigation (compression included: it is part of a page's cost). */
const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 bench',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US,en;q=0.9',
};

/** What a shopper types at checkout (delivery) and on the hosted card page: a card that is paid. */
const BILLING = {
  firstName: 'Bench',
  lastName: 'Shopper',
  country: 'United States',
  address: '1 Cellar Road',
  city: 'Sacramento',
  postCode: '95814',
  phone: '+1 916 555 0100',
  email: 'bench.shopper@example.com',
};
const CARD = {
  name: 'Bench Shopper',
  card_number: '4242 4242 4242 4242',
  expiry: `12/${(new Date().getFullYear() + 1) % 100}`,
  cvc: '123',
};

/** Words searched for that match no product. */
const MISSES = ['zzyzx', 'unobtainium', 'qwertyuiop', 'lemonade stand', 'xylophone'];

/** A small seeded generator (mulberry32): the same seed draws the same sequence. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

async function apiPost(origin, path, body) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /api/v1${path} answered ${response.status}`);
  return (await response.json()).data;
}

/**
 * Everything a shopper can browse to: every product (with what a cart form posts), the category
 * pages of the sitemap, the listing's filter terms and words from product titles to search for.
 */
export async function readCatalogue(origin) {
  const products = [];
  // Pages of 1,000 (as the sitemap reads them), so a catalogue of 50,000 is read whole.
  for (let page = 1; page <= 1_000; page++) {
    const data = await apiPost(origin, '/products', { page, per_page: 1_000 });
    for (const p of data.products) products.push({ id: p.product_id, uid: p.uid, variationId: p.variation_id, title: p.product_title });
    if (data.products.length === 0 || products.length >= (data.total ?? data.total_count ?? Infinity)) break;
  }
  const unique = [...new Map(products.map((p) => [p.id, p])).values()];
  // A large catalogue's /sitemap.xml is an index: its category pages are in the pages file.
  let sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  if (sitemap.includes('<sitemapindex')) sitemap = await (await fetch(`${origin}/sitemaps/pages.xml`)).text();
  const categories = [...sitemap.matchAll(/<loc>[^<]*?(\/category\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  if (categories.length === 0) throw new Error('the sitemap names no category page');
  const master = await apiPost(origin, '/filter-master', {});
  const terms = {};
  let prices = [];
  for (const section of master) {
    if (section.section_key === 'price_range') prices = section.section_listing;
    else if (['size', 'category', 'country', 'brand', 'season'].includes(section.section_key)) {
      const flat = section.section_listing.flatMap((term) => [term, ...(term.children ?? [])]);
      terms[section.section_key] = flat.map((term) => term.category_id);
    }
  }
  const words = [...new Set(unique.flatMap((p) => p.title.toLowerCase().split(/\s+/)).filter((w) => /^[a-z]{4,}$/.test(w)))].sort();
  return { products: unique, categories, terms, prices, words };
}

/** A listing URL: a few filters, sometimes a sort, a price range, a later page. */
function listingUrl(random, catalogue) {
  const query = new URLSearchParams();
  const groups = Object.keys(catalogue.terms);
  const filters = Math.floor(random() * 3);
  for (let i = 0; i < filters; i++) {
    const group = pick(random, groups);
    query.append(group, String(pick(random, catalogue.terms[group])));
  }
  if (random() < 0.2 && catalogue.prices.length) {
    const range = pick(random, catalogue.prices);
    query.set('min_price', String(range.from));
    query.set('max_price', String(range.to));
  }
  if (random() < 0.3) query.set('sort', random() < 0.5 ? 'ASC' : 'DSC');
  if (filters === 0 && random() < 0.4) query.set('page', String(2 + Math.floor(random() * 10)));
  const text = query.toString();
  return text ? `/product-listing?${text}` : '/product-listing';
}

function searchUrl(random, catalogue) {
  const text = random() < 0.8 ? pick(random, catalogue.words) : pick(random, MISSES);
  return `/product-listing?${new URLSearchParams({ search: text })}`;
}

function categoryUrl(random, catalogue) {
  const path = pick(random, catalogue.categories);
  return random() < 0.25 ? `${path}?page=2` : random() < 0.15 ? `${path}?sort=ASC` : path;
}

/** A page a browsing shopper asks for, and its type (for the per-type figures). */
export function drawPage(random, catalogue) {
  const r = random();
  if (r < 0.4) return { type: 'product', path: `/product/${pick(random, catalogue.products).id}` };
  if (r < 0.65) return { type: 'listing', path: listingUrl(random, catalogue) };
  if (r < 0.75) return { type: 'search', path: searchUrl(random, catalogue) };
  if (r < 0.9) return { type: 'category', path: categoryUrl(random, catalogue) };
  return { type: 'home', path: '/' };
}

/** The Cookie header after a response's Set-Cookie lines. */
function mergeCookies(previous, setCookies = []) {
  const jar = new Map(previous ? previous.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair]) : []);
  for (const header of setCookies) {
    const pair = header.split(';')[0];
    const name = pair.slice(0, pair.indexOf('='));
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(header) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** One request on the shopper's own connection; resolves with status, Set-Cookie, Location and (when asked) the body, once it is read. */
function send(agent, origin, { method = 'GET', path, headers = {}, body, keepBody = false }) {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, agent, headers: { ...BROWSER_HEADERS, ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => keepBody && chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            setCookie: res.headers['set-cookie'],
            location: res.headers.location,
            body: keepBody ? decoded(res.headers['content-encoding'], Buffer.concat(chunks)) : undefined,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/** A body as sent: browsers ask for compression, and the checkout page's key is read from it. */
function decoded(encoding, bytes) {
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'deflate') return inflateSync(bytes).toString();
  return bytes.toString();
}

/** What a browser sends with a same-origin form post from `from`. */
const formHeaders = (origin, cookie, from) => ({
  cookie,
  origin,
  referer: `${origin}${from}`,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/x-www-form-urlencoded',
});

/**
 * A signed-in shopper pays for their cart as a browser without JavaScript does: the checkout page,
 * Place Order, the hosted card page, Pay, and the result page. Each step is recorded under its
 * own type. Resolves false when the shop did not lead on (an empty cart sends the shopper back).
 */
async function payForCart(agent, origin, state, record) {
  const step = async (type, request) => {
    const at = performance.now();
    const answer = await send(agent, origin, request);
    record(type, performance.now() - at, answer.status);
    state.cookie = mergeCookies(state.cookie, answer.setCookie);
    return answer;
  };
  const checkout = await step('checkout', { path: '/checkout', headers: { cookie: state.cookie }, keepBody: true });
  const key = /name="idempotency_key" value="([^"]+)"/.exec(checkout.body ?? '')?.[1];
  if (checkout.status !== 200 || !key) return false;
  const placed = await step('place order', {
    method: 'POST',
    path: '/checkout',
    headers: formHeaders(origin, state.cookie, '/checkout'),
    body: new URLSearchParams({ ...BILLING, idempotency_key: key }).toString(),
  });
  if (placed.status !== 303 || !placed.location) return false;
  // The hosted card page, on the address the shopper used (ADR 0150).
  const card = new URL(placed.location, origin);
  await step('payment page', { path: card.pathname, headers: { cookie: state.cookie } });
  const paid = await step('pay', {
    method: 'POST',
    path: card.pathname,
    headers: formHeaders(origin, state.cookie, card.pathname),
    body: new URLSearchParams(CARD).toString(),
  });
  if (paid.status !== 303 || !paid.location) return false;
  const result = new URL(paid.location, origin);
  const shown = await step('order result', { path: result.pathname + result.search, headers: { cookie: state.cookie } });
  return shown.status === 200;
}

/** A cart or wish-list form post, as the product card's form sends it without JavaScript. */
function drawPost(random, catalogue, shopper, redirectTo) {
  const product = pick(random, catalogue.products);
  if (random() < 0.5) {
    const remove = shopper.cart.size >= 5 && random() < 0.5;
    const lineOf = remove ? [...shopper.cart.values()][0] : product;
    if (remove) shopper.cart.delete(lineOf.id);
    else shopper.cart.set(product.id, product);
    const fields = remove
      ? { intent: 'delete', product_id: String(lineOf.id), uid: lineOf.uid, redirectTo }
      : {
          intent: 'add',
          product_id: String(product.id),
          uid: product.uid,
          variation_id: String(product.variationId),
          quantity: '1',
          redirectTo,
        };
    return { type: 'cart post', path: '/resources/cart', fields };
  }
  const wished = shopper.wished.has(product.id);
  if (wished) shopper.wished.delete(product.id);
  else shopper.wished.add(product.id);
  const fields = {
    intent: wished ? 'delete' : 'add',
    product_id: String(product.id),
    variation_id: String(product.variationId),
    redirectTo,
  };
  return { type: 'wish post', path: '/resources/wishlist', fields };
}

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null);

/**
 * Runs every shopper for `seconds`, one request at a time each on its own connection (a closed
 * loop, as the connections of autocannon). A post is followed by the page its 303 names, as a
 * browser does. With `orderShare`, that share of a signed-in shopper's steps pays for the cart,
 * when it has lines. Returns req/s, latency p50/p99 (all requests and per type), errors (network
 * failures, time-outs, 5xx), other answers that were neither 2xx nor 3xx, and paid orders.
 */
export async function runShoppers(origin, shoppers, catalogue, { seconds, postShare = 0, orderShare = 0, seed = 1 }) {
  const latencies = [];
  const byType = new Map();
  let errors = 0;
  let other = 0;
  let orders = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  const record = (type, ms, status) => {
    latencies.push(ms);
    if (!byType.has(type)) byType.set(type, []);
    byType.get(type).push(ms);
    if (status >= 500) errors++;
    else if (status >= 400) other++;
  };
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const random = seededRandom(seed * 1000 + index);
      // A signed-in shopper starts with one line in the cart (bench-load.mjs signedInCookie).
      const state = { cookie: shopper.cookie, cart: new Map(), wished: new Set(), lines: shopper.signedIn ? 1 : 0 };
      let current = '/';
      while (Date.now() < deadline) {
        if (orderShare > 0 && shopper.signedIn && state.lines > 0 && random() < orderShare) {
          try {
            if (await payForCart(agent, origin, state, record)) orders++;
          } catch {
            errors++;
          }
          state.lines = 0;
          state.cart.clear();
          current = '/';
          continue;
        }
        const post = postShare > 0 && random() < postShare;
        const step = post ? drawPost(random, catalogue, state, current) : drawPage(random, catalogue);
        const at = performance.now();
        try {
          const answer = post
            ? await send(agent, origin, {
                method: 'POST',
                path: step.path,
                headers: formHeaders(origin, state.cookie, current),
                body: new URLSearchParams(step.fields).toString(),
              })
            : await send(agent, origin, { path: step.path, headers: { cookie: state.cookie } });
          record(step.type, performance.now() - at, answer.status);
          state.cookie = mergeCookies(state.cookie, answer.setCookie);
          if (step.type === 'cart post') state.lines = state.cart.size;
          if (post && answer.status === 303 && answer.location && Date.now() < deadline) {
            const followed = performance.now();
            const page = await send(agent, origin, { path: answer.location, headers: { cookie: state.cookie } });
            record('after post', performance.now() - followed, page.status);
            state.cookie = mergeCookies(state.cookie, page.setCookie);
          } else if (post && answer.status !== 303) other++;
          if (!post) current = step.path;
        } catch {
          errors++;
          record(step.type, performance.now() - at, 0);
        }
      }
      agent.destroy();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const types = [...byType].map(([type, values]) => {
    values.sort((a, b) => a - b);
    return { type, count: values.length, p50Ms: Math.round(quantile(values, 0.5)), p99Ms: Math.round(quantile(values, 0.99)) };
  });
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: Math.round(quantile(sorted, 0.5)),
    p99Ms: Math.round(quantile(sorted, 0.99)),
    errors,
    other,
    orders,
    types,
  };
}
