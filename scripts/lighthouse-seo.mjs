// Lighthouse SEO audit of the main page types (ADR 0100): home, listing, category, product and
// a content page must each score 100. Runs lighthouse's node API in headless Chromium against a
// running storefront; prints each failed audit and exits 1 when a page scores below 100.
// Only the SEO category's audits run (deterministic checks of the HTML, no timing). Reports are
// not written anywhere (never commit them).
//
//   node scripts/lighthouse-seo.mjs [baseUrl]   against a running shop (default http://localhost:3000)
//   npm run lighthouse:seo                       builds, serves on LIGHTHOUSE_PORT (3109) with a
//                                                throw-away database, audits, stops the server
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export const SEO_PAGES = ['/', '/product-listing', '/category/wine', '/product/5', '/about/our-story/'];

export async function auditSeo(baseUrl, pages = SEO_PAGES) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const results = [];
  try {
    for (const path of pages) {
      const url = new URL(path, baseUrl).href;
      const runner = await lighthouse(url, { port: chrome.port, onlyCategories: ['seo'], output: 'json', logLevel: 'error' });
      const lhr = runner.lhr;
      const failed = Object.values(lhr.audits)
        .filter((audit) => lhr.categories.seo.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id}: ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}`);
      results.push({ path, score: Math.round((lhr.categories.seo.score ?? 0) * 100), failed });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** Starts the BUILT storefront on a throw-away database (the e2e launcher) and waits for it. */
async function serveBuild(port) {
  const child = spawn(process.execPath, ['tests/e2e/support/serve-e2e.mjs'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      SESSION_SECRET: 'lighthouse-only',
      TOAST_SECRET: 'lighthouse-only',
      HONEYPOT_SECRET: 'lighthouse-only',
    },
  });
  const baseUrl = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('the storefront did not start');
    const up = await fetch(`${baseUrl}/favicon.svg`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseUrl, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the storefront did not answer within 60 s');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const serve = process.argv[2] === '--serve';
  const server = serve ? await serveBuild(Number(process.env.LIGHTHOUSE_PORT ?? 3109)) : null;
  const baseUrl = server?.baseUrl ?? process.argv[2] ?? 'http://localhost:3000';
  let results;
  try {
    results = await auditSeo(baseUrl);
  } finally {
    await server?.stop();
  }
  for (const { path, score, failed } of results) {
    console.log(`${score === 100 ? 'ok  ' : 'FAIL'} ${String(score).padStart(3)}  ${path}`);
    for (const line of failed) console.log(`        ${line}`);
  }
  process.exit(results.every((r) => r.score === 100) ? 0 : 1);
}
