// Whether build/ is older than the sources it is built from: `npm start` builds then, and the
// security tests build before starting the storefront. One definition of "stale" for both.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the storefront build is made from, relative to the repository root. */
const SOURCES = ['app', 'public', 'vite.config.ts', 'remix.config.js', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when `root`/build is missing or older than any of its sources. */
export function buildIsStale(root) {
  const entry = join(root, 'build/server/index.js');
  if (!existsSync(entry)) return true;
  const built = statSync(entry).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}
