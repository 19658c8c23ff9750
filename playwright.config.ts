import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * End-to-end tests run against the BUILT app (`npm run test:e2e` builds first), twice:
 * project `js` (JavaScript enabled) and `no-js` (disabled). Two servers:
 *  - E2E_PORT (3100): the shop as `npm start` runs it (the cluster: storefront workers and the
 *    shop API in the primary, ADR 0151) on a fresh PGlite database per run;
 *  - E2E_PORT+1 (3101): the same start with SHOP_API_URL pointing at a closed port (API unreachable).
 * E2E_TARGET=worker (`npm run test:e2e:edge`, after `npm run build:edge`) runs the same tests
 * against the Worker build in workerd (wrangler dev), on the same two ports, talking over HTTP to
 * the Node shop API on E2E_PORT+2 (workerd's inspectors: +3, +4). ADR 0153 says which tests.
 * Helpers and fixtures: tests/e2e/support/fixtures.ts.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DOWN_PORT = E2E_PORT + 1;
const onWorker = process.env.E2E_TARGET === 'worker';
// E2E_SCOPE=platform (the Worker run in `npm test`, ADR 0153): the specs that cross what differs
// per platform (entry, cookies, caches, document rendering, headers, the API over HTTP). The rest
// exercise app code both platforms share and run on Node only.
const PLATFORM_SPECS = [
  'foundation/age-gate.spec.ts',
  'foundation/login.spec.ts',
  'foundation/register.spec.ts',
  'foundation/store-picker.spec.ts',
  'foundation/api-unreachable.spec.ts',
  'foundation/script-loading.spec.ts',
  'buying/journey.spec.ts',
  'buying/checkout.spec.ts',
  'buying/cart.spec.ts',
  'security/cross-site-forms.spec.ts',
  'security/hostile-input.spec.ts',
  'security/logout-ends-session.spec.ts',
  'seo/seo.spec.ts',
  'catalogue/listing.spec.ts',
  'catalogue/product.spec.ts',
  'catalogue/error-boundary.spec.ts',
  'accounts/social-sign-in.spec.ts',
  'shopper/markup-valid.spec.ts',
];
// Of those, the ones whose JavaScript half reaches the server differently (fetcher posts, client
// navigations' data requests, script and asset loading): the rest run on the Worker without
// JavaScript only, where every request is a document request the Worker must answer itself.
const PLATFORM_SCRIPTED_SPECS = [
  'foundation/age-gate.spec.ts',
  'foundation/login.spec.ts',
  'foundation/store-picker.spec.ts',
  'foundation/api-unreachable.spec.ts',
  'foundation/script-loading.spec.ts',
  'buying/journey.spec.ts',
  'buying/checkout.spec.ts',
  'buying/cart.spec.ts',
  'security/cross-site-forms.spec.ts',
  'catalogue/error-boundary.spec.ts',
];
const platformScope = process.env.E2E_SCOPE === 'platform';
// wrangler's per-request log lines would drown the test output.
const workerPorts = (inspector: number): Record<string, string> =>
  onWorker ? { API_PORT: String(E2E_PORT + 2), INSPECTOR_PORT: String(inspector), WRANGLER_LOG: 'warn' } : {};
// +2..+4 belong to the Worker run (its Node shop API and workerd's inspectors).
/** The e2e mail server (tests/e2e/support/mail-server.mjs): SMTP in, and an inbox the tests read. */
export const MAIL_SMTP_PORT = E2E_PORT + 5;
export const MAIL_HTTP_PORT = E2E_PORT + 6;
/** Local identity providers (tests/e2e/support/identity-providers.mjs) in Google's and Facebook's place. */
export const GOOGLE_STANDIN_PORT = E2E_PORT + 7;
export const FACEBOOK_STANDIN_PORT = E2E_PORT + 8;
const GOOGLE_STANDIN = `http://localhost:${GOOGLE_STANDIN_PORT}`;
const FACEBOOK_STANDIN = `http://localhost:${FACEBOOK_STANDIN_PORT}`;
const identityProviders = {
  GOOGLE_CLIENT_ID: 'e2e-google-client',
  GOOGLE_CLIENT_SECRET: 'e2e-google-secret-not-for-production',
  FACEBOOK_APP_ID: 'e2e-facebook-app',
  FACEBOOK_APP_SECRET: 'e2e-facebook-secret-not-for-production',
};
/** The shop's provider settings: the same variables production points at Google and Facebook (README). */
const identityProviderUrls = {
  ...identityProviders,
  GOOGLE_AUTH_URL: `${GOOGLE_STANDIN}/auth`,
  GOOGLE_TOKEN_URL: `${GOOGLE_STANDIN}/token`,
  GOOGLE_JWKS_URL: `${GOOGLE_STANDIN}/jwks`,
  GOOGLE_ISSUER: GOOGLE_STANDIN,
  FACEBOOK_DIALOG_URL: `${FACEBOOK_STANDIN}/dialog/oauth`,
  FACEBOOK_GRAPH_URL: FACEBOOK_STANDIN,
};

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const SHOPPER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const testSecrets = {
  SESSION_SECRET: 'e2e-session-secret-not-for-production',
  TOAST_SECRET: 'e2e-toast-secret-not-for-production',
  HONEYPOT_SECRET: 'e2e-honeypot-secret-not-for-production',
};

const E2E_ADDRESS_LIMITS = {
  RATE_LIMIT_LOGIN_PER_ADDRESS: '100000/900',
  RATE_LIMIT_REGISTER_PER_ADDRESS: '100000/3600',
  RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS: '100000/900',
  RATE_LIMIT_CONTACT_PER_ADDRESS: '100000/900',
  RATE_LIMIT_BACK_IN_STOCK_PER_ADDRESS: '100000/900',
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Headless Chromium says "HeadlessChrome", which isbot treats as a bot (no age gate):
    // tests browse as a regular desktop Chrome.
    userAgent: SHOPPER_USER_AGENT,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'js',
      use: { browserName: 'chromium', javaScriptEnabled: true },
      ...(platformScope ? { testMatch: PLATFORM_SCRIPTED_SPECS } : {}),
    },
    {
      name: 'no-js',
      use: { browserName: 'chromium', javaScriptEnabled: false },
      ...(platformScope ? { testMatch: PLATFORM_SPECS } : {}),
    },
  ],
  webServer: [
    {
      command: 'node tests/e2e/support/mail-server.mjs',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: 'node tests/e2e/support/identity-providers.mjs',
      url: `${FACEBOOK_STANDIN}/health`,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
      timeout: 30_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        ...identityProviders,
        GOOGLE_STANDIN_PORT: String(GOOGLE_STANDIN_PORT),
        FACEBOOK_STANDIN_PORT: String(FACEBOOK_STANDIN_PORT),
        STOREFRONT_ORIGIN: `http://localhost:${E2E_PORT}`,
      },
    },
    {
      command: 'node tests/e2e/support/serve-e2e.mjs',
      url: `http://localhost:${E2E_PORT}/favicon.svg`,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        ...testSecrets,
        PORT: String(E2E_PORT),
        // The origin the browser sees: the same-origin check of posts compares against it (ADR 0061).
        STOREFRONT_ORIGIN: `http://localhost:${E2E_PORT}`,
        E2E_TEST_HOOKS: '1',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        ...identityProviderUrls,
        // Every test browses from 127.0.0.1: the per-address limits (ADR 0050) are raised so the
        // suite never trips them; the per-account login limit keeps its production default.
        ...E2E_ADDRESS_LIMITS,
        ...workerPorts(E2E_PORT + 3),
      },
    },
    {
      command: 'node tests/e2e/support/serve-e2e.mjs',
      url: `http://localhost:${E2E_DOWN_PORT}/favicon.svg`,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        ...testSecrets,
        PORT: String(E2E_DOWN_PORT),
        STOREFRONT_ORIGIN: `http://localhost:${E2E_DOWN_PORT}`,
        // Port 9 (discard) is closed: every shop API call fails like an outage.
        SHOP_API_URL: 'http://127.0.0.1:9/api/v1',
        ...workerPorts(E2E_PORT + 4),
      },
    },
  ],
});
