// `npm run bench`: how fast and how heavy the shop is on this machine, in five phases
// (BENCH_PHASES=time,weight,load,soak,lighthouse picks some), written to bench/results.md:
// - time: each main page requested BENCH_RUNS times one after another on both platforms (and
//   BENCH_RUNS product and listing pages nobody asked for yet, one after another), Node as
//   `npm start` runs it (the cluster, scripts/start.mjs) and the Worker (build-edge/ in workerd via
//   scripts/start-edge.mjs; BENCH_TARGETS=node skips it): median and p90 server time, gzipped HTML,
//   and the Worker bundle's gzipped size against Cloudflare's limit;
// - weight: the JavaScript a first load of each page downloads, from the build manifest
//   (scripts/js-weight.mjs), against the budget npm test enforces (scripts/js-budget.mjs);
// - load: 50 shoppers at once against the clustered `npm start` (scripts/bench-load.mjs,
//   scripts/bench-shoppers.mjs, ADR 0142), each with its own session, on URLs drawn with a fixed
//   seed from the whole catalogue, browsing and with 10% cart and wish-list posts; on embedded
//   PGlite and on a PostgreSQL server when one is installed (BENCH_DATABASES=pglite skips it);
//   median of BENCH_LOAD_RUNS (3) runs;
// - one-url: 50 connections on one URL with one cookie (a footnote: the
//   page cache answers most of it);
// - soak: memory over a 5-minute mixed load (BENCH_SOAK_SECONDS) after a minute's warm-up, guests
//   and signed-in shoppers at once: RSS every 10 s, and each process's live memory after a full
//   collection, idle before and after (ADR 0137); median of BENCH_SOAK_RUNS (3) runs
//   (scripts/bench-load.mjs);
// - catalogue-size: the API's single requests at 212 and at 50,000 products without its read cache
//   (scripts/bench-catalogue-size.mjs), and the load phase at each size, runs in turn (PGlite,
//   median of BENCH_CATALOGUE_LOAD_RUNS (3); BENCH_CATALOGUE_SIZES changes the sizes);
// - scale: the load phase's traffic through nginx to two storefronts and two APIs on one
//   PostgreSQL server (scripts/bench-scale.ts, ADR 0154), when nginx and PostgreSQL are installed;
// - lighthouse: Lighthouse mobile Performance, first visit and returning shopper, median of
//   BENCH_LIGHTHOUSE_RUNS (3) runs per page (scripts/lighthouse-perf.mjs).
// Servers start on free loopback ports with throw-away embedded databases. Machines here are
// noisy: compare medians of several runs, not single numbers. A benchmark, not a test.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchCatalogueSize, catalogueSizeMarkdown } from './bench-catalogue-size.mjs';
import {
  benchLoad,
  benchSoak,
  benchTraffic,
  benchTrafficBySize,
  loadResultsMarkdown,
  soakResultsMarkdown,
  startShop,
  trafficResultsMarkdown,
} from './bench-load.mjs';
import { JS_CEILING_BYTES, JS_TARGET_BYTES } from './js-budget.mjs';
import { kB, routeJsWeights } from './js-weight.mjs';
import { lighthousePerf } from './lighthouse-perf.mjs';
import { kib, WORKER_GZIP_LIMIT_BYTES, workerBundleSize } from './worker-bundle-size.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const TARGETS = (process.env.BENCH_TARGETS ?? 'node,worker').split(',');
const PAGES = [
  '/',
  '/product-listing',
  '/product-listing?category=1&order=ASC&page=2',
  '/product/1',
  '/category/wine/red-wine',
  '/classes-events',
];
/**
 * Pages nobody asked for yet (issue 28's single-request target): run i is another product, or
 * another listing (a price floor of a cent more, below every price), so no cache holds it.
 * Runs from UNCACHED_WARM_UP_FROM on warm the server up first.
 */
const UNCACHED_PAGES = [
  ['`/product/{id}`, each run another product', (i) => `/product/${i + 2}`],
  ['`/product-listing?min_price=…`, each run another listing', (i) => `/product-listing?min_price=${(0.01 * (i + 1)).toFixed(2)}`],
];
/**
 * Issue 28 asks for an idle server, not one just started: 40 other pages nobody asked for come
 * first, so the timed runs measure the shop rather than V8 compiling its uncached path (as
 * bench-catalogue-size.mjs warms the API). The first 25 product pages of a fresh server took
 * 32 ms at the median; after 40 others, 23-28 ms.
 */
const UNCACHED_WARM_UP = 40;
const UNCACHED_WARM_UP_FROM = 100;
const root = new URL('..', import.meta.url).pathname;
const lighthouseVersion = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
const secrets = { SESSION_SECRET: 'bench', TOAST_SECRET: 'bench', HONEYPOT_SECRET: 'bench' };

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts one platform's server; resolves with its base URL and a stop function. Node is what
 * `npm start` runs (startShop), with a throw-away embedded database.
 */
