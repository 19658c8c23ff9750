// `npm run bench`: how fast and how heavy the shop's main pages are, measured on this machine.
// Starts the built server (npm run build first) on a free loopback port with a throw-away
// embedded database, warms it up, then requests each page RUNS times one after another and
// reports the median and 90th-percentile server time and the gzipped HTML size; also the
// gzipped JavaScript a first visit downloads. Machines here are noisy: compare medians of
// several runs, not single numbers. Bounded: RUNS requests per page, loopback only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const PAGES = ['/', '/product-listing', '/product-listing?category=1&order=ASC&page=2', '/product/1', '/category/wine/red-wine', '/classes-events'];
const root = new URL('..', import.meta.url).pathname;

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'le-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PGLITE_DIR: dataDir, SESSION_SECRET: 'bench', TOAST_SECRET: 'bench', HONEYPOT_SECRET: 'bench' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes('on http://')) {
      clearTimeout(timer);
      resolve();
    }
  });
});

const base = `http://127.0.0.1:${port}`;
// A shopper who passed the age gate (a real POST, so the session cookie is genuine).
const gate = await fetch(`${base}/resources/age-gate`, {
  method: 'POST',
  body: new URLSearchParams({ answer: 'yes', redirectTo: '/' }),
  redirect: 'manual',
});
const cookie = (gate.headers.get('set-cookie') ?? '').split(';')[0];

async function timeOnce(path) {
  const started = performance.now();
  const response = await fetch(base + path, { headers: { cookie, 'user-agent': 'Mozilla/5.0 Chrome/156 bench' } });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

console.log(`Server time per page, ${RUNS} sequential requests each (after 3 warm-up requests):`);
console.log('page'.padEnd(48), 'median ms', '  p90 ms', ' HTML gz KB', 'status');
let firstVisitScripts = new Set();
for (const path of PAGES) {
  for (let i = 0; i < 3; i++) await timeOnce(path);
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    last = await timeOnce(path);
    times.push(last.ms);
  }
  for (const match of last.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) firstVisitScripts.add(match[1]);
  const htmlKb = gzipSync(last.body).length / 1024;
  console.log(path.padEnd(48), quantile(times, 0.5).toFixed(1).padStart(9), quantile(times, 0.9).toFixed(1).padStart(8), htmlKb.toFixed(1).padStart(11), String(last.status).padStart(6));
}

let jsBytes = 0;
for (const asset of firstVisitScripts) jsBytes += gzipSync(readFileSync(join(root, 'build/client', asset))).length;
console.log(`\nJavaScript referenced by these pages: ${firstVisitScripts.size} files, ${(jsBytes / 1024).toFixed(1)} KB gzipped.`);
stop();
process.exit(0);
