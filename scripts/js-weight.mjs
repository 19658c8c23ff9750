// How much JavaScript a first load of each main page downloads, gzipped, read from the client
// build (`npm run build`): the Vite manifest (build/.vite/client-manifest.json, kept because
// vite.config.ts sets `build.manifest: true`) for every chunk's static imports, and Remix's
// browser manifest (build/client/assets/manifest-*.js) for which routes wrap which. A first load
// downloads the client entry and, for root, the layouts and the page's route module, every chunk
// they import statically, recursively (Remix preloads exactly those). Dynamic imports (dialogs,
// Swiper) load later and are not counted. The Remix manifest file itself is not downloaded: with
// lazy route discovery the document carries the page's own routes inline (HTML weight, not a
// script file), as Chromium's requests show. Bytes, not time: the same build always gives the
// same figures. Sizes are those of the precompressed .gz files the Node server sends
// (scripts/precompress-assets.mjs), or zlib's default level where a file has none.
//
//   node scripts/js-weight.mjs [--files]   -> per-page figures (and each page's files)
//   import { routeJsWeights } from './js-weight.mjs'   (the benchmark, scripts/js-budget.mjs)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = new URL('..', import.meta.url).pathname;

/** The pages the budget covers, by Remix route id. */
export const PAGE_ROUTES = {
  home: 'routes/home',
  listing: 'routes/product-listing',
  category: 'routes/category',
  product: 'routes/product',
  cart: 'routes/your-shopping-cart',
  checkout: 'routes/checkout',
};

function readBuild(buildDir) {
  const viteManifestPath = join(buildDir, '.vite/client-manifest.json');
  if (!existsSync(viteManifestPath)) {
    throw new Error(`No ${viteManifestPath}: run \`npm run build\` first (vite.config.ts must keep build.manifest: true).`);
  }
  const vite = JSON.parse(readFileSync(viteManifestPath, 'utf8'));
  const assets = join(buildDir, 'client/assets');
  const remixFiles = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (remixFiles.length !== 1) throw new Error(`Expected one Remix manifest in ${assets}, found ${remixFiles.length}.`);
  const remixFile = `assets/${remixFiles[0]}`;
  const remix = JSON.parse(
    readFileSync(join(buildDir, 'client', remixFile), 'utf8')
      .replace(/^window\.__remixManifest=/, '')
      .replace(/;\s*$/, ''),
  );
  return { vite, remix };
}

/** Vite manifest keys by output file, so Remix's module URLs can be found in it. */
function keysByFile(vite) {
  return new Map(Object.entries(vite).map(([key, chunk]) => [chunk.file, key]));
}

/** The chunk and every chunk it imports statically, recursively (files, relative to client/). */
function staticClosure(vite, key, into) {
  const chunk = vite[key];
  if (!chunk) throw new Error(`No chunk ${key} in the Vite manifest.`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(vite, imported, into);
  return into;
}

/** root, then each layout, then the route itself. */
function routeChain(remix, routeId) {
  const chain = [];
  for (let id = routeId; id; id = remix.routes[id]?.parentId) {
    if (!remix.routes[id]) throw new Error(`No route ${id} in the Remix manifest.`);
    chain.unshift(id);
  }
  return chain;
}

/**
 * For each page: the JS files a first load downloads and their gzipped size in bytes.
 * `{ home: { routes: ['root', …], files: [{ file, gzip }], gzip }, … }`
 */
export function routeJsWeights({ buildDir = join(ROOT, 'build'), pages = PAGE_ROUTES } = {}) {
  const { vite, remix } = readBuild(buildDir);
  const byFile = keysByFile(vite);
  const keyOf = (url) => {
    const key = byFile.get(url.replace(/^\//, ''));
    if (!key) throw new Error(`${url} is not in the Vite manifest.`);
    return key;
  };
  const gzipCache = new Map();
  const gzipOf = (file) => {
    // The precompressed file the server sends (scripts/precompress-assets.mjs), else zlib's default.
    const path = join(buildDir, 'client', file);
    if (!gzipCache.has(file))
      gzipCache.set(file, existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path)).length);
    return gzipCache.get(file);
  };

  const weights = {};
  for (const [page, routeId] of Object.entries(pages)) {
    const routes = routeChain(remix, routeId);
    const files = new Set();
    staticClosure(vite, keyOf(remix.entry.module), files);
    for (const id of routes) staticClosure(vite, keyOf(remix.routes[id].module), files);
    const sized = [...files].map((file) => ({ file, gzip: gzipOf(file) })).sort((a, b) => b.gzip - a.gzip);
    weights[page] = { routes, files: sized, gzip: sized.reduce((sum, { gzip }) => sum + gzip, 0) };
  }
  return weights;
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [page, { gzip, files }] of Object.entries(routeJsWeights())) {
    console.log(`${page.padEnd(9)} ${kB(gzip).padStart(9)} gzip in ${files.length} files`);
    if (process.argv.includes('--files')) for (const file of files) console.log(`            ${kB(file.gzip).padStart(9)}  ${file.file}`);
  }
}
