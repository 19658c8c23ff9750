import { defineConfig } from '@playwright/test';
import config, { SHOPPER_USER_AGENT } from './playwright.config';

/**
 * The quick-start test (`npm run test:quick-start`): the README's own command in a fresh copy of
 * the repository, with no settings (tests/quick-start/fresh-copy.mjs), and a shopper buying from
 * it with JavaScript on and off, at http://localhost and at http://127.0.0.1.
 */
export const QUICK_START_PORT = Number(process.env.QUICK_START_PORT ?? 3000);

export default defineConfig({
  testDir: 'tests/quick-start',
  outputDir: 'test-results/quick-start',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  use: { ...config.use, userAgent: SHOPPER_USER_AGENT },
  projects: config.projects,
  webServer: {
    command: 'node tests/quick-start/fresh-copy.mjs',
    url: `http://127.0.0.1:${QUICK_START_PORT}/favicon.svg`,
    // npm install and the first build, from nothing.
    timeout: 600_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
