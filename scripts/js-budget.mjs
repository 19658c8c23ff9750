// The first-load JavaScript check, run by `npm run test:e2e` right after its build: the gzipped
// JavaScript a first load of each page downloads (scripts/js-weight.mjs) must stay under the
// page's ceiling. Bytes, not time: deterministic for a given build. Exits 1 naming each page over.
//   node scripts/js-budget.mjs   (after `npm run build`)
// A page that meets its issue-14 target (JS_TARGET_BYTES) has the target as its ceiling: home
// (ADR 0122). Listing, product and cart are still over 96 kB: the runtime alone is 85.1 kB and
// the shop's shell (header, menu, store picker, cart slide-over, footer, dialog host) 9.9 kB
// (ADR 0122). Their ceilings are today's weights plus about 1 kB, so any growth fails the suite;
// lower them as pages get lighter, and use the target once a page meets it.
import { kB, routeJsWeights } from './js-weight.mjs';

/** Gzipped bytes (kB = 1000 bytes, as Vite and Lighthouse count) a page may not exceed. */
export const JS_CEILING_BYTES = {
  home: 110_000, // the target
  listing: 105_700,
  category: 106_100,
  product: 106_900,
  cart: 100_900,
  checkout: 129_200,
};

/** Issue 14's targets. */
export const JS_TARGET_BYTES = {
  home: 110_000,
  listing: 96_000,
  product: 96_000,
  cart: 96_000,
};

/** Pages over their limit: `[{ page, gzip, limit }]`. */
export function overLimit(weights, limits = JS_CEILING_BYTES) {
  return Object.entries(limits)
    .filter(([page, limit]) => weights[page].gzip > limit)
    .map(([page, limit]) => ({ page, gzip: weights[page].gzip, limit }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const weights = routeJsWeights();
  const over = overLimit(weights);
  for (const [page, { gzip }] of Object.entries(weights)) {
    const ceiling = JS_CEILING_BYTES[page];
    const verdict = ceiling === undefined ? '' : gzip <= ceiling ? `ok, ceiling ${kB(ceiling)}` : `OVER the ceiling of ${kB(ceiling)}`;
    const target = JS_TARGET_BYTES[page] === undefined ? '' : `; issue 14 target ${kB(JS_TARGET_BYTES[page])}`;
    console.log(`JS first load  ${page.padEnd(9)} ${kB(gzip).padStart(9)} gzip  ${verdict}${target}`);
  }
  if (over.length > 0) {
    console.error(`JavaScript ceiling exceeded: ${over.map(({ page, gzip, limit }) => `${page} ${kB(gzip)} > ${kB(limit)}`).join(', ')}.`);
    console.error('See which files: node scripts/js-weight.mjs --files');
  }
  process.exit(over.length === 0 ? 0 : 1);
}
