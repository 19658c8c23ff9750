// What one page of each type costs the server in CPU, split between the storefront workers and
// the API's process, when every answer the page needs is already kept: the floor a faster
// database or a better cache cannot go under. `npm start`'s cluster on a fresh data folder;
// pages drawn as the load benchmark draws them (scripts/bench-shoppers.mjs), four in flight, each
// with its own Cookie header so the page cache (ADR 0124) never answers, as with real shoppers'
// own sessions. The same pages are asked PASSES times; the last pass is the one with everything kept.
//
//   node scripts/bench-page-cpu.mjs [--products 212] [--pages 300] [--passes 3]   (after npm run build)
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { guestCookie, startShop } from './bench-load.mjs';
import { drawPage, readCatalogue, seededRandom } from './bench-shoppers.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const products = option('products', 212);
const pagesPerType = option('pages', 300);
const passes = option('passes', 3);
const TYPES = ['product', 'listing', 'category', 'search', 'home'];
/** The load benchmark's share of each type (drawPage). */
const SHARE = { product: 0.4, listing: 0.25, search: 0.1, category: 0.15, home: 0.1 };
const CLOCK_TICK_MS = 10;

/** CPU time so far (ms) of the process and each of its descendants, by pid. */
function cpuOfTree(rootPid) {
  const byPid = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(Number(pid), { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS });
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Map();
  const visit = (pid) => {
    tree.set(pid, byPid.get(pid)?.cpuMs ?? 0);
    for (const [child, { parent }] of byPid) if (parent === pid) visit(child);
  };
  visit(rootPid);
  return tree;
}

const dataDir = mkdtempSync(join(tmpdir(), 'le-page-cpu-'));
const shop = await startShop(dataDir, { SEED_PRODUCTS: String(products) });
try {
  const catalogue = await readCatalogue(shop.origin);
  const session = await guestCookie(shop.origin);
  let asked = 0;
  const ask = async (path) => {
    const response = await fetch(shop.origin + path, {
      headers: { cookie: `${session}; bench=${asked++}`, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  };
  const inTurn = async (paths) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < paths.length) await ask(paths[next++]);
      }),
    );
  };

  const random = seededRandom(7);
  const byType = new Map(TYPES.map((type) => [type, []]));
  while ([...byType.values()].some((paths) => paths.length < pagesPerType)) {
    const { type, path } = drawPage(random, catalogue);
    if (byType.get(type).length < pagesPerType) byType.get(type).push(path);
  }
  const results = {};
  for (let pass = 1; pass <= passes; pass++) {
    for (const type of TYPES) {
      const paths = byType.get(type);
      const before = cpuOfTree(shop.pid);
      await inTurn(paths);
      const after = cpuOfTree(shop.pid);
      let storefront = 0;
      for (const [pid, cpuMs] of after) if (pid !== shop.pid) storefront += cpuMs - (before.get(pid) ?? 0);
      const api = after.get(shop.pid) - before.get(shop.pid);
      results[type] = { storefront: storefront / paths.length, api: api / paths.length };
    }
  }
  const mix = (part) => TYPES.reduce((sum, type) => sum + SHARE[type] * results[type][part], 0);
  console.log(`${products} products, pass ${passes} of ${passes}: CPU ms per page, every answer kept, no page cache`);
  console.log('| page | storefront workers | API process | all |');
  console.log('| --- | --: | --: | --: |');
  for (const type of [...TYPES, 'mix']) {
    const [storefront, api] = type === 'mix' ? [mix('storefront'), mix('api')] : [results[type].storefront, results[type].api];
    const name = type === 'mix' ? "the load benchmark's mix" : type;
    console.log(`| ${name} | ${storefront.toFixed(1)} | ${api.toFixed(1)} | ${(storefront + api).toFixed(1)} |`);
  }
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
