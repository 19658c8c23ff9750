// Starts the BUILT storefront for Playwright (see playwright.config.ts) with a fresh throw-away
// PGlite database, and removes that database when Playwright stops the server.
//   node tests/e2e/support/serve-e2e.mjs            -> storefront + in-process shop API
//   SHOP_API_URL=… node tests/e2e/support/serve-e2e.mjs -> storefront alone (e.g. API unreachable)
//   E2E_TARGET=worker …                               -> the same, with the storefront as the Worker
//                                                         in workerd and the API on API_PORT
//                                                         (scripts/start-edge.mjs)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../..', import.meta.url).pathname;
const dataDir = process.env.SHOP_API_URL ? undefined : mkdtempSync(join(tmpdir(), 'le-e2e-pglite-'));

const entry = process.env.E2E_TARGET === 'worker' ? ['scripts/start-edge.mjs'] : ['--import', 'tsx', 'server.ts'];
const child = spawn(process.execPath, entry, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', ...(dataDir ? { PGLITE_DIR: dataDir } : {}) },
});

function cleanUp() {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
