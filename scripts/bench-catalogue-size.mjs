// How the shop API answers at a catalogue size: `node scripts/bench-catalogue-size.mjs [--products 50000] [--runs 30]`.
// Starts the API alone (`npm run api`) on a free loopback port over an embedded database seeded
// with that many products (kept in .data/bench-catalogue-N, so a second run skips the minute of
// seeding; BENCH_CATALOGUE_DIR names another folder), then sends each request below one at a time
// on the idle server: 40 warm-up runs, then --runs timed runs. Twice: with the read cache off (what the
// database costs), then as the shop serves (read cache on, so the parts many answers share are
// kept: ranked lists, the listing index of ADR 0163), each run a new answer. Prints median and
// p90 (ms) as a Markdown table, or JSON with --json (for scripts/bench.mjs). A benchmark, not a
// test: the machine is noisy.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = new URL('..', import.meta.url).pathname;

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts `npm run api` on the catalogue; resolves once it listens (seeding first when the folder is new). */
async function startApi(products, dataDir, log, { readCache }) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'shop-api/src/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_PORT: String(port),
      PGLITE_DIR: dataDir,
      SEED_PRODUCTS: String(products),
      DATABASE_URL: '',
      // Off: what a request costs the database; repeated, it would be answered from the read cache (ADR 0152).
      SHOP_API_READ_CACHE: readCache ? 'on' : 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
    child.stdout.on('data', (chunk) => {
      const text = chunk.toString();
      for (const line of text.split('\n').filter(Boolean)) log(line);
      if (text.includes('listening on')) resolve();
    });
  });
  child.removeAllListeners('exit');
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}/api/v1`,
    stop: async () => {
      child.kill('SIGTERM');
      await stopped;
    },
  };
}

async function post(base, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json).slice(0, 200)}`);
  return json.data;
}

const median = (sorted) => sorted[Math.floor((sorted.length - 1) / 2)];
const p90 = (sorted) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)];

/** The requests timed: what a listing, a category page, the filters, a product page and the sitemap ask of the API. */
async function requests(base) {
  const master = await post(base, '/filter-master', {});
  const section = (key) => master.find((s) => s.section_key === key).section_listing;
  const wine = section('category').find((c) => c.category_slug === 'wine');
  const bourbon = section('category')
    .flatMap((c) => c.children ?? [])
    .find((c) => c.category_slug === 'bourbon');
  const france = section('country').find((c) => c.category_name === 'France');
  const size750 = section('size').find((c) => c.category_name === '750ml');
  const first = await post(base, '/products', {});
  const lastPage = Math.max(1, Math.ceil(first.total_count / 12));
  const threeFilters = { category: [wine.category_id], country: [france.category_id], price_range: { min: 20, max: 60 } };
  return [
    ['listing, newest first', '/products', {}],
    ['listing, 3 filters (category, country, price)', '/products', threeFilters],
    ['listing, 3 filters, by price', '/products', { ...threeFilters, order: 'ASC' }],
    [
      'listing, size + rating + price, by price desc',
      '/products',
      { size: [size750.category_id], rating: [{ from: 4, to: 5 }], price_range: { min: 10, max: 100 }, order: 'DSC' },
    ],
    ['listing, last page', '/products', { page: lastPage }],
    ['listing, last page by price', '/products', { page: lastPage, order: 'ASC' }],
    ['category page (Bourbon)', '/products', { category: [bourbon.category_id] }],
    ['facets (filter master)', '/filter-master', {}],
    ['home page', '/home-page', {}],
    ['product page', '/product-detail', { product_id: first.products[0].product_id }],
    ['sitemap batch (1,000, last)', '/products', { per_page: 1000, page: Math.max(1, Math.ceil(first.total_count / 1000)) }],
    ['search "cabernet"', '/products', { search: 'cabernet' }],
    ['search "red wine"', '/products', { search: 'red wine' }],
    ['search "burbon" (a typo)', '/products', { search: 'burbon' }],
    // What the header box's suggestions ask (app/lib/catalogue/search-suggestions.server.ts, ADR 0162, 0173).
    ['suggestions "ca"', '/products', { search: 'ca', per_page: 6, count: false, top_selling: true }],
    ['suggestions "bou"', '/products', { search: 'bou', per_page: 6, count: false, top_selling: true }],
    // Two common words that never meet: no best seller has both, so every match is found instead.
    ['suggestions "red wh" (no match)', '/products', { search: 'red wh', per_page: 6, count: false, top_selling: true }],
  ];
}

