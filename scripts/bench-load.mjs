// Load benchmark (issue 14, ADR 0121): many shoppers at once against the production start.
//
//   node scripts/bench-load.mjs          (after `npm run build`; prints a Markdown table)
//   import { benchLoad, loadResultsMarkdown } from './bench-load.mjs'
//
// Starts `scripts/start.mjs` (the clustered `npm start`; WEB_CONCURRENCY passes through) on a free
// loopback port with a throw-away embedded database, seeded by a first start that is stopped
// again, so the measured start opens an existing database as a deployment does. Then, for each
// profile, autocannon runs CONNECTIONS connections for SECONDS per page:
//   - guest: past the age gate (the gate form posted once for the session cookie);
//   - signed-in: SHOPPERS distinct shoppers (registered, signed in through the login form, one
//     line in the cart each), spread over the connections as real traffic is: no two shoppers
//     share a session, so nothing one shopper's request leaves behind can serve another's.
// Reports req/s, latency p50/p99, errors (incl. time-outs) and non-2xx answers, and the summed
// RSS and PSS of every server process (the primary, the workers and their helpers) when idle after the
// start and after each profile, and the server tree's CPU time per request (meaningful even when
// other work shares the cores, unlike req/s). BENCH_LOAD_RUNS repeats the whole run on a fresh server and
// reports the median run per page. A benchmark, not a test: it asserts nothing about timing.
// The load generator runs on the same machine: on a 2-core machine it takes a share of the CPU.
// For profiling: BENCH_ENTRY runs another entry than scripts/start.mjs (build/node/server.js: one
// process), BENCH_NODE_ARGS adds Node flags (`--cpu-prof --cpu-prof-dir=/tmp/prof`; NODE_OPTIONS
// refuses --cpu-prof).
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const LOAD_PAGES = ['/', '/product-listing', '/product/1'];
export const LOAD_PROFILES = ['guest', 'signed-in'];
const root = new URL('..', import.meta.url).pathname;
const secrets = { SESSION_SECRET: 'bench-load', TOAST_SECRET: 'bench-load', HONEYPOT_SECRET: 'bench-load' };
const PASSWORD = 'Sommelier1!';
/** Distinct signed-in shoppers in the signed-in profile (registration allows 20 per address an hour). */
const SHOPPERS = 10;
let shoppersMade = 0;

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The process and every process below it. */
function processTree(pid) {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return [pid]; // ps exits 1 when there are no children
  }
  const children = out.split('\n').map(Number).filter(Boolean);
  return [pid, ...children.flatMap(processTree)];
}

/**
 * Memory of the whole server tree, in MB: RSS summed over its processes (pages they share, such as
 * Node's own code, counted once per process) and PSS (shared pages split between the processes
 * that map them: what the tree holds of the machine's memory). From /proc/<pid>/smaps_rollup.
 */
function treeMemoryMb(pid) {
  let rssKb = 0;
  let pssKb = 0;
  for (const member of processTree(pid)) {
    try {
      const rollup = readFileSync(`/proc/${member}/smaps_rollup`, 'utf8');
      rssKb += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pssKb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone meanwhile, or no /proc
    }
  }
  return { rss: Math.round(rssKb / 1024), pss: Math.round(pssKb / 1024) };
}

/**
 * CPU time (user + system) the whole server tree has used so far, in ms. Per request, it is the
 * figure that still means something when other work shares the machine's cores.
 */
