/**
 * Shared Playwright fixtures and helpers for every e2e suite. Import from here, not from
 * '@playwright/test':
 *
 *   import { test, expect, passAgeGate, registerUser, loginViaUi, signIn } from '../support/fixtures';
 *
 *   test('…', async ({ page, axe, javaScriptEnabled }) => {
 *     await passAgeGate(page);                 // session cookie says "21+" (no modal)
 *     const user = await registerUser();       // unique user through POST /api/v1/registration
 *     await signIn(page, user);                // fast: posts the login form (cookies shared)
 *     await loginViaUi(page, user);            // or through the dialog, as a shopper does
 *     await page.goto('/wish-list');
 *     await axe.check(page);                   // WCAG 2.0/2.1 A+AA, no violations (js project only)
 *   });
 *
 * - `javaScriptEnabled` (built-in option) tells which project runs: 'js' or 'no-js'.
 * - `E2E_BASE_URL` is the app with the shop API; `E2E_DOWN_URL` the app whose API is unreachable.
 * - `API_URL` is the shop API: in-process under the storefront on Node, its own server when the
 *   storefront is the Worker (E2E_TARGET=worker, see playwright.config.ts).
 * - `expireTokensOf(user)` uses the TEST-ONLY hook POST /__test/expire-tokens (E2E_TEST_HOOKS=1),
 *   which lives with the API; `injectProductFault(id, fault)` the hook POST /__test/product-fault;
 *   `failPaymentStarts(user, n)` the hook POST /__test/payment-start-fault.
 * - `axe.check(page, { include: '#main', exclude: ['.carousel'] })` narrows the scan when a page
 *   holds another team's unfinished work; prefer whole-page checks.
 * - `openDialogUrl(path, dialog)` builds `path?dialog=…`.
 * - Each test gets a fresh browser context (empty cookies): pass the age gate in every test.
 */
