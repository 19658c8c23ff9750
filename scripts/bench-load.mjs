// Load benchmark (ADR 0121): many shoppers at once against the production start.
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
// For profiling: BENCH_NODE_ARGS adds Node flags (`--cpu-prof --cpu-prof-dir=/tmp/prof`; NODE_OPTIONS
// refuses --cpu-prof).
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCatalogue, runShoppers } from './bench-shoppers.mjs';
import { spawnNpmStart } from './npm-start.mjs';

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

/** `scripts/start.mjs` on a free port, as `npm start` runs it; resolves once it answers. */
export async function startShop(dataDir, extraEnv = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...secrets,
    NODE_ENV: 'production',
    PORT: String(port),
    PGLITE_DIR: dataDir,
    STOREFRONT_ORIGIN: origin,
    // Each process prints its caches' hits and loads as it stops (server.ts, server/cluster.ts).
    CACHE_STATS_LOG: '1',
    ...extraEnv,
  };
  // A null in extraEnv removes that variable (to measure without a setting).
  for (const [key, value] of Object.entries(env)) if (value === null) delete env[key];
  const child = spawnNpmStart(env, {
    stdio: ['ignore', 'pipe', 'inherit'],
    extraNodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  });
  const cacheStats = { storefront: { hits: 0, misses: 0 }, pages: { hits: 0, misses: 0 }, api: { hits: 0, misses: 0 } };
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    const lines = output.split('\n');
    output = lines.pop();
    for (const line of lines) {
      if (!line.startsWith('cache-stats ')) continue;
      const stats = JSON.parse(line.slice('cache-stats '.length));
      for (const part of ['storefront', 'pages', 'api']) {
        cacheStats[part].hits += stats[part]?.hits ?? 0;
        cacheStats[part].misses += stats[part]?.misses ?? 0;
      }
    }
  });
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
  return { origin, pid: child.pid, stop, cacheStats };
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

/** The server tree's Node processes (only they answer the heap probe's signal; it would end any other). */
function nodeProcesses(pid) {
  return processTree(pid).filter((member) => {
    try {
      return readlinkSync(`/proc/${member}/exe`) === process.execPath;
    } catch {
      return false;
    }
  });
}

const round1 = (mb) => Math.round(mb * 10) / 10;
const toMb = (bytes) => round1(bytes / 1024 / 1024);

/**
 * What each server process holds after a full garbage collection (scripts/bench-heap-probe.mjs):
 * the JavaScript heap's live objects and the memory V8 accounts outside it (buffers, the embedded
 * database's WebAssembly memory), in MB, primary first.
 */
async function liveMemoryMb(pid, heapDir) {
  const members = nodeProcesses(pid);
  const asked = Date.now();
  for (const member of members) process.kill(member, 'SIGUSR2');
  const figures = new Map();
  while (figures.size < members.length && Date.now() - asked < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const member of members) {
      try {
        const figure = JSON.parse(readFileSync(join(heapDir, `${member}.json`), 'utf8'));
        if (figure.at >= asked) figures.set(member, figure);
      } catch {
        // not written yet (or being written)
      }
    }
  }
  return members
    .filter((member) => figures.has(member))
    .map((member) => ({ primary: member === pid, heap: toMb(figures.get(member).heapUsed), external: toMb(figures.get(member).external) }));
}

