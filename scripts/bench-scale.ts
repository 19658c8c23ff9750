// The load benchmark's scale-out line (ADR 0142, 0154): the same 50 shoppers and traffic as
// scripts/bench-load.mjs, through nginx to two storefronts and two shop APIs on one throw-away
// PostgreSQL server (tests/scale/support/topology.ts, deploy/nginx.conf), all on this machine.
//
//   node --import tsx scripts/bench-scale.ts [--json]      (after `npm run build`; needs nginx and PostgreSQL)
//
// Prints a Markdown table (or JSON for scripts/bench.mjs). A benchmark, not a test.
import { existsSync } from 'node:fs';
import { guestCookie, signedInCookie, startPostgres, TRAFFIC_LINES } from './bench-load.mjs';
import { readCatalogue, runShoppers } from './bench-shoppers.mjs';
import { startTopology } from '../tests/scale/support/topology';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);

export async function benchScale() {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  const postgres = await startPostgres();
  if (!nginx || !postgres) return null;
  process.env.NGINX_BINARY = nginx;
  process.env.SHOP_TEST_DATABASE_URL = await postgres.database();
  const topology = await startTopology();
  try {
    const catalogue = await readCatalogue(topology.shop);
    const sessions = [];
    for (let i = 0; i < SHOPPERS; i++)
      sessions.push(
        i % 2 ? { cookie: await signedInCookie(topology.shop, i), signedIn: true } : { cookie: await guestCookie(topology.shop) },
      );
    await runShoppers(topology.shop, sessions, catalogue, { seconds: 5, postShare: 0.1, seed: 99 });
    const lines = [];
    for (const line of TRAFFIC_LINES) {
      lines.push({
        ...line,
        ...(await runShoppers(topology.shop, sessions, catalogue, { seconds: SECONDS, ...line })),
      });
    }
    return { shoppers: SHOPPERS, seconds: SECONDS, lines };
  } finally {
    await topology.stop();
    await postgres.stop();
  }
}

export function scaleMarkdown(result: Awaited<ReturnType<typeof benchScale>>): string {
  if (!result) return 'Not run: nginx or a PostgreSQL server is not installed.';
  return [
    `${result.shoppers} shoppers through nginx to two storefronts (one process each) and two shop APIs on one PostgreSQL server, all on this machine; ${result.seconds} s per line after a 5 s warm-up, one run.`,
    '',
    '| line | req/s | p50 ms | p99 ms | errors | 4xx |',
    '| --- | --: | --: | --: | --: | --: |',
    ...result.lines.map((l) => `| ${l.name} | ${l.requestsPerSecond} | ${l.p50Ms} | ${l.p99Ms} | ${l.errors} | ${l.other} |`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchScale();
  console.log(process.argv.includes('--json') ? JSON.stringify(result) : scaleMarkdown(result));
  process.exit(0);
}
