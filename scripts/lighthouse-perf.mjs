// Lighthouse 12 mobile Performance (ADR 0120): the median score of N runs (default 3) of the main
// pages, as a first visit (no cookie: the age gate is open, the cart empty) and as a returning
// shopper (the age gate passed and one bottle in the cart, by posting the shop's own forms and
// reusing the session cookie). Lighthouse's default mobile settings (simulated slow 4G, 4x CPU
// slowdown) in headless Chromium (CHROME_PATH, default /usr/bin/chromium); Lighthouse's own user
// agent would count as a bot (no age gate), so a regular mobile Chrome one is sent. Writes no
// report. Timing-based: on a shared machine scores move by several points between runs, which
// is why it takes medians, and why it is a measurement, not a test.
//
//   node scripts/lighthouse-perf.mjs [baseUrl] [--runs N]   against a running shop (default http://localhost:3000)
//   import { lighthousePerf } from './lighthouse-perf.mjs'  (the benchmark)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export const PERF_PAGES = {
  home: '/',
  listing: '/product-listing',
  category: '/category/wine',
  product: '/product/5',
  cart: '/your-shopping-cart',
  // A first visitor's cart is empty, so /checkout sends them to the cart page (ADR 0021).
  checkout: '/checkout',
};
export const VISITS = ['first', 'returning'];

const MOBILE_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Posts a form as the shop's own page would (same-origin), carrying and returning the session cookie. */
async function postForm(baseUrl, path, fields, cookie) {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(baseUrl).origin,
      'user-agent': MOBILE_CHROME_UA,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  if (response.status >= 400) throw new Error(`POST ${path} answered ${response.status}`);
  const session = response.headers.getSetCookie().find((line) => line.startsWith('__session='));
  return session ? session.split(';')[0] : cookie;
}

/** The cookie of a returning shopper: age gate answered yes, the product page's bottle in the cart. */
export async function returningShopperCookie(baseUrl, productPath = PERF_PAGES.product) {
  let cookie = await postForm(baseUrl, '/resources/age-gate', { answer: 'yes', redirectTo: '/' }, null);
  const html = await fetch(new URL(productPath, baseUrl), { headers: { cookie, 'user-agent': MOBILE_CHROME_UA } }).then((r) => r.text());
  const form = html.match(/<form[^>]*action="\/resources\/cart"[^>]*>([\s\S]*?)<\/form>/)?.[1];
  if (!form) throw new Error(`no add-to-cart form on ${productPath}`);
  const fields = Object.fromEntries(
    [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)]
      .map((input) => [input[0].match(/name="([^"]+)"/)?.[1], input[0].match(/value="([^"]*)"/)?.[1] ?? ''])
      .filter(([name]) => name),
  );
  cookie = await postForm(baseUrl, '/resources/cart', { ...fields, intent: 'add', quantity: '1' }, cookie);
  if (!cookie) throw new Error('the shop set no session cookie');
  return cookie;
}

/**
 * One Lighthouse run in a fresh Chromium profile: nothing from an earlier run (cookies the shop
 * set, cache) leaks into it; `cookie` is the only state.
 */
async function auditOnce(url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  try {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance'],
          emulatedUserAgent: MOBILE_CHROME_UA,
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
        },
      },
    );
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Median Lighthouse mobile Performance per page and visit:
 * `{ home: { first: { score, lcpMs, tbtMs, cls, scores }, returning: {…} }, … }`.
 */
export async function lighthousePerf(baseUrl, { runs = 3, pages = PERF_PAGES, visits = VISITS, log = () => {} } = {}) {
  const cookies = { first: null, returning: visits.includes('returning') ? await returningShopperCookie(baseUrl) : null };
  const results = {};
  for (const [page, path] of Object.entries(pages)) {
    results[page] = {};
    for (const visit of visits) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const sample = await auditOnce(new URL(path, baseUrl).href, cookies[visit]);
        samples.push(sample);
        log(`${page} ${visit} run ${run + 1}: ${sample.score} (LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms)`);
      }
      results[page][visit] = {
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        scores: samples.map((s) => s.score),
        finalUrl: samples[0].finalUrl,
      };
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
  const baseUrl = args.find((arg, i) => !arg.startsWith('--') && i !== runsAt + 1) ?? 'http://localhost:3000';
  const results = await lighthousePerf(baseUrl, { runs, log: (line) => console.error(line) });
  console.log(`Lighthouse mobile Performance, median of ${runs} (shared machine: expect a few points of noise)`);
  console.log(`${'page'.padEnd(9)} ${'visit'.padEnd(10)} score   LCP ms   TBT ms    CLS  runs`);
  for (const [page, byVisit] of Object.entries(results)) {
    for (const [visit, r] of Object.entries(byVisit)) {
      console.log(
        `${page.padEnd(9)} ${visit.padEnd(10)} ${String(r.score).padStart(5)} ${String(Math.round(r.lcpMs)).padStart(8)} ${String(Math.round(r.tbtMs)).padStart(8)} ${r.cls.toFixed(3).padStart(6)}  ${r.scores.join(' ')}`,
      );
    }
  }
}
