// Whether build/ is older than the sources it is built from: `npm start` builds then, and the
// security tests build before starting the storefront. One definition of "stale" and of the build for both.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_SERVER_DIR } from './node-server-dir.mjs';

/** What the build is made from, relative to the repository root (the Node server bundles app/lib and shop-api/src too). */
const SOURCES = [
  'app',
  'public',
  'vite.config.ts',
  'client-chunks.ts',
  'remix.config.js',
  'package.json',
  'server.ts',
  'server',
  'shop-api/src',
];
/** What the build writes: the Remix server build and the Node server (scripts/build-node-server.mjs). */
const OUTPUTS = ['build/server/index.js', join(NODE_SERVER_DIR, 'server.js'), join(NODE_SERVER_DIR, 'cluster.js')];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when any part of `root`/build is missing or older than any of its sources. */
export function buildIsStale(root) {
  const outputs = OUTPUTS.map((output) => join(root, output));
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** `npm run build`'s steps, for callers that build when stale: false when one failed. */
export async function buildAll(root, { env = process.env, stdio = 'inherit' } = {}) {
  const remixCli = join(root, 'node_modules/@remix-run/dev/dist/cli.js');
  // Always React's production build: Vite writes the caller's NODE_ENV into the client code, and
  // a caller under vitest (NODE_ENV=test) left a development React in build/ for `npm start`.
  const buildEnv = { ...env, NODE_ENV: 'production' };
  const remix = spawnSync(process.execPath, [remixCli, 'vite:build'], { cwd: root, stdio, env: buildEnv, encoding: 'utf8' });
  if (remix.status !== 0) return { ok: false, output: `${remix.stdout ?? ''}${remix.stderr ?? ''}` };
  try {
    // Loaded only when building: a fresh build starts without esbuild.
    const { buildNodeServer } = await import('./build-node-server.mjs');
    await buildNodeServer(root);
    const { precompressAssets } = await import('./precompress-assets.mjs');
    await precompressAssets(join(root, 'build/client/assets'));
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: error instanceof Error ? error.message : String(error) };
  }
}
