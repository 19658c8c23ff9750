// `npm run bench`: how fast and how heavy the shop's main pages are, measured on this machine,
// on both platforms: the Node server (server.ts, in-process API) and the Worker (build-edge/, in
// workerd via scripts/start-edge.mjs, talking to the Node API over HTTP). Each starts on free
// loopback ports with a throw-away embedded database, is warmed up, then each page is requested
// RUNS times one after another: median and 90th-percentile server time and the gzipped HTML
// size; also the gzipped JavaScript a first visit downloads and the Worker bundle's gzipped size
// against Cloudflare's limit. Machines here are noisy: compare medians of several runs, not
// single numbers. Bounded: RUNS requests per page, loopback only. BENCH_TARGETS=node skips the
// Worker (no build-edge/ needed).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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
const root = new URL('..', import.meta.url).pathname;
const secrets = { SESSION_SECRET: 'bench', TOAST_SECRET: 'bench', HONEYPOT_SECRET: 'bench' };

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts one platform's server; resolves with its base URL and a stop function. */
async function startTarget(target) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'le-bench-'));
  const env = { ...process.env, ...secrets, NODE_ENV: 'production', PORT: String(port), PGLITE_DIR: dataDir };
  const args = target === 'node' ? ['--import', 'tsx', 'server.ts'] : ['scripts/start-edge.mjs'];
  if (target === 'worker')
    Object.assign(env, {
      API_PORT: String(await freePort()),
      INSPECTOR_PORT: String(await freePort()),
      WRANGLER_LOG: 'warn',
    });
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
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

/** Median/p90 server time and gzipped HTML per page, plus the first visit's script URLs. */
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
  const pages = new Map();
  const scripts = new Set();
  for (const path of PAGES) {
    for (let i = 0; i < 3; i++) await timeOnce(path);
    const times = [];
    let last;
    for (let i = 0; i < RUNS; i++) {
      last = await timeOnce(path);
      times.push(last.ms);
    }
    for (const match of last.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]);
    pages.set(path, {
      median: quantile(times, 0.5),
      p90: quantile(times, 0.9),
      htmlKb: gzipSync(last.body).length / 1024,
      status: last.status,
    });
  }
  return { pages, scripts };
}

const results = {};
for (const target of TARGETS) {
  const server = await startTarget(target);
  try {
    results[target] = await measure(server.base);
  } finally {
    await server.stop();
  }
}

console.log(`Server time per page, ${RUNS} sequential requests each (after 3 warm-up requests), in ms:`);
const columns = TARGETS.flatMap((t) => [`${t} median`, `${t} p90`]);
console.log('page'.padEnd(48), ...columns.map((c) => c.padStart(13)), ' HTML gz KB', 'status');
for (const path of PAGES) {
  const cells = TARGETS.flatMap((t) => [results[t].pages.get(path).median, results[t].pages.get(path).p90]).map((ms) =>
    ms.toFixed(1).padStart(13),
  );
  const first = results[TARGETS[0]].pages.get(path);
  const statuses = TARGETS.map((t) => results[t].pages.get(path).status).join('/');
  console.log(path.padEnd(48), ...cells, first.htmlKb.toFixed(1).padStart(11), statuses.padStart(6));
}

const scripts = results[TARGETS[0]].scripts;
let jsBytes = 0;
for (const asset of scripts) jsBytes += gzipSync(readFileSync(join(root, 'build/client', asset))).length;
console.log(`\nJavaScript referenced by these pages: ${scripts.size} files, ${(jsBytes / 1024).toFixed(1)} KB gzipped.`);
if (TARGETS.includes('worker')) {
  const { raw, gzip } = workerBundleSize();
  console.log(
    `Worker bundle (build-edge/worker/worker.js): ${kib(raw)}, ${kib(gzip)} gzipped; Cloudflare's limit is ${kib(WORKER_GZIP_LIMIT_BYTES)} compressed.`,
  );
}
process.exit(0);
