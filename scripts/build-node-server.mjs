// The Node server as plain JavaScript: server.ts (one storefront process, or a cluster worker)
// and server/cluster.ts (the cluster's primary with the shop API), with app/lib and shop-api/src
// bundled in and packages left to node_modules. `npm start` runs these with plain `node`: under
// tsx every process also kept a loader thread and its TypeScript transforms, about 110 MB for a
// single process and 220 MB for the cluster (ADR 0126). `npm run dev` still runs server.ts
// through tsx.
//
//   node scripts/build-node-server.mjs   (part of `npm run build`; writes build/node/)
//   import { buildNodeServer } from './build-node-server.mjs'
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_SERVER_DIR } from './node-server-dir.mjs';

const ROOT = new URL('..', import.meta.url).pathname;

export async function buildNodeServer(root = ROOT) {
  const outdir = join(root, NODE_SERVER_DIR);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { server: 'server.ts', cluster: 'server/cluster.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildNodeServer();
