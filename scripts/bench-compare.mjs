// Two builds of the shop under the same real traffic, in turn: `node scripts/bench-compare.mjs
// [--rounds 5] DIR_A DIR_B`, each DIR a checkout after `npm run build` (a git worktree of the
// commit before a change, and this one). One run of each checkout's own load benchmark
// (scripts/bench-load.mjs, embedded PGlite) per round, A then B, so a noisy spell of the machine
// falls on both; prints each line's median req/s and p99 with every run's figure. Single runs of
// one build vary by about ±8% on this machine: judge a change on several rounds (ADR 0171).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args.splice(roundsAt, 2)[1]) : 3;
const dirs = args.map((dir) => resolve(dir));
if (dirs.length !== 2 || !Number.isInteger(rounds) || rounds < 1) {
  console.error('Usage: node scripts/bench-compare.mjs [--rounds N] DIR_A DIR_B');
  process.exit(2);
}
for (const dir of dirs) {
  if (!existsSync(join(dir, 'build/node/server.js'))) {
    console.error(`${dir} has no build: run npm run build there first`);
    process.exit(2);
  }
}

// Each checkout's own benchmark, which starts that checkout's `npm start` cluster.
const benches = await Promise.all(dirs.map((dir) => import(pathToFileURL(join(dir, 'scripts/bench-load.mjs')).href)));
/** Per checkout, per line name: the runs' { requestsPerSecond, p99Ms, errors, orders }. */
const figures = dirs.map(() => new Map());
for (let round = 1; round <= rounds; round++) {
  for (const [i, bench] of benches.entries()) {
    console.error(`[bench-compare] round ${round}/${rounds}: ${dirs[i]}`);
    const { results } = await bench.benchTraffic({ runs: 1, databases: ['pglite'] });
    for (const line of results[0].lines) {
      const runs = figures[i].get(line.name) ?? figures[i].set(line.name, []).get(line.name);
      runs.push({ requestsPerSecond: line.requestsPerSecond, p99Ms: line.p99Ms, errors: line.errors, orders: line.orders });
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const cell = (runs) =>
  `${median(runs.map((r) => r.requestsPerSecond))} (${runs.map((r) => r.requestsPerSecond).join(', ')}) | ${median(runs.map((r) => r.p99Ms))} | ${runs.reduce((n, r) => n + r.errors, 0)}`;
console.log(`${rounds} round(s), each checkout once per round, A first. req/s: median (each run); p99 ms: median; errors: all runs.`);
console.log(`A: ${dirs[0]}\nB: ${dirs[1]}\n`);
console.log('| line | A req/s | A p99 | A errors | B req/s | B p99 | B errors |');
console.log('| --- | --- | ---: | ---: | --- | ---: | ---: |');
for (const name of figures[0].keys()) {
  const other = figures[1].get(name);
  console.log(`| ${name} | ${cell(figures[0].get(name))} | ${other ? cell(other) : '— | — | —'} |`);
}
