// The Worker bundle's size as Cloudflare counts it against its limit (3 MB gzip-compressed on the
// paid plan): the script wrangler uploads, built by `npm run build:edge` into build-edge/worker/.
//   node scripts/worker-bundle-size.mjs   -> prints the size; exits 1 when over the limit
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const WORKER_GZIP_LIMIT_BYTES = 3 * 1024 * 1024;
const BUNDLE = join(new URL('..', import.meta.url).pathname, 'build-edge/worker/worker.js');

export function workerBundleSize() {
  if (!existsSync(BUNDLE)) throw new Error('No Worker bundle in build-edge/worker/: run `npm run build:edge` first.');
  const bytes = readFileSync(BUNDLE);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { raw, gzip } = workerBundleSize();
  const within = gzip < WORKER_GZIP_LIMIT_BYTES;
  console.log(
    `Worker bundle: ${kib(raw)}, ${kib(gzip)} gzipped (limit ${kib(WORKER_GZIP_LIMIT_BYTES)}): ${within ? 'within' : 'OVER'} the limit.`,
  );
  process.exit(within ? 0 : 1);
}
