// `npm start`: serve the shop (storefront + embedded shop API) with the production React build.
// 1. Builds when build/ is missing or older than the sources (`npm run build`: the Remix build and
//    the Node server bundle, build/node/).
// 2. Unless NODE_ENV is already 'production' (a real deployment brings its own secrets), creates
//    random local secrets once in .data/local-secrets.json so a fresh clone starts with no setup.
// 3. Runs the server with NODE_ENV=production, in this very process, as plain JavaScript (no tsx,
//    ADR 0126): the cluster primary (build/node/cluster.js: the shop API plus one storefront worker
//    per core, ADR 0121), or with WEB_CONCURRENCY=1 build/node/server.js alone (storefront and
//    in-process API in one process).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll, buildIsStale } from './build-freshness.mjs';
import { localSecrets } from './local-secrets.mjs';
import { NODE_SERVER_DIR } from './node-server-dir.mjs';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env };
if (env.NODE_ENV !== 'production') {
  for (const [key, value] of Object.entries(localSecrets())) env[key] ??= value;
}
env.NODE_ENV = 'production';

if (buildIsStale(root)) {
  console.log('Building the storefront…');
  if (!(await buildAll(root, { env })).ok) process.exit(1);
}

// The server (or the cluster's primary) runs IN this process (no child): a SIGTERM/SIGINT to `npm start` (package.json
// execs this script, so npm signals it directly) reaches server.ts's own graceful shutdown, which
// finishes the requests in flight, closes the database and exits. A child process here would be left
// running, re-parented, when the signal killed its parent (ADR 0063).
Object.assign(process.env, env);
process.chdir(root);
const serverEntry = join(root, NODE_SERVER_DIR, 'server.js');
const { runCluster, storefrontWorkerCount } = await import(pathToFileURL(join(root, NODE_SERVER_DIR, 'cluster.js')).href);
const workers = storefrontWorkerCount(process.env);
if (workers > 1) await runCluster(workers, { exec: serverEntry, execArgv: [] });
else await import(pathToFileURL(serverEntry).href);
