// Starts the shop for Playwright (see playwright.config.ts) as `npm start` runs it — the same
// entry, build and cluster (scripts/npm-start.mjs) — with a fresh throw-away PGlite database,
// removed when Playwright stops the server. Only ports, data folder, stand-ins and test hooks
// come from the outside.
//   node tests/e2e/support/serve-e2e.mjs            -> the shop with its embedded shop API
//   SHOP_API_URL=… node tests/e2e/support/serve-e2e.mjs -> storefront alone (e.g. API unreachable)
//   E2E_TARGET=worker …                               -> the same, with the storefront as the Worker
//                                                         in workerd and the API on API_PORT
//                                                         (scripts/start-edge.mjs)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnNpmStart } from '../../../scripts/npm-start.mjs';

const root = new URL('../../..', import.meta.url).pathname;
const dataDir = process.env.SHOP_API_URL ? undefined : mkdtempSync(join(tmpdir(), 'le-e2e-pglite-'));
const env = { ...process.env, NODE_ENV: 'production', ...(dataDir ? { PGLITE_DIR: dataDir } : {}) };
// The suite runs what a multi-core machine runs: at least two storefront workers.
if (!env.WEB_CONCURRENCY && availableParallelism() < 2) env.WEB_CONCURRENCY = '2';

const child =
  process.env.E2E_TARGET === 'worker'
    ? spawn(process.execPath, ['scripts/start-edge.mjs'], { cwd: root, stdio: 'inherit', env })
    : spawnNpmStart(env);

function cleanUp() {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
