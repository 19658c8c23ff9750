// Precompresses the client build's text assets once, at build time (ADR 0128): for every .js,
// .css and .svg file under build/client/assets it writes `<file>.br` (Brotli, quality 11) and
// `<file>.gz` (gzip: by zopfli for files of 16 kB or more, about 3 % smaller than zlib's
// best; zlib's level 9 for the small ones), which the Node server
// sends as they are (server/precompressed-assets.ts) instead of compressing every answer again.
// scripts/js-weight.mjs counts the .gz files: the bytes a gzip-only client downloads.
//
//   node scripts/precompress-assets.mjs [build/client/assets]   (`npm run build` runs it)
import { gzip } from '@gfx/zopfli';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

const zopfli = promisify(gzip);
const brotli = promisify(brotliCompress);
export const PRECOMPRESSED = /\.(js|css|svg)$/;
const ZOPFLI_FROM_BYTES = 16_000;

export async function precompressAssets(dir) {
  const names = readdirSync(dir).filter((name) => PRECOMPRESSED.test(name));
  // Brotli runs on libuv's threads while zopfli (WebAssembly) runs here: both cores stay busy.
  const brotlis = names.map(async (name) => {
    const body = readFileSync(join(dir, name));
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    writeFileSync(join(dir, `${name}.br`), await brotli(body, { params }));
  });
  for (const name of names) {
    const body = readFileSync(join(dir, name));
    // Zopfli costs some 0.3 s a file whatever its size: worth it for the large ones only.
    const gz = body.length >= ZOPFLI_FROM_BYTES ? await zopfli(body, { numiterations: 1 }) : gzipSync(body, { level: 9 });
    writeFileSync(join(dir, `${name}.gz`), gz);
  }
  await Promise.all(brotlis);
  return names.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? new URL('../build/client/assets', import.meta.url).pathname;
  const started = Date.now();
  const files = await precompressAssets(dir);
  console.log(`Precompressed ${files} assets (Brotli and zopfli gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