import { test as base, expect, type APIResponse, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { expect };

const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${port}`;
export const E2E_DOWN_URL = `http://localhost:${port + 1}`;
/** Where the shop API (and its test hooks) answer: the storefront's origin, or its own port for the Worker. */
const API_ORIGIN = process.env.E2E_TARGET === 'worker' ? `http://localhost:${port + 2}` : E2E_BASE_URL;
export const API_URL = `${API_ORIGIN}/api/v1`;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeChecker {
  /** Runs axe on the page as it is now; fails the test on any violation. No-op without JS. */
  check(page: Page, options?: { include?: string; exclude?: string[] }): Promise<void>;
}

/**
 * With JavaScript, a page's links and buttons do what JavaScript makes of them only once it has
 * hydrated, which the client entry starts after the first paint. `goto` and `reload` therefore
 * also wait for the root's `data-hydrated` mark (pages without the shop's scripts, such as the
 * API's payment page, have none), so a click right after them never races hydration. A test that
 * looks at the page before its scripts run asks for `waitUntil: 'commit'` and is not held.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated') || document.querySelector('script[type="module"]') === null,
    undefined,
    { timeout: 20_000 },
  );
}

export const test = base.extend<{ axe: AxeChecker }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  axe: async ({ javaScriptEnabled }, use) => {
    await use({
      async check(page, options = {}) {
        // axe injects a script: it only runs with JavaScript enabled.
        if (!javaScriptEnabled) return;
        let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
        if (options.include) builder = builder.include(options.include);
        for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
        // Parts below the first screen are content-visibility:auto (ADR 0130): until scrolled to,
        // the browser has not painted them, and axe reports contrast it cannot measure there
        // (dequelabs/axe-core#2768). Render everything for the check, as a shopper scrolling would see it.
        // Through the CSSOM, which no page's CSP blocks.
        const skipped = await page.evaluateHandle(() =>
          Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => getComputedStyle(el).contentVisibility === 'auto'),
        );
        await skipped.evaluate((elements) => elements.forEach((el) => (el.style.contentVisibility = 'visible')));
        const { violations } = await builder.analyze();
        await skipped.evaluate((elements) => elements.forEach((el) => el.style.removeProperty('content-visibility')));
        await skipped.dispose();
        const summary = violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        }));
        expect(summary, `axe violations on ${page.url()}`).toEqual([]);
      },
    });
  },
});

/**
 * Posts a form outside the browser (cookies shared with the page) the way the shop's own page
 * would: with its Origin (the storefront refuses cross-site posts, ADR 0061) and, for the dialog
 * forms, fresh honeypot fields scraped from the form (a post without them counts as a bot).
 */
export async function postForm(
  page: Page,
  path: string,
  form: Record<string, string>,
  { honeypot = false }: { honeypot?: boolean } = {},
): Promise<APIResponse> {
  const url = new URL(path, E2E_BASE_URL);
  const fields = honeypot ? { ...(await honeypotFields(page, url.origin)), ...form } : form;
  return page.request.post(url.href, { form: fields, maxRedirects: 0, headers: { origin: url.origin } });
}

/** The hidden honeypot fields of the login dialog, as the server rendered them just now. */
async function honeypotFields(page: Page, origin = E2E_BASE_URL): Promise<Record<string, string>> {
  const html = await (await page.request.get(`${origin}/auth/login`)).text();
  const input = /<input[^>]*name="from__confirm"[^>]*>/.exec(html)?.[0] ?? '';
  const validFrom = /value="([^"]*)"/.exec(input)?.[1] ?? '';
  expect(validFrom, 'the login dialog renders the honeypot fields').not.toBe('');
  return { name__confirm: '', from__confirm: validFrom.replace(/&#x2F;/g, '/').replace(/&amp;/g, '&') };
}

/** Marks the context's session as age-verified (POST /resources/age-gate, cookies shared). */
export async function passAgeGate(page: Page): Promise<void> {
  const response = await postForm(page, '/resources/age-gate', { answer: 'yes', redirectTo: '/' });
  expect(response.status(), 'age gate POST answers with a redirect').toBe(303);
}

export interface TestUser {
  firstname: string;
  lastname: string;
  fullname: string;
  email: string;
  password: string;
  phonenumber: string;
  country: string;
}

let userCounter = 0;

/** A unique e-mail for this run, worker and call. */
export function uniqueEmail(prefix = 'shopper'): string {
  userCounter += 1;
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  return `${prefix}.${Date.now().toString(36)}.${worker}.${userCounter}@example.com`;
}

/** Registers a new user straight through the shop API (no UI). */
export async function registerUser(overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user: TestUser = {
    firstname: 'Ada',
    lastname: 'Vintner',
    email: uniqueEmail(),
    password: 'Cellar@2024',
    phonenumber: '+1 555 010 2030',
    country: 'United States',
    ...overrides,
    fullname: '',
  };
  user.fullname = `${user.firstname} ${user.lastname}`;
  const response = await fetch(`${API_URL}/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: user.firstname,
      lastname: user.lastname,
      email_address: user.email,
      password: user.password,
      phonenumber: user.phonenumber,
      country: user.country,
    }),
  });
  const body = await response.text();
  expect(response.status, `registration failed: ${body}`).toBe(201);
  return user;
}

/** Signs in without the UI: posts the login form (the page's cookies receive the session). */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const response = await postForm(
    page,
    '/auth/login',
    { email_address: user.email, password: user.password, terms: 'on', redirectTo: '/' },
    { honeypot: true },
  );
  expect(response.status(), 'sign-in answers with a redirect').toBe(303);
}

/** Signs in through the login dialog, as a shopper does, and waits for the name in the header. */
export async function loginViaUi(page: Page, user: Pick<TestUser, 'email' | 'password' | 'fullname'>, from = '/'): Promise<void> {
  await page.goto(openDialogUrl(from, 'login'));
  await signInThroughOpenDialog(page, user);
}

/** Fills and sends the Sign In dialog already on screen, then waits for the name in the header. */
export async function signInThroughOpenDialog(page: Page, user: Pick<TestUser, 'email' | 'password' | 'fullname'>): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email address').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('checkbox', { name: /terms/i }).check();
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('account-name').first()).toHaveText(user.fullname);
}

/** TEST-ONLY: expires this user's sign-in tokens (API hook, E2E_TEST_HOOKS=1). */
export async function expireTokensOf(user: Pick<TestUser, 'email'>): Promise<void> {
  const response = await fetch(`${API_ORIGIN}/__test/expire-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { expired: number } };
  expect(body.data.expired, 'the user had a token to expire').toBeGreaterThan(0);
}

/**
 * TEST-ONLY: from now on the API's /product-detail for `productId` answers 500 ('error') or not
 * within the storefront's 10 s budget ('stall'). Use ids no seeded product has (990000 and up).
 */
export async function injectProductFault(productId: number, fault: 'error' | 'stall'): Promise<void> {
  const response = await fetch(`${API_ORIGIN}/__test/product-fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: productId, fault }),
  });
  expect(response.status, 'the product fault is registered').toBe(200);
}

/**
 * TEST-ONLY: the next `count` payment starts (/create-payment-intent) of this signed-in shopper
 * fail with a 500, as when the payment provider is down (API hook, E2E_TEST_HOOKS=1). Sign in first:
 * the fault follows the shopper's current sign-in tokens.
 */
export async function failPaymentStarts(user: Pick<TestUser, 'email'>, count: number): Promise<void> {
  const response = await fetch(`${API_ORIGIN}/__test/payment-start-fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, count }),
  });
  expect(response.status, 'the payment start fault is registered').toBe(200);
}

export function openDialogUrl(path: string, dialog: 'login' | 'register' | 'forgot-password' | 'contact-us'): string {
  const url = new URL(path, E2E_BASE_URL);
  url.searchParams.set('dialog', dialog);
  return url.pathname + url.search;
}