/** The mixed soak traffic for `seconds`: half the connections as a guest, half signed in with a cart. */
function mixedLoad(origin, cookies, { connections, seconds, pages }) {
  return Promise.all(
    cookies.map(
      (cookie) =>
        new Promise((resolve, reject) => {
          autocannon(
            {
              url: origin,
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
}

/**
 * Memory over a long load, which must not grow over 5 minutes (ADR 0137): on one fresh
 * clustered start, a minute of the mixed traffic to warm up (V8, the caches), then `seconds` more.
 * Every 10 s the server tree's RSS and PSS; every minute, what each process holds after a full
 * collection. RSS alone swings with the room V8 keeps for new objects, so two RSS samples differ
 * by tens of MB on a flat heap. Growth is read from the live memory with the shop idle (nothing in
 * flight) after the warm-up and after the long load.
 */
async function soakOnce({ connections, seconds, pages }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'le-bench-soak-'));
  const heapDir = mkdtempSync(join(tmpdir(), 'le-bench-heap-'));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
  try {
    await (await startShop(dataDir)).stop();
    const probe = `--import ${join(root, 'scripts/bench-heap-probe.mjs')}`;
    const shop = await startShop(dataDir, {
      NODE_OPTIONS: [process.env.NODE_OPTIONS, probe].filter(Boolean).join(' '),
      BENCH_HEAP_DIR: heapDir,
    });
    try {
      const cookies = [await guestCookie(shop.origin), await signedInCookie(shop.origin)];
      await mixedLoad(shop.origin, cookies, { connections, seconds: 60, pages });
      await settle();
      const idleBefore = await liveMemoryMb(shop.pid, heapDir);

      const rssSamples = [{ second: 0, ...treeMemoryMb(shop.pid) }];
      const liveSamples = [];
      const started = Date.now();
      // The load runs a little past the last minute mark, so every sample is taken under load.
      const loads = mixedLoad(shop.origin, cookies, { connections, seconds: seconds + 5, pages });
      for (let second = 10; second <= seconds; second += 10) {
        await new Promise((resolve) => setTimeout(resolve, started + second * 1000 - Date.now()));
        rssSamples.push({ second, ...treeMemoryMb(shop.pid) });
        if (second % 60 === 0) liveSamples.push({ second, processes: await liveMemoryMb(shop.pid, heapDir) });
      }
      const results = await loads;
      await settle();
      const idleAfter = await liveMemoryMb(shop.pid, heapDir);
      const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
      const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
      return { connections, seconds, requests, errors, rssSamples, liveSamples, idleBefore, idleAfter };
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(heapDir, { recursive: true, force: true });
  }
}

const heapOf = (processes) => round1(processes.reduce((sum, p) => sum + p.heap, 0));
const externalOf = (processes) => round1(processes.reduce((sum, p) => sum + p.external, 0));
const liveOf = (processes) => round1(heapOf(processes) + externalOf(processes));
const liveGrowth = (run) => round1(liveOf(run.idleAfter) - liveOf(run.idleBefore));

/** `runs` soaks, each on a fresh start; the run with the median live-memory growth, and every run's growth. */
export async function benchSoak({ connections = 50, seconds = 300, pages = LOAD_PAGES, runs = 1, log = console.error } = {}) {
  const all = [];
  for (let run = 1; run <= runs; run++) {
    log(`soak run ${run}/${runs}: a minute's warm-up, then ${seconds} s, ${connections} connections`);
    all.push(await soakOnce({ connections, seconds, pages }));
  }
  const growths = all.map(liveGrowth);
  const middle = median(growths);
  return { ...all[growths.indexOf(middle)], growths };
}

const signed = (mb) => `${mb >= 0 ? '+' : ''}${round1(mb)}`;

export function soakResultsMarkdown({ connections, seconds, requests, errors, rssSamples, liveSamples, idleBefore, idleAfter, growths }) {
  const minutes = Array.from({ length: Math.ceil(seconds / 60) }, (_, i) => i);
  const rssIn = (minute) => rssSamples.filter((s) => s.second > minute * 60 && s.second <= (minute + 1) * 60).map((s) => s.rss);
  const roles = idleBefore.map((p, i) => (p.primary ? 'primary' : `worker ${i}`));
  const cell = (p) => (p ? `${p.heap} + ${p.external}` : '–');
  const columns = [
    { label: 'idle, after the warm-up', processes: idleBefore },
    ...liveSamples.map((s) => ({ label: `second ${s.second}`, processes: s.processes })),
    { label: 'idle, after the load', processes: idleAfter },
  ];
  return [
    `Live memory growth, idle to idle, of each run (fresh start each): ${growths.map((g) => `${signed(g)} MB`).join(', ')}. The run with the median:`,
    '',
    `Soak: a minute's warm-up, then ${seconds} s of ${connections} connections (half guest, half signed in with a cart) cycling ${LOAD_PAGES.join(', ')}: ${requests} requests, ${errors} errors or non-2xx`,
    '',
    'Live memory after a full collection (ADR 0137), per process: JavaScript heap + memory outside it (buffers; in the primary, the embedded database), MB:',
    '',
    '| | ' + columns.map((c) => c.label).join(' | ') + ' |',
    '| --- | ' + columns.map(() => '--:').join(' | ') + ' |',
    ...roles.map((role, i) => `| ${role} | ` + columns.map((c) => cell(c.processes[i])).join(' | ') + ' |'),
    '| all | ' + columns.map((c) => liveOf(c.processes)).join(' | ') + ' |',
    '',
    'Server RSS, all processes, lowest–highest of the samples every 10 s, MB (each minute ends with the collections above):',
    '',
    '| minute | ' + minutes.map((m) => `${m}–${m + 1}`).join(' | ') + ' |',
    '| --- | ' + minutes.map(() => '--:').join(' | ') + ' |',
    '| RSS | ' + minutes.map((m) => `${Math.min(...rssIn(m))}–${Math.max(...rssIn(m))}`).join(' | ') + ' |',
    '',
    `Growth over the ${seconds} s, idle to idle: live memory ${signed(liveOf(idleAfter) - liveOf(idleBefore))} MB ` +
      `(heap ${signed(heapOf(idleAfter) - heapOf(idleBefore))}, outside it ${signed(externalOf(idleAfter) - externalOf(idleBefore))}). ` +
      `Highest RSS of the first minute against the last: ${signed(Math.max(...rssIn(minutes.length - 1)) - Math.max(...rssIn(0)))} MB.`,
  ].join('\n');
}

/**
 * A throw-away PostgreSQL server for the traffic phase, as .ci/postgres.sh starts one: the newest
 * /usr/lib/postgresql/<version>/bin, a temporary data directory, a free loopback port. `database()`
 * creates a fresh database per run. BENCH_DATABASE_URL names a server to use instead (its
 * database is used as it is). Undefined when there is neither.
 */
export async function startPostgres() {
  if (process.env.BENCH_DATABASE_URL) return { database: async () => process.env.BENCH_DATABASE_URL, stop: async () => {} };
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  if (versions.length === 0) return undefined;
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const dir = mkdtempSync(join(tmpdir(), 'le-bench-pg-'));
  // initdb refuses to run as root: as root, the server runs as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, uid);
  }
  const run = (tool, args) =>
    execFileSync(asRoot ? 'runuser' : `${bin}/${tool}`, asRoot ? ['-u', 'postgres', '--', `${bin}/${tool}`, ...args] : args, {
      stdio: 'ignore',
    });
  const port = await freePort();
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust']);
  run('pg_ctl', ['-D', `${dir}/data`, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', `${dir}/log`, '-w', 'start']);
  let made = 0;
  return {
    async database() {
      const name = `bench_${++made}`;
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      run('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The traffic phase's lines: browsing only, then the same with cart and wish-list posts. */
export const TRAFFIC_LINES = [
  { name: 'browsing', postShare: 0, seed: 1 },
  { name: 'browsing + 10% posts', postShare: 0.1, seed: 2 },
  // About one paid order per 200 pages of a signed-in shopper: each takes stock, which every
  // catalogue cache hears of (ADR 0152, 0169).
  { name: 'posts + paid orders', postShare: 0.1, orderShare: 0.005, seed: 3 },
];

/**
 * One fresh server: `shoppers` sessions (half guests past the age gate, half registered and
 * signed in, each with their own cart line), a few seconds of the same traffic to warm up (JIT,
 * caches), then each line of TRAFFIC_LINES for `seconds`. Sign-in and registration limits per
 * address are off for this server only: every shopper comes from 127.0.0.1.
 */
async function trafficOnce({ shoppers, seconds, warmupSeconds, databaseUrl, extraEnv }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'le-bench-traffic-'));
  const env = {
    RATE_LIMIT_REGISTER_PER_ADDRESS: '0/3600',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '0/900',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  try {
    await (await startShop(dataDir, env)).stop(); // creates and seeds the database
    const shop = await startShop(dataDir, env);
    let run;
    try {
      const catalogue = await readCatalogue(shop.origin);
      const sessions = [];
      for (let i = 0; i < shoppers; i++)
        sessions.push(
          i % 2 ? { cookie: await signedInCookie(shop.origin, i), signedIn: true } : { cookie: await guestCookie(shop.origin) },
        );
      const idle = treeMemoryMb(shop.pid);
      await runShoppers(shop.origin, sessions, catalogue, { seconds: warmupSeconds, postShare: 0.1, seed: 99 });
      const lines = [];
      for (const line of TRAFFIC_LINES) {
        const cpuBefore = treeCpuMs(shop.pid);
        const { postShare, orderShare, seed } = line;
        const result = await runShoppers(shop.origin, sessions, catalogue, { seconds, postShare, orderShare, seed });
        const cpuMs = treeCpuMs(shop.pid) - cpuBefore;
        lines.push({
          ...line,
          ...result,
          serverCpuMsPerRequest: Math.round((cpuMs / Math.max(1, result.requests)) * 10) / 10,
          memory: treeMemoryMb(shop.pid),
        });
      }
      run = { idle, lines, products: catalogue.products.length };
    } finally {
      await shop.stop();
    }
    // Known only once every process has stopped and printed its counts.
    return { ...run, hitRatios: hitRatios(shop.cacheStats) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each cache's share of reads answered without a load, in percent (null when it had no reads). */
function hitRatios(stats) {
  const ratio = ({ hits, misses }) => (hits + misses ? Math.round((hits / (hits + misses)) * 100) : null);
  return { storefront: ratio(stats.storefront), pages: ratio(stats.pages), api: ratio(stats.api) };
}

/**
 * The realistic load (ADR 0142): on each database (embedded PGlite; a PostgreSQL server when one
 * is installed or BENCH_DATABASE_URL names one), `runs` fresh servers, each with `shoppers`
 * shoppers on every line of TRAFFIC_LINES. Per database and line: the run with the median req/s,
 * and every run's req/s and p99.
 */
export async function benchTraffic({
  shoppers = 50,
  seconds = 20,
  warmupSeconds = 5,
  runs = 1,
  databases = ['pglite', 'postgresql'],
  extraEnv = {},
  log = console.error,
} = {}) {
  const results = [];
  for (const database of databases) {
    const postgres = database === 'postgresql' ? await startPostgres() : undefined;
    if (database === 'postgresql' && !postgres) {
      log('no PostgreSQL server installed and no BENCH_DATABASE_URL: the traffic phase runs on PGlite only');
      continue;
    }
    try {
      const all = [];
      for (let run = 1; run <= runs; run++) {
        log(`traffic run ${run}/${runs} on ${database}: ${shoppers} shoppers, ${seconds} s per line`);
        all.push(await trafficOnce({ shoppers, seconds, warmupSeconds, extraEnv, databaseUrl: postgres && (await postgres.database()) }));
      }
      results.push(trafficRunsSummary(database, all));
    } finally {
      await postgres?.stop();
    }
  }
  return { shoppers, seconds, runs, workers: process.env.WEB_CONCURRENCY ?? 'one per core', results };
}

/** One database's runs as benchTraffic reports them: per line, the run with the median req/s, and every run. */
function trafficRunsSummary(database, all) {
  const lines = TRAFFIC_LINES.map((_, i) => {
    const candidates = all.map((run) => run.lines[i]);
    const middle = median(candidates.map((line) => line.requestsPerSecond));
    return { ...candidates.find((line) => line.requestsPerSecond === middle), runs: candidates };
  });
  return { database, lines, idle: all.map((run) => run.idle), hitRatios: all.map((run) => run.hitRatios), products: all[0].products, all };
}

/**
 * The same traffic at several catalogue sizes (issue 29's comparison), runs taken in turn (size A,
 * size B, size A…) so a noisy spell of the machine falls on both. Embedded PGlite; one summary
 * per size, as benchTraffic reports.
 */
export async function benchTrafficBySize({ sizes, runs = 3, log = console.error }) {
  const bySize = new Map(sizes.map((products) => [products, []]));
  let settings;
  for (let run = 1; run <= runs; run++) {
    for (const products of sizes) {
      log(`traffic at ${products} products, run ${run}/${runs}`);
      const { results, ...once } = await benchTraffic({
        runs: 1,
        databases: ['pglite'],
        extraEnv: { SEED_PRODUCTS: String(products) },
        log,
      });
      settings = once;
      bySize.get(products).push(...results[0].all);
    }
  }
  return sizes.map((products) => ({
    products,
    traffic: { ...settings, runs, results: [trafficRunsSummary('pglite', bySize.get(products))] },
  }));
}

export function trafficResultsMarkdown({ shoppers, seconds, runs, workers, results }) {
  const rows = results.flatMap(({ database, lines }) =>
    lines.map(
      (l) =>
        `| ${database} | ${l.name} | ${l.requestsPerSecond} | ${l.p50Ms} | ${l.p99Ms} | ${l.errors} | ${l.other} | ${l.orders} | ${l.serverCpuMsPerRequest} | ${l.memory.rss} / ${l.memory.pss} | ${l.runs.map((r) => `${r.requestsPerSecond} (${r.p99Ms})`).join(', ')} |`,
    ),
  );
  const types = results.flatMap(({ database, lines }) =>
    lines.map((l) => `| ${database} | ${l.name} | ${l.types.map((t) => `${t.type} ${t.count}: ${t.p50Ms} / ${t.p99Ms}`).join('; ')} |`),
  );
  return [
    `${shoppers} shoppers at once, each with its own session and connection (half guests, half signed in with their own cart line), ` +
      `URLs drawn with a fixed seed from the whole catalogue (${results[0]?.products ?? '?'} products; listing filters, sort, pages, searches with and without hits, categories, home); ` +
      `${seconds} s per line after a 5 s warm-up; median of ${runs} run(s) (fresh server each), workers: ${workers}. Posts are same-origin cart and wish-list form posts, each followed by the page its 303 names; ` +
      `in the last line signed-in shoppers also pay for their carts, about once in 200 of their steps (checkout, Place Order, the card page, Pay, the result page).`,
    '',
    '| database | line | req/s | p50 ms | p99 ms | errors | 4xx | paid orders | server CPU ms/request | RSS / PSS after, MB | every run: req/s (p99 ms) |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...rows,
    '',
    'Per request type in the median run, count: p50 / p99 ms:',
    '',
    '| database | line | types |',
    '| --- | --- | --- |',
    ...types,
    '',
    `Idle server memory after the start, RSS / PSS (MB): ${results.map((r) => `${r.database} ${r.idle.map((m) => `${m.rss} / ${m.pss}`).join(', ')}`).join('; ')}`,
    '',
    `Cache hits over each whole run (warm-up and both lines), storefront catalogue cache / page cache / API read cache: ${results
      .map((r) => `${r.database} ${r.hitRatios.map((h) => `${h.storefront ?? '–'}% / ${h.pages ?? '–'}% / ${h.api ?? '–'}%`).join(', ')}`)
      .join('; ')}`,
  ].join('\n');
}

const listFromEnv = (name) => process.env[name]?.split(',').filter(Boolean);

if (import.meta.url === `file://${process.argv[1]}`) {
  const traffic = await benchTraffic({
    shoppers: Number(process.env.BENCH_SHOPPERS ?? 50),
    seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 20),
    runs: Number(process.env.BENCH_LOAD_RUNS ?? 1),
    databases: listFromEnv('BENCH_DATABASES'),
  });
  console.log(trafficResultsMarkdown(traffic));
  if (process.env.BENCH_LOAD_PAGES) {
    const results = await benchLoad({
      pages: listFromEnv('BENCH_LOAD_PAGES'),
      profiles: listFromEnv('BENCH_LOAD_PROFILES'),
      connections: Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50),
      seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 20),
      runs: Number(process.env.BENCH_LOAD_RUNS ?? 1),
    });
    console.log(`\n${loadResultsMarkdown(results)}`);
  }
  if (process.env.BENCH_SOAK_SECONDS)
    console.log(
      `\n${soakResultsMarkdown(await benchSoak({ seconds: Number(process.env.BENCH_SOAK_SECONDS), runs: Number(process.env.BENCH_SOAK_RUNS ?? 1) }))}`,
    );
}