/**
 * Run `i` of a request as a new answer, so the read cache cannot answer it from a run before: a
 * price floor of i cents (no product costs less) or another product. Null for the filter master
 * and the home page, one answer for everyone and kept as such.
 */
function newAnswer(path, body, i, productIds) {
  if (path === '/product-detail') return { product_id: productIds[i % productIds.length] };
  if (path !== '/products') return null;
  return { ...body, price_range: { ...body.price_range, min: (body.price_range?.min ?? 0) + (i + 1) / 100 } };
}

/**
 * Runs of each request before timing. A fresh API runs PGlite's WebAssembly unoptimised until V8
 * has seen a code path often: suggestions for "ca" took 28 ms for their first 20 runs on a new
 * server and 17-19 ms from the 40th on. The tables describe a server that has been serving.
 */
const WARM_UP_RUNS = 40;

async function timed(base, path, bodyOf, runs) {
  for (let i = 0; i < WARM_UP_RUNS; i++) await post(base, path, bodyOf(i));
  const times = [];
  for (let i = WARM_UP_RUNS; i < runs + WARM_UP_RUNS; i++) {
    const t = performance.now();
    await post(base, path, bodyOf(i));
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { min: times[0], median: median(times), p90: p90(times) };
}

export async function benchCatalogueSize({ products = 50_000, runs = 30, dataDir, log = console.error } = {}) {
  const dir = dataDir ?? process.env.BENCH_CATALOGUE_DIR ?? join(root, '.data', `bench-catalogue-${products}`);
  const results = [];
  for (const readCache of [false, true]) {
    const started = performance.now();
    const api = await startApi(products, dir, log, { readCache });
    log(
      `[bench-catalogue] API up on ${products.toLocaleString('en-US')} products (read cache ${readCache ? 'on' : 'off'}) after ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    try {
      const productIds = (await post(api.base, '/products', { per_page: runs + WARM_UP_RUNS })).products.map((p) => p.product_id);
      for (const [index, [name, path, body]] of (await requests(api.base)).entries()) {
        if (!readCache) results.push({ name, ...(await timed(api.base, path, () => body, runs)) });
        else if (newAnswer(path, body, 0, productIds)) {
          results[index].served = await timed(api.base, path, (i) => newAnswer(path, body, i, productIds), runs);
        }
      }
    } finally {
      await api.stop();
    }
  }
  return { products, runs, results };
}

export function catalogueSizeMarkdown({ products, runs, results }) {
  const figures = (t) => (t ? [t.min, t.median, t.p90].map((ms) => ms.toFixed(1)) : ['—', '—', '—']).join(' | ');
  const rows = results.map((r) => `| ${r.name} | ${figures(r)} | ${figures(r.served)} |`);
  return [
    `API at ${products.toLocaleString('en-US')} products, one request at a time on an idle server (${runs} runs after ${WARM_UP_RUNS} warm-up runs each, ms). ` +
      'First with the read cache off, what the database costs; then as the shop serves, the read cache on ' +
      'and each run a new answer (a price floor of a few cents, or another product), so only the parts many answers share are kept. ' +
      'The filter master and home page are one answer for everyone, kept as such.',
    '',
    '| request | min | median | p90 | as served: min | median | p90 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchCatalogueSize({ products: Number(option('products', '50000')), runs: Number(option('runs', '30')) });
  console.log(process.argv.includes('--json') ? JSON.stringify(result) : catalogueSizeMarkdown(result));
}