function treeCpuMs(pid) {
  let ticks = 0;
  for (const member of processTree(pid)) {
    try {
      // Fields after the ")" that closes the command name: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${member}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile, or no /proc
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * The variables and Node flags `npm start` runs scripts/start.mjs with (package.json: malloc's
 * threshold, ADR 0129; the primary's young generation, ADR 0134), so the benchmark measures the
 * process a deployment runs.
 */
function npmStartCommand() {
  const { start } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
  const match = /^((?:\w+=\S+ )*)exec node ((?:--\S+ )*)scripts\/start\.mjs$/.exec(start);
  if (!match) throw new Error(`package.json's start script has an unexpected shape: ${start}`);
  const env = Object.fromEntries(
    match[1]
      .split(' ')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );
  return { env, nodeArgs: match[2].split(' ').filter(Boolean) };
}

/** `scripts/start.mjs` on a free port, as `npm start` runs it; resolves once it answers. */
export async function startShop(dataDir, extraEnv = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const npmStart = npmStartCommand();
  const env = {
    ...process.env,
    ...npmStart.env,
    ...secrets,
    NODE_ENV: 'production',
    PORT: String(port),
    PGLITE_DIR: dataDir,
    STOREFRONT_ORIGIN: origin,
    ...extraEnv,
  };
  // A null in extraEnv removes that variable (to measure without a setting).
  for (const [key, value] of Object.entries(env)) if (value === null) delete env[key];
  const child = spawn(
    process.execPath,
    [
      ...npmStart.nodeArgs,
      ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
      process.env.BENCH_ENTRY ?? 'scripts/start.mjs',
    ],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killOnExit = () => child.kill('SIGTERM');
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  process.once('exit', killOnExit);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the shop stopped before answering');
    try {
      if ((await fetch(`${origin}/favicon.svg`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the shop did not answer in 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, pid: child.pid, stop };
}

/** The Cookie header after a response, merged with the one before. */
function cookiesAfter(response, previous = '') {
  const jar = new Map(previous ? previous.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair]) : []);
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0];
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

async function postForm(origin, path, fields, cookie) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`POST ${path} answered ${response.status}, not 303`);
  // Follow the redirect as a browser does: the page shows the form's toast once and clears it.
  const after = cookiesAfter(response, cookie);
  const page = await fetch(new URL(response.headers.get('location') ?? '/', origin), { headers: { cookie: after }, redirect: 'manual' });
  await page.arrayBuffer();
  return cookiesAfter(page, after);
}

/** A guest past the age gate. */
export async function guestCookie(origin) {
  return postForm(origin, '/resources/age-gate', { answer: 'yes', redirectTo: '/' }, '');
}

/**
 * A registered shopper, signed in through the login form, with one line in the cart: the
 * `cartProduct`-th product of the first listing page (wrapping), so shoppers' carts differ.
 */
export async function signedInCookie(origin, cartProduct = 0) {
  let cookie = await guestCookie(origin);
  const email = `bench.${Date.now().toString(36)}.${shoppersMade++}@example.com`;
  const registered = await fetch(`${origin}/api/v1/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Bench',
      lastname: 'Shopper',
      email_address: email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      phonenumber: '+1 555 010 2030',
      country: 'United States',
      terms: true,
    }),
  });
  if (!registered.ok) throw new Error(`registration answered ${registered.status}`);
  const dialog = await (await fetch(`${origin}/auth/login`, { headers: { cookie } })).text();
  const fromConfirm = /name="from__confirm"[^>]*value="([^"]*)"/
    .exec(dialog)?.[1]
    ?.replace(/&#x2F;/g, '/')
    .replace(/&amp;/g, '&');
  if (!fromConfirm) throw new Error('the login dialog has no honeypot fields');
  cookie = await postForm(
    origin,
    '/auth/login',
    { name__confirm: '', from__confirm: fromConfirm, email_address: email, password: PASSWORD, terms: 'on', redirectTo: '/' },
    cookie,
  );
  const products = await fetch(`${origin}/api/v1/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const listed = (await products.json()).data.products;
  const product = listed[cartProduct % listed.length];
  return postForm(
    origin,
    '/resources/cart',
    {
      intent: 'add',
      product_id: String(product.product_id),
      uid: product.uid,
      variation_id: String(product.variation_id),
      quantity: '1',
      redirectTo: '/',
    },
    cookie,
  );
}

/** `count` distinct signed-in shoppers, each with its own cart line. */
export async function signedInCookies(origin, count = SHOPPERS) {
  const cookies = [];
  for (let i = 0; i < count; i++) cookies.push(await signedInCookie(origin, i));
  return cookies;
}

/** Connections take the cookies in turn, so each shopper has about connections / cookies.length. */
function load(url, cookies, { connections, seconds }) {
  let next = 0;
  const setupClient = (client) => client.setHeaders({ cookie: cookies[next++ % cookies.length] });
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, setupClient }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One server start: every profile and page once. */
async function benchOnce({ pages, profiles, connections, seconds }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'le-bench-load-'));
  try {
    await (await startShop(dataDir)).stop(); // creates and seeds the database
    const shop = await startShop(dataDir);
    try {
      const rss = { idle: treeMemoryMb(shop.pid) };
      const rows = [];
      for (const profile of profiles) {
        const cookies = profile === 'guest' ? [await guestCookie(shop.origin)] : await signedInCookies(shop.origin);
        for (const page of pages) {
          const cpuBefore = treeCpuMs(shop.pid);
          const result = await load(`${shop.origin}${page}`, cookies, { connections, seconds });
          const cpuMs = treeCpuMs(shop.pid) - cpuBefore;
          rows.push({
            profile,
            page,
            requestsPerSecond: Math.round(result.requests.average),
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            errors: result.errors + result.timeouts,
            non2xx: result.non2xx,
            serverCpuMsPerRequest: result.requests.total ? Math.round((cpuMs / result.requests.total) * 10) / 10 : null,
          });
        }
        rss[`after ${profile}`] = treeMemoryMb(shop.pid);
      }
      return { rows, rss };
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs the load benchmark `runs` times (a fresh server each) and returns, per profile and page,
 * the run with the median req/s, plus every run's memory figures.
 */
export async function benchLoad({
  pages = LOAD_PAGES,
  profiles = LOAD_PROFILES,
  connections = 50,
  seconds = 20,
  runs = 1,
  log = console.error,
} = {}) {
  const all = [];
  for (let run = 1; run <= runs; run++) {
    log(`load run ${run}/${runs}: ${profiles.join(', ')} × ${pages.join(', ')}, ${connections} connections, ${seconds} s each`);
    all.push(await benchOnce({ pages, profiles, connections, seconds }));
  }
  const rows = all[0].rows.map((_, i) => {
    const candidates = all.map((run) => run.rows[i]);
    const middle = median(candidates.map((row) => row.requestsPerSecond));
    return candidates.find((row) => row.requestsPerSecond === middle);
  });
  return { connections, seconds, runs, workers: process.env.WEB_CONCURRENCY ?? 'one per core', rows, rss: all.map((run) => run.rss) };
}

export function loadResultsMarkdown(results) {
  const lines = [
    `Load: ${results.connections} connections, ${results.seconds} s per page, median of ${results.runs} run(s), workers: ${results.workers}`,
    '',
    '| profile | page | req/s | p50 ms | p99 ms | errors | non-2xx | server CPU ms/request |',
    '| --- | --- | --: | --: | --: | --: | --: | --: |',
    ...results.rows.map(
      (r) =>
        `| ${r.profile} | ${r.page} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} | ${r.serverCpuMsPerRequest} |`,
    ),
    '',
    'Server memory, all processes, RSS / PSS (MB), per run: ' +
      results.rss
        .map((rss) =>
          Object.entries(rss)
            .map(([when, mb]) => `${when} ${mb.rss} / ${mb.pss}`)
            .join(', '),
        )
        .join('; '),
  ];
  return lines.join('\n');
}

/**
 * Memory over a long load (issue 14: "no growth over a 5-minute load"): on one fresh clustered
 * start, half the connections as a guest and half signed in with a cart, each cycling through
 * LOAD_PAGES, for `seconds`; the server tree's RSS and PSS sampled every `everySeconds`. Growth is read
 * from the end of the first minute (V8 and the caches fill up first) to the end.
 */
export async function benchSoak({ connections = 50, seconds = 300, everySeconds = 30, pages = LOAD_PAGES } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'le-bench-soak-'));
  try {
    await (await startShop(dataDir)).stop();
    const shop = await startShop(dataDir);
    try {
      const samples = [{ second: 0, ...treeMemoryMb(shop.pid) }];
      const cookies = [await guestCookie(shop.origin), await signedInCookie(shop.origin)];
      const started = Date.now();
      const sampler = setInterval(() => {
        samples.push({ second: Math.round((Date.now() - started) / 1000), ...treeMemoryMb(shop.pid) });
      }, everySeconds * 1000);
      const results = await Promise.all(
        cookies.map(
          (cookie) =>
            new Promise((resolve, reject) => {
              autocannon(
                {
                  url: shop.origin,
                  connections: Math.max(1, Math.floor(connections / cookies.length)),
                  duration: seconds,
                  headers: { cookie },
                  requests: pages.map((path) => ({ method: 'GET', path })),
                },
                (error, result) => (error ? reject(error) : resolve(result)),
              );
            }),
        ),
      );
      clearInterval(sampler);
      samples.push({ second: Math.round((Date.now() - started) / 1000), ...treeMemoryMb(shop.pid) });
      const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
      const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
      return { connections, seconds, requests, errors, samples };
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function soakResultsMarkdown({ connections, seconds, requests, errors, samples }) {
  const afterWarmUp = samples.find((s) => s.second >= 60) ?? samples[0];
  const last = samples.at(-1);
  return [
    `Soak: ${connections} connections (half guest, half signed in with a cart) cycling ${LOAD_PAGES.join(', ')} for ${seconds} s: ${requests} requests, ${errors} errors or non-2xx`,
    '',
    '| second | ' + samples.map((s) => s.second).join(' | ') + ' |',
    '| --- | ' + samples.map(() => '--:').join(' | ') + ' |',
    '| server RSS, MB | ' + samples.map((s) => s.rss).join(' | ') + ' |',
    '| server PSS, MB | ' + samples.map((s) => s.pss).join(' | ') + ' |',
    '',
    `Growth from second ${afterWarmUp.second} to ${last.second}: RSS ${last.rss - afterWarmUp.rss} MB, PSS ${last.pss - afterWarmUp.pss} MB.`,
  ].join('\n');
}

const listFromEnv = (name) => process.env[name]?.split(',').filter(Boolean);

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchLoad({
    pages: listFromEnv('BENCH_LOAD_PAGES'),
    profiles: listFromEnv('BENCH_LOAD_PROFILES'),
    connections: Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50),
    seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 20),
    runs: Number(process.env.BENCH_LOAD_RUNS ?? 1),
  });
  console.log(loadResultsMarkdown(results));
  if (process.env.BENCH_SOAK_SECONDS)
    console.log(`\n${soakResultsMarkdown(await benchSoak({ seconds: Number(process.env.BENCH_SOAK_SECONDS) }))}`);
}
