/**
 * Starts the BUILT shop for the security suite as `npm start` runs it (scripts/npm-start.mjs: the
 * same entry, build and cluster of storefront workers), in production mode, with a throw-away
 * PGlite database, a free port and STOREFRONT_ORIGIN set to the address the tests use.
 *
 *   const shop = await startStorefront();                       // + in-process shop API
 *   const down = await startStorefront({ env: { SHOP_API_URL: 'http://127.0.0.1:9/api/v1' } });
 *   await fetch(`${shop.origin}/resources/cart`, { method: 'POST', headers: shop.formHeaders(), body });
 *   await shop.stop();                                            // SIGTERM, waits, removes the data
 *
 * The build is made first when build/ is missing or older than the sources (one build at a time
 * across test files: a lock directory), so the suite also runs before `npm run test:e2e` builds.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { buildAll, buildIsStale } from '../../../scripts/build-freshness.mjs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { spawnNpmStart } from '../../../scripts/npm-start.mjs';
import { join } from 'node:path';

export const ROOT = new URL('../../..', import.meta.url).pathname;

export const TEST_SECRETS = {
  SESSION_SECRET: 'security-suite-session-secret',
  TOAST_SECRET: 'security-suite-toast-secret',
  HONEYPOT_SECRET: 'security-suite-honeypot-secret',
};

/**
 * The suite signs up and posts forms far faster than a shopper, all from 127.0.0.1: per-address
 * limits this high (ADR 0050) keep the shop API's rate limits out of the way. Tests about them
 * (rate-limits.test.ts) pass their own.
 */
const RELAXED_RATE_LIMITS = {
  RATE_LIMIT_LOGIN_PER_ADDRESS: '100000/900',
  RATE_LIMIT_REGISTER_PER_ADDRESS: '100000/3600',
  RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS: '100000/900',
  RATE_LIMIT_CONTACT_PER_ADDRESS: '100000/900',
};

export interface RunningStorefront {
  /** http://localhost:PORT, also the configured STOREFRONT_ORIGIN. */
  origin: string;
  port: number;
  process: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Headers a form post from the shop's own page carries. */
  formHeaders(extra?: Record<string, string>): Record<string, string>;
  stop(): Promise<void>;
}

interface StartOptions {
  env?: Record<string, string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const buildIsFresh = () => !buildIsStale(ROOT);

/** Builds the storefront when needed; concurrent callers wait for the one build. */
export async function ensureBuild(): Promise<void> {
  if (buildIsFresh()) return;
  const lock = join(ROOT, 'build-lock.tmp');
  const startedWaiting = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (buildIsFresh()) return;
      // A lock older than 5 minutes belongs to a run that died.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() - startedWaiting > 300_000) throw new Error('Timed out waiting for another build');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (buildIsFresh()) return;
    const result = await buildAll(ROOT, { stdio: 'pipe' });
    if (!result.ok) throw new Error(`The storefront build failed:\n${result.output}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function waitUntilUp(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The storefront exited (${child.exitCode}) while starting:\n${output()}`);
    try {
      const response = await fetch(`${origin}/favicon.svg`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The storefront did not start within 90 s:\n${output()}`);
}

export async function startStorefront(options: StartOptions = {}): Promise<RunningStorefront> {
  await ensureBuild();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const external = Boolean(options.env?.SHOP_API_URL);
  const dataDir = external ? undefined : mkdtempSync(join(tmpdir(), 'le-security-pglite-'));
  const child = spawnNpmStart(
    {
      ...process.env,
      // At least two storefront workers, as on any multi-core machine.
      ...(availableParallelism() < 2 && { WEB_CONCURRENCY: '2' }),
      ...TEST_SECRETS,
      ...RELAXED_RATE_LIMITS,
      NODE_ENV: 'production',
      PORT: String(port),
      STOREFRONT_ORIGIN: origin,
      ...(dataDir ? { PGLITE_DIR: dataDir } : {}),
      ...options.env,
    },
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = () => dataDir && rmSync(dataDir, { recursive: true, force: true });

  try {
    await waitUntilUp(origin, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    cleanUp();
    throw error;
  }

  return {
    origin,
    port,
    process: child,
    output,
    formHeaders: (extra = {}) => ({ origin, 'content-type': 'application/x-www-form-urlencoded', ...extra }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
      cleanUp();
    },
  };
}

/** The session cookie pair(s) of a response, ready for a Cookie header. */
export function cookiesOf(response: Response, previous = ''): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split('; ').filter(Boolean)) {
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0];
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The honeypot fields a dialog form carries, scraped from the login dialog page. */
export async function honeypotFields(origin: string, cookie = ''): Promise<Record<string, string>> {
  const html = await (await fetch(`${origin}/auth/login`, { headers: { cookie } })).text();
  const input = /<input[^>]*name="from__confirm"[^>]*>/.exec(html)?.[0] ?? '';
  const validFrom = (/value="([^"]*)"/.exec(input)?.[1] ?? '').replace(/&#x2F;/g, '/').replace(/&amp;/g, '&');
  if (!validFrom) throw new Error('The login dialog did not render its honeypot fields');
  return { name__confirm: '', from__confirm: validFrom };
}

export const SHOPPER_PASSWORD = 'Cellar@2024';

/** The body of POST /place-order for one bottle picked up in store, billed to `email`. */
export function pickupOrderOfOne(productId: number, variationId: number, email: string) {
  return {
    products: [{ product_id: productId, variation_id: variationId, quantity: 1 }],
    order_delivery_type: 'pickup',
    billing_first_name: 'Ada',
    billing_last_name: 'Vintner',
    billing_email: email,
    billing_phone: '+1 916 555 0100',
  };
}
let registered = 0;

/** Registers a fresh shopper on the shop API at `apiOrigin` (not signed in); returns the e-mail. */
export async function registerShopperAt(apiOrigin: string, password = SHOPPER_PASSWORD): Promise<string> {
  const email = `security.${process.pid}.${Date.now().toString(36)}.${++registered}@example.com`;
  const response = await fetch(`${apiOrigin}/api/v1/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Ada',
      lastname: 'Vintner',
      email_address: email,
      password,
      confirm_password: password,
      phonenumber: '+1 555 010 2030',
      country: 'United States',
      terms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return email;
}
