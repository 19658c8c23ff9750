// The JavaScript budget of issue 14, checked by `npm run test:e2e` right after its build: the
// gzipped JavaScript a first load of each page downloads (scripts/js-weight.mjs) must stay within
// the budget. Bytes, not time: deterministic for a given build. Exits 1 naming each page over.
//   node scripts/js-budget.mjs   (after `npm run build`)
import { kB, routeJsWeights } from './js-weight.mjs';

/** Gzipped bytes (kB = 1000 bytes, as Vite and Lighthouse count). */
export const JS_BUDGET_BYTES = {
  home: 110_000,
  listing: 96_000,
  product: 96_000,
  cart: 96_000,
};

/** Pages over their budget: `[{ page, gzip, budget }]`. */
export function overBudget(weights, budget = JS_BUDGET_BYTES) {
  return Object.entries(budget)
    .filter(([page, limit]) => weights[page].gzip > limit)
    .map(([page, limit]) => ({ page, gzip: weights[page].gzip, budget: limit }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const weights = routeJsWeights();
  const over = overBudget(weights);
  for (const [page, { gzip }] of Object.entries(weights)) {
    const budget = JS_BUDGET_BYTES[page];
    const verdict = budget === undefined ? '' : gzip <= budget ? `ok, budget ${kB(budget)}` : `OVER the budget of ${kB(budget)}`;
    console.log(`JS first load  ${page.padEnd(9)} ${kB(gzip).padStart(9)} gzip  ${verdict}`);
  }
  if (over.length > 0) {
    console.error(`JavaScript budget exceeded: ${over.map(({ page, gzip, budget }) => `${page} ${kB(gzip)} > ${kB(budget)}`).join(', ')}.`);
    console.error('See which files: node scripts/js-weight.mjs --files');
  }
  process.exit(over.length === 0 ? 0 : 1);
}