async function startTarget(target) {
  const dataDir = mkdtempSync(join(tmpdir(), 'le-bench-'));
  if (target === 'node') {
    const shop = await startShop(dataDir);
    return {
      base: shop.origin,
      stop: async () => {
        await shop.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const port = await freePort();
  const env = {
    ...process.env,
    ...secrets,
    NODE_ENV: 'production',
    PORT: String(port),
    PGLITE_DIR: dataDir,
    STOREFRONT_ORIGIN: `http://127.0.0.1:${port}`,
    API_PORT: String(await freePort()),
    INSPECTOR_PORT: String(await freePort()),
    WRANGLER_LOG: 'warn',
  };
  const child = spawn(process.execPath, ['scripts/start-edge.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', () => child.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${target} server stopped before answering`);
    try {
      if ((await fetch(`${base}/favicon.svg`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${target} server did not answer in 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, stop };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** Median/p90 server time and gzipped HTML per page. */
async function measure(base) {
  // A shopper who passed the age gate (a real POST, so the session cookie is genuine).
  const gate = await fetch(`${base}/resources/age-gate`, {
    method: 'POST',
    body: new URLSearchParams({ answer: 'yes', redirectTo: '/' }),
    redirect: 'manual',
  });
  const cookie = (gate.headers.get('set-cookie') ?? '').split(';')[0];
  const timeOnce = async (path) => {
    const started = performance.now();
    const response = await fetch(base + path, { headers: { cookie, 'user-agent': 'Mozilla/5.0 Chrome/156 bench' } });
    const body = await response.text();
    return { ms: performance.now() - started, status: response.status, body };
  };
  /** Times `runs` requests, run i to pathOf(i), one after another. */
  const timeRuns = async (pathOf) => {
    const times = [];
    const statuses = new Set();
    let last;
    for (let i = 0; i < RUNS; i++) {
      last = await timeOnce(pathOf(i));
      times.push(last.ms);
      statuses.add(last.status);
    }
    return {
      median: quantile(times, 0.5),
      p90: quantile(times, 0.9),
      htmlKb: gzipSync(last.body).length / 1024,
      status: [...statuses].join('+'),
    };
  };
  const pages = new Map();
  for (const path of PAGES) {
    for (let i = 0; i < 3; i++) await timeOnce(path);
    pages.set(path, await timeRuns(() => path));
  }
  for (const [name, pathOf] of UNCACHED_PAGES) {
    for (let i = 0; i < UNCACHED_WARM_UP; i++) await timeOnce(pathOf(UNCACHED_WARM_UP_FROM + i));
    pages.set(name, await timeRuns(pathOf));
  }
  return { pages };
}

const PHASES = (process.env.BENCH_PHASES ?? 'time,weight,load,one-url,catalogue-size,scale,soak,lighthouse').split(',');
const report = [
  `# Benchmark results`,
  '',
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ` +
    `load average at start ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}. Load generator, browser and server share this machine; compare medians run to run, not single figures.`,
];
const section = (title, lines) => {
  report.push('', `## ${title}`, '', ...lines);
  console.log(`\n## ${title}\n\n${lines.join('\n')}`);
};

if (PHASES.includes('time')) {
  const results = {};
  for (const target of TARGETS) {
    const server = await startTarget(target);
    try {
      results[target] = await measure(server.base);
    } finally {
      await server.stop();
    }
  }
  const columns = TARGETS.flatMap((t) => [`${t} median ms`, `${t} p90 ms`]);
  const lines = [
    `${RUNS} sequential requests per page after 3 warm-up requests, as a shopper past the age gate (Node: the clustered npm start). ` +
      `The last two rows are pages nobody asked for yet, each run another one, after ${UNCACHED_WARM_UP} other such pages (issue 28: 25 ms).`,
    '',
    `| page | ${columns.join(' | ')} | HTML gzip KB | status |`,
    `| --- | ${columns.map(() => '--:').join(' | ')} | --: | --- |`,
  ];
  for (const [path, label] of [...PAGES.map((page) => [page, `\`${page}\``]), ...UNCACHED_PAGES.map(([name]) => [name, name])]) {
    const cells = TARGETS.flatMap((t) => [results[t].pages.get(path).median, results[t].pages.get(path).p90]).map((ms) => ms.toFixed(1));
    const first = results[TARGETS[0]].pages.get(path);
    const statuses = TARGETS.map((t) => results[t].pages.get(path).status).join('/');
    lines.push(`| ${label} | ${cells.join(' | ')} | ${first.htmlKb.toFixed(1)} | ${statuses} |`);
  }
  if (TARGETS.includes('worker')) {
    const { raw, gzip } = workerBundleSize();
    lines.push(
      '',
      `Worker bundle (build-edge/worker/worker.js): ${kib(raw)}, ${kib(gzip)} gzipped; Cloudflare's limit is ${kib(WORKER_GZIP_LIMIT_BYTES)} compressed.`,
    );
  }
  section('Server time per page', lines);
}

if (PHASES.includes('weight')) {
  const weights = routeJsWeights();
  const lines = ['| page | first-load JS, gzip | files | ceiling (npm test) | target |', '| --- | --: | --: | --: | --: |'];
  const limit = (bytes, gzip) => (bytes ? `${kB(bytes)}${gzip > bytes ? ' (over)' : ''}` : '–');
  for (const [page, { gzip, files }] of Object.entries(weights)) {
    lines.push(
      `| ${page} | ${kB(gzip)} | ${files.length} | ${limit(JS_CEILING_BYTES[page], gzip)} | ${limit(JS_TARGET_BYTES[page], gzip)} |`,
    );
  }
  section('JavaScript on first load (from the build manifest)', lines);
}

if (PHASES.includes('load')) {
  const traffic = await benchTraffic({
    runs: Number(process.env.BENCH_LOAD_RUNS ?? 3),
    databases: process.env.BENCH_DATABASES?.split(',').filter(Boolean),
  });
  section('Load: 50 shoppers over the whole catalogue (npm start, clustered)', trafficResultsMarkdown(traffic).split('\n'));
}

if (PHASES.includes('one-url')) {
  const load = await benchLoad({ pages: ['/product-listing'], profiles: ['guest'], seconds: 10 });
  section('Footnote: one URL, one cookie (not a target)', [
    'The former load figure: every connection asks for the same page with the same cookie, so the page cache (ADR 0124) answers it from memory. Real shoppers do not do that: the table above is the one that counts.',
    '',
    ...loadResultsMarkdown(load).split('\n'),
  ]);
}

if (PHASES.includes('catalogue-size')) {
  const sizes = (process.env.BENCH_CATALOGUE_SIZES ?? '212,50000').split(',').map(Number);
  const lines = [];
  for (const products of sizes) {
    lines.push(...catalogueSizeMarkdown(await benchCatalogueSize({ products, runs: 15 })).split('\n'), '');
  }
  const bySize = await benchTrafficBySize({ sizes, runs: Number(process.env.BENCH_CATALOGUE_LOAD_RUNS ?? 3) });
  for (const { products, traffic } of bySize) {
    lines.push(`Load at ${products.toLocaleString('en-US')} products:`, '', ...trafficResultsMarkdown(traffic).split('\n'), '');
  }
  // Issue 29's measure: each size's median req/s against the smallest's, per line.
  const [smallest, ...larger] = bySize;
  for (const { products, traffic } of larger) {
    const shares = traffic.results[0].lines.map(
      (line, i) => `${line.name} ${Math.round((100 * line.requestsPerSecond) / smallest.traffic.results[0].lines[i].requestsPerSecond)}%`,
    );
    lines.push(
      `At ${products.toLocaleString('en-US')} products, the median req/s is, of its figure at ${smallest.products}: ${shares.join(', ')}.`,
      '',
    );
  }
  section('Catalogue size', lines);
}

if (PHASES.includes('scale')) {
  // TypeScript (it starts tests/scale's topology): run through tsx, its Markdown read back.
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-scale.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  section('Load through a proxy: two storefronts, two APIs, one PostgreSQL server', run.stdout.trim().split('\n'));
}

if (PHASES.includes('soak')) {
  const soak = await benchSoak({ seconds: Number(process.env.BENCH_SOAK_SECONDS ?? 300), runs: Number(process.env.BENCH_SOAK_RUNS ?? 3) });
  section('Memory over a long load (npm start, clustered)', soakResultsMarkdown(soak).split('\n'));
}

if (PHASES.includes('lighthouse')) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const server = await startTarget('node');
  try {
    const perf = await lighthousePerf(server.base, { runs, log: (line) => console.error(line) });
    const lines = [
      `Lighthouse ${lighthouseVersion} mobile Performance (default throttling), median of ${runs} runs per page and visit.`,
      '',
      '| page | visit | score | LCP ms | TBT ms | CLS | runs |',
      '| --- | --- | --: | --: | --: | --: | --- |',
    ];
    for (const [page, byVisit] of Object.entries(perf)) {
      for (const [visit, r] of Object.entries(byVisit)) {
        lines.push(
          `| ${page} | ${visit} | ${r.score} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.scores.join(', ')} |`,
        );
      }
    }
    section('Lighthouse mobile Performance', lines);
  } finally {
    await server.stop();
  }
}

mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/results.md'), `${report.join('\n')}\n`);
console.log('\nWritten to bench/results.md.');
process.exit(0);
