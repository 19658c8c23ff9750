// `npm start`: serve the shop (storefront + embedded shop API) with the production React build.
// 1. Builds when build/ is missing or older than the sources.
// 2. Unless NODE_ENV is already 'production' (a real deployment brings its own secrets), creates
//    random local secrets once in .data/local-secrets.json so a fresh clone starts with no setup.
// 3. Runs the server with NODE_ENV=production, in this very process: the cluster primary
//    (server/cluster.ts: the shop API plus one storefront worker per core, ADR 0121), or with
//    WEB_CONCURRENCY=1 server.ts alone (storefront and in-process API in one process).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIsStale } from './build-freshness.mjs';
import { localSecrets } from './local-secrets.mjs';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env };
if (env.NODE_ENV !== 'production') {
  for (const [key, value] of Object.entries(localSecrets())) env[key] ??= value;
}
env.NODE_ENV = 'production';

if (buildIsStale(root)) {
  console.log('Building the storefront…');
  const remixCli = join(root, 'node_modules/@remix-run/dev/dist/cli.js');
  const result = spawnSync(process.execPath, [remixCli, 'vite:build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server (or the cluster's primary) runs IN this process (no child): a SIGTERM/SIGINT to `npm start` (package.json
// execs this script, so npm signals it directly) reaches server.ts's own graceful shutdown, which
// finishes the requests in flight, closes the database and exits. A child process here was left
// running, re-parented, when the signal killed its parent (issue 8 item 13, ADR 0063).
Object.assign(process.env, env);
process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
const { runCluster, storefrontWorkerCount } = await import(new URL('../server/cluster.ts', import.meta.url).href);
const workers = storefrontWorkerCount(process.env);
if (workers > 1) await runCluster(workers);
else await import(new URL('../server.ts', import.meta.url).href);
